import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { checkCredentials } from '../../domain/auth/credentials';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { accountMessage, type UiMessage } from '../forms/form-message';
import { FormNotice, PasswordField, TextField } from '../forms/form-fields';
import { PasskeySignIn } from './passkey-sign-in';

/**
 * Sign-in with e-mail and password (SPEC §5: 'Veuillez saisir votre identifiant et mot de passe.'
 * when a field is empty; the shop's words on wrong credentials or too many attempts). Used by the
 * login page (with passkeys: the button, and the e-mail field's suggestions) and the connect modal.
 */
export const LoginForm = observer(function LoginForm({ onSignedIn, idPrefix = 'login', passkeys = false }: { onSignedIn: () => void; idPrefix?: string; passkeys?: boolean }) {
  const t = useT();
  const { auth, modals } = useRootStore();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<UiMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // Checked here too: an empty form needs no round trip (nor the account code).
    const check = checkCredentials(email, password);
    if (!check.ok) {
      setMessage(accountMessage(check.key));
      return;
    }
    setPending(true);
    setMessage(null);
    const outcome = await auth.login(email, password);
    setPending(false);
    if (outcome.ok) onSignedIn();
    else setMessage(outcome.message);
  };

  return (
    <form className="account-form login-form" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`} aria-busy={pending}>
      <FormNotice message={message} testId={`${idPrefix}-error`} />
      <TextField label={t('account.field.email')} name="email" type="email" autoComplete={passkeys ? 'username webauthn' : 'username'} inputMode="email" value={email} onChange={setEmail} />
      <PasswordField label={t('account.field.password')} name="password" autoComplete="current-password" value={password} onChange={setPassword} />
      <button type="button" className="link-button login-form__forgot" onClick={() => modals.open('forgotten-password')}>
        {t('login.forgotPassword')}
      </button>
      <button type="submit" className="button button--primary button--block" disabled={pending} data-testid={`${idPrefix}-submit`}>
        {pending ? t('common.loading') : t('login.submit')}
      </button>
      {passkeys && <PasskeySignIn onSignedIn={onSignedIn} onMessage={setMessage} />}
    </form>
  );
});
