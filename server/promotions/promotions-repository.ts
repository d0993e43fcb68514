/**
 * The promotions module's SQL: the promotions, what a customer already got from them, and the
 * uses an order takes (in the order's transaction) or gives back (when it is cancelled).
 */
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../db/transaction';
import type { OrderPromotionsTable, PromotionsTable } from './promotions-tables';

export function promotionRows(db: Executor) {
  return db.selectFrom('promotions').selectAll().orderBy('priority').orderBy('code').execute();
}

export function promotionRow(db: Executor, code: string) {
  return db.selectFrom('promotions').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertPromotion(db: Executor, row: Insertable<PromotionsTable>): Promise<boolean> {
  const result = await db.insertInto('promotions').values(row).onConflict((oc) => oc.column('code').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function disablePromotionRow(db: Executor, code: string, by: string, at: Date) {
  return db.updateTable('promotions').set({ disabled: true, active: false, updated_by: by, updated_at: at }).where('code', '=', code).returningAll().executeTakeFirst();
}

/** Whether the customer has an order that was not cancelled. */
export async function hasLiveOrder(db: Executor, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('customer_id', '=', customerId).where('status', '!=', 'cancelled').limit(1).executeTakeFirst();
  return row !== undefined;
}

export function customerRow(db: Executor, customerId: number) {
  return db.selectFrom('customers').select(['email', 'store_id']).where('id', '=', customerId).executeTakeFirst();
}

/** Uses of each promotion by the customer (orders not given back). */
export async function customerUses(db: Executor, customerId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('order_promotions')
    .select(['promotion_code', (eb) => eb.fn.countAll<string>().as('uses')])
    .where('customer_id', '=', customerId)
    .where('released_at', 'is', null)
    .groupBy('promotion_code')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.promotion_code, Number(row.uses)]));
}

/**
 * Takes one use of a promotion if its limit allows it. The row lock of the update makes
 * concurrent orders queue: the last uses go to exactly as many orders as there are uses left.
 */
export async function takeUse(trx: Executor, code: string): Promise<boolean> {
  const result = await trx
    .updateTable('promotions')
    .set({ uses: sql`uses + 1` })
    .where('code', '=', code)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('uses', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Locks the customer's row so two orders of one customer count their uses one after the other. */
export async function lockCustomer(trx: Executor, customerId: number): Promise<void> {
  await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().executeTakeFirst();
}

export async function insertOrderPromotions(trx: Executor, rows: Insertable<OrderPromotionsTable>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('order_promotions').values(rows).execute();
}

export function orderPromotionRows(db: Executor, orderId: number) {
  return db.selectFrom('order_promotions').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Gives back the uses of a cancelled order, once. */
export async function releaseOrderPromotions(trx: Executor, orderId: number, at: Date): Promise<void> {
  const released = await trx
    .updateTable('order_promotions')
    .set({ released_at: at })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returning('promotion_code')
    .execute();
  for (const row of released) {
    await trx.updateTable('promotions').set({ uses: sql`greatest(uses - 1, 0)` }).where('code', '=', row.promotion_code).execute();
  }
}

export async function categoryIdsByKey(db: Executor, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('categories').select(['id', 'key']).where('key', 'in', [...keys]).execute();
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Brands by slug, or by their number. */
export async function brandIdsByKey(db: Executor, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const numbers = keys.filter((key) => /^\d{1,9}$/.test(key)).map(Number);
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'slug'])
    .where((eb) => eb.or([eb('slug', 'in', [...keys]), ...(numbers.length > 0 ? [eb('id', 'in', numbers)] : [])]))
    .execute();
  return new Map(rows.flatMap((row) => [[row.slug, row.id], [String(row.id), row.id]]));
}

/** Products by the merchant's key, or by the shop's number. */
export async function productIdsByKey(db: Executor, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const numbers = keys.filter((key) => /^\d{1,9}$/.test(key)).map(Number);
  const rows = await db
    .selectFrom('products')
    .select(['id', 'key'])
    .where((eb) => eb.or([eb('key', 'in', [...keys]), ...(numbers.length > 0 ? [eb('id', 'in', numbers)] : [])]))
    .execute();
  return new Map(rows.flatMap((row) => [[row.key, row.id], [String(row.id), row.id]]));
}

export function sizeProduct(db: Executor, productSizeId: number) {
  return db.selectFrom('product_sizes').select(['id', 'product_id']).where('id', '=', productSizeId).executeTakeFirst();
}

/** The merchant's keys of these ids (a promotion's scope as a bundle writes it). */
export async function scopeKeysOf(db: Executor, ids: { products: number[]; categories: number[]; brands: number[] }) {
  const [products, categories, brands] = await Promise.all([
    ids.products.length > 0 ? db.selectFrom('products').select(['id', 'key']).where('id', 'in', ids.products).execute() : [],
    ids.categories.length > 0 ? db.selectFrom('categories').select(['id', 'key']).where('id', 'in', ids.categories).execute() : [],
    ids.brands.length > 0 ? db.selectFrom('brands').select(['id', 'slug as key']).where('id', 'in', ids.brands).execute() : [],
  ]);
  const byId = (rows: { id: number; key: string | null }[]) => new Map(rows.map((row) => [row.id, row.key ?? String(row.id)]));
  return { products: byId(products), categories: byId(categories), brands: byId(brands) };
}

/** Sets a promotion's rule from a bundle (a new code is inserted); the uses and the first author stay. */
export async function upsertPromotionRow(trx: Executor, row: Insertable<PromotionsTable>): Promise<void> {
  const { code: _code, created_by: _createdBy, created_at: _createdAt, ...changes } = row;
  await trx.insertInto('promotions').values(row).onConflict((oc) => oc.column('code').doUpdateSet(changes)).execute();
}
