/**
 * `/secure/account/addresses` (SPEC §3, §5, §8): the signed-in customer's address book. The
 * domain reads and checks the fields (null body, required fields, lengths); the shop checks that it
 * delivers to the country. The first address is the default, exactly one is, and the last one
 * cannot be deleted. Another customer's address is a 404, like one that does not exist. Each write
 * locks the customer's row, so two at once cannot leave two defaults or no address.
 */
import { checkAddress, mergeAddress, readAddress, sortAddressBook, type Address, type NewAddress } from '../../src/domain/accounts/address';
import type { AccountMessageKey } from '../../src/domain/accounts/account-messages';
import { transaction } from '../db/transaction';
import { succeed, type Outcome } from '../core/outcome';
import { refusal, type AccountDeps } from '../auth/auth-service';
import type { CustomerContext } from '../core/customer-context';
import { addressColumns, addressFromRow, cachedAddressCountries, customerAddresses, lockCustomer, type AddressRow } from './accounts-address-rows';

export const MAX_ADDRESSES = 50;
const INT4_MAX = 2_147_483_647;

export async function listAddresses(deps: AccountDeps, context: CustomerContext): Promise<Outcome<Address[]>> {
  const [rows, countries] = await Promise.all([customerAddresses(deps.db, context.customer.id), cachedAddressCountries(deps.db, deps.cache)]);
  return succeed(sortAddressBook(rows.map((row) => addressFromRow(row, countries, context.locale))));
}

export async function createAddress(deps: AccountDeps, context: CustomerContext, body: unknown): Promise<Outcome<Address>> {
  const read = readAddress(body);
  if (!read.ok) return refusal(deps, context, 'invalid-input', read.key);
  const checked = checkAddress({ ...read.address, countryIsoCode2: read.address.countryIsoCode2 ?? context.store.countryCode });
  if (!checked.ok) return refusal(deps, context, 'invalid-input', checked.key);
  const countries = await cachedAddressCountries(deps.db, deps.cache);
  if (!countries.get(checked.address.countryIsoCode2)?.deliverable) return refusal(deps, context, 'invalid-input', 'address-country-unavailable');

  const result = await transaction(deps.db, async ({ trx }) => {
    if (!(await lockCustomer(trx, context.customer.id))) return 'gone' as const;
    const existing = await trx.selectFrom('addresses').select(({ fn }) => fn.countAll<number>().as('count')).where('customer_id', '=', context.customer.id).executeTakeFirstOrThrow();
    const count = Number(existing.count);
    if (count >= MAX_ADDRESSES) return 'full' as const;
    const isDefault = count === 0 || checked.address.default;
    if (isDefault) await trx.updateTable('addresses').set({ is_default: false }).where('customer_id', '=', context.customer.id).where('is_default', '=', true).execute();
    return trx
      .insertInto('addresses')
      .values({ ...addressColumns(checked.address), customer_id: context.customer.id, is_default: isDefault, created_at: deps.now() })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (result === 'gone') return refusal(deps, context, 'not-signed-in', 'session-expired');
  if (result === 'full') return refusal(deps, context, 'limit-reached', 'address-limit');
  return succeed(addressFromRow(result, countries, context.locale));
}

type UpdateResult = { row: AddressRow } | { refused: 'gone' | 'missing' | 'country' } | { refused: 'invalid'; key: AccountMessageKey };

/** A partial change of one of the customer's addresses; `default: true` makes it the default. */
export async function updateAddress(deps: AccountDeps, context: CustomerContext, body: unknown): Promise<Outcome<Address>> {
  const read = readAddress(body);
  if (!read.ok) return refusal(deps, context, 'invalid-input', read.key);
  const id = read.address.id;
  if (id === null || id < 1 || id > INT4_MAX) return refusal(deps, context, 'not-found', 'address-not-found');
  const countries = await cachedAddressCountries(deps.db, deps.cache);

  const result = await transaction(deps.db, async ({ trx }): Promise<UpdateResult> => {
    if (!(await lockCustomer(trx, context.customer.id))) return { refused: 'gone' } as const;
    const stored = await trx.selectFrom('addresses').selectAll().where('id', '=', id).where('customer_id', '=', context.customer.id).executeTakeFirst();
    if (!stored) return { refused: 'missing' } as const;
    const current = addressFromRow(stored, countries, context.locale);
    const checked = checkAddress(mergeAddress(current, { ...read.address, default: null }));
    if (!checked.ok) return { refused: 'invalid', key: checked.key } as const;
    const address: NewAddress = checked.address;
    // A country the shop stopped serving may stay on an address that is edited otherwise.
    if (address.countryIsoCode2 !== stored.country_iso_code2 && !countries.get(address.countryIsoCode2)?.deliverable) return { refused: 'country' } as const;
    const makeDefault = read.address.default === true && !stored.is_default;
    if (makeDefault) await trx.updateTable('addresses').set({ is_default: false }).where('customer_id', '=', context.customer.id).where('is_default', '=', true).execute();
    const row: AddressRow = await trx
      .updateTable('addresses')
      .set({ ...addressColumns(address), ...(makeDefault ? { is_default: true } : {}) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
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
export async function deleteAddress(deps: AccountDeps, context: CustomerContext, id: number): Promise<Outcome<null>> {
  const result = await transaction(deps.db, async ({ trx }) => {
    if (!(await lockCustomer(trx, context.customer.id))) return 'gone' as const;
    const book = await customerAddresses(trx, context.customer.id);
    const target = book.find((row) => row.id === id);
    if (!target) return 'missing' as const;
    if (book.length === 1) return 'last' as const;
    await trx.deleteFrom('addresses').where('id', '=', id).where('customer_id', '=', context.customer.id).execute();
    if (target.is_default) {
      const next = book.filter((row) => row.id !== id).sort((a, b) => a.id - b.id)[0];
      await trx.updateTable('addresses').set({ is_default: true }).where('id', '=', next.id).execute();
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
