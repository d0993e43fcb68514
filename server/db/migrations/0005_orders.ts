/**
 * Orders (docs/checkout-api.md): an order keeps a copy of what was sold (names, sizes, prices,
 * addresses, carrier), never a foreign key into the catalogue, so a reseeded catalogue leaves the
 * history intact. One order per customer and idempotency key (a unique index: a retried, doubled
 * or concurrent attempt finds the first order). Each status change is an event with its date.
 * Balances (vouchers, return credits, gift cards) are entries consumed by orders through
 * movements. Relay points are data of ours. The sandbox payment provider keeps its own tables
 * (`sandbox_*`): the shop reads them only through the PaymentProvider port.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const createdAt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('orders')
    // Order numbers are what the shopper quotes to support (SPEC §5: 1 to 8 digits).
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('restrict'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // sha256 of the placing request: the same key with another request is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('awaiting_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled')`))
    .addColumn('payment_method', 'text', (c) =>
      c.notNull().check(sql`payment_method in ('card', 'instalments4', 'transfer', 'cheque', 'paypal', 'balance')`))
    .addColumn('goods_cents', 'integer', (c) => c.notNull().check(sql`goods_cents >= 0`))
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount_cents >= 0`))
    .addColumn('shipping_cents', 'integer', (c) => c.notNull().check(sql`shipping_cents >= 0`))
    .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`balance_cents >= 0`))
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('duty_free_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'real', (c) => c.notNull())
    .addColumn('promotion_code', 'text')
    .addColumn('carrier_id', 'integer', (c) => c.notNull())
    .addColumn('carrier_code', 'text', (c) => c.notNull())
    .addColumn('carrier_name', 'text', (c) => c.notNull())
    .addColumn('carrier_type', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('country_iso_code2', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'jsonb', (c) => c.notNull())
    .addColumn('billing_address', 'jsonb', (c) => c.notNull())
    .addColumn('relay_point', 'jsonb')
    .addColumn('instalments', 'jsonb')
    .addColumn('payment_reference', 'text')
    .addColumn('payment_code', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .addUniqueConstraint('orders_customer_idempotency_unique', ['customer_id', 'idempotency_key'])
    .execute();
  await sql`alter table orders alter column id restart with 100001`.execute(db);
  await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_payment_reference_idx').on('orders').column('payment_reference').execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('product_size_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('origin_unit_price_cents', 'integer')
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('size_label', 'text', (c) => c.notNull())
    .addColumn('picture', 'text')
    .addColumn('slug', 'text')
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', createdAt)
    // Who made the change: 'customer', 'payment', 'support:<id>', 'system'.
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('balance_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('voucher', 'credit', 'giftcard')`))
    .addColumn('code', 'text')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('remaining_cents', 'integer', (c) => c.notNull().check(sql`remaining_cents >= 0 and remaining_cents <= amount_cents`))
    .addColumn('expires_at', 'timestamptz')
    // The return that gave a credit (the returns issue).
    .addColumn('origin_ref', 'text')
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('balance_entries_customer_idx').on('balance_entries').column('customer_id').execute();

  await db.schema
    .createTable('balance_movements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('balance_entries.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    // Negative: spent on an order; positive: given back (cancelled order).
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('balance_movements_entry_idx').on('balance_movements').column('entry_id').execute();
  await db.schema.createIndex('balance_movements_order_idx').on('balance_movements').column('order_id').execute();

  await db.schema
    .createTable('relay_points')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('carrier_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country_iso_code2', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // [{ day: 1..7 (Monday 1), open: 'HH:MM', close: 'HH:MM' }]
    .addColumn('opening_hours', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('relay_points_country_zip_idx').on('relay_points').columns(['country_iso_code2', 'zip_code']).execute();

  // The sandbox payment provider's own storage (a real provider keeps this on its side).
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('card', 'paypal')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('instalments', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('merchant_reference', 'text', (c) => c.notNull())
    .addColumn('customer_ref', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'challenge', 'authorised', 'declined', 'unavailable', 'cancelled')`))
    .addColumn('code', 'text')
    .addColumn('save_card', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('card_token', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('sandbox_payments_reference_idx').on('sandbox_payments').column('merchant_reference').execute();

  await db.schema
    .createTable('sandbox_cards')
    // The token given to the merchant; the number itself is never kept.
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('customer_ref', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('expiry_month', 'integer', (c) => c.notNull())
    .addColumn('expiry_year', 'integer', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    // What the test card does (the sandbox's behaviour, derived from the number when tokenised).
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  for (const table of ['sandbox_cards', 'sandbox_payments', 'relay_points', 'balance_movements', 'balance_entries', 'order_events', 'order_lines', 'orders']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const migration0005 = { up, down };
