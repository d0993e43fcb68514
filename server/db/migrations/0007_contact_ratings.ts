/**
 * Contact messages (SPEC §2 /contact) and product ratings (SPEC §6). Ratings: one per product and
 * customer (editable); seeded demo ratings have no customer and carry the name they show. The
 * products' stored score columns go: scores are computed from the ratings. Independent of
 * 0006 (newsletter), so the two apply in either order.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email) and email <> ''`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 100`))
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`subject in ('order', 'delivery', 'return', 'product', 'account', 'other')`))
    .addColumn('order_id', 'text', (c) => c.check(sql`order_id ~ '^[0-9]{1,8}$'`))
    .addColumn('message', 'text', (c) => c.notNull().check(sql`char_length(message) between 10 and 3000`))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // SHA-256 of what was sent (store, address, subject, order, message): a double submit finds the first.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_fingerprint_idx').on('contact_messages').columns(['fingerprint', 'created_at']).execute();
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('product_ratings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.check(sql`author is null or char_length(author) between 1 and 60`))
    .addColumn('score', 'smallint', (c) => c.notNull().check(sql`score between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.check(sql`comment is null or char_length(comment) between 1 and 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('product_ratings_author_check_who', sql`customer_id is not null or author is not null`)
    .execute();
  await db.schema.createIndex('product_ratings_customer_unique').unique().on('product_ratings').columns(['product_id', 'customer_id']).execute();
  await db.schema.createIndex('product_ratings_product_idx').on('product_ratings').columns(['product_id', 'updated_at']).execute();
  await db.schema.createIndex('product_ratings_customer_idx').on('product_ratings').column('customer_id').execute();

  await db.schema.alterTable('products').dropColumn('score_average').execute();
  await db.schema.alterTable('products').dropColumn('score_count').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('score_average', 'double precision', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('score_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.dropTable('product_ratings').ifExists().execute();
  await db.schema.dropTable('contact_messages').ifExists().execute();
}

export const migration0007 = { up, down };
