import { Container } from 'inversify';
import { GetProduct } from '../../application/catalogue/get-product';
import type { CatalogueApi } from '../../application/ports/catalogue-api';
import type { Clock } from '../../application/ports/clock';
import type { CookieJar } from '../../application/ports/cookie-jar';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import type { RequestContext } from '../../application/ports/request-context';
import { GetHomePage } from '../../application/home/get-home-page';
import { GetInit } from '../../application/shop/get-init';
import { ListStores } from '../../application/shop/list-stores';
import { HttpApiClient, type HttpApiClientOptions } from '../http/api-client';
import { HttpCatalogueApi } from '../http/http-catalogue-api';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { bindShell } from './shell-bindings';
import { bindSearch, type SearchAdapters } from './search-bindings';
import { bindBasket, type BasketAdapters } from './basket-bindings';
import { bindProductAlerts, type AlertAdapters } from './alert-bindings';
import { bindListing } from './listing-bindings';
import type { SearchProductCards } from '../../application/search/search-product-cards';
import {
  API_CLIENT,
  AUTH_TOKEN_STORE,
  CATALOGUE_API,
  CLOCK,
  COOKIE_JAR,
  ERROR_REPORTER,
  GET_HOME_PAGE,
  GET_INIT,
  GET_PRODUCT,
  KEY_VALUE_STORAGE,
  LIST_STORES,
  REQUEST_CONTEXT,
  SEARCH_PRODUCT_CARDS,
} from './tokens';

/** What differs between runtimes; everything else is bound the same way by `createCoreContainer`. */
export interface RuntimeAdapters extends SearchAdapters, BasketAdapters, AlertAdapters {
  context: RequestContext;
  storage: KeyValueStorage;
  cookies: CookieJar;
  errors: ErrorReporter;
  clock?: Clock;
  http: Omit<HttpApiClientOptions, 'context' | 'tokens'>;
  /** Replaces the HTTP catalogue (tests, offline runs). */
  catalogueApi?: CatalogueApi;
}

export const systemClock: Clock = { now: () => new Date() };

export const consoleErrorReporter: ErrorReporter = {
  report: (error, context) => console.error(`[boutique] ${context ?? 'error'}:`, error),
  fatal: (error, context) => console.error(`[boutique] FATAL ${context ?? 'error'}:`, error),
};

/** Bindings shared by the browser, SSR and CLI composition roots. Everything is a singleton of its container. */
export function createCoreContainer(adapters: RuntimeAdapters): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(REQUEST_CONTEXT).toConstantValue(adapters.context);
  container.bind(KEY_VALUE_STORAGE).toConstantValue(adapters.storage);
  container.bind(COOKIE_JAR).toConstantValue(adapters.cookies);
  container.bind(ERROR_REPORTER).toConstantValue(adapters.errors);
  container.bind(CLOCK).toConstantValue(adapters.clock ?? systemClock);
  container.bind(AUTH_TOKEN_STORE).toResolvedValue((storage: KeyValueStorage) => new StorageAuthTokenStore(storage), [KEY_VALUE_STORAGE]);

  container
    .bind(API_CLIENT)
    .toResolvedValue(
      (context: RequestContext, tokens: StorageAuthTokenStore) => new HttpApiClient({ ...adapters.http, context, tokens }),
      [REQUEST_CONTEXT, AUTH_TOKEN_STORE],
    );
  if (adapters.catalogueApi) container.bind(CATALOGUE_API).toConstantValue(adapters.catalogueApi);
  else container.bind(CATALOGUE_API).toResolvedValue((client: HttpApiClient) => new HttpCatalogueApi(client), [API_CLIENT]);

  container.bind(GET_INIT).toResolvedValue((api: CatalogueApi) => new GetInit(api), [CATALOGUE_API]);
  container.bind(LIST_STORES).toResolvedValue(() => new ListStores());
  container.bind(GET_PRODUCT).toResolvedValue((api: CatalogueApi) => new GetProduct(api), [CATALOGUE_API]);
  container
    .bind(GET_HOME_PAGE)
    .toResolvedValue(
      (api: CatalogueApi, errors: ErrorReporter, cards: SearchProductCards) => new GetHomePage(api, errors, cards),
      [CATALOGUE_API, ERROR_REPORTER, SEARCH_PRODUCT_CARDS],
    );
  bindShell(container);
  bindSearch(container, adapters);
  bindBasket(container, adapters);
  bindProductAlerts(container, adapters);
  bindListing(container);

  return container;
}
