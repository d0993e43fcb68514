import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { FieldProblem } from '../../domain/accounts/account-messages';
import { PASSWORD_MIN_LENGTH } from '../../domain/accounts/password';
import type { PasswordChangeField } from '../../domain/accounts/password-change';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import type { UiMessage } from '../forms/form-message';
import { FormNotice, PasswordField, useFieldErrors } from '../forms/form-fields';
import { PASSWORD_RESET_QUERY } from '../auth/login-links';
import { SignedInOnly } from './signed-in-only';
import { PasskeysSection } from './passkeys-section';
import { useAccountStores } from './use-account-stores';
import type { PasswordForm } from './profile-store';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmation: '' };

const PasswordEditor = observer(function PasswordEditor({ reset }: { reset: boolean }) {
  const t = useT();
  const { profile } = useAccountStores();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ message: UiMessage; tone: 'error' | 'success' } | null>(null);
  const [problems, setProblems] = useState<FieldProblem<PasswordChangeField>[]>([]);
  const errors = useFieldErrors(problems);
  const set = (field: keyof PasswordForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => current.filter((problem) => problem.field !== field));
    setNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const outcome = await profile.changePassword(form, { reset });
    setPending(false);
    if (outcome.ok) {
      setForm(EMPTY);
      setProblems([]);
      setNotice({ message: { kind: 'key', key: 'account.password.changed' }, tone: 'success' });
    } else {
      setProblems(outcome.problems);
      setNotice({ message: outcome.message, tone: 'error' });
    }
  };

  return (
    <form className="account-form account-card" onSubmit={submit} noValidate data-testid="password-form" aria-busy={pending}>
      {reset && <p className="account-form__intro">{t('account.password.resetIntro')}</p>}
      {!reset && (
        <PasswordField label={t('account.field.oldPassword')} name="oldPassword" autoComplete="current-password" value={form.oldPassword} onChange={set('oldPassword')} error={errors.oldPassword} />
      )}
      <PasswordField
        label={t('account.field.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={form.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        hint={t('account.password.rule', { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordField label={t('account.field.confirmation')} name="confirmation" autoComplete="new-password" value={form.confirmation} onChange={set('confirmation')} error={errors.confirmation} />
      <FormNotice message={notice?.message ?? null} tone={notice?.tone} testId={notice?.tone === 'success' ? 'password-changed' : 'password-error'} />
      <button type="submit" className="button button--primary" disabled={pending} data-testid="password-submit">
        {pending ? t('common.loading') : t('account.password.submit')}
      </button>
    </form>
  );
});

/**
 * SPEC §2 "password" (/account/modify-id): old, new and confirmation (SPEC §5). Reached from a
 * forgotten-password link (`?reset=1`), the old password is not asked. The account's passkeys follow.
 */
export const PasswordPage = observer(function PasswordPage() {
  const t = useT();
  const { page } = useRootStore();
  const reset = page.query[PASSWORD_RESET_QUERY] === '1';
  return (
    <PageFrame title={t(reset ? 'account.password.resetTitle' : 'page.title.account-password')} className="account-page password-page">
      <SignedInOnly>
        <PasswordEditor key={reset ? 'reset' : 'change'} reset={reset} />
        <PasskeysSection />
      </SignedInOnly>
    </PageFrame>
  );
});
