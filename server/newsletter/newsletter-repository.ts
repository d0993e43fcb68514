/**
 * All the SQL of the newsletter module. Rows of `newsletter_subscriptions` (migration 0006): the
 * one place that says whether an address receives a store's newsletter. A customer's profile flag
 * is read here too (their own store's), and what the module reads of the accounts' customers and
 * the shop's translations.
 */
import { sql, type Selectable } from 'kysely';
import type { NewsletterStatus } from '../../src/domain/newsletter/newsletter';
import type { Executor } from '../db/transaction';
import type { NewsletterSubscriptionsTable } from './newsletter-tables';

export type SubscriptionRow = Selectable<NewsletterSubscriptionsTable>;

type Queries = Executor;

/** `customers.status` of an open account (server/accounts). */
const OPEN_ACCOUNT = 1;

export interface SubscriptionKey {
  storeId: string;
  /** Normalised (trimmed, lower case). */
  email: string;
}

export function findSubscription(db: Queries, key: SubscriptionKey): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('store_id', '=', key.storeId).where('email', '=', key.email).executeTakeFirst();
}

export async function isSubscribed(db: Queries, key: SubscriptionKey): Promise<boolean> {
  return (await findSubscription(db, key))?.status === 'subscribed';
}

export interface SubscriptionChange extends SubscriptionKey {
  locale: string;
  customerId: number | null;
  status: NewsletterStatus;
  now: Date;
}

/**
 * Sets an address's subscription in one statement (concurrent or doubled requests meet on the
 * unique key); `changed` is false when it already had that status (no second mail). The
 * customer id is kept once known; the language is the last subscription's.
 */
export async function setSubscription(db: Queries, change: SubscriptionChange): Promise<{ row: SubscriptionRow; changed: boolean }> {
  const before = await findSubscription(db, change);
  const subscribing = change.status === 'subscribed';
  const row = await db
    .insertInto('newsletter_subscriptions')
    .values({
      store_id: change.storeId,
      email: change.email,
      status: change.status,
      customer_id: change.customerId,
      locale: change.locale,
      subscribed_at: change.now,
      unsubscribed_at: subscribing ? null : change.now,
      updated_at: change.now,
    })
    .onConflict((oc) =>
      oc.columns(['store_id', 'email']).doUpdateSet((eb) => ({
        status: change.status,
        customer_id: sql<number | null>`coalesce(${eb.ref('excluded.customer_id')}, ${eb.ref('newsletter_subscriptions.customer_id')})`,
        locale: subscribing ? eb.ref('excluded.locale') : eb.ref('newsletter_subscriptions.locale'),
        subscribed_at: subscribing
          ? sql<Date>`case when ${eb.ref('newsletter_subscriptions.status')} = 'subscribed' then ${eb.ref('newsletter_subscriptions.subscribed_at')} else ${eb.ref('excluded.subscribed_at')} end`
          : eb.ref('newsletter_subscriptions.subscribed_at'),
        unsubscribed_at: subscribing
          ? null
          : sql<Date | null>`case when ${eb.ref('newsletter_subscriptions.status')} = 'unsubscribed' then ${eb.ref('newsletter_subscriptions.unsubscribed_at')} else ${eb.ref('excluded.unsubscribed_at')} end`,
        updated_at: change.now,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const changed = before === undefined ? subscribing : before.status !== change.status;
  return { row, changed };
}

/** A customer's newsletter flag: their subscription to the store the account was opened in. */
export function customerSubscribed(db: Queries, customer: { store_id: string; email: string }): Promise<boolean> {
  return isSubscribed(db, { storeId: customer.store_id, email: customer.email });
}

/** The id of the account of an address, open or not (a subscription keeps it); null for none. */
export async function customerIdByEmail(db: Queries, email: string): Promise<number | null> {
  const row = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id ?? null;
}

/** The address of an open account; null for a closed or unknown one. */
export async function openAccountEmail(db: Queries, customerId: number): Promise<string | null> {
  const row = await db.selectFrom('customers').select('email').where('id', '=', customerId).where('status', '=', OPEN_ACCOUNT).executeTakeFirst();
  return row?.email ?? null;
}

/** The shop's translation catalogue of a language (`newsletter.errors.<key>` among others). */
export async function translationMessages(db: Queries, locale: string): Promise<Record<string, string>> {
  const row = await db.selectFrom('translations').select('messages').where('locale', '=', locale).executeTakeFirst();
  return (row?.messages ?? {}) as Record<string, string>;
}

/** Every store's subscriptions of a customer or of their address, oldest first. */
export function subscriptionsOfPerson(db: Queries, customerId: number, email: string): Promise<SubscriptionRow[]> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where((eb) => eb.or([eb('customer_id', '=', customerId), eb('email', '=', email)])).orderBy('id').execute();
}

export async function deleteSubscriptionsOfPerson(db: Queries, customerId: number, email: string): Promise<number> {
  const result = await db.deleteFrom('newsletter_subscriptions').where((eb) => eb.or([eb('customer_id', '=', customerId), eb('email', '=', email)])).executeTakeFirst();
  return Number(result.numDeletedRows);
}
