/**
 * Newsletter subscriptions (SPEC §7 `/newsletters/*`, tracker issue 13): one row per store and
 * address, the one place that says whether an address receives a store's newsletter. A customer's
 * `newsletter` flag is read from here (the subscription to the store the account was opened in);
 * the column `customers.newsletter` of migration 0004 is moved into this table and dropped, so no
 * second place can disagree. Unsubscribing keeps the row (status and date) as the proof of consent
 * withdrawal.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email) and email <> ''`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('subscribed', 'unsubscribed')`))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('subscribed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('newsletter_subscriptions_store_email', ['store_id', 'email'])
    .execute();
  await db.schema.createIndex('newsletter_subscriptions_email_idx').on('newsletter_subscriptions').column('email').execute();
  await sql`
    insert into newsletter_subscriptions (store_id, email, status, customer_id, locale, subscribed_at, updated_at)
    select store_id, email, 'subscribed', id, locale, updated_at, updated_at from customers where newsletter
    on conflict do nothing`.execute(db);
  await db.schema.alterTable('customers').dropColumn('newsletter').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('customers').addColumn('newsletter', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`
    update customers c set newsletter = true from newsletter_subscriptions s
    where s.customer_id = c.id and s.store_id = c.store_id and s.status = 'subscribed'`.execute(db);
  await db.schema.dropTable('newsletter_subscriptions').ifExists().execute();
}

export const migration0006 = { up, down };
