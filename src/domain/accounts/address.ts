import { accountMessageFr, summaryKey, type AccountMessageKey, type FieldProblem } from './account-messages';
import { checkPostcode, isPhoneNumber } from './address-formats';
import { isCivility, type Civility } from './profile';

/** SPEC §3 "Address", as the accounts API answers it. */
export interface Address {
  id: number;
  label: string | null;
  civility: Civility;
  lastName: string;
  firstName: string;
  street: string;
  streetDetails: string | null;
  zipCode: string;
  city: string;
  state: string | null;
  /** Upper-case ISO 3166-1 alpha-2. */
  countryIsoCode2: string;
  countryName: string | null;
  activeCountry: boolean;
  phoneNumber: string;
  company: string | null;
  default: boolean;
}

/** What a form or a request gives: every field converted to its type, nothing checked yet. */
export interface AddressInput {
  id: number | null;
  label: string | null;
  civility: number | null;
  lastName: string | null;
  firstName: string | null;
  street: string | null;
  streetDetails: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  countryIsoCode2: string | null;
  countryName: string | null;
  activeCountry: boolean | null;
  phoneNumber: string | null;
  company: string | null;
  default: boolean | null;
}

export type AddressField = keyof AddressInput;

/** The fields a new address is saved from (id and computed country fields come from the shop). */
export type NewAddress = Omit<Address, 'id' | 'countryName' | 'activeCountry' | 'default'> & { default: boolean };

export const ADDRESS_FIELD_MAX_LENGTH = 120;

const STRING_FIELDS = ['label', 'lastName', 'firstName', 'street', 'streetDetails', 'zipCode', 'city', 'state', 'countryIsoCode2', 'countryName', 'phoneNumber', 'company'] as const;

/** SPEC §5 "Address form required", in the order the form shows them. */
const REQUIRED: [AddressField, AccountMessageKey][] = [
  ['civility', 'address-civility-required'],
  ['lastName', 'address-last-name-required'],
  ['firstName', 'address-first-name-required'],
  ['street', 'address-street-required'],
  ['zipCode', 'address-zip-code-required'],
  ['city', 'address-city-required'],
  ['phoneNumber', 'address-phone-required'],
];

const REQUIRED_KEYS: ReadonlySet<AccountMessageKey> = new Set(REQUIRED.map(([, key]) => key));

export type AddressRead = { ok: true; address: AddressInput } | { ok: false; key: 'address-null'; message: string };

/**
 * SPEC §3: a null address is refused ('Address object can't be null') and each field is converted
 * to its type: numbers from numeric text, strings trimmed (empty → null), booleans from
 * true/false/'1'/'0'. Fields absent from the input stay null, so a partial change can be merged.
 */
export function readAddress(input: unknown): AddressRead {
  if (input === null || input === undefined || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, key: 'address-null', message: accountMessageFr('address-null') };
  }
  const raw = input as Record<string, unknown>;
  const address = {
    id: toInteger(raw.id),
    civility: toInteger(raw.civility),
    activeCountry: toBoolean(raw.activeCountry),
    default: toBoolean(raw.default),
  } as AddressInput;
  for (const field of STRING_FIELDS) address[field] = toText(raw[field]);
  if (address.countryIsoCode2) address.countryIsoCode2 = address.countryIsoCode2.toUpperCase();
  return { ok: true, address };
}

/** Keeps the stored values the change leaves null (a PATCH sends only what changed). */
export function mergeAddress(stored: Address, change: AddressInput): AddressInput {
  const merged = { ...stored } as AddressInput;
  for (const [field, value] of Object.entries(change) as [AddressField, unknown][]) {
    if (value !== null && value !== undefined) (merged as unknown as Record<string, unknown>)[field] = value;
  }
  return merged;
}

export type AddressCheck =
  | { ok: true; address: NewAddress }
  | { ok: false; problems: FieldProblem<AddressField>[]; key: AccountMessageKey; message: string };

/**
 * SPEC §5: civility, last name, first name, street, city, zip code and phone are required. The
 * postcode and the phone number must be the country's (address-formats.ts; the postcode is kept
 * as the country writes it). The country is checked by the shop (`address-country-unavailable`),
 * which knows where it delivers. A change of a `stored` address checks the postcode and the phone
 * only when they (or the country) change, so an address saved before these rules stays editable.
 */
export function checkAddress(input: AddressInput, stored?: Pick<Address, 'zipCode' | 'phoneNumber' | 'countryIsoCode2'>): AddressCheck {
  const problems: FieldProblem<AddressField>[] = [];
  for (const [field, key] of REQUIRED) {
    const value = input[field];
    const missing = field === 'civility' ? !isCivility(value) : value === null || value === '';
    if (missing) problems.push({ field, key });
  }
  const country = input.countryIsoCode2 ?? '';
  const sameCountry = stored !== undefined && stored.countryIsoCode2.toUpperCase() === country.toUpperCase();
  let zipCode = input.zipCode;
  if (zipCode && !(sameCountry && zipCode === stored.zipCode)) {
    const postcode = checkPostcode(zipCode, country);
    if (postcode.ok) zipCode = postcode.zipCode;
    else problems.push({ field: 'zipCode', key: 'address-zip-code-invalid' });
  }
  const phone = input.phoneNumber;
  if (phone && !(sameCountry && phone === stored.phoneNumber) && !isPhoneNumber(phone, country)) {
    problems.push({ field: 'phoneNumber', key: 'address-phone-invalid' });
  }
  for (const field of STRING_FIELDS) {
    const value = input[field];
    if (value && [...value].length > ADDRESS_FIELD_MAX_LENGTH) problems.push({ field, key: 'address-field-too-long' });
  }
  if (problems.length > 0) {
    const key = summaryKey(problems, REQUIRED_KEYS);
    return { ok: false, problems, key, message: accountMessageFr(key) };
  }
  return {
    ok: true,
    address: {
      label: input.label,
      civility: input.civility as Civility,
      lastName: input.lastName as string,
      firstName: input.firstName as string,
      street: input.street as string,
      streetDetails: input.streetDetails,
      zipCode: zipCode as string,
      city: input.city as string,
      state: input.state,
      countryIsoCode2: input.countryIsoCode2 ?? '',
      phoneNumber: input.phoneNumber as string,
      company: input.company,
      default: input.default === true,
    },
  };
}

/** The book as the API lists it: the default address first, then the oldest first. */
export function sortAddressBook(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.default) - Number(a.default) || a.id - b.id);
}

/** "Camille Martin, 12 rue des Lilas, 75011 Paris, FR". */
export function addressLine(address: Pick<Address, 'firstName' | 'lastName' | 'street' | 'zipCode' | 'city' | 'countryIsoCode2'>): string {
  return `${address.firstName} ${address.lastName}, ${address.street}, ${address.zipCode} ${address.city}, ${address.countryIsoCode2}`;
}

function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return null;
}

function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return null;
}
