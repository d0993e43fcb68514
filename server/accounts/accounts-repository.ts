/**
 * All the SQL of the accounts module: rows of `customers`, `addresses` and `payment_cards`
 * (migration 0004), and what they read of other tables (countries and their carriers, the
 * shop's translations). Plain rows out; the rules are the service's.
 */
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor, Trx } from '../db/transaction';
import type { AddressesTable, CustomersTable, PaymentCardsTable } from './accounts-tables';

export type CustomerRow = Selectable<CustomersTable>;
export type NewCustomerRow = Insertable<CustomersTable>;
export type AddressRow = Selectable<AddressesTable>;
export type AddressColumns = Omit<Insertable<AddressesTable>, 'id' | 'customer_id' | 'is_default' | 'created_at'>;
export type CardRow = Pick<Selectable<PaymentCardsTable>, 'id' | 'brand' | 'last4' | 'expiry_month' | 'expiry_year' | 'holder'>;
export type NewCardRow = Omit<Insertable<PaymentCardsTable>, 'id' | 'created_at'>;

/** `customers.status` of an open account (0: closed). */
export const ACTIVE = 1;

export function findCustomerById(db: Executor, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` already normalised (trimmed, lower case). */
export function findCustomerByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findCustomerBySocialId(db: Executor, provider: 'apple' | 'facebook', subject: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where(provider === 'apple' ? 'apple_id' : 'facebook_id', '=', subject)
    .executeTakeFirst();
}

export function insertCustomer(db: Executor, row: NewCustomerRow): Promise<CustomerRow> {
  return db.insertInto('customers').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Sets the provider's id on an account that has none of that provider yet; undefined otherwise. */
export function linkSocialId(db: Executor, customerId: number, provider: 'apple' | 'facebook', subject: string, now: Date): Promise<CustomerRow | undefined> {
  const column = provider === 'apple' ? 'apple_id' : 'facebook_id';
  return db
    .updateTable('customers')
    .set({ [column]: subject, updated_at: now })
    .where('id', '=', customerId)
    .where(column, 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Changes an open account; undefined when it is closed or gone. */
export function updateOpenCustomer(db: Executor, customerId: number, changes: Updateable<CustomersTable>): Promise<CustomerRow | undefined> {
  return db.updateTable('customers').set(changes).where('id', '=', customerId).where('status', '=', ACTIVE).returningAll().executeTakeFirst();
}

export async function setPasswordHash(db: Executor, customerId: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('customers').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', customerId).execute();
}

/** Serialises the address-book writes of one customer (first default, last address). */
export async function lockCustomer(db: Executor, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Countries and the ones a carrier serves (they change only with the catalogue). */
export async function addressCountryRows(db: Executor) {
  const [countries, served] = await Promise.all([
    db.selectFrom('countries').select(['iso_code2', 'names', 'active']).execute(),
    db.selectFrom('carrier_countries').select('iso_code2').distinct().execute(),
  ]);
  return { countries, served: served.map((row) => row.iso_code2) };
}

/** The default first, then the oldest. */
export function customerAddresses(db: Executor, customerId: number): Promise<AddressRow[]> {
  return db.selectFrom('addresses').selectAll().where('customer_id', '=', customerId).orderBy('is_default', 'desc').orderBy('id', 'asc').execute();
}

export async function countAddresses(db: Executor, customerId: number): Promise<number> {
  const row = await db.selectFrom('addresses').select(({ fn }) => fn.countAll<number>().as('count')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findCustomerAddress(db: Executor, customerId: number, id: number): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
}

export async function clearDefaultAddress(db: Executor, customerId: number): Promise<void> {
  await db.updateTable('addresses').set({ is_default: false }).where('customer_id', '=', customerId).where('is_default', '=', true).execute();
}

export function insertAddress(db: Executor, customerId: number, columns: AddressColumns, isDefault: boolean, now: Date): Promise<AddressRow> {
  return db
    .insertInto('addresses')
    .values({ ...columns, customer_id: customerId, is_default: isDefault, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAddress(db: Executor, id: number, columns: AddressColumns, makeDefault: boolean): Promise<AddressRow> {
  return db
    .updateTable('addresses')
    .set({ ...columns, ...(makeDefault ? { is_default: true } : {}) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteAddress(db: Executor, customerId: number, id: number): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', id).where('customer_id', '=', customerId).execute();
}

export async function makeDefaultAddress(db: Executor, id: number): Promise<void> {
  await db.updateTable('addresses').set({ is_default: true }).where('id', '=', id).execute();
}

export function customerCards(db: Executor, customerId: number): Promise<CardRow[]> {
  return db
    .selectFrom('payment_cards')
    .select(['id', 'brand', 'last4', 'expiry_month', 'expiry_year', 'holder'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'asc')
    .execute();
}

/** The provider's token of one of the customer's cards. */
export async function cardToken(db: Executor, customerId: number, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('payment_cards').select('provider_token').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  return row?.provider_token;
}

/** Whether a card was deleted. */
export async function deleteCard(db: Executor, customerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('payment_cards').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the customer's book has this card: its token, or the same card seen again (brand, last digits, expiry). */
export async function cardKnown(db: Executor, card: NewCardRow): Promise<boolean> {
  const known = await db
    .selectFrom('payment_cards')
    .select('id')
    .where((eb) => eb.or([
      eb('provider_token', '=', card.provider_token),
      eb.and([eb('customer_id', '=', card.customer_id), eb('brand', '=', card.brand), eb('last4', '=', card.last4), eb('expiry_month', '=', card.expiry_month), eb('expiry_year', '=', card.expiry_year)]),
    ]))
    .executeTakeFirst();
  return known !== undefined;
}

export async function insertCard(db: Executor, card: NewCardRow): Promise<void> {
  await db.insertInto('payment_cards').values(card).onConflict((oc) => oc.column('provider_token').doNothing()).execute();
}

/** The shop's translation catalogue of a language (`account.errors.<key>` among others). */
export async function translationMessages(db: Executor, locale: string): Promise<Record<string, string>> {
  const row = await db.selectFrom('translations').select('messages').where('locale', '=', locale).executeTakeFirst();
  return (row?.messages ?? {}) as Record<string, string>;
}

// ---- Staff roles (issue 32: the admin grants and revokes them) ------------------------------------

export type StaffRow = Pick<CustomerRow, 'id' | 'email' | 'first_name' | 'last_name' | 'roles'>;

/** Open accounts holding any of `roles`, by e-mail. */
export function accountsWithRoles(db: Executor, roles: readonly string[]): Promise<StaffRow[]> {
  return db
    .selectFrom('customers')
    .select(['id', 'email', 'first_name', 'last_name', 'roles'])
    .where('status', '=', ACTIVE)
    .where(sql<boolean>`roles ?| array[${sql.join(roles)}]::text[]`)
    .orderBy('email')
    .execute();
}

/**
 * The open accounts holding `role`, locked until the transaction ends: two admins revoking each
 * other at once are served one after the other, and the second sees the first's change.
 */
export function lockAccountsWithRole(trx: Trx, role: string): Promise<{ id: number }[]> {
  return trx
    .selectFrom('customers')
    .select('id')
    .where('status', '=', ACTIVE)
    .where(sql<boolean>`roles @> ${JSON.stringify([role])}::jsonb`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** An open account by e-mail, locked until the transaction ends. */
export function lockOpenAccountByEmail(trx: Trx, email: string): Promise<StaffRow | undefined> {
  return trx.selectFrom('customers').select(['id', 'email', 'first_name', 'last_name', 'roles']).where('email', '=', email).where('status', '=', ACTIVE).forUpdate().executeTakeFirst();
}

export async function setRoles(trx: Trx, customerId: number, roles: readonly string[], now: Date): Promise<void> {
  await trx.updateTable('customers').set({ roles: JSON.stringify(roles), updated_at: now }).where('id', '=', customerId).execute();
}

// ---- Data rights (issue 36: a closed account's row and what it owned) ---------------------------

/** The account, locked until the transaction ends (open or closed: a second closure finds it closed). */
export function lockCustomerRow(trx: Trx, customerId: number): Promise<CustomerRow | undefined> {
  return trx.selectFrom('customers').selectAll().where('id', '=', customerId).forUpdate().executeTakeFirst();
}

/** The provider's tokens of every saved card of the customer. */
export async function customerCardTokens(db: Executor, customerId: number): Promise<string[]> {
  return (await db.selectFrom('payment_cards').select('provider_token').where('customer_id', '=', customerId).execute()).map((row) => row.provider_token);
}

export async function deleteCustomerBook(trx: Trx, customerId: number): Promise<void> {
  await trx.deleteFrom('addresses').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('payment_cards').where('customer_id', '=', customerId).execute();
}

/**
 * The closed account's row: kept (its orders point at it) with nothing of the person — a unique
 * address no mail reaches, no names, birthday, password or social ids, status closed.
 */
export async function closeCustomerRow(trx: Trx, customerId: number, placeholderEmail: string, now: Date): Promise<void> {
  await trx
    .updateTable('customers')
    .set({
      email: placeholderEmail, password_hash: null, civility: 3, first_name: '', last_name: '', birthday: null, status: 0,
      roles: JSON.stringify(['customer']), apple_id: null, facebook_id: null, updated_at: now,
    })
    .where('id', '=', customerId)
    .execute();
}
