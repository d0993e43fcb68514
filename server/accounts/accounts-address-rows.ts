/** Rows of the `addresses` table (migration 0004) as SPEC §3 "Address", and the countries they name. */
import type { Kysely, Selectable } from 'kysely';
import { isCivility, type Civility } from '../../src/domain/accounts/profile';
import type { Address, NewAddress } from '../../src/domain/accounts/address';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import type { AddressesTable, Database } from '../db/schema';

export type AddressRow = Selectable<AddressesTable>;
type Queries = Kysely<Database>;

export interface AddressCountry {
  names: Localized;
  /** Active and served by at least one carrier. */
  deliverable: boolean;
}

/** Countries by upper-case code, with whether the shop delivers there (they change only with the catalogue). */
export function cachedAddressCountries(db: Db, cache: TtlCache): Promise<Map<string, AddressCountry>> {
  return cache.get('address-countries', async () => {
    const [countries, served] = await Promise.all([
      db.selectFrom('countries').select(['iso_code2', 'names', 'active']).execute(),
      db.selectFrom('carrier_countries').select('iso_code2').distinct().execute(),
    ]);
    const withCarriers = new Set(served.map((row) => row.iso_code2.toUpperCase()));
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

export function addressColumns(address: NewAddress) {
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

export function customerAddresses(db: Queries, customerId: number): Promise<AddressRow[]> {
  return db.selectFrom('addresses').selectAll().where('customer_id', '=', customerId).orderBy('is_default', 'desc').orderBy('id', 'asc').execute();
}

/** Serialises the address-book writes of one customer (first default, last address). */
export async function lockCustomer(db: Queries, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirst();
  return row !== undefined;
}
