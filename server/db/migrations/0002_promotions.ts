/**
 * Promotion codes: percent or fixed amount, validity dates, minimum basket amount,
 * optional brand, category and store scopes, and the devices a code is valid on (SPEC §9:
 * 0 desktop, 1 other). Codes are stored upper case; amounts in cents.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code = upper(code) and code <> ''`))
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'amount')`))
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('minimum_amount', 'integer', (c) => c.check(sql`minimum_amount >= 0`))
    .addColumn('brand_ids', 'jsonb')
    .addColumn('category_ids', 'jsonb')
    .addColumn('store_ids', 'jsonb')
    .addColumn('allowed_devices', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint('promotions_percent_range', sql`kind <> 'percent' or value <= 100`)
    .addCheckConstraint('promotions_dates_order', sql`valid_from is null or valid_until is null or valid_from < valid_until`)
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('promotions').ifExists().execute();
}

export const migration0002 = { up, down };
