import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { Modal } from '../feedback/modal';
import type { UiMessage } from '../forms/form-message';
import { FormNotice, TextField } from '../forms/form-fields';

/**
 * SPEC §2 "forgotten password" modal: a valid e-mail (SPEC §5), then always the same confirmation
 * (whether the address has an account is nobody's business).
 */
export const ForgotPasswordModal = observer(function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { auth } = useRootStore();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<UiMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setMessage(null);
    const outcome = await auth.forgotPassword(email);
    setPending(false);
    if (outcome.ok) setSent(true);
    else setMessage(outcome.message);
  };

  return (
    <Modal name="forgotten-password" title={t('forgotPassword.title')} onClose={onClose}>
      {(close) =>
        sent ? (
          <div className="forgot-password">
            <p role="status" data-testid="forgot-password-sent">
              {t('forgotPassword.sent')}
            </p>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('common.close')}
            </button>
          </div>
        ) : (
          <form className="account-form forgot-password" onSubmit={submit} noValidate data-testid="forgot-password-form">
            <p>{t('forgotPassword.text')}</p>
            <FormNotice message={message} testId="forgot-password-error" />
            <TextField label={t('account.field.email')} name="email" type="email" inputMode="email" autoComplete="email" value={email} onChange={setEmail} />
            <button type="submit" className="button button--primary button--block" disabled={pending || email.trim() === ''} data-testid="forgot-password-submit">
              {pending ? t('common.loading') : t('forgotPassword.submit')}
            </button>
          </form>
        )
      }
    </Modal>
  );
});
