import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import { LoginForm } from './login-form';
import { loginMode, loginPath } from './login-links';
import { afterSignIn } from '../../domain/routing/page-paths';
import { RegisterForm } from './register-form';
import { SocialButtons } from './social-buttons';

/**
 * `/login?mode=connection|subscription` (SPEC §2): the sign-in form with the forgotten-password
 * link and the providers' buttons, or the subscription form. Signed in, the customer goes on to
 * the delivery step when they came from the basket, else to their account (SPEC §4: no other
 * redirect target is remembered).
 */
export const LoginPage = observer(function LoginPage() {
  const t = useT();
  const root = useRootStore();
  const navigate = useNavigate();
  const mode = loginMode(root.page.query);
  const fromBasket = root.comeFromStepOneOfBasket;
  const subscription = mode === 'subscription';
  const done = () => void navigate(afterSignIn(root.page.query, '/account'), { replace: true });

  return (
    <PageFrame title={t(subscription ? 'login.subscription.title' : 'page.title.login')} className="login-page">
      <nav className="login-page__modes" aria-label={t('login.modes.label')}>
        <AppLink to={loginPath('connection', { fromBasket })} aria-current={!subscription ? 'page' : undefined} className={!subscription ? 'is-current' : ''} data-testid="login-mode-connection">
          {t('header.account.login')}
        </AppLink>
        <AppLink to={loginPath('subscription', { fromBasket })} aria-current={subscription ? 'page' : undefined} className={subscription ? 'is-current' : ''} data-testid="login-mode-subscription">
          {t('header.account.signup')}
        </AppLink>
      </nav>
      {subscription ? (
        <section className="login-page__panel" aria-labelledby="register-title">
          <h2 id="register-title" className="login-page__subtitle">
            {t('login.register.title')}
          </h2>
          <p className="login-page__intro">{t('login.register.intro')}</p>
          <RegisterForm onRegistered={done} />
          <p className="login-page__switch">
            {t('login.register.already')} <AppLink to={loginPath('connection', { fromBasket })}>{t('header.account.login')}</AppLink>
          </p>
        </section>
      ) : (
        <section className="login-page__panel" aria-labelledby="login-title">
          <h2 id="login-title" className="login-page__subtitle">
            {t('login.connection.title')}
          </h2>
          <p className="login-page__intro">{t('login.connection.intro')}</p>
          <LoginForm onSignedIn={done} passkeys />
          <SocialButtons onSignedIn={done} />
          <p className="login-page__switch">
            {t('header.account.newCustomer')} <AppLink to={loginPath('subscription', { fromBasket })}>{t('header.account.signup')}</AppLink>
          </p>
        </section>
      )}
    </PageFrame>
  );
});
