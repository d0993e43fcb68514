/**
 * The embedded Algolia-compatible search engine (DESIGN decision 3). Per store: the products index
 * `{storeId}_products` (relevancy; custom ranking on best sellers then novelty when there is no
 * query), its sort replicas `_price_asc`, `_price_desc`, `_novelty`, `_best_offers`,
 * `_flash_sale`, `_top_sales`, and the suggestions index `{storeId}_suggestions`. Queries take
 * Algolia's parameters and answer Algolia's response, within Algolia's limits (50 queries per
 * multi-query, 1,000 objects per getObjects, the per-parameter ones in search-params.ts); protocol
 * errors are SearchErrors (400/404).
 */
import { kindClauses } from '../../src/domain/search/listing-filters';
import { STORE_IDS, STORES, productIndexName, suggestionIndexName, type StoreId } from '../../src/domain/store/stores';
import { CatalogueIndex } from './search-catalogue-index';
import type { IndexCore, IndexedRecord } from './search-index-core';
import { prepareFacetSearch, type FacetSearchResponse } from './search-facet-value-search';
import type { SearchCatalogue } from './search-records-from-catalogue';
import { attributeList, requestList } from './search-param-readers';
import { RecordIndex } from './search-record-index';
import { resultsJson } from './search-response-json';
import { SearchError } from './search-error';
import { parseSearchParams, rawParams, type SearchParams } from './search-params';
import {
  suggestionIndexSettings,
  type SearchRecord,
  type SortCriterion,
  type SuggestionRecord,
} from './search-record';
import { buildResponse, project, type Hit, type SearchResponse } from './search-response';
import { allOf } from './search-filter-ast';
import { matches } from './search-filter-match';
import { FULL_ACCESS, mayUse, type SearchAccess } from './search-keys';
import { KEY_REFUSALS } from '../../src/domain/search/secured-search-key';

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

/** What every category listing starts from, as the shop's listing pages ask it: what `warmUp` readies in each store. */
const LISTING_FILTERS = kindClauses('category').join(' AND ');
/** `warmUp`: what readying the stores' listings may take at most (checked between queries)… */
const WARM_UP_MS = 250;
/** …the sample's size, and how many times its query shapes are answered (a few hundred queries, 0.1–0.2 s). */
const WARM_UP_PRODUCTS = 400;
const WARM_UP_ROUNDS = 3;

export class SearchEngine {
  private readonly entries = new Map<string, IndexEntry>();
  private products: CatalogueIndex | null = null;
  private readonly suggestions = new Map<StoreId, RecordIndex<SuggestionRecord>>();
  /** Whether `warmUp` has compiled the query paths (once per process is enough: a rebuild does not again). */
  private compiled = false;

  /** Indexes every store (or the given ones) from the catalogue (`replaceProducts` without a sample: tests and tools). */
  static fromCatalogue(catalogue: SearchCatalogue, storeIds: readonly StoreId[] = STORE_IDS): SearchEngine {
    const engine = new SearchEngine();
    engine.replaceProducts(CatalogueIndex.fromCatalogue(catalogue, storeIds));
    return engine;
  }

  /**
   * Serves these products indexes (and their stores' suggestions) from now on: the start-up and
   * full rebuild path. Before it returns, queries are answered so that the code is compiled and
   * each store's listings are ready (`warmUp`); `sample` holds some of the catalogue's products
   * (the first ones read will do) with its brands, artists and categories, to compile on.
   */
  replaceProducts(products: CatalogueIndex, sample?: SearchCatalogue): void {
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
    this.warmUp([...products.stores.keys()], sample);
  }

  /**
   * What the shop does before it answers, so that its first shoppers do not wait:
   * - compiles: the query shapes of a shop (`compileQueries`) are answered and serialised on a
   *   small index of the sample, then dropped. Until V8 has compiled that code, queries ran
   *   several times slower (at 100,000 products a store's first words took 40–60 ms instead of
   *   10–15), and a small index compiles the same code in the same time whatever the catalogue
   *   (once: a rebuild while serving does not compile again);
   * - readies every store's listing as listing pages start from it (SPEC §7 filters, facets `*`)
   *   in each sort, within WARM_UP_MS: its filter masks, orders and facet counts stay cached (every
   *   narrower listing starts from them) instead of being made by each store's first shopper.
   */
  private warmUp(storeIds: readonly StoreId[], sample: SearchCatalogue | undefined): void {
    const [first] = storeIds;
    if (!first) return;
    if (sample && sample.products.length > 0 && !this.compiled) {
      this.compiled = true;
      const scratch = new SearchEngine();
      // No sample: the small index readies its own listing and compiles nothing more.
      scratch.replaceProducts(CatalogueIndex.fromCatalogue({ ...sample, products: sample.products.slice(0, WARM_UP_PRODUCTS) }, [first]));
      scratch.compileQueries(first);
    }
    const started = performance.now();
    for (const replica of [undefined, ...this.replicasOf(first)]) {
      for (const storeId of storeIds) {
        if (performance.now() - started > WARM_UP_MS) return;
        resultsJson(this.multipleQueries([{ indexName: productIndexName(storeId, replica), filters: LISTING_FILTERS, facets: ['*'], hitsPerPage: 48 }]).results);
      }
    }
  }

  /**
   * Listings narrowed by a category, a brand, colours or a number, sorted and paged; names, words,
   * typos and prefixes of the listed products' names searched; the header's suggestions.
   */
  private compileQueries(storeId: StoreId): void {
    const answer = (query: QueryRequest) => resultsJson(this.multipleQueries([query]).results);
    const replicas = this.replicasOf(storeId);
    const listing = this.multipleQueries([{ indexName: productIndexName(storeId), filters: LISTING_FILTERS, facets: ['*'], hitsPerPage: 48 }]).results[0] as SearchResponse;
    const hits = listing.hits as Partial<SearchRecord>[];
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      hits.forEach((hit, at) => {
        const clauses = [LISTING_FILTERS];
        const category = hit.categoryIds?.[at % Math.max(1, hit.categoryIds.length)];
        if (at % 3 === 0 && category !== undefined) clauses.push(`categoryIds=${category}`);
        else if (at % 3 === 1 && hit.brand?.slug) clauses.push(`brand.slug:${hit.brand.slug}`);
        else clauses.push('promotionPercent > 0');
        const other = hits[(at + 1) % hits.length];
        if (at % 2 === 1 && hit.colorCode && other.colorCode) clauses.push(`(colorCode:${hit.colorCode} OR colorCode:${other.colorCode})`);
        if (at % 4 === 2 && hit.gender) clauses.push(`gender:${hit.gender}`);
        const name = typeof hit.name === 'string' ? hit.name : '';
        const words = name.split(/\s+/).filter((word) => word.length >= 3);
        const word = words.length > 0 ? words[(at + round) % words.length] : '';
        const typo = word.length > 3 ? word[1] + word[0] + word.slice(2) : word;
        const prefix = word.slice(0, Math.max(2, word.length - 2));
        const query = [name, word, typo, prefix, '', ''][(at + round) % 6];
        answer({ indexName: productIndexName(storeId, replicas[at % (replicas.length + 1)]), query, filters: clauses.join(' AND '), facets: ['*'], hitsPerPage: 48, page: at % 5 === 4 ? 1 : 0 });
        if (prefix.length >= 2) answer({ indexName: suggestionIndexName(storeId), query: prefix, hitsPerPage: 15 });
      });
    }
  }

  /** The sort replicas of a store's products index (`price_asc`, `novelty`…). */
  private replicasOf(storeId: StoreId): string[] {
    return Object.keys(this.entries.get(productIndexName(storeId))?.core.settings.replicas ?? {});
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

  private entry(indexName: string, access: SearchAccess = FULL_ACCESS): IndexEntry {
    if (!mayUse(access, indexName)) throw SearchError.forbidden(KEY_REFUSALS.index);
    const entry = this.entries.get(indexName);
    if (!entry) throw SearchError.notFound(`Index ${indexName} does not exist`);
    return entry;
  }

  /** `access`: what the call's key may see (search-keys.ts); a parent key's by default. */
  search(indexName: string, request: Record<string, unknown> = {}, access: SearchAccess = FULL_ACCESS): SearchResponse {
    return this.prepareSearch(indexName, request, access)();
  }

  /** Checks a query (index, parameters) and returns how to answer it, within the key's access. */
  private prepareSearch(indexName: string, request: Record<string, unknown>, access: SearchAccess): () => SearchResponse {
    const entry = this.entry(indexName, access);
    const params = restricted(parseSearchParams(rawParams(withKeyParams(request, access))), access);
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
  prepareQueries(requests: unknown, access: SearchAccess = FULL_ACCESS): (() => Answer)[] {
    return requestList(requests, MAX_QUERIES_PER_CALL, 'Too many queries in multi query request').map((request) => {
      if (typeof request.indexName !== 'string') throw SearchError.badRequest('indexName is required in every request');
      if (request.type === 'facet') {
        if (typeof request.facet !== 'string') throw SearchError.badRequest('facet is required when type is facet');
        const entry = this.entry(request.indexName, access);
        return prepareFacetSearch(entry.core, entry.sort, request.facet, withKeyParams(request, access), access.filter);
      }
      if (request.type !== undefined && request.type !== 'default') throw SearchError.badRequest('type: expected "default" or "facet"');
      return this.prepareSearch(request.indexName, request, access);
    });
  }

  multipleQueries(requests: readonly QueryRequest[], access: SearchAccess = FULL_ACCESS): { results: Answer[] } {
    return { results: this.prepareQueries(requests, access).map((answer) => answer()) };
  }

  /** Facet values matching `facetQuery` (word prefixes, accents folded), counted over the query's results. */
  searchForFacetValues(indexName: string, facet: string, request: Record<string, unknown> = {}, access: SearchAccess = FULL_ACCESS): FacetSearchResponse {
    const entry = this.entry(indexName, access);
    return prepareFacetSearch(entry.core, entry.sort, facet, withKeyParams(request, access), access.filter)();
  }

  /** A record the key may not see does not exist for it. */
  getObject(indexName: string, objectID: string, attributesToRetrieve: string[] | null = null, access: SearchAccess = FULL_ACCESS): Hit {
    const { core } = this.entry(indexName, access);
    const record = core.get(objectID);
    if (!record || !visible(core, record, access)) throw SearchError.notFound('ObjectID does not exist');
    return project(record, attributesToRetrieve);
  }

  getObjects(requests: unknown, access: SearchAccess = FULL_ACCESS): { results: (Hit | null)[] } {
    const checked = requestList(requests, MAX_OBJECTS_PER_CALL, `Too many objects: at most ${MAX_OBJECTS_PER_CALL} in one call`).map((request) => {
      const { indexName, objectID } = request;
      if (typeof indexName !== 'string') throw SearchError.badRequest('indexName is required in every request');
      if (typeof objectID !== 'string' && typeof objectID !== 'number') throw SearchError.badRequest('objectID is required in every request');
      const { attributesToRetrieve } = request;
      if (attributesToRetrieve !== undefined && !Array.isArray(attributesToRetrieve)) {
        throw SearchError.badRequest('Invalid value for "attributesToRetrieve" parameter, expected an array of strings');
      }
      return { core: this.entry(indexName, access).core, objectID: String(objectID), attributes: attributeList(attributesToRetrieve) };
    });
    return {
      results: checked.map(({ core, objectID, attributes }) => {
        const record = core.get(objectID);
        return record && visible(core, record, access) ? project(record, attributes) : null;
      }),
    };
  }
}

/** The key's own search parameters replace the query's (its filters are ANDed instead: `restricted`). */
function withKeyParams(request: Record<string, unknown>, access: SearchAccess): Record<string, unknown> {
  return Object.keys(access.params).length === 0 ? request : { ...request, ...access.params };
}

/** The query's filters and the key's, both: a query's own filters can only narrow what its key sees. */
function restricted(params: SearchParams, access: SearchAccess): SearchParams {
  return access.filter === null ? params : { ...params, filter: allOf([access.filter, params.filter]) };
}

function visible(core: IndexCore<IndexedRecord>, record: IndexedRecord, access: SearchAccess): boolean {
  return access.filter === null || matches(record, access.filter, { isFacetable: (attribute) => core.facetable.has(attribute) });
}
