import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { accountMessage, type UiMessage } from '../forms/form-message';
import { FormNotice } from '../forms/form-fields';
import { askProvider, availableProviders, type SocialProviderName } from './social-sdk';

/**
 * "Continue with Apple / Facebook", only for the providers `/security/providers` switches on
 * (nothing at all otherwise, not even the separator); the answer comes with the page (page loader).
 */
export const SocialButtons = observer(function SocialButtons({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const { auth, page } = useRootStore();
  const settings = page.loginProviders;
  const [pending, setPending] = useState<SocialProviderName | null>(null);
  const [message, setMessage] = useState<UiMessage | null>(null);

  const providers = availableProviders(settings);
  if (!settings || providers.length === 0) return null;

  const start = async (provider: SocialProviderName) => {
    setPending(provider);
    setMessage(null);
    try {
      const input = await askProvider(provider, settings);
      if (!input) return;
      const outcome = await auth.socialLogin(input);
      if (outcome.ok) onSignedIn();
      else setMessage(outcome.message);
    } catch (error) {
      console.error('[boutique] Social sign-in failed:', error);
      setMessage(accountMessage(provider === 'apple' ? 'apple-login-failed' : 'facebook-not-authorized'));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="social-buttons" data-testid="social-buttons">
      <p className="social-buttons__or">{t('login.social.or')}</p>
      <FormNotice message={message} />
      {providers.map((provider) => (
        <button key={provider} type="button" className={`button button--secondary button--block social-buttons__${provider}`} disabled={pending !== null} onClick={() => void start(provider)}>
          {t(`login.social.${provider}`)}
        </button>
      ))}
    </div>
  );
});
