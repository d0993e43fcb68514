/**
 * The shop's search indexes, kept in step with the database: built from it at start, and
 * refreshed when stock or prices change. Basket and order code call `refreshProducts` (or
 * `refreshSizes`) after their transaction commits; refreshes run one after the other, so a slow
 * one never overwrites a newer one.
 */
import type { PGlite } from '@electric-sql/pglite';
import { STORE_IDS, type StoreId } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import { CatalogueIndex } from './catalogue-index';
import { loadProductChunks, loadSearchCatalogue, loadSearchReference } from './search-catalogue-loader';
import { SearchEngine } from './search-engine';
import type { SearchCatalogue } from './records-from-catalogue';

export interface SearchIndexStats {
  /** Products read from the database. */
  products: number;
  /** Reading the rows, then building the indexes of every store (ms). */
  loadMs: number;
  buildMs: number;
}

/** What stock and price code needs: tell the index which products changed, after the transaction commits. */
export interface SearchIndexRefresh {
  refreshProducts(productIds: readonly number[]): Promise<void>;
  refreshSizes(productSizeIds: readonly number[]): Promise<void>;
}

export class ShopSearchIndex implements SearchIndexRefresh {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly engine: SearchEngine,
    private readonly db: Db,
    private readonly storeIds: readonly StoreId[],
    private lastStats: SearchIndexStats,
    private readonly pglite?: PGlite,
  ) {}

  /** `pglite`: the embedded database behind `db`, when it is one (the catalogue is then read by bulk export). */
  static async build(db: Db, storeIds: readonly StoreId[] = STORE_IDS, pglite?: PGlite): Promise<ShopSearchIndex> {
    const index = new ShopSearchIndex(new SearchEngine(), db, storeIds, { products: 0, loadMs: 0, buildMs: 0 }, pglite);
    await index.fill();
    return index;
  }

  get stats(): SearchIndexStats {
    return { ...this.lastStats };
  }

  /** Re-reads these products (stock, prices, labels…) in every store; a product no longer sold leaves the store's index. */
  refreshProducts(productIds: readonly number[]): Promise<void> {
    const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id));
    if (ids.length === 0) return Promise.resolve();
    return this.enqueue(async () => {
      this.engine.refreshProducts(await loadSearchCatalogue(this.db, ids), ids);
    });
  }

  /** The same, from product size ids (what basket lines and orders hold). */
  refreshSizes(productSizeIds: readonly number[]): Promise<void> {
    const ids = [...new Set(productSizeIds)].filter((id) => Number.isSafeInteger(id));
    if (ids.length === 0) return Promise.resolve();
    return this.enqueue(async () => {
      const rows = await this.db.selectFrom('product_sizes').select('product_id').distinct().where('id', 'in', ids).execute();
      const productIds = rows.map((row) => row.product_id);
      if (productIds.length > 0) this.engine.refreshProducts(await loadSearchCatalogue(this.db, productIds), productIds);
    });
  }

  /** Rebuilds everything, suggestion counts included (after a reseed or a bulk import). */
  rebuild(): Promise<void> {
    return this.enqueue(() => this.fill());
  }

  /** Reads the catalogue a chunk at a time into a new index, then serves it (answers use the old one until then). */
  private async fill(): Promise<void> {
    let loadMs = 0;
    let buildMs = 0;
    let products = 0;
    let mark = performance.now();
    const reference = await loadSearchReference(this.db);
    const index = new CatalogueIndex(reference, this.storeIds);
    // The first chunk read: what the engine compiles its queries on before serving (SearchEngine.warmUp).
    let sample: SearchCatalogue | undefined;
    for await (const chunk of loadProductChunks(this.db, { pglite: this.pglite })) {
      loadMs += performance.now() - mark;
      mark = performance.now();
      sample ??= { ...reference, products: chunk };
      index.add(chunk);
      products += chunk.length;
      buildMs += performance.now() - mark;
      mark = performance.now();
    }
    loadMs += performance.now() - mark;
    mark = performance.now();
    index.finish();
    this.engine.replaceProducts(index, sample);
    buildMs += performance.now() - mark;
    this.lastStats = { products, loadMs: Math.round(loadMs), buildMs: Math.round(buildMs) };
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
