import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { CloseIcon, PhoneIcon } from '../icons/icons';
import { whenIdle } from '../app/when-idle';
import { useRootStore } from '../app/root-context';
import { APP_BANNER_STORAGE_KEY, appBannerShownOn, appBannerVisible } from '../../domain/shell/app-banner';

function closedAt(): number | null {
  try {
    const value = window.localStorage.getItem(APP_BANNER_STORAGE_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/**
 * The mobile app banner (SPEC §2 default layout): small screens only, after hydration (it floats
 * at the bottom, so showing it late moves nothing), hidden for 7 days once closed, and never on a
 * page of forms (it would lie over their fields). While it shows, what the browser scrolls to (a
 * focused field, an anchor) stops above it (`scroll-padding-bottom`).
 */
export const AppBanner = observer(function AppBanner() {
  const t = useT();
  const root = useRootStore();
  const [visible, setVisible] = useState(false);
  const app = root.site.footer?.apps.find((candidate) => candidate.platform === (/iPhone|iPad|iPod/.test(navigatorAgent()) ? 'ios' : 'android'));

  // Read when the browser is idle: nothing waits for a banner that floats over the page.
  useEffect(() => whenIdle(() => setVisible(appBannerVisible(closedAt(), new Date())), 1000), []);

  const shown = visible && Boolean(app) && appBannerShownOn(root.page.route);
  useEffect(() => {
    if (!shown) return;
    document.documentElement.classList.add('has-app-banner');
    return () => document.documentElement.classList.remove('has-app-banner');
  }, [shown]);

  if (!shown || !app) return null;
  const close = () => {
    try {
      window.localStorage.setItem(APP_BANNER_STORAGE_KEY, String(Date.now()));
    } catch {
      // Storage blocked: hidden for this page only.
    }
    setVisible(false);
  };
  return (
    <>
      {/* Room at the end of the page, so the floating banner never covers the footer's last line. */}
      <div className="app-banner-spacer" aria-hidden="true" />
      <aside className="app-banner" aria-label={t('appBanner.label')} data-testid="app-banner">
        <PhoneIcon size={28} />
        <p className="app-banner__text">
          <strong>{root.site.brandName}</strong>
          <span>{t('appBanner.text')}</span>
        </p>
        <a className="app-banner__open" href={app.url} rel="noopener noreferrer" target="_blank">
          {t('appBanner.open')}
        </a>
        <button type="button" className="app-banner__close" onClick={close} aria-label={t('common.close')}>
          <CloseIcon size={20} />
        </button>
      </aside>
    </>
  );
});

function navigatorAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}
