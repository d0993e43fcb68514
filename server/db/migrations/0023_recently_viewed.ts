/**
 * Recently viewed products of customers (issue 38): one row per customer and product with the
 * latest view, at most RECENTLY_VIEWED_LIMIT rows a customer (the service trims after each write).
 * A product or an account that goes takes its rows with it.
 */
import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('recently_viewed')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('recently_viewed_pkey', ['customer_id', 'product_id'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('recently_viewed').execute();
}

export const migration0023 = { up, down };
