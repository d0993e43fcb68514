import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { useRootStore } from '../app/root-context';

/** The footer's way back to the cookie banner, to change the choice at any time. */
export const CookieSettingsLink = observer(function CookieSettingsLink() {
  const t = useT();
  const { consent } = useRootStore();
  return (
    <button type="button" className="site-footer__cookies" onClick={consent.open} data-testid="cookie-settings">
      {t('footer.cookies')}
    </button>
  );
});
