/**
 * The fit module's SQL: a model's units sold and accepted fit returns counted from orders and
 * returns, the figures kept per model (`model_fit`), the models a return's lines belong to, and
 * the size guides' cells (replaced whole by an import, read by scope for a product page).
 */
import { sql } from 'kysely';
import type { FitFigures } from '../../src/domain/returns/fit-advice';
import type { BundleSizeGuideRow, SizeGuideKind, SizeGuideMeasure } from '../../src/domain/catalogue/size-guide';
import type { Executor, Trx } from '../db/transaction';

/** Orders whose units count as sold: paid and not cancelled (an unpaid order may never be). */
const SOLD_STATUSES = ['paid', 'preparing', 'shipped', 'delivered'] as const;

/** The products of a model (`model:<key>`: its colours; `product:<id>`: itself), as a sub-query. */
function modelProducts(db: Executor, model: string) {
  if (model.startsWith('model:')) return db.selectFrom('products').select('id').where('model_key', '=', model.slice('model:'.length));
  const id = Number(model.slice('product:'.length));
  return db.selectFrom('products').select('id').where('id', '=', Number.isInteger(id) ? id : -1);
}

/** A model's figures from its orders and accepted returns (two indexed aggregates). */
export async function countModelFit(db: Executor, model: string): Promise<FitFigures> {
  const [sold, returned] = await Promise.all([
    db
      .selectFrom('order_lines as ol')
      .innerJoin('orders as o', 'o.id', 'ol.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('ol.quantity'), sql<string>`0`).as('units'))
      .where('ol.product_id', 'in', modelProducts(db, model))
      .where('o.status', 'in', SOLD_STATUSES)
      .executeTakeFirst(),
    db
      .selectFrom('return_lines as rl')
      .innerJoin('return_orders as r', 'r.id', 'rl.return_id')
      .innerJoin('return_reasons as rr', 'rr.id', 'rl.reason_id')
      .innerJoin('order_lines as ol', 'ol.id', 'rl.order_line_id')
      .select((eb) => ['rr.fit', eb.fn.sum<string>('rl.quantity').as('units')])
      .where('ol.product_id', 'in', modelProducts(db, model))
      .where('r.status', '=', 'accepted')
      .where('rr.fit', 'is not', null)
      .groupBy('rr.fit')
      .execute(),
  ]);
  const units = (fit: string) => Number(returned.find((row) => row.fit === fit)?.units ?? 0);
  return { sold: Number(sold?.units ?? 0), tooSmall: units('small'), tooLarge: units('large') };
}

/** The models of a return's lines (`model:<key>` or `product:<id>`). */
export async function modelsOfReturn(db: Executor, returnId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('return_lines as rl')
    .innerJoin('order_lines as ol', 'ol.id', 'rl.order_line_id')
    .innerJoin('products as p', 'p.id', 'ol.product_id')
    .select(['p.id', 'p.model_key'])
    .where('rl.return_id', '=', returnId)
    .execute();
  return [...new Set(rows.map((row) => (row.model_key ? `model:${row.model_key}` : `product:${row.id}`)))];
}

/** The model of a product, or null when there is no such product. */
export async function modelOfProduct(db: Executor, productId: number): Promise<string | null> {
  const row = await db.selectFrom('products').select(['id', 'model_key']).where('id', '=', productId).executeTakeFirst();
  return row ? (row.model_key ? `model:${row.model_key}` : `product:${row.id}`) : null;
}

export async function writeModelFit(trx: Trx, model: string, figures: FitFigures, now: Date): Promise<void> {
  const values = { sold: figures.sold, too_small: figures.tooSmall, too_large: figures.tooLarge, counted_at: now };
  await trx.insertInto('model_fit').values({ model, ...values }).onConflict((oc) => oc.column('model').doUpdateSet(values)).execute();
}

export async function readModelFit(db: Executor, model: string): Promise<FitFigures | null> {
  const row = await db.selectFrom('model_fit').select(['sold', 'too_small', 'too_large']).where('model', '=', model).executeTakeFirst();
  return row ? { sold: row.sold, tooSmall: row.too_small, tooLarge: row.too_large } : null;
}

/** The cells of the guides of these categories, for this brand and for every brand. */
export async function sizeGuideCells(db: Executor, categoryKeys: readonly string[], brandKey: string): Promise<BundleSizeGuideRow[]> {
  if (categoryKeys.length === 0) return [];
  const rows = await db.selectFrom('size_guide_cells').selectAll().where('category_key', 'in', categoryKeys).where('brand_key', 'in', [brandKey, '']).execute();
  return rows.map(rowOf);
}

/** Every cell, in a stable order (an export). */
export async function allSizeGuideCells(db: Executor): Promise<BundleSizeGuideRow[]> {
  const rows = await db.selectFrom('size_guide_cells').selectAll().orderBy(['category_key', 'brand_key', 'size_key', 'kind', 'measure']).execute();
  return rows.map(rowOf);
}

/** An import's guides replace the shop's (inside the import's transaction). */
export async function replaceSizeGuideCells(trx: Trx, rows: readonly BundleSizeGuideRow[]): Promise<void> {
  await trx.deleteFrom('size_guide_cells').execute();
  for (let start = 0; start < rows.length; start += 1000) {
    await trx.insertInto('size_guide_cells').values(rows.slice(start, start + 1000).map((row) => ({
      category_key: row.category, brand_key: row.brand ?? '', size_key: row.size, kind: row.kind, measure: row.measure, min_mm: row.minMm, max_mm: row.maxMm,
    }))).execute();
  }
}

/** The keys of categories by id. */
export async function categoryKeys(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('categories').select(['id', 'key']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.key]));
}

function rowOf(row: { category_key: string; brand_key: string; size_key: string; kind: SizeGuideKind; measure: string; min_mm: number; max_mm: number }): BundleSizeGuideRow {
  return { category: row.category_key, brand: row.brand_key === '' ? null : row.brand_key, size: row.size_key, kind: row.kind, measure: row.measure as SizeGuideMeasure, minMm: row.min_mm, maxMm: row.max_mm };
}
