/** Rows of the `customers` table (migration 0004) and the Profile the API shows of them. */
import type { Kysely, Selectable } from 'kysely';
import { isCivility, type Civility, type Profile } from '../../src/domain/accounts/profile';
import type { CustomersTable, Database } from '../db/schema';
import { customerSubscribed } from '../newsletter/newsletter-repository';

export type CustomerRow = Selectable<CustomersTable>;

export const ACTIVE = 1;
export const CUSTOMER_ROLE = 'customer';

/** A Kysely handle: the database or a transaction. */
type Queries = Kysely<Database>;

/** `newsletter`: from the subscriptions table (`profileOf` reads it), the only place that says it. */
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
export async function profileOf(db: Queries, row: CustomerRow): Promise<Profile> {
  return profileFromRow(row, await customerSubscribed(db, row));
}

export function rolesOf(row: Pick<CustomerRow, 'roles'>): string[] {
  return Array.isArray(row.roles) ? row.roles.filter((role): role is string => typeof role === 'string') : [CUSTOMER_ROLE];
}

export function findCustomerById(db: Queries, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` already normalised (trimmed, lower case). */
export function findCustomerByEmail(db: Queries, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findCustomerBySocialId(db: Queries, provider: 'apple' | 'facebook', subject: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where(provider === 'apple' ? 'apple_id' : 'facebook_id', '=', subject)
    .executeTakeFirst();
}
