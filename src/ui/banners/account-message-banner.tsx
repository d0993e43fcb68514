import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';

/** Home layout's account message: an invitation to log in, or a way back to the account. */
export const AccountMessageBanner = observer(function AccountMessageBanner() {
  const t = useT();
  const { auth } = useRootStore();
  return (
    <div className="account-message">
      {auth.loggedIn ? (
        <p>
          {t('accountMessage.loggedIn')} <AppLink to="/account">{t('accountMessage.toAccount')}</AppLink>
        </p>
      ) : (
        <p>
          {t('accountMessage.anonymous')} <AppLink to="/login?mode=subscription">{t('accountMessage.signUp')}</AppLink>
        </p>
      )}
    </div>
  );
});
