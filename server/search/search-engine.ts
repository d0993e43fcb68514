/**
 * The embedded Algolia-compatible search engine (DESIGN decision 3). Per store: the products index
 * `{storeId}_products` (relevancy; custom ranking on best sellers then novelty when there is no
 * query), its sort replicas `_price_asc`, `_price_desc`, `_novelty`, `_best_offers`,
 * `_flash_sale`, `_top_sales`, and the suggestions index `{storeId}_suggestions`. Queries take
 * Algolia's parameters and answer Algolia's response, within Algolia's limits (50 queries per
 * multi-query, 1,000 objects per getObjects, the per-parameter ones in search-params.ts); protocol
 * errors are SearchErrors (400/404).
 */
import { STORE_IDS, STORES, productIndexName, suggestionIndexName, type StoreId } from '../../src/domain/store/stores';
import { CatalogueIndex } from './catalogue-index';
import type { IndexCore, IndexedRecord } from './index-core';
import { prepareFacetSearch, type FacetSearchResponse } from './facet-value-search';
import type { SearchCatalogue } from './records-from-catalogue';
import { attributeList, requestList } from './param-readers';
import { RecordIndex } from './record-index';
import { SearchError } from './search-error';
import { parseSearchParams, rawParams, type SearchParams } from './search-params';
import {
  suggestionIndexSettings,
  type SearchRecord,
  type SortCriterion,
  type SuggestionRecord,
} from './search-record';
import { buildResponse, project, type Hit, type SearchResponse } from './search-response';

interface IndexEntry {
  core: IndexCore<IndexedRecord>;
  sort: readonly SortCriterion[];
}

export type QueryRequest = { indexName: string } & Record<string, unknown>;

/** "Too many queries in multi query request" beyond 50, as Algolia answers. */
export const MAX_QUERIES_PER_CALL = 50;
/** getObjects: up to 1,000 records per call. */
export const MAX_OBJECTS_PER_CALL = 1000;

type Answer = SearchResponse | FacetSearchResponse;

export class SearchEngine {
  private readonly entries = new Map<string, IndexEntry>();
  private products: CatalogueIndex | null = null;
  private readonly suggestions = new Map<StoreId, RecordIndex<SuggestionRecord>>();

  /** Indexes every store (or the given ones) from the catalogue. */
  static fromCatalogue(catalogue: SearchCatalogue, storeIds: readonly StoreId[] = STORE_IDS): SearchEngine {
    const engine = new SearchEngine();
    engine.replaceProducts(CatalogueIndex.fromCatalogue(catalogue, storeIds));
    return engine;
  }

  /** Serves these products indexes (and their stores' suggestions) from now on: the start-up and full rebuild path. */
  replaceProducts(products: CatalogueIndex): void {
    const previous = new Set<IndexCore<IndexedRecord>>([...(this.products?.stores.values() ?? [])].map((store) => store.core));
    for (const [name, entry] of this.entries) if (previous.has(entry.core)) this.entries.delete(name);
    this.products = products;
    for (const [storeId, store] of products.stores) {
      this.entries.set(productIndexName(storeId), { core: store.core, sort: [] });
      for (const [replica, sort] of Object.entries(store.core.settings.replicas)) {
        this.entries.set(productIndexName(storeId, replica), { core: store.core, sort });
      }
      this.suggestionIndex(storeId).replaceAll(products.suggestions(storeId));
    }
    this.warmUp([...products.stores.keys()][0]);
  }

  /**
   * A listing and a header search answered once before serving, then forgotten: the code they run
   * is compiled by then, so the first shopper does not wait for it.
   */
  private warmUp(storeId: StoreId | undefined): void {
    if (!storeId) return;
    const filters = 'displayInListing:true AND isOnlyOutlet:false';
    const [listing] = this.multipleQueries([
      { indexName: productIndexName(storeId), filters, facets: ['*'], hitsPerPage: 48 },
      { indexName: productIndexName(storeId, 'price_asc'), query: 'a', filters, facets: ['*'], hitsPerPage: 48 },
      { indexName: suggestionIndexName(storeId), query: 'a', hitsPerPage: 15 },
    ]).results as SearchResponse[];
    // Shoppers search words of product names, typos included, on listings narrowed by a facet or
    // a number: a few such queries, made of the first listed product, compile those paths too
    // (at 100,000 products the first ones took several times longer than the next).
    const first = listing.hits[0] as Partial<SearchRecord> | undefined;
    const name = first?.name;
    if (typeof name === 'string' && name.trim() !== '') {
      const long = name.split(/\s+/).find((word) => word.length >= 4) ?? name;
      const typo = long.length > 1 ? long[1] + long[0] + long.slice(2) : long;
      const narrowed = [filters, ...(first?.categoryIds ?? []).slice(0, 1).map((id) => `categoryIds=${id}`)].join(' AND ');
      this.multipleQueries([{ indexName: productIndexName(storeId), query: typo, filters: narrowed, facets: ['*'], hitsPerPage: 48, page: 1 }]);
    }
    for (const name of [productIndexName(storeId), suggestionIndexName(storeId)]) this.entries.get(name)?.core.clearCaches();
  }

  /** Adds or replaces products by objectID, as given (tests and tools; the shop refreshes from its database). */
  upsertProducts(storeId: StoreId, records: readonly SearchRecord[]): void {
    this.productsOf(storeId).upsert(storeId, records);
  }

  removeProducts(storeId: StoreId, objectIDs: readonly string[]): void {
    this.productsOf(storeId).remove(storeId, objectIDs);
  }

  /**
   * Re-reads the given products from a catalogue (current stock and prices) in every indexed store:
   * updated where still sold, removed where not. Suggestion counts wait for the next rebuild.
   */
  refreshProducts(catalogue: SearchCatalogue, productIds: readonly number[]): void {
    this.products?.refresh(catalogue, productIds);
  }

  /** Forgets cached masks, orders and facet counts; answers are the same, only slower once. */
  clearCaches(): void {
    for (const { core } of this.entries.values()) core.clearCaches();
  }

  indexNames(): string[] {
    return [...this.entries.keys()];
  }

  /** The products indexes (empty ones for the store when none was loaded yet). */
  private productsOf(storeId: StoreId): CatalogueIndex {
    if (!this.products) this.replaceProducts(CatalogueIndex.fromCatalogue({ brands: [], artists: [], categories: [], products: [] }, [storeId]));
    return this.products!;
  }

  private suggestionIndex(storeId: StoreId): RecordIndex<SuggestionRecord> {
    let index = this.suggestions.get(storeId);
    if (!index) {
      index = new RecordIndex<SuggestionRecord>(suggestionIndexSettings(STORES[storeId].locale));
      this.suggestions.set(storeId, index);
      this.entries.set(suggestionIndexName(storeId), { core: index.core, sort: [] });
    }
    return index;
  }

  private entry(indexName: string): IndexEntry {
    const entry = this.entries.get(indexName);
    if (!entry) throw SearchError.notFound(`Index ${indexName} does not exist`);
    return entry;
  }

  search(indexName: string, request: Record<string, unknown> = {}): SearchResponse {
    return this.prepareSearch(indexName, request)();
  }

  /** Checks a query (index, parameters) and returns how to answer it. */
  private prepareSearch(indexName: string, request: Record<string, unknown>): () => SearchResponse {
    const entry = this.entry(indexName);
    const params = parseSearchParams(rawParams(request));
    return () => {
      const startedAt = performance.now();
      const ranked = entry.core.rank(params.query, params.filter, entry.sort, params);
      const facetNames = this.facetNames(entry.core, params);
      return buildResponse({
        index: indexName,
        params,
        ranked,
        record: (slot) => entry.core.record(slot),
        defaultHighlight: entry.core.settings.searchableAttributes,
        facets: params.facets.length > 0 ? entry.core.facets(ranked, facetNames, params.maxValuesPerFacet, params.sortFacetValuesBy) : undefined,
        startedAt,
      });
    };
  }

  private facetNames(core: IndexCore<IndexedRecord>, params: SearchParams): string[] {
    const names = params.facets.flatMap((name) => (name === '*' ? core.facetsForWildcard : [name]));
    return [...new Set(names)].filter((name) => core.facetable.has(name));
  }

  /**
   * Algolia's multi-query: every request is checked before any is answered (the first failure
   * fails the call), then each is answered when its turn comes, so a caller can send answers as
   * they are made instead of holding them all.
   */
  prepareQueries(requests: unknown): (() => Answer)[] {
    return requestList(requests, MAX_QUERIES_PER_CALL, 'Too many queries in multi query request').map((request) => {
      if (typeof request.indexName !== 'string') throw SearchError.badRequest('indexName is required in every request');
      if (request.type === 'facet') {
        if (typeof request.facet !== 'string') throw SearchError.badRequest('facet is required when type is facet');
        const entry = this.entry(request.indexName);
        return prepareFacetSearch(entry.core, entry.sort, request.facet, request);
      }
      if (request.type !== undefined && request.type !== 'default') throw SearchError.badRequest('type: expected "default" or "facet"');
      return this.prepareSearch(request.indexName, request);
    });
  }

  multipleQueries(requests: readonly QueryRequest[]): { results: Answer[] } {
    return { results: this.prepareQueries(requests).map((answer) => answer()) };
  }

  /** Facet values matching `facetQuery` (word prefixes, accents folded), counted over the query's results. */
  searchForFacetValues(indexName: string, facet: string, request: Record<string, unknown> = {}): FacetSearchResponse {
    const entry = this.entry(indexName);
    return prepareFacetSearch(entry.core, entry.sort, facet, request)();
  }

  getObject(indexName: string, objectID: string, attributesToRetrieve: string[] | null = null): Hit {
    const record = this.entry(indexName).core.get(objectID);
    if (!record) throw SearchError.notFound('ObjectID does not exist');
    return project(record, attributesToRetrieve);
  }

  getObjects(requests: unknown): { results: (Hit | null)[] } {
    const checked = requestList(requests, MAX_OBJECTS_PER_CALL, `Too many objects: at most ${MAX_OBJECTS_PER_CALL} in one call`).map((request) => {
      const { indexName, objectID } = request;
      if (typeof indexName !== 'string') throw SearchError.badRequest('indexName is required in every request');
      if (typeof objectID !== 'string' && typeof objectID !== 'number') throw SearchError.badRequest('objectID is required in every request');
      const { attributesToRetrieve } = request;
      if (attributesToRetrieve !== undefined && !Array.isArray(attributesToRetrieve)) {
        throw SearchError.badRequest('Invalid value for "attributesToRetrieve" parameter, expected an array of strings');
      }
      return { core: this.entry(indexName).core, objectID: String(objectID), attributes: attributeList(attributesToRetrieve) };
    });
    return {
      results: checked.map(({ core, objectID, attributes }) => {
        const record = core.get(objectID);
        return record ? project(record, attributes) : null;
      }),
    };
  }
}
