/**
 * Returns (docs/returns-api.md, issue 12): the reasons a customer picks (names per locale), a
 * return of some lines of a delivered order with its dated events, and the money given back on an
 * order (`order_refunds`: through the payment provider, or as a credit). A return number is small
 * (`RT-000042`, from 1). One return per customer and idempotency key when a key was sent (a
 * partial unique index). The sandbox provider's refunds live in its own table (`sandbox_refunds`),
 * one per refund reference (the shop's `order_refunds` id), so a retried refund is taken once.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const createdAt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('return_reasons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // { fr: 'Trop petit', en: 'Too small', … } (every locale of the shop).
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('transport_label_free', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('return_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('restrict'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('restrict'))
    .addColumn('idempotency_key', 'text')
    // sha256 of the request: the same key with another request is refused.
    .addColumn('request_hash', 'text')
    // What the customer asked; `settled_as` what support gave (it may choose the other).
    .addColumn('refund_type', 'text', (c) => c.notNull().check(sql`refund_type in ('credit', 'refund')`))
    .addColumn('settled_as', 'text', (c) => c.check(sql`settled_as in ('credit', 'refund')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('waitClient', 'received', 'accepted', 'refused', 'cancelled')`))
    .addColumn('goods_cents', 'integer', (c) => c.notNull().check(sql`goods_cents >= 0`))
    .addColumn('fee_cents', 'integer', (c) => c.notNull().check(sql`fee_cents >= 0`))
    .addColumn('refund_cents', 'integer', (c) => c.notNull().check(sql`refund_cents >= 0 and refund_cents <= goods_cents`))
    .addColumn('refusal_reason', 'text')
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();
  await sql`create unique index return_orders_customer_key_unique on return_orders (customer_id, idempotency_key) where idempotency_key is not null`.execute(db);
  await db.schema.createIndex('return_orders_order_idx').on('return_orders').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('return_orders_status_idx').on('return_orders').columns(['status', 'id']).execute();

  await db.schema
    .createTable('return_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('return_id', 'integer', (c) => c.notNull().references('return_orders.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('reason_id', 'integer', (c) => c.notNull().references('return_reasons.id').onDelete('restrict'))
    .addColumn('comment', 'text', (c) => c.notNull().check(sql`char_length(comment) between 1 and 1000`))
    .addColumn('value_cents', 'integer', (c) => c.notNull().check(sql`value_cents >= 0`))
    .execute();
  await db.schema.createIndex('return_lines_return_idx').on('return_lines').column('return_id').execute();
  await db.schema.createIndex('return_lines_order_line_idx').on('return_lines').column('order_line_id').execute();

  await db.schema
    .createTable('return_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('return_id', 'integer', (c) => c.notNull().references('return_orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', createdAt)
    // 'customer', 'support:<id>', 'system'.
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('return_events_return_idx').on('return_events').columns(['return_id', 'id']).execute();

  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('restrict'))
    .addColumn('return_id', 'integer', (c) => c.notNull().references('return_orders.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('means', 'text', (c) => c.notNull().check(sql`means in ('provider', 'credit')`))
    // provider: 'pending' until the provider took it ('done'); 'manual' for a transfer or cheque
    // refunded by support outside the shop. credit: 'done' at once.
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'done', 'manual')`))
    .addColumn('provider_refund_id', 'text')
    .addColumn('balance_entry_id', 'integer', (c) => c.references('balance_entries.id').onDelete('set null'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('at', 'timestamptz', createdAt)
    .addUniqueConstraint('order_refunds_return_means_unique', ['return_id', 'means'])
    .execute();
  await db.schema.createIndex('order_refunds_order_idx').on('order_refunds').columns(['order_id', 'id']).execute();
  await sql`create index order_refunds_pending_idx on order_refunds (id) where status = 'pending'`.execute(db);

  // The sandbox payment provider's own storage (a real provider keeps this on its side).
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('sandbox_payments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    // The merchant's reference of the refund: a retried request finds the first refund.
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('sandbox_refunds_payment_idx').on('sandbox_refunds').column('payment_id').execute();
}

async function down(db: AnyDb): Promise<void> {
  for (const table of ['sandbox_refunds', 'order_refunds', 'return_events', 'return_lines', 'return_orders', 'return_reasons']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const migration0008 = { up, down };
