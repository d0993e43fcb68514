/**
 * The embedded Algolia-compatible search engine (DESIGN decision 3). Per store: the products index
 * `{storeId}_products` (relevancy; custom ranking on best sellers then novelty when there is no
 * query), its sort replicas `_price_asc`, `_price_desc`, `_novelty`, `_best_offers`,
 * `_flash_sale`, `_top_sales`, and the suggestions index `{storeId}_suggestions`. Queries take
 * Algolia's parameters and answer Algolia's response; protocol errors are SearchErrors (400/404).
 */
import { STORE_IDS, STORES, productIndexName, suggestionIndexName, type StoreId } from '../../src/domain/store/stores';
import { IndexCore, type IndexedRecord } from './index-core';
import { searchFacetValues, type FacetSearchResponse } from './facet-value-search';
import { buildStoreRecords, buildSuggestionRecords, type SearchCatalogue } from './records-from-catalogue';
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
    if (!entry) throw SearchError.notFound('Index does not exist');
    return entry;
  }

  search(indexName: string, request: Record<string, unknown> = {}): SearchResponse {
    const startedAt = performance.now();
    const entry = this.entry(indexName);
    const params = parseSearchParams(rawParams(request));
    const ranked = entry.core.rank(params.query, params.filter, entry.sort);
    const facetNames = this.facetNames(entry.core, params);
    return buildResponse({
      index: indexName,
      params,
      ranked,
      record: (slot) => entry.core.record(slot),
      defaultHighlight: entry.core.settings.searchableAttributes,
      facets: params.facets.length > 0
        ? entry.core.facets(params.query, params.filter, facetNames, params.maxValuesPerFacet, ranked.slots)
        : undefined,
      startedAt,
    });
  }

  private facetNames(core: IndexCore<IndexedRecord>, params: SearchParams): string[] {
    const names = params.facets.flatMap((name) => (name === '*' ? core.facetsForWildcard : [name]));
    return [...new Set(names)].filter((name) => core.facetable.has(name));
  }

  /** Algolia's multi-query: every request answered in order; the first failure fails the call. */
  multipleQueries(requests: readonly QueryRequest[]): { results: (SearchResponse | FacetSearchResponse)[] } {
    return {
      results: requests.map((request) => {
        if (typeof request?.indexName !== 'string') throw SearchError.badRequest('indexName is required in every request');
        if (request.type === 'facet') {
          if (typeof request.facet !== 'string') throw SearchError.badRequest('facet is required when type is facet');
          return this.searchForFacetValues(request.indexName, request.facet, request);
        }
        return this.search(request.indexName, request);
      }),
    };
  }

  /** Facet values matching `facetQuery` (word prefixes, accents folded), counted over the query's results. */
  searchForFacetValues(indexName: string, facet: string, request: Record<string, unknown> = {}): FacetSearchResponse {
    const entry = this.entry(indexName);
    return searchFacetValues(entry.core, entry.sort, facet, request);
  }

  getObject(indexName: string, objectID: string, attributesToRetrieve: string[] | null = null): Hit {
    const record = this.entry(indexName).core.get(objectID);
    if (!record) throw SearchError.notFound('ObjectID does not exist');
    return project(record, attributesToRetrieve);
  }

  getObjects(requests: readonly { indexName: string; objectID: string; attributesToRetrieve?: string[] }[]): { results: (Hit | null)[] } {
    return {
      results: requests.map((request) => {
        const record = this.entry(request.indexName).core.get(String(request.objectID));
        return record ? project(record, request.attributesToRetrieve ?? null) : null;
      }),
    };
  }
}
