/**
 * The customer record (migration 0004) and the Profile the API shows of it. Other modules read
 * and change accounts through these functions (the auth module opens accounts, links social ids
 * and sets passwords; the outlet asks whether an address is a customer's), never through the table.
 */
import { isCivility, type Civility, type Profile } from '../../src/domain/accounts/profile';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { Executor } from '../db/transaction';
import { customerSubscribed, setSubscription } from '../newsletter/newsletter-service';
import { ACTIVE, findCustomerByEmail, findCustomerById, insertCustomer, type CustomerRow } from './accounts-repository';

import { CUSTOMER_ROLE } from '../../src/domain/auth/roles';

export { CUSTOMER_ROLE };

/** The open account of an address; undefined for none or a closed one. */
export async function openAccountByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  const row = await findCustomerByEmail(db, email);
  return row?.status === ACTIVE ? row : undefined;
}

/** The open account of an id; undefined for none or a closed one. */
export async function openAccountById(db: Executor, id: number): Promise<CustomerRow | undefined> {
  const row = await findCustomerById(db, id);
  return row?.status === ACTIVE ? row : undefined;
}

export function rolesOf(row: Pick<CustomerRow, 'roles'>): string[] {
  return Array.isArray(row.roles) ? row.roles.filter((role): role is string => typeof role === 'string') : [CUSTOMER_ROLE];
}

/** `newsletter`: from the subscriptions (`profileOf` reads it), the only place that says it. */
export function profileFromRow(row: CustomerRow, newsletter: boolean): Profile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    civility: isCivility(row.civility) ? row.civility : (3 satisfies Civility),
    birthday: row.birthday,
    newsletter,
    roles: rolesOf(row),
  };
}

/** The profile of a customer row, with the newsletter flag of their own store's subscription. */
export async function profileOf(db: Executor, row: CustomerRow): Promise<Profile> {
  return profileFromRow(row, await customerSubscribed(db, row));
}

export interface NewAccount {
  /** Normalised (trimmed, lower case). */
  email: string;
  /** Null for an account opened through Apple or Facebook. */
  passwordHash: string | null;
  civility: Civility;
  firstName: string;
  lastName: string;
  birthday: string | null;
  appleId?: string;
  facebookId?: string;
  /** The store and language it is opened in (its mails). */
  storeId: string;
  locale: LocaleCode;
  /** The registration form's opt-in: a subscription to this store's newsletter. */
  newsletter: boolean;
  now: Date;
}

/**
 * Opens an account (in the caller's transaction, with the opt-in's subscription); a second
 * account of the address fails on the unique index (`isUniqueViolation`).
 */
export async function openAccount(trx: Executor, account: NewAccount): Promise<CustomerRow> {
  return (await openAccountSubscribing(trx, account)).customer;
}

/**
 * `openAccount`, telling whether the opt-in started a subscription (`newSubscription`: the
 * welcome mail is due, once the transaction commits; false when the address already received the
 * newsletter, subscribed from the footer's form).
 */
export async function openAccountSubscribing(trx: Executor, account: NewAccount): Promise<{ customer: CustomerRow; newSubscription: boolean }> {
  const inserted = await insertCustomer(trx, {
    email: account.email,
    password_hash: account.passwordHash,
    civility: account.civility,
    first_name: account.firstName,
    last_name: account.lastName,
    birthday: account.birthday,
    status: ACTIVE,
    roles: JSON.stringify([CUSTOMER_ROLE]),
    apple_id: account.appleId ?? null,
    facebook_id: account.facebookId ?? null,
    store_id: account.storeId,
    locale: account.locale,
    created_at: account.now,
    updated_at: account.now,
  });
  if (!account.newsletter) return { customer: inserted, newSubscription: false };
  const { changed } = await setSubscription(trx, { storeId: account.storeId, email: inserted.email, locale: account.locale, customerId: inserted.id, status: 'subscribed', now: account.now });
  return { customer: inserted, newSubscription: changed };
}
