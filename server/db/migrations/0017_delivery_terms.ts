/**
 * Delivery terms the merchant manages (issue 34): a carrier's express cut-off (hour, minute and
 * the time zone they are read in; 14:00 Paris time, the warehouse's rule until now), a carrier's
 * offer in a country switched on or off and the relay network that serves its points (null: the
 * carrier's own code, as the demo's points are filed), the free-shipping threshold of a store (no
 * row: 99 €, SPEC §9), and who changed what and when. Every default is today's value, so the shop
 * answers the same until a merchandiser changes something.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('carriers')
    .addColumn('cutoff_hour', 'integer', (c) => c.notNull().defaultTo(14))
    .addColumn('cutoff_minute', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cutoff_time_zone', 'text', (c) => c.notNull().defaultTo('Europe/Paris'))
    .execute();
  await db.schema
    .alterTable('carrier_countries')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('relay_network', 'text')
    .execute();
  // No foreign key into `stores`: a reseeded catalogue empties the stores and keeps the merchant's terms.
  await db.schema
    .createTable('store_delivery_terms')
    .addColumn('store_id', 'text', (c) => c.primaryKey())
    .addColumn('free_shipping_threshold', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('delivery_terms_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('change', 'jsonb', (c) => c.notNull())
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('delivery_terms_history').execute();
  await db.schema.dropTable('store_delivery_terms').execute();
  await db.schema.alterTable('carrier_countries').dropColumn('relay_network').dropColumn('active').execute();
  await db.schema.alterTable('carriers').dropColumn('cutoff_time_zone').dropColumn('cutoff_minute').dropColumn('cutoff_hour').execute();
}

export const migration0017 = { up, down };
