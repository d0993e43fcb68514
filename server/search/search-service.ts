/**
 * The shop's search indexes, kept in step with the database: built from it at start, and
 * refreshed when stock or prices change. Basket and order code call `refreshProducts` (or
 * `refreshSizes`) after their transaction commits (through server/cache/catalogue-changes.ts,
 * whose `SearchIndexRefresh` port this implements); refreshes run one after the other, so a slow
 * one never overwrites a newer one.
 */
import { STORE_IDS, type StoreId } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import type { SearchIndexRefresh } from '../cache/catalogue-changes';
import { CatalogueIndex } from './search-catalogue-index';
import { loadProductChunks, loadSearchCatalogue, loadSearchReference, productIdsOfSizes } from './search-repository';
import type { EmbeddedDatabase } from './search-export-repository';
import { SearchEngine } from './search-engine';
import type { SearchCatalogue } from './search-records-from-catalogue';
import type { SearchConfig } from './search-config';

export { clientSearchSettings, readSearchConfig, type SearchConfig } from './search-config';
export { searchKeysOf, generateSecuredKey, type SearchKeys } from './search-keys';

declare module '../core/module-deps' {
  interface ModuleDeps {
    /** Algolia settings from the environment; unset: clients search the shop itself. */
    search?: SearchConfig;
  }
}

export interface SearchIndexStats {
  /** Products read from the database. */
  products: number;
  /** Reading the rows, then building the indexes of every store (ms). */
  loadMs: number;
  buildMs: number;
}

export class ShopSearchIndex implements SearchIndexRefresh {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly engine: SearchEngine,
    private readonly db: Db,
    private readonly storeIds: readonly StoreId[],
    private lastStats: SearchIndexStats,
    private readonly pglite?: EmbeddedDatabase,
  ) {}

  /** `pglite`: the embedded database behind `db`, when it is one (the catalogue is then read by bulk export). */
  static async build(db: Db, storeIds: readonly StoreId[] = STORE_IDS, pglite?: EmbeddedDatabase): Promise<ShopSearchIndex> {
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
      const productIds = await productIdsOfSizes(this.db, ids);
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
