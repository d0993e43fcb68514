import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { FieldProblem } from '../../domain/accounts/account-messages';
import type { Address, AddressField } from '../../domain/accounts/address';
import { postcodeExample } from '../../domain/accounts/address-formats';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import type { UiMessage } from '../forms/form-message';
import { CheckboxField, CivilityField, FormNotice, TextField, useFieldErrors } from '../forms/form-fields';
import { addressForm, type AddressForm as AddressFormState } from './address-book-store';
import { useAccountStores } from './use-account-stores';

/**
 * An address to add or change (SPEC §5 required: civility, last name, first name, street, city,
 * zip code, phone). Used by the address book and the checkout's "add address" page.
 */
export const AddressForm = observer(function AddressForm({
  address,
  onSaved,
  onCancel,
  submitLabel,
}: {
  address?: Address;
  onSaved: (address: Address | undefined) => void;
  onCancel?: () => void;
  submitLabel?: string;
}) {
  const t = useT();
  const { auth, site } = useRootStore();
  const { addresses } = useAccountStores();
  const customer = auth.customer;
  const [form, setForm] = useState<AddressFormState>(() =>
    addressForm(address, { firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '', civility: customer?.civility ?? null, country: site.store.countryCode }),
  );
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<UiMessage | null>(null);
  const [problems, setProblems] = useState<FieldProblem<AddressField>[]>([]);
  const errors = useFieldErrors(problems);
  const countries = (site.init?.countries ?? []).filter((country) => country.active || country.isoCode2 === form.countryIsoCode2);
  const set = <K extends keyof AddressFormState>(field: K) => (value: AddressFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    // Another country makes the postcode and the phone number another country's: their errors go too.
    const touched: string[] = field === 'countryIsoCode2' ? [field, 'zipCode', 'phoneNumber'] : [field];
    setProblems((current) => current.filter((problem) => !touched.includes(problem.field)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setMessage(null);
    const outcome = await addresses.save(address?.id ?? null, form);
    setPending(false);
    if (outcome.ok) {
      onSaved(outcome.address);
      return;
    }
    setMessage(outcome.message);
    setProblems(outcome.problems);
  };

  return (
    <form className="account-form address-form" onSubmit={submit} noValidate data-testid="address-form" aria-busy={pending}>
      <FormNotice message={message} testId="address-error" />
      <TextField label={t('address.field.label')} name="label" optional value={form.label} onChange={set('label')} error={errors.label} placeholder={t('address.field.labelExample')} />
      <CivilityField value={form.civility} onChange={set('civility')} error={errors.civility} />
      <div className="account-form__row">
        <TextField label={t('account.field.firstName')} name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label={t('account.field.lastName')} name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <TextField label={t('address.field.company')} name="company" optional autoComplete="organization" value={form.company} onChange={set('company')} error={errors.company} />
      <TextField label={t('address.field.street')} name="street" autoComplete="address-line1" value={form.street} onChange={set('street')} error={errors.street} />
      <TextField label={t('address.field.streetDetails')} name="streetDetails" optional autoComplete="address-line2" value={form.streetDetails} onChange={set('streetDetails')} error={errors.streetDetails} />
      <div className="account-form__row account-form__row--zip">
        <TextField label={t('address.field.zipCode')} name="zipCode" autoComplete="postal-code" value={form.zipCode} onChange={set('zipCode')} error={errors.zipCode} placeholder={postcodeExample(form.countryIsoCode2) ?? undefined} />
        <TextField label={t('address.field.city')} name="city" autoComplete="address-level2" value={form.city} onChange={set('city')} error={errors.city} />
      </div>
      <div className={`field${errors.countryIsoCode2 ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor="address-country">
          {t('address.field.country')}
        </label>
        <select id="address-country" className="field__input" name="countryIsoCode2" autoComplete="country" value={form.countryIsoCode2} onChange={(event) => set('countryIsoCode2')(event.target.value)}>
          {countries.length === 0 && <option value={form.countryIsoCode2}>{form.countryIsoCode2}</option>}
          {countries.map((country) => (
            <option key={country.isoCode2} value={country.isoCode2}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('address.field.phoneNumber')} name="phoneNumber" type="tel" autoComplete="tel" value={form.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} hint={t('address.field.phoneHint')} />
      {!address?.default && <CheckboxField name="default" label={t('address.field.default')} checked={form.default} onChange={set('default')} />}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={pending} data-testid="address-submit">
          {pending ? t('common.loading') : (submitLabel ?? t('account.save'))}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('account.cancel')}
          </button>
        )}
      </div>
    </form>
  );
});
