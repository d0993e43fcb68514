import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { Modal } from '../feedback/modal';
import { LoginForm } from './login-form';
import { loginPath } from './login-links';

/**
 * SPEC §2 modal "connect": an anonymous heart click. The product is remembered (SPEC §3
 * productToAddAfterLoginOrSubscribe); signing in here, or registering from the link, adds it.
 */
export const ConnectModal = observer(function ConnectModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { modals } = useRootStore();
  return (
    <Modal name="connect" title={t('connect.title')} onClose={onClose}>
      {(close) => (
        <div className="connect-modal">
          <p className="connect-modal__text">{t('account.errors.wishlist-connect')}</p>
          <LoginForm idPrefix="connect" onSignedIn={close} />
          <p className="connect-modal__signup">
            {t('header.account.newCustomer')}{' '}
            <AppLink to={loginPath('subscription')} onClick={() => modals.close('connect')} data-testid="connect-signup">
              {t('header.account.signup')}
            </AppLink>
          </p>
        </div>
      )}
    </Modal>
  );
});
