/**
 * The basket module's SQL: the live stock of sizes, what pricing needs of products (brand,
 * category, weight, prices per country) and the promotion codes. Plain rows; the caches that
 * keep them are `basket-stock.ts`, `basket-products.ts` and `basket-promotions.ts`.
 */
import type { Executor } from '../db/transaction';
import { onSale } from '../db/product-visibility';

/** Stock and product of each size. */
export function sizeStockRows(db: Executor, sizeIds: readonly number[]) {
  return db
    .selectFrom('product_sizes')
    .select(['id as sizeId', 'product_id as productId', 'stock'])
    .where('id', 'in', [...sizeIds])
    .execute();
}

/**
 * One row per product and country price (a product without prices: one row with null price).
 * Products taken off sale (archived, outside their publication window) have none: their lines go.
 */
export function productFactRows(db: Executor, productIds: readonly number[]) {
  return db
    .selectFrom('products as p')
    .leftJoin('product_prices as pp', 'pp.product_id', 'p.id')
    .select(['p.id', 'p.brand_id', 'p.category_id', 'p.weight_grams', 'p.is_only_outlet', 'pp.country_code', 'pp.price', 'pp.original_price'])
    .where('p.id', 'in', [...productIds])
    .where(onSale('p'))
    .execute();
}

export function promotionRows(db: Executor) {
  return db.selectFrom('promotions').selectAll().execute();
}

/** The size key and the product's name of each size, in the language asked and in French (the fallback). */
export function lineTextRows(db: Executor, sizeIds: readonly number[], locale: string) {
  return db
    .selectFrom('product_sizes as ps')
    .innerJoin('product_translations as pt', 'pt.product_id', 'ps.product_id')
    .select(['ps.id as sizeId', 'ps.label', 'pt.locale', 'pt.name'])
    .where('ps.id', 'in', [...sizeIds])
    .where('pt.locale', 'in', [...new Set([locale, 'fr'])])
    .execute();
}
