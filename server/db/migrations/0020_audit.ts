/**
 * The staff audit log and the support agents' acting sessions (issue 36). `audit_entries` is
 * append-only in the database too: a trigger refuses every UPDATE, and every DELETE of an entry
 * less than 365 days old — the retention sweep removes only older ones (server/audit). A
 * `support_accesses` row tells a customer that an agent opened their account.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('acting_for', 'integer')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('audit_entries_at').on('audit_entries').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_entries_actor').on('audit_entries').columns(['actor_email', 'at']).execute();
  await sql`
    create function audit_entries_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and old.at < now() - interval '365 days' then return old; end if;
      raise exception 'audit entries are append-only' using errcode = 'P0001';
    end $$`.execute(db);
  await sql`
    create trigger audit_entries_append_only before update or delete on audit_entries
    for each row execute function audit_entries_append_only()`.execute(db);

  await db.schema
    .createTable('support_accesses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_accesses_customer').on('support_accesses').columns(['customer_id', 'opened_at']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('support_accesses').execute();
  await db.schema.dropTable('audit_entries').execute();
  await sql`drop function audit_entries_append_only()`.execute(db);
}

export const migration0020 = { up, down };
