/** Kysely types of the newsletter module's tables (each store's newsletter subscriptions); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** A time written as a Date or ISO text, read as a Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 0006: whether an address receives a store's newsletter (the only place that says so). */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  store_id: string;
  /** Lower case. */
  email: string;
  status: 'subscribed' | 'unsubscribed';
  customer_id: number | null;
  /** Language of its mails. */
  locale: string;
  subscribed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  unsubscribed_at: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface NewsletterTables {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}
