import type { Container } from 'inversify';
import { ERROR_REPORTER } from '../../application/ports/error-reporter';
import { REQUEST_CONTEXT, type RequestContext } from '../../application/ports/request-context';
import { SEARCH_INDEX, type SearchIndex } from '../../application/ports/search-index';
import { TOP_SELLERS } from '../../application/ports/top-sellers';
import { GetTopSales } from '../../application/search/get-top-sales';
import { SearchProductCards } from '../../application/search/search-product-cards';
import { SearchProducts } from '../../application/search/search-products';
import { SearchTopSellers } from '../../application/search/search-top-sellers';
import { SuggestSearch } from '../../application/search/suggest-search';
import { embeddedSearchSettings, usesAlgolia, type SearchSettings } from '../../domain/search/search-settings';
import { CATALOGUE_API, type CatalogueApi } from '../../application/ports/catalogue-api';
import { SEARCH_KEY_STORE, type SearchKeyStore } from '../../application/ports/search-key';
import { LazySearchIndex } from '../algolia/lazy-search-index';
import { MemorySearchKeyStore } from '../algolia/memory-search-key-store';
import { bindFactory, bindValue } from './bind';
import { GET_TOP_SALES, SEARCH_PRODUCT_CARDS, SEARCH_PRODUCTS, SUGGEST_SEARCH } from './search-tokens';

export interface SearchAdapters {
  /** How to reach the search service (`GET /init` gives it); default: the shop's own endpoint at the API origin. */
  search?: SearchSettings;
  /** The shop's public search key, when known without asking (a server render); absent with `search` absent: `/init` says it. */
  searchKey?: string;
  /** Replaces the Algolia client (tests, offline runs). */
  searchIndex?: SearchIndex;
}

/** The shop's origin when the API is same-origin ('' in the browser). */
function apiOrigin(apiBase: string): string {
  if (apiBase !== '') return apiBase;
  return (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
}

/**
 * Search: the `algoliasearch` client on Algolia or on the shop (through the runtime's fetch, so
 * server rendering stays in process; the shop too when Algolia cannot be reached), the search use cases, and the shop's best sellers (the
 * search index's top-sales sort, shown on the error page).
 */
export function bindSearch(container: Container, adapters: SearchAdapters & { http: { apiBase: string; fetch?: typeof globalThis.fetch } }): void {
  // The visitor's own key (the outlet check sets it: issue 36), for every query of the container.
  bindValue(container, SEARCH_KEY_STORE, new MemorySearchKeyStore());
  if (adapters.searchIndex) bindValue(container, SEARCH_INDEX, adapters.searchIndex);
  else {
    const origin = apiOrigin(adapters.http.apiBase);
    const given = adapters.search ?? (adapters.searchKey ? embeddedSearchSettings(origin, adapters.searchKey) : undefined);
    /** The settings, from `/init` when none were given (the CLI): its public key, on the shop given or on Algolia. */
    const settingsOf = async (api: CatalogueApi): Promise<SearchSettings> => {
      if (given) return given;
      const told = (await api.init()).search;
      if (!told) return embeddedSearchSettings(origin);
      return usesAlgolia(told) ? told : embeddedSearchSettings(origin, told.searchKey);
    };
    // The client loads with the first query (a chunk of its own in the browser).
    const load = async (context: RequestContext, api: CatalogueApi, keys: SearchKeyStore) => {
      const settings = await settingsOf(api);
      // An injected fetch reaches the shop only; Algolia itself is reached over the network.
      const fetch = usesAlgolia(settings) ? undefined : adapters.http.fetch;
      // Algolia away: the shop's own endpoint answers the same queries with the same keys (issue 37), through the shop's fetch.
      const fallback = usesAlgolia(settings) ? { settings: embeddedSearchSettings(origin, settings.searchKey), fetch: adapters.http.fetch } : undefined;
      return new (await import('../algolia/algolia-search-index')).AlgoliaSearchIndex({ settings, context, fetch, fallback, key: () => keys.get() });
    };
    bindFactory(container, SEARCH_INDEX, (context, api, keys) => new LazySearchIndex(() => load(context, api, keys)), [REQUEST_CONTEXT, CATALOGUE_API, SEARCH_KEY_STORE]);
  }
  bindFactory(container, SEARCH_PRODUCTS, (index, context) => new SearchProducts(index, context), [SEARCH_INDEX, REQUEST_CONTEXT]);
  bindFactory(container, SUGGEST_SEARCH, (index, context, errors) => new SuggestSearch(index, context, errors), [SEARCH_INDEX, REQUEST_CONTEXT, ERROR_REPORTER]);
  bindFactory(container, SEARCH_PRODUCT_CARDS, (index, context) => new SearchProductCards(index, context), [SEARCH_INDEX, REQUEST_CONTEXT]);
  bindFactory(container, TOP_SELLERS, (index, context) => new SearchTopSellers(index, context), [SEARCH_INDEX, REQUEST_CONTEXT]);
  bindFactory(container, GET_TOP_SALES, (sellers, errors) => new GetTopSales(sellers, errors), [TOP_SELLERS, ERROR_REPORTER]);
}
