/**
 * Whole products as the catalogue's answers, pages and other modules read them: through the
 * record cache when the app has one, with the rules of what a store sells and in which language.
 */
import { LRUCache } from 'lru-cache';
import type { ScoreSummary } from '../../src/domain/ratings/rating';
import type { LocaleCode } from '../../src/domain/store/locales';
import { priceKey, type StoreDefinition } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import type { TtlCache } from '../cache/ttl-cache';
import type { UrlConfig } from '../http/store-urls';
import type { ShopContext } from '../core/shop-context';
import { fail, succeed, type Outcome } from '../core/outcome';
import { SHUT_OUTLET, type OutletGate } from '../core/outlet-gate';
import { productOpenTo } from '../../src/domain/outlet/outlet-access';
import { brandVisibleIn, cachedReference, type CatalogueReference } from './catalogue-reference';
import { loadProducts, type ProductRecord } from './catalogue-repository';

declare module '../core/module-deps' {
  interface ModuleDeps {
    /** Products as last read (pages read one several times), emptied on every catalogue change. */
    products?: ProductRecordCache;
    /** The products' rating scores, from the ratings module (wired by server/app.ts: ratings reads the catalogue, not the reverse). */
    productScores: ProductScoresSource;
  }
}

/** Scores of products by id (every id asked has an entry, zero when unrated). */
export type ProductScoresSource = (productIds: readonly number[]) => Promise<Map<number, ScoreSummary>>;

export interface ProductDeps {
  db: Db;
  cache: TtlCache;
  urls: UrlConfig;
  /** Products as last read, emptied on every catalogue change; absent: read each time. */
  products?: ProductRecordCache;
}

/** What the product answers need beyond the products: their scores. */
export interface ProductAnswerDeps extends ProductDeps {
  productScores: ProductScoresSource;
}

/**
 * Products as last read, for the pages and answers that show them: one product page reads its
 * product four times (route, page info, detail, associations) at seven queries a read. Bounded
 * (least recently used out) and emptied on every catalogue change (server/app.ts clears it on
 * server/cache/catalogue-changes.ts), so stock and prices are never older than the search index's.
 * Records are shared: never mutate one.
 */
export class ProductRecordCache {
  private readonly records: LRUCache<number, ProductRecord>;
  private generation = 0;

  constructor(maxProducts = 5_000) {
    this.records = new LRUCache<number, ProductRecord>({ max: maxProducts });
  }

  async load(db: Db, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
    const found = new Map<number, ProductRecord>();
    const missing: number[] = [];
    for (const id of ids) {
      const record = this.records.get(id);
      if (record) found.set(id, record);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await loadProducts(db, missing);
    for (const [id, record] of loaded) {
      found.set(id, record);
      // Read before a change was announced: answer with it, but do not keep it.
      if (generation === this.generation) this.records.set(id, record);
    }
    return found;
  }

  clear(): void {
    this.generation++;
    this.records.clear();
  }
}

/** Whole products through the record cache when the caller has one. */
export function readProducts(deps: { db: Db; products?: ProductRecordCache }, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  return deps.products ? deps.products.load(deps.db, ids) : loadProducts(deps.db, ids);
}

/**
 * A store sells a product when it is on sale (published, inside its publication window), has a
 * price in the store's country and its brand is not restricted there.
 */
export function soldIn(record: ProductRecord, store: StoreDefinition, reference: CatalogueReference): boolean {
  const brand = reference.brands.get(record.brandId);
  return record.onSale && record.prices[priceKey(store)] !== undefined && brand !== undefined && brandVisibleIn(brand, store);
}

/** The text in a language, falling back to French (SPEC §1 fallback language) then to any. */
export function textIn(record: ProductRecord, locale: LocaleCode) {
  const text = record.texts[locale] ?? record.texts.fr ?? Object.values(record.texts)[0];
  if (!text) throw new Error(`Product ${record.id} has no texts`);
  return text;
}

const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * The product with the catalogue reference, when the store sells it and the caller may see it: an
 * outlet-only product needs outlet access (asked of `outlet`; without a gate it stays shut).
 */
export async function visibleProduct(
  deps: ProductDeps,
  context: ShopContext,
  productId: number,
  outlet: OutletGate = SHUT_OUTLET,
): Promise<Outcome<{ record: ProductRecord; reference: CatalogueReference }>> {
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);
  const record = (await readProducts(deps, [productId])).get(productId);
  if (!record || !soldIn(record, context.store, reference)) return fail('not-found', PRODUCT_NOT_FOUND);
  if (record.isOnlyOutlet && !productOpenTo(record, await outlet.open())) return fail('not-allowed', await outlet.refusal());
  return succeed({ record, reference });
}
