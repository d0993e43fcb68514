/**
 * Product stock alerts (SPEC §3 "Product alert"): a shopper waits for a sold-out size;
 * when its stock comes back the shop mails them once and stamps `sent_at`. One waiting alert per
 * address and size (sent ones stay as history, so the shopper may ask again later). The store,
 * language and site address are kept to write the mail the way the shopper asked.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('product_alerts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('product_size_id', 'integer', (c) => c.notNull().references('product_sizes.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer')
    .addColumn('device_token_salesforce', 'text')
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email) and email <> ''`))
    .addColumn('alert_type', 'text', (c) => c.notNull().defaultTo('back_in_stock'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('site_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('product_alerts_waiting_unique')
    .unique()
    .on('product_alerts')
    .columns(['email', 'product_size_id'])
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
  await db.schema.createIndex('product_alerts_size_idx').on('product_alerts').column('product_size_id').execute();
  await db.schema.createIndex('product_alerts_email_idx').on('product_alerts').column('email').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('product_alerts').ifExists().execute();
}

export const migration0003 = { up, down };
