/**
 * Gift cards (SPEC §5, docs/returns-api.md "Gift cards"): a 16-character code stored upper-case,
 * its amount and its own end of validity; once activated, who activated it, when, and the balance
 * entry it created. Activation is one conditional update (`where activated_at is null`), and the
 * checks keep an activated card whole (customer, date and entry together). Independent of 0008
 * (returns), so the two apply in either order.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('giftcards')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique().check(sql`code ~ '^[A-Z0-9]{16}$'`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('activated_at', 'timestamptz')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('entry_id', 'integer', (c) => c.references('balance_entries.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('giftcards_activation_check', sql`activated_at is not null or (customer_id is null and entry_id is null)`)
    .execute();
  await db.schema.createIndex('giftcards_customer_idx').on('giftcards').column('customer_id').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('giftcards').ifExists().execute();
}

export const migration0009 = { up, down };
