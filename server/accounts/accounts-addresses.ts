/**
 * `/secure/account/addresses` (SPEC §3, §5, §8): the signed-in customer's address book. The
 * domain reads and checks the fields (null body, required fields, lengths); the shop checks that it
 * delivers to the country. The first address is the default, exactly one is, and the last one
 * cannot be deleted. Another customer's address is a 404, like one that does not exist. Each write
 * locks the customer's row, so two at once cannot leave two defaults or no address.
 */
import { checkAddress, mergeAddress, readAddress, sortAddressBook, type Address, type NewAddress } from '../../src/domain/accounts/address';
import type { AccountMessageKey } from '../../src/domain/accounts/account-messages';
import { isCivility, type Civility } from '../../src/domain/accounts/profile';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { TtlCache } from '../cache/ttl-cache';
import type { CustomerContext } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import { succeed, type Outcome } from '../core/outcome';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import {
  addressCountryRows,
  clearDefaultAddress,
  countAddresses,
  customerAddresses,
  deleteAddress as deleteAddressRow,
  findCustomerAddress,
  insertAddress,
  lockCustomer,
  makeDefaultAddress,
  updateAddress as updateAddressRow,
  type AddressColumns,
  type AddressRow,
} from './accounts-repository';
import { refusal } from './accounts-texts';

type AddressDeps = Pick<ModuleDeps, 'db' | 'cache' | 'now'>;

export interface AddressCountry {
  names: Localized;
  /** Active and served by at least one carrier. */
  deliverable: boolean;
}

/** Countries by upper-case code, with whether the shop delivers there (they change only with the catalogue). */
export function cachedAddressCountries(db: Db, cache: TtlCache): Promise<Map<string, AddressCountry>> {
  return cache.get('address-countries', async () => {
    const { countries, served } = await addressCountryRows(db);
    const withCarriers = new Set(served.map((code) => code.toUpperCase()));
    return new Map(countries.map((row) => [row.iso_code2.toUpperCase(), { names: row.names, deliverable: row.active && withCarriers.has(row.iso_code2.toUpperCase()) }]));
  });
}

export function addressFromRow(row: AddressRow, countries: Map<string, AddressCountry>, locale: LocaleCode): Address {
  const country = countries.get(row.country_iso_code2);
  return {
    id: row.id,
    label: row.label,
    civility: isCivility(row.civility) ? row.civility : (3 satisfies Civility),
    lastName: row.last_name,
    firstName: row.first_name,
    street: row.street,
    streetDetails: row.street_details,
    zipCode: row.zip_code,
    city: row.city,
    state: row.state,
    countryIsoCode2: row.country_iso_code2,
    countryName: country?.names[locale] ?? country?.names.fr ?? null,
    activeCountry: country?.deliverable ?? false,
    phoneNumber: row.phone_number,
    company: row.company,
    default: row.is_default,
  };
}

export function addressColumns(address: NewAddress): AddressColumns {
  return {
    label: address.label,
    civility: address.civility,
    last_name: address.lastName,
    first_name: address.firstName,
    street: address.street,
    street_details: address.streetDetails,
    zip_code: address.zipCode,
    city: address.city,
    state: address.state,
    country_iso_code2: address.countryIsoCode2.toUpperCase(),
    phone_number: address.phoneNumber,
    company: address.company,
  };
}

export const MAX_ADDRESSES = 50;
const INT4_MAX = 2_147_483_647;

export async function listAddresses(deps: AddressDeps, context: CustomerContext): Promise<Outcome<Address[]>> {
  const [rows, countries] = await Promise.all([customerAddresses(deps.db, context.customer.id), cachedAddressCountries(deps.db, deps.cache)]);
  return succeed(sortAddressBook(rows.map((row) => addressFromRow(row, countries, context.locale))));
}

export async function createAddress(deps: AddressDeps, context: CustomerContext, body: unknown): Promise<Outcome<Address>> {
  const read = readAddress(body);
  if (!read.ok) return refusal(deps, context, 'invalid-input', read.key);
  const countryIsoCode2 = read.address.countryIsoCode2 ?? context.store.countryCode;
  // The country first: a postcode of a country the shop does not deliver to is beside the point.
  const countries = await cachedAddressCountries(deps.db, deps.cache);
  if (!countries.get(countryIsoCode2)?.deliverable) return refusal(deps, context, 'invalid-input', 'address-country-unavailable');
  const checked = checkAddress({ ...read.address, countryIsoCode2 });
  if (!checked.ok) return refusal(deps, context, 'invalid-input', checked.key);

  const result = await transaction(deps.db, async ({ trx }) => {
    if (!(await lockCustomer(trx, context.customer.id))) return 'gone' as const;
    const count = await countAddresses(trx, context.customer.id);
    if (count >= MAX_ADDRESSES) return 'full' as const;
    const isDefault = count === 0 || checked.address.default;
    if (isDefault) await clearDefaultAddress(trx, context.customer.id);
    return insertAddress(trx, context.customer.id, addressColumns(checked.address), isDefault, deps.now());
  });
  if (result === 'gone') return refusal(deps, context, 'not-signed-in', 'session-expired');
  if (result === 'full') return refusal(deps, context, 'limit-reached', 'address-limit');
  return succeed(addressFromRow(result, countries, context.locale));
}

type UpdateResult = { row: AddressRow } | { refused: 'gone' | 'missing' | 'country' } | { refused: 'invalid'; key: AccountMessageKey };

/** A partial change of one of the customer's addresses; `default: true` makes it the default. */
export async function updateAddress(deps: AddressDeps, context: CustomerContext, body: unknown): Promise<Outcome<Address>> {
  const read = readAddress(body);
  if (!read.ok) return refusal(deps, context, 'invalid-input', read.key);
  const id = read.address.id;
  if (id === null || id < 1 || id > INT4_MAX) return refusal(deps, context, 'not-found', 'address-not-found');
  const countries = await cachedAddressCountries(deps.db, deps.cache);

  const result = await transaction(deps.db, async ({ trx }): Promise<UpdateResult> => {
    if (!(await lockCustomer(trx, context.customer.id))) return { refused: 'gone' } as const;
    const stored = await findCustomerAddress(trx, context.customer.id, id);
    if (!stored) return { refused: 'missing' } as const;
    const current = addressFromRow(stored, countries, context.locale);
    const merged = mergeAddress(current, { ...read.address, default: null });
    // A country the shop stopped serving may stay on an address that is edited otherwise.
    const country = (merged.countryIsoCode2 ?? '').toUpperCase();
    if (country !== stored.country_iso_code2.toUpperCase() && !countries.get(country)?.deliverable) return { refused: 'country' } as const;
    const checked = checkAddress(merged, current);
    if (!checked.ok) return { refused: 'invalid', key: checked.key } as const;
    const address: NewAddress = checked.address;
    const makeDefault = read.address.default === true && !stored.is_default;
    if (makeDefault) await clearDefaultAddress(trx, context.customer.id);
    const row = await updateAddressRow(trx, id, addressColumns(address), makeDefault);
    return { row };
  });
  if ('row' in result) return succeed(addressFromRow(result.row, countries, context.locale));
  switch (result.refused) {
    case 'gone':
      return refusal(deps, context, 'not-signed-in', 'session-expired');
    case 'missing':
      return refusal(deps, context, 'not-found', 'address-not-found');
    case 'country':
      return refusal(deps, context, 'invalid-input', 'address-country-unavailable');
    case 'invalid':
      return refusal(deps, context, 'invalid-input', result.key);
  }
}

/** Deletes one of the customer's addresses, never the last; the oldest other one becomes the default. */
export async function deleteAddress(deps: AddressDeps, context: CustomerContext, id: number): Promise<Outcome<null>> {
  const result = await transaction(deps.db, async ({ trx }) => {
    if (!(await lockCustomer(trx, context.customer.id))) return 'gone' as const;
    const book = await customerAddresses(trx, context.customer.id);
    const target = book.find((row) => row.id === id);
    if (!target) return 'missing' as const;
    if (book.length === 1) return 'last' as const;
    await deleteAddressRow(trx, context.customer.id, id);
    if (target.is_default) {
      const next = book.filter((row) => row.id !== id).sort((a, b) => a.id - b.id)[0];
      await makeDefaultAddress(trx, next.id);
    }
    return 'deleted' as const;
  });
  switch (result) {
    case 'gone':
      return refusal(deps, context, 'not-signed-in', 'session-expired');
    case 'missing':
      return refusal(deps, context, 'not-found', 'address-not-found');
    case 'last':
      return refusal(deps, context, 'wrong-state', 'address-last-one');
    case 'deleted':
      return succeed(null);
  }
}
