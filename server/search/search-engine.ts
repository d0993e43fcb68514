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
import { IndexCore, type IndexedRecord } from './index-core';
import { prepareFacetSearch, type FacetSearchResponse } from './facet-value-search';
import { buildStoreRecords, buildSuggestionRecords, type SearchCatalogue } from './records-from-catalogue';
import { attributeList, requestList } from './param-readers';
import { SearchError } from './search-error';
import { parseSearchParams, rawParams, type SearchParams } from './search-params';
import {
  productIndexSettings,
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
  private readonly products = new Map<StoreId, IndexCore<SearchRecord>>();
  private readonly suggestions = new Map<StoreId, IndexCore<SuggestionRecord>>();

  /** Indexes every store (or the given ones) from the catalogue. */
  static fromCatalogue(catalogue: SearchCatalogue, storeIds: readonly StoreId[] = STORE_IDS): SearchEngine {
    const engine = new SearchEngine();
    for (const storeId of storeIds) {
      engine.rebuild(storeId, buildStoreRecords(catalogue, storeId), buildSuggestionRecords(catalogue, storeId));
    }
    return engine;
  }

  /** Replaces a store's products (and suggestions when given): the start-up and full refresh path. */
  rebuild(storeId: StoreId, products: readonly SearchRecord[], suggestions?: readonly SuggestionRecord[]): void {
    this.productCore(storeId).replaceAll(products);
    if (suggestions) this.suggestionCore(storeId).replaceAll(suggestions);
  }

  /** Adds or replaces products by objectID, e.g. after a stock or price change. */
  upsertProducts(storeId: StoreId, records: readonly SearchRecord[]): void {
    this.productCore(storeId).upsert(records);
  }

  removeProducts(storeId: StoreId, objectIDs: readonly string[]): void {
    this.productCore(storeId).remove(objectIDs);
  }

  /**
   * Re-reads the given products from a catalogue (current stock and prices) in every indexed store:
   * updated where still sold, removed where not. Suggestion counts wait for the next rebuild.
   */
  refreshProducts(catalogue: SearchCatalogue, productIds: readonly number[]): void {
    const wanted = new Set(productIds);
    for (const storeId of this.products.keys()) {
      const records = buildStoreRecords(catalogue, storeId, wanted);
      const kept = new Set(records.map((record) => record.objectID));
      this.upsertProducts(storeId, records);
      this.removeProducts(storeId, productIds.map(String).filter((objectID) => !kept.has(objectID)));
    }
  }

  /** Forgets cached masks, orders and facet counts; answers are the same, only slower once. */
  clearCaches(): void {
    for (const core of [...this.products.values(), ...this.suggestions.values()]) core.clearCaches();
  }

  indexNames(): string[] {
    return [...this.entries.keys()];
  }

  private productCore(storeId: StoreId): IndexCore<SearchRecord> {
    let core = this.products.get(storeId);
    if (!core) {
      const settings = productIndexSettings(STORES[storeId].locale);
      core = new IndexCore<SearchRecord>(settings);
      this.products.set(storeId, core);
      this.entries.set(productIndexName(storeId), { core, sort: [] });
      for (const [replica, sort] of Object.entries(settings.replicas)) {
        this.entries.set(productIndexName(storeId, replica), { core, sort });
      }
    }
    return core;
  }

  private suggestionCore(storeId: StoreId): IndexCore<SuggestionRecord> {
    let core = this.suggestions.get(storeId);
    if (!core) {
      core = new IndexCore<SuggestionRecord>(suggestionIndexSettings(STORES[storeId].locale));
      this.suggestions.set(storeId, core);
      this.entries.set(suggestionIndexName(storeId), { core, sort: [] });
    }
    return core;
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
