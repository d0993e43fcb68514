/**
 * Size guides and fit advice (issue 38, docs/catalogue-format.md "size-guides.csv", docs/returns-api.md
 * "Fit advice"):
 * - `size_guide_cells`: one measurement of one size in a guide, a guide being a category and a
 *   brand (or '' for the category's own), by the merchant's keys (an import replaces them all);
 * - `return_reasons.fit`: the direction a reason says of fit ('small', 'large'), or null;
 * - `model_fit`: per model (`model:<key>` or `product:<id>`), the units sold and the accepted fit
 *   returns in each direction, counted again from orders and returns in the transaction that
 *   accepts a return, so a product page reads its advice with one primary-key lookup (the count
 *   reads order lines by product: `order_lines_product_idx`).
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('size_guide_cells')
    .addColumn('category_key', 'text', (c) => c.notNull())
    .addColumn('brand_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('body', 'garment')`))
    .addColumn('measure', 'text', (c) => c.notNull())
    .addColumn('min_mm', 'integer', (c) => c.notNull().check(sql`min_mm > 0`))
    .addColumn('max_mm', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('size_guide_cells_pk', ['category_key', 'brand_key', 'size_key', 'kind', 'measure'])
    .addCheckConstraint('size_guide_cells_range', sql`max_mm >= min_mm`)
    .execute();
  await db.schema.alterTable('return_reasons').addColumn('fit', 'text', (c) => c.check(sql`fit in ('small', 'large')`)).execute();
  await db.schema
    .createTable('model_fit')
    .addColumn('model', 'text', (c) => c.primaryKey())
    .addColumn('sold', 'integer', (c) => c.notNull().check(sql`sold >= 0`))
    .addColumn('too_small', 'integer', (c) => c.notNull().check(sql`too_small >= 0`))
    .addColumn('too_large', 'integer', (c) => c.notNull().check(sql`too_large >= 0`))
    .addColumn('counted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The recount reads a model's order lines by product.
  await db.schema.createIndex('order_lines_product_idx').on('order_lines').column('product_id').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('order_lines_product_idx').execute();
  await db.schema.dropTable('model_fit').execute();
  await db.schema.alterTable('return_reasons').dropColumn('fit').execute();
  await db.schema.dropTable('size_guide_cells').execute();
}

export const migration0022 = { up, down };
