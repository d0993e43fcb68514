import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { FieldProblem } from '../../domain/accounts/account-messages';
import { PASSWORD_MIN_LENGTH } from '../../domain/accounts/password';
import type { RegistrationField } from '../../domain/accounts/registration';
import { EARLIEST_BIRTHDAY, todayIso } from '../../domain/accounts/profile';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import type { UiMessage } from '../forms/form-message';
import { CheckboxField, CivilityField, FormNotice, PasswordField, TextField, useFieldErrors } from '../forms/form-fields';

interface RegistrationFormState {
  civility: number | null;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthday: string;
  newsletter: boolean;
}

const EMPTY: RegistrationFormState = { civility: null, firstName: '', lastName: '', email: '', password: '', birthday: '', newsletter: false };

/**
 * The subscription form (SPEC §5): civility, names, e-mail, password, optional birthday and the
 * newsletter opt-in. The domain's rules are checked by the Register use case before anything is
 * sent; each field shows its own message, the form the general one.
 */
export const RegisterForm = observer(function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useT();
  const { auth } = useRootStore();
  const [form, setForm] = useState<RegistrationFormState>(EMPTY);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<UiMessage | null>(null);
  const [problems, setProblems] = useState<FieldProblem<RegistrationField>[]>([]);
  const errors = useFieldErrors(problems);
  const set = <K extends keyof RegistrationFormState>(field: K) => (value: RegistrationFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => current.filter((problem) => problem.field !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setMessage(null);
    const outcome = await auth.register({ ...form, birthday: form.birthday || null });
    setPending(false);
    if (outcome.ok) {
      onRegistered();
      return;
    }
    setMessage(outcome.message);
    setProblems(outcome.problems);
  };

  return (
    <form className="account-form register-form" onSubmit={submit} noValidate data-testid="register-form" aria-busy={pending}>
      <FormNotice message={message} testId="register-error" />
      <CivilityField value={form.civility} onChange={set('civility')} error={errors.civility} />
      <div className="account-form__row">
        <TextField label={t('account.field.firstName')} name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label={t('account.field.lastName')} name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <TextField label={t('account.field.email')} name="email" type="email" inputMode="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} />
      <PasswordField
        label={t('account.field.password')}
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('account.password.rule', { min: PASSWORD_MIN_LENGTH })}
      />
      <TextField label={t('account.field.birthday')} name="birthday" type="date" optional value={form.birthday} onChange={set('birthday')} error={errors.birthday} min={EARLIEST_BIRTHDAY} max={todayIso()} />
      <CheckboxField name="newsletter" label={t('account.field.newsletter')} checked={form.newsletter} onChange={set('newsletter')} />
      <button type="submit" className="button button--primary button--block" disabled={pending} data-testid="register-submit">
        {pending ? t('common.loading') : t('login.register.submit')}
      </button>
    </form>
  );
});
