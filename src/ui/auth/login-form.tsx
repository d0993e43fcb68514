import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { checkCredentials } from '../../domain/auth/credentials';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { accountMessage, type UiMessage } from '../forms/form-message';
import { FormNotice, PasswordField, TextField, useMessageText } from '../forms/form-fields';
import { PasskeySignIn } from './passkey-sign-in';
import { SECOND_FACTOR_EMPTY } from './auth-store';

/**
 * Sign-in with e-mail and password (SPEC §5: 'Veuillez saisir votre identifiant et mot de passe.'
 * when a field is empty; the shop's words on wrong credentials or too many attempts). Used by the
 * login page (with passkeys: the button, and the e-mail field's suggestions) and the connect modal.
 * A staff account with a second factor (issue 36) goes on to a code step, with a way back.
 */
export const LoginForm = observer(function LoginForm({ onSignedIn, idPrefix = 'login', passkeys = false }: { onSignedIn: () => void; idPrefix?: string; passkeys?: boolean }) {
  const t = useT();
  const { auth, modals } = useRootStore();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<UiMessage | null>(null);
  // The code step stays up until the page moves on: signed in, the store forgets the challenge
  // before onSignedIn runs, and the password form (its passkey wait) must not come back meanwhile.
  const [codeStep, setCodeStep] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const backToPassword = useRef(false);

  // A code step left open by a form that is gone (the modal closed, another page) is forgotten.
  useEffect(() => () => auth.cancelSecondFactor(), [auth]);

  useEffect(() => {
    if (!codeStep && backToPassword.current) {
      backToPassword.current = false;
      passwordInput.current?.focus();
    }
  }, [codeStep]);

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
    else if ('secondFactor' in outcome) {
      setPassword('');
      setCodeStep(true);
    } else setMessage(outcome.message);
  };

  if (codeStep) {
    return (
      <SecondFactorStep
        idPrefix={idPrefix}
        onSignedIn={onSignedIn}
        onBack={() => {
          backToPassword.current = true;
          setMessage(null);
          auth.cancelSecondFactor();
          setCodeStep(false);
        }}
      />
    );
  }

  return (
    <form className="account-form login-form" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`} aria-busy={pending}>
      <FormNotice message={message} testId={`${idPrefix}-error`} />
      <TextField label={t('account.field.email')} name="email" type="email" autoComplete={passkeys ? 'username webauthn' : 'username'} inputMode="email" value={email} onChange={setEmail} />
      <PasswordField ref={passwordInput} label={t('account.field.password')} name="password" autoComplete="current-password" value={password} onChange={setPassword} />
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

/**
 * The code step: the authenticator app's 6 digits (a phone offers its digit pad, and the code the
 * system read from a text or the app) or a recovery code `xxxxx-xxxxx` (the letter keyboard, on
 * request). The focus moves to the field; the shop's refusal is announced as the form's errors are.
 */
const SecondFactorStep = observer(function SecondFactorStep({ idPrefix, onSignedIn, onBack }: { idPrefix: string; onSignedIn: () => void; onBack: () => void }) {
  const t = useT();
  const text = useMessageText();
  const { auth } = useRootStore();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<UiMessage | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    codeInput.current?.focus();
  }, [recovery]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (code.trim() === '') {
      setMessage(SECOND_FACTOR_EMPTY);
      codeInput.current?.focus();
      return;
    }
    setPending(true);
    setMessage(null);
    const outcome = await auth.loginSecondFactor(code);
    if (outcome.ok) {
      // Still busy until the page moves on (no second submit).
      onSignedIn();
      return;
    }
    setPending(false);
    setMessage(outcome.message);
    setCode('');
    codeInput.current?.focus();
  };

  const prompt = auth.secondFactor ? text(auth.secondFactor.message) : '';
  return (
    <form className="account-form login-form login-form--second-factor" onSubmit={submit} noValidate data-testid={`${idPrefix}-second-factor-form`} aria-busy={pending}>
      <p className="login-form__step">{t('login.secondFactor.title')}</p>
      <FormNotice message={message} testId={`${idPrefix}-error`} />
      <TextField
        ref={codeInput}
        label={t('login.secondFactor.code')}
        name="code"
        type="text"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        value={code}
        onChange={setCode}
        hint={`${prompt} ${t('login.secondFactor.hint')}`.trim()}
        data-testid={`${idPrefix}-code`}
      />
      <button type="button" className="link-button login-form__recovery" onClick={() => setRecovery(!recovery)} aria-pressed={recovery}>
        {t('login.secondFactor.useRecovery')}
      </button>
      <button type="submit" className="button button--primary button--block" disabled={pending} data-testid={`${idPrefix}-code-submit`}>
        {pending ? t('common.loading') : t('login.secondFactor.submit')}
      </button>
      <button type="button" className="link-button login-form__back" onClick={onBack} data-testid={`${idPrefix}-code-back`}>
        {t('login.secondFactor.back')}
      </button>
    </form>
  );
});
