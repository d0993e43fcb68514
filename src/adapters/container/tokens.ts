/**
 * Typed Symbol tokens for the Inversify containers (one composition root per runtime:
 * browser, SSR request, CLI). Application code stays decorator-free: use cases are bound with
 * factories (`toResolvedValue`). `resolve(container, TOKEN)` gives the bound type back.
 */
import type { Container } from 'inversify';
import { AUTH_TOKEN_STORE as AUTH_TOKEN_STORE_SYMBOL, type AuthTokenStore } from '../../application/ports/auth-token-store';
import { CATALOGUE_API as CATALOGUE_API_SYMBOL, type CatalogueApi } from '../../application/ports/catalogue-api';
import { CLOCK as CLOCK_SYMBOL, type Clock } from '../../application/ports/clock';
import { COOKIE_JAR as COOKIE_JAR_SYMBOL, type CookieJar } from '../../application/ports/cookie-jar';
import { ERROR_REPORTER as ERROR_REPORTER_SYMBOL, type ErrorReporter } from '../../application/ports/error-reporter';
import { KEY_VALUE_STORAGE as KEY_VALUE_STORAGE_SYMBOL, type KeyValueStorage } from '../../application/ports/key-value-storage';
import { REQUEST_CONTEXT as REQUEST_CONTEXT_SYMBOL, type RequestContext } from '../../application/ports/request-context';
import type { GetProduct } from '../../application/catalogue/get-product';
import type { GetHomePage } from '../../application/home/get-home-page';
import type { GetInit } from '../../application/shop/get-init';
import type { ListStores } from '../../application/shop/list-stores';
import type { HttpApiClient } from '../http/api-client';
import { TOP_SELLERS as TOP_SELLERS_SYMBOL, type TopSellers } from '../../application/ports/top-sellers';
import type { ResolvePage } from '../../application/shell/resolve-page';
import type { TrackVisit } from '../../application/shell/track-visit';
import type { GetErrorPage } from '../../application/shell/get-error-page';
import type { GetContentPage } from '../../application/shell/get-content-page';
import { SEARCH_INDEX as SEARCH_INDEX_SYMBOL, type SearchIndex } from '../../application/ports/search-index';
import type { SearchProducts } from '../../application/search/search-products';
import type { SuggestSearch } from '../../application/search/suggest-search';
import type { GetTopSales } from '../../application/search/get-top-sales';
import type { SearchProductCards } from '../../application/search/search-product-cards';

/** A Symbol that remembers the type bound to it. */
export type Token<T> = symbol & { readonly __boundType?: T };

export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}

export function resolve<T>(container: Container, service: Token<T>): T {
  return container.get<T>(service);
}

// Ports (the same Symbols as exported beside each port).
export const CATALOGUE_API = CATALOGUE_API_SYMBOL as Token<CatalogueApi>;
export const REQUEST_CONTEXT = REQUEST_CONTEXT_SYMBOL as Token<RequestContext>;
export const ERROR_REPORTER = ERROR_REPORTER_SYMBOL as Token<ErrorReporter>;
export const CLOCK = CLOCK_SYMBOL as Token<Clock>;
export const KEY_VALUE_STORAGE = KEY_VALUE_STORAGE_SYMBOL as Token<KeyValueStorage>;
export const COOKIE_JAR = COOKIE_JAR_SYMBOL as Token<CookieJar>;
export const AUTH_TOKEN_STORE = AUTH_TOKEN_STORE_SYMBOL as Token<AuthTokenStore>;

// Adapters other adapters are built on.
export const API_CLIENT = token<HttpApiClient>('HttpApiClient');

// Use cases.
export const GET_INIT = token<GetInit>('GetInit');
export const LIST_STORES = token<ListStores>('ListStores');
export const GET_PRODUCT = token<GetProduct>('GetProduct');
export const GET_HOME_PAGE = token<GetHomePage>('GetHomePage');

// Storefront shell (bound in shell-bindings.ts).
export const TOP_SELLERS = TOP_SELLERS_SYMBOL as Token<TopSellers>;
export const RESOLVE_PAGE = token<ResolvePage>('ResolvePage');
export const TRACK_VISIT = token<TrackVisit>('TrackVisit');
export const GET_ERROR_PAGE = token<GetErrorPage>('GetErrorPage');
export const GET_CONTENT_PAGE = token<GetContentPage>('GetContentPage');

// Search (bound in search-bindings.ts).
export const SEARCH_INDEX = SEARCH_INDEX_SYMBOL as Token<SearchIndex>;
export const SEARCH_PRODUCTS = token<SearchProducts>('SearchProducts');
export const SUGGEST_SEARCH = token<SuggestSearch>('SuggestSearch');
export const GET_TOP_SALES = token<GetTopSales>('GetTopSales');
export const SEARCH_PRODUCT_CARDS = token<SearchProductCards>('SearchProductCards');

// Basket (tokens in basket-tokens.ts, bound in basket-bindings.ts).
export * from './basket-tokens';

// Stock alerts and the mail outbox (tokens in alert-tokens.ts, bound in alert-bindings.ts and outbox-bindings.ts).
export * from './alert-tokens';

// Listing pages (tokens in listing-tokens.ts, bound in listing-bindings.ts).
export * from './listing-tokens';
