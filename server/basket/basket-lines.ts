/**
 * Everything pricing needs about the lines of a basket: the live stock of each size (one batched
 * query) and the cached facts of its product (brand, category, weight, the store country's price).
 * Size ids are unique across the catalogue, so the size finds the row and the product id only has
 * to agree with it. One reader and one cache per database.
 */
import type { Db } from '../db/database';
import { ProductFactsCache } from './basket-products';
import { StockReader } from './basket-stock';

export interface BasketSizeRow {
  sizeId: number;
  productId: number;
  stock: number;
  brandId: number;
  categoryId: number;
  weightGrams: number;
  isOnlyOutlet: boolean;
  /** Cents for the store's country; null when the store does not sell the product. */
  price: number | null;
  originalPrice: number | null;
}

const readers = new WeakMap<Db, { stock: StockReader; products: ProductFactsCache }>();

function readersOf(db: Db) {
  let found = readers.get(db);
  if (!found) readers.set(db, (found = { stock: new StockReader(db), products: new ProductFactsCache(db) }));
  return found;
}

/** Prices read again at the next basket or order (server/app.ts calls it on every catalogue change). */
export function forgetProductFacts(db: Db): void {
  readers.get(db)?.products.clear();
}

export async function loadBasketSizes(db: Db, sizeIds: readonly number[], priceCountry: string, bypassCache = false): Promise<Map<number, BasketSizeRow>> {
  const { stock, products } = readersOf(db);
  const sizes = await stock.read(sizeIds);
  const wanted = [...new Set(sizeIds)].flatMap((id) => (sizes.has(id) ? [sizes.get(id)!] : []));
  const facts = await products.get(wanted.map((size) => size.productId), bypassCache);
  const rows = new Map<number, BasketSizeRow>();
  for (const size of wanted) {
    const product = facts.get(size.productId);
    if (!product) continue;
    const price = product.prices.get(priceCountry);
    rows.set(size.sizeId, {
      sizeId: size.sizeId,
      productId: size.productId,
      stock: size.stock,
      brandId: product.brandId,
      categoryId: product.categoryId,
      weightGrams: product.weightGrams,
      isOnlyOutlet: product.isOnlyOutlet,
      price: price?.price ?? null,
      originalPrice: price?.originalPrice ?? null,
    });
  }
  return rows;
}
