import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { InfoIcon, TruckIcon } from '../icons/icons';
import { useRootStore } from '../app/root-context';
import { seasonalBannerText } from '../../domain/shell/seasonal-banner';

/**
 * The seasonal delivery banner (SPEC §2/§4): its text switches at the configured dates, with a
 * tooltip explaining the delivery cut-offs. Rendered with the server's clock, then the browser's.
 */
export const SeasonalBanner = observer(function SeasonalBanner({ tunnel = false }: { tunnel?: boolean }) {
  const t = useT();
  const root = useRootStore();
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const content = seasonalBannerText(root.site.settings?.seasonalBanner ?? null, new Date(root.now));
  if (!content) return null;
  return (
    <div className={`seasonal-banner${tunnel ? ' seasonal-banner--tunnel' : ''}`} data-testid="seasonal-banner" data-content={content.index}>
      <TruckIcon size={18} />
      <p className="seasonal-banner__text">{content.text}</p>
      <span className="seasonal-banner__tip">
        <button
          type="button"
          className="seasonal-banner__tip-button"
          aria-label={t('seasonal.tooltip.label')}
          aria-describedby={open ? tipId : undefined}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          onMouseEnter={() => setOpen(true)}
          onMouseLeave={() => setOpen(false)}
          onBlur={() => setOpen(false)}
        >
          <InfoIcon size={18} />
        </button>
        {open && (
          <span id={tipId} role="tooltip" className="seasonal-banner__tooltip">
            {t('seasonal.tooltip.text')}
          </span>
        )}
      </span>
    </div>
  );
});
