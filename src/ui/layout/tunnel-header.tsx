import { useT } from '../i18n/use-t';
import { AppLink } from '../app/app-link';
import { LockIcon } from '../icons/icons';
import { SiteLogo } from '../header/site-logo';

/** The checkout's reduced header: logo, secure-payment note and the way back to the shop. */
export function TunnelHeader() {
  const t = useT();
  return (
    <header className="tunnel-header">
      <div className="tunnel-header__inner">
        <SiteLogo />
        <p className="tunnel-header__secure">
          <LockIcon size={18} />
          <span>{t('reassurance.securePayment')}</span>
        </p>
        <AppLink to="/" className="tunnel-header__back">
          {t('checkout.backToShop')}
        </AppLink>
      </div>
    </header>
  );
}
