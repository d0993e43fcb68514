import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { FieldProblem } from '../../domain/accounts/account-messages';
import { EARLIEST_BIRTHDAY, todayIso, type ProfileUpdateField } from '../../domain/accounts/profile';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { PageFrame } from '../pages/page-frame';
import type { UiMessage } from '../forms/form-message';
import { CivilityField, FormNotice, TextField, useFieldErrors } from '../forms/form-fields';
import { SignedInOnly } from './signed-in-only';
import { useAccountStores } from './use-account-stores';
import type { ProfileForm } from './profile-store';

const SAVED: UiMessage = { kind: 'key', key: 'account.profile.saved' };

const ProfileEditor = observer(function ProfileEditor() {
  const t = useT();
  const { auth } = useRootStore();
  const { profile } = useAccountStores();
  const customer = auth.customer!;
  const [form, setForm] = useState<ProfileForm>({ civility: customer.civility, firstName: customer.firstName, lastName: customer.lastName, birthday: customer.birthday ?? '' });
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ message: UiMessage; tone: 'error' | 'success' } | null>(null);
  const [problems, setProblems] = useState<FieldProblem<ProfileUpdateField>[]>([]);
  const errors = useFieldErrors(problems);
  const set = <K extends keyof ProfileForm>(field: K) => (value: ProfileForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => current.filter((problem) => problem.field !== field));
    setNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const outcome = await profile.update(form);
    setPending(false);
    setProblems(outcome.ok ? [] : outcome.problems);
    setNotice(outcome.ok ? { message: SAVED, tone: 'success' } : { message: outcome.message, tone: 'error' });
  };

  return (
    <form className="account-form account-card" onSubmit={submit} noValidate data-testid="profile-form" aria-busy={pending}>
      <CivilityField value={form.civility} onChange={set('civility')} error={errors.civility} />
      <div className="account-form__row">
        <TextField label={t('account.field.firstName')} name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label={t('account.field.lastName')} name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <TextField label={t('account.field.email')} name="email" type="email" value={customer.email} onChange={() => undefined} readOnly hint={t('account.profile.emailFixed')} />
      <TextField label={t('account.field.birthday')} name="birthday" type="date" optional value={form.birthday} onChange={set('birthday')} error={errors.birthday} min={EARLIEST_BIRTHDAY} max={todayIso()} />
      <FormNotice message={notice?.message ?? null} tone={notice?.tone} testId={notice?.tone === 'success' ? 'profile-saved' : 'profile-error'} />
      <button type="submit" className="button button--primary" disabled={pending} data-testid="profile-submit">
        {pending ? t('common.loading') : t('account.save')}
      </button>
    </form>
  );
});

/** SPEC §2 "my information" (/account/modify): civility, names and birthday; the e-mail address is shown. */
export function ProfilePage() {
  const t = useT();
  return (
    <PageFrame title={t('page.title.account-profile')} className="account-page profile-page">
      <SignedInOnly>
        <ProfileEditor />
      </SignedInOnly>
    </PageFrame>
  );
}
