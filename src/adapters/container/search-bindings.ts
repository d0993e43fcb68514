import type { Container } from 'inversify';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { RequestContext } from '../../application/ports/request-context';
import type { SearchIndex } from '../../application/ports/search-index';
import type { TopSellers } from '../../application/ports/top-sellers';
import { GetTopSales } from '../../application/search/get-top-sales';
import { SearchProductCards } from '../../application/search/search-product-cards';
import { SearchProducts } from '../../application/search/search-products';
import { SearchTopSellers } from '../../application/search/search-top-sellers';
import { SuggestSearch } from '../../application/search/suggest-search';
import { embeddedSearchSettings, type SearchSettings } from '../../domain/search/search-settings';
import { AlgoliaSearchIndex } from '../algolia/algolia-search-index';
import {
  ERROR_REPORTER,
  GET_TOP_SALES,
  REQUEST_CONTEXT,
  SEARCH_INDEX,
  SEARCH_PRODUCT_CARDS,
  SEARCH_PRODUCTS,
  SUGGEST_SEARCH,
  TOP_SELLERS,
} from './tokens';

export interface SearchAdapters {
  /** How to reach the search service (`GET /init` gives it); default: the shop's own endpoint at the API origin. */
  search?: SearchSettings;
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
 * server rendering stays in process), the search use cases, and the search-backed TopSellers
 * that replaces the shell's template fallback. Call after `bindShell`.
 */
export function bindSearch(container: Container, adapters: SearchAdapters & { http: { apiBase: string; fetch?: typeof globalThis.fetch } }): void {
  if (adapters.searchIndex) container.bind(SEARCH_INDEX).toConstantValue(adapters.searchIndex);
  else {
    const settings = adapters.search ?? embeddedSearchSettings(apiOrigin(adapters.http.apiBase));
    // An injected fetch reaches the shop only; Algolia itself is reached over the network.
    const fetch = settings.host === null ? undefined : adapters.http.fetch;
    container
      .bind(SEARCH_INDEX)
      .toResolvedValue((context: RequestContext) => new AlgoliaSearchIndex({ settings, context, fetch }), [REQUEST_CONTEXT]);
  }
  container
    .bind(SEARCH_PRODUCTS)
    .toResolvedValue((index: SearchIndex, context: RequestContext) => new SearchProducts(index, context), [SEARCH_INDEX, REQUEST_CONTEXT]);
  container
    .bind(SUGGEST_SEARCH)
    .toResolvedValue(
      (index: SearchIndex, context: RequestContext, errors: ErrorReporter) => new SuggestSearch(index, context, errors),
      [SEARCH_INDEX, REQUEST_CONTEXT, ERROR_REPORTER],
    );
  container
    .bind(SEARCH_PRODUCT_CARDS)
    .toResolvedValue((index: SearchIndex, context: RequestContext) => new SearchProductCards(index, context), [SEARCH_INDEX, REQUEST_CONTEXT]);
  const topSellers = (index: SearchIndex, context: RequestContext) => new SearchTopSellers(index, context);
  if (container.isBound(TOP_SELLERS)) container.rebind(TOP_SELLERS).toResolvedValue(topSellers, [SEARCH_INDEX, REQUEST_CONTEXT]);
  else container.bind(TOP_SELLERS).toResolvedValue(topSellers, [SEARCH_INDEX, REQUEST_CONTEXT]);
  container
    .bind(GET_TOP_SALES)
    .toResolvedValue((sellers: TopSellers, errors: ErrorReporter) => new GetTopSales(sellers, errors), [TOP_SELLERS, ERROR_REPORTER]);
}
