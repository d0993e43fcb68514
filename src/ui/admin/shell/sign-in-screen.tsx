import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../kit/button';
import { Field } from '../kit/field';
import { useAdminText } from './admin-location';
import type { StaffSession, StepOutcome } from './staff-session';

/** The sign-in's error line: a text key of ours or the shop's own words. */
function messageOf(outcome: { messageKey?: string; message?: string } | null, t: (key: string) => string): string | null {
  if (!outcome) return null;
  return outcome.message ?? (outcome.messageKey ? t(outcome.messageKey) : null);
}

/**
 * The back office's sign-in (issue 39): e-mail and password, then the second factor's code when
 * the shop asks for it; or a passkey. The error is announced (role="alert") and the field it
 * concerns gets the focus.
 */
export const SignInScreen = observer(function SignInScreen({ session }: { session: StaffSession }) {
  const { t } = useAdminText();
  const state = session.state;
  const [error, setError] = useState<StepOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const codeStep = state.kind === 'second-factor';
  const notice = state.kind === 'signed-out' ? messageOf(state, t) : null;
  const passkeys = typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

  useEffect(() => {
    setError(null);
    heading.current?.focus();
  }, [codeStep]);

  const run = async (step: () => Promise<StepOutcome & { quiet?: boolean }>) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await step();
      if (!outcome.ok && !outcome.quiet) setError(outcome);
    } catch {
      setError({ ok: false, messageKey: 'signin.failed' });
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => session.signIn(String(form.get('email') ?? ''), String(form.get('password') ?? '')));
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => session.secondFactor(String(form.get('code') ?? '')));
  };
  const shown = error && !error.ok ? messageOf(error, t) : null;

  return (
    <main id="admin-main" className="admin-signin">
      <div className="admin-signin__box">
        <p className="admin-signin__brand">{t('shell.brand')}</p>
        <h1 ref={heading} tabIndex={-1}>
          {codeStep ? t('signin.code.title') : t('signin.title')}
        </h1>
        {notice && !shown ? (
          <p className="admin-signin__notice" role="status" data-testid="admin-signin-notice">
            {notice}
          </p>
        ) : null}
        <div role="alert" className="admin-signin__error" data-testid="admin-signin-error">
          {shown}
        </div>
        {codeStep ? (
          <form onSubmit={submitCode} noValidate data-testid="admin-code-form">
            <p className="admin-signin__hint">{state.message}</p>
            <Field
              label={t('signin.code')}
              name="code"
              hint={t('signin.code.hint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              required
            />
            <Button type="submit" busy={busy} className="admin-button--block">
              {t('signin.code.submit')}
            </Button>
            <Button variant="link" onClick={() => session.restart()}>
              {t('signin.code.back')}
            </Button>
          </form>
        ) : (
          <form onSubmit={submitPassword} noValidate data-testid="admin-signin-form">
            <Field label={t('signin.email')} name="email" type="email" autoComplete={passkeys ? 'username webauthn' : 'username'} required />
            <Field label={t('signin.password')} name="password" type="password" autoComplete="current-password" required />
            <Button type="submit" busy={busy} className="admin-button--block">
              {t('signin.submit')}
            </Button>
            {passkeys ? (
              <>
                <p className="admin-signin__or">{t('signin.or')}</p>
                <Button variant="secondary" className="admin-button--block" busy={busy} onClick={() => void run(() => session.passkey(false))} data-testid="admin-passkey">
                  {t('signin.passkey')}
                </Button>
              </>
            ) : null}
          </form>
        )}
      </div>
    </main>
  );
});
