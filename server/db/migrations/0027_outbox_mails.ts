/**
 * The mail log of the back office (issue 39): every mail the shop sent or failed to send, with
 * what it said, so the admin lists the outbox page by page, counts the failed ones in the
 * dashboard (one indexed COUNT), and resends a failed one. The file outbox and the SMTP relay's
 * waiting folder stay the mails' way out; this table is their record. And the dashboard's day:
 * today's orders are read by an index range on their time, not a scan of every order.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('outbox_mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sent', 'failed', 'resent')`))
    .addColumn('mail', 'jsonb', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('resent_as', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_mails_created_idx').on('outbox_mails').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('outbox_mails_status_idx').on('outbox_mails').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_created_at_idx').on('orders').column('created_at').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_created_at_idx').ifExists().execute();
  await db.schema.dropTable('outbox_mails').ifExists().execute();
}

export const migration0027 = { up, down };
