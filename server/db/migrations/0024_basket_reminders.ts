/**
 * Forgotten-basket reminders (issue 38). `customer_baskets`: the last basket a signed-in customer
 * priced (its lines as asked; a new row, hence a new basket id, each time an emptied basket gets a
 * line again). `basket_reminders`: each reminder sent, with what it said; the unique basket id is
 * what keeps two shop processes (or two passes) from ever sending two for one basket. A reminder
 * outlives its basket (no foreign key to it), not its customer's account.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const createdAt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('customer_baskets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (c) => c.notNull().unique().references('customers.id').onDelete('cascade'))
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', createdAt)
    .addColumn('changed_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('customer_baskets_changed_idx').on('customer_baskets').column('changed_at').execute();
  await db.schema
    .createTable('basket_reminders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('basket_id', 'integer', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('lines_count', 'integer', (c) => c.notNull())
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('basket_reminders_sent_idx').on('basket_reminders').column('sent_at').execute();
  await db.schema.createIndex('basket_reminders_customer_idx').on('basket_reminders').column('customer_id').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('basket_reminders').ifExists().execute();
  await db.schema.dropTable('customer_baskets').ifExists().execute();
}

export const migration0024 = { up, down };
