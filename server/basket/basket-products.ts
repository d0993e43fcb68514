/**
 * What pricing a line needs of its product (brand, category, weight, price per country), kept in
 * memory for a while: it changes only when the catalogue does. Products not yet known are read
 * in one query for all of them; concurrent requests share a load in flight.
 */
import type { Db } from '../db/database';
import { productFactRows } from './basket-repository';

export interface ProductFacts {
  productId: number;
  brandId: number;
  categoryId: number;
  weightGrams: number;
  /** Sold in the outlet only: priced for outlet access alone. */
  isOnlyOutlet: boolean;
  /** Cents by lower-case country code. */
  prices: Map<string, { price: number; originalPrice: number | null }>;
}

/** How long product facts are trusted (price changes show up within this delay). */
export const PRODUCT_FACTS_TTL_MS = 60_000;
const MAX_PRODUCTS = 50_000;

export class ProductFactsCache {
  private readonly entries = new Map<number, { expires: number; facts: Promise<ProductFacts | undefined> }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async get(productIds: readonly number[], bypass = false): Promise<Map<number, ProductFacts>> {
    const now = this.now();
    const missing = [...new Set(productIds)].filter((id) => {
      const entry = this.entries.get(id);
      return bypass || !entry || entry.expires <= now;
    });
    if (missing.length > 0) {
      const loaded = this.load(missing);
      if (this.entries.size + missing.length > MAX_PRODUCTS) this.entries.clear();
      for (const id of missing) {
        const facts = loaded.then((map) => map.get(id));
        this.entries.set(id, { expires: now + PRODUCT_FACTS_TTL_MS, facts });
        // A failed load is not remembered.
        facts.catch(() => this.entries.delete(id));
      }
    }
    const found = new Map<number, ProductFacts>();
    for (const id of new Set(productIds)) {
      const facts = await this.entries.get(id)?.facts;
      if (facts) found.set(id, facts);
    }
    return found;
  }

  /** Forgets every product (a catalogue change, here or in another process). */
  clear(): void {
    this.entries.clear();
  }

  private async load(ids: number[]): Promise<Map<number, ProductFacts>> {
    const rows = await productFactRows(this.db, ids);
    const facts = new Map<number, ProductFacts>();
    for (const row of rows) {
      let product = facts.get(row.id);
      if (!product) {
        product = { productId: row.id, brandId: row.brand_id, categoryId: row.category_id, weightGrams: row.weight_grams, isOnlyOutlet: row.is_only_outlet, prices: new Map() };
        facts.set(row.id, product);
      }
      if (row.country_code !== null && row.price !== null) product.prices.set(row.country_code, { price: row.price, originalPrice: row.original_price });
    }
    return facts;
  }
}
