import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import type { UiMessage } from '../forms/form-message';

/** WebAuthn is there: known in the browser only, after hydration (the server render shows no passkey button). */
function useWebAuthn(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(typeof window.PublicKeyCredential === 'function'), []);
  return available;
}

/**
 * "Sign in with a passkey" on the login page, and the conditional UI: while the page is open the
 * browser may offer the account's passkeys in the e-mail field's suggestions (its autocomplete
 * ends with `webauthn`); picking one signs in. The button starts a ceremony of its own (which ends
 * the autofill wait). Without WebAuthn there is no button and nothing waits.
 */
export const PasskeySignIn = observer(function PasskeySignIn({ onSignedIn, onMessage }: { onSignedIn: () => void; onMessage: (message: UiMessage | null) => void }) {
  const t = useT();
  const { auth } = useRootStore();
  const available = useWebAuthn();
  const [pending, setPending] = useState(false);
  const live = useRef(true);
  const handlers = useRef({ onSignedIn, onMessage });
  handlers.current = { onSignedIn, onMessage };

  useEffect(() => {
    live.current = true;
    if (!available) return;
    const waitInAutofill = async () => {
      const outcome = await auth.passkeyLogin({ autofill: true });
      if (!live.current) return;
      if (outcome.ok) handlers.current.onSignedIn();
      else if (!('quiet' in outcome)) handlers.current.onMessage(outcome.message);
    };
    void waitInAutofill();
    return () => {
      live.current = false;
    };
  }, [auth, available]);

  // Read on the server too, which shows no button: the page's state carries the texts its render reads.
  const label = t('login.passkey');
  if (!available) return null;

  const start = async () => {
    setPending(true);
    onMessage(null);
    const outcome = await auth.passkeyLogin({ autofill: false });
    if (!live.current) return;
    setPending(false);
    if (outcome.ok) onSignedIn();
    else if (!('quiet' in outcome)) onMessage(outcome.message);
  };

  return (
    <button type="button" className="button button--secondary button--block login-form__passkey" disabled={pending} onClick={() => void start()} data-testid="passkey-sign-in">
      {pending ? t('common.loading') : label}
    </button>
  );
});
