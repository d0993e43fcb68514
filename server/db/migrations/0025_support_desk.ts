/**
 * The support desk of the back office (issue 39). Contact messages get a state (`open` until an
 * agent marks them `done`) and their answers (`contact_answers`: what the agent wrote, mailed to
 * the sender in their language). An order cancelled after its money arrived can be refunded
 * without a return: `order_refunds.return_id` becomes optional, and one such refund per order
 * (a partial unique index) keeps a second click from paying twice.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'done')`))
    .addColumn('done_at', 'timestamptz')
    .addColumn('done_by', 'integer')
    .execute();
  await db.schema.createIndex('contact_messages_status_idx').on('contact_messages').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('contact_answers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('message_id', 'integer', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
    // No foreign key to the agent: an answer outlives the staff account that wrote it.
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('agent_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('contact_answers_message_idx').on('contact_answers').columns(['message_id', 'id']).execute();

  await db.schema.alterTable('order_refunds').alterColumn('return_id', (c) => c.dropNotNull()).execute();
  await sql`create unique index order_refunds_cancelled_order_unique on order_refunds (order_id) where return_id is null`.execute(db);
  // Support's order list filters by store and date, newest first.
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_created_idx').ifExists().execute();
  await sql`drop index if exists order_refunds_cancelled_order_unique`.execute(db);
  await sql`delete from order_refunds where return_id is null`.execute(db);
  await db.schema.alterTable('order_refunds').alterColumn('return_id', (c) => c.setNotNull()).execute();
  await db.schema.dropTable('contact_answers').ifExists().execute();
  await db.schema.dropIndex('contact_messages_status_idx').ifExists().execute();
  await db.schema.alterTable('contact_messages').dropColumn('done_by').dropColumn('done_at').dropColumn('status').execute();
}

export const migration0025 = { up, down };
