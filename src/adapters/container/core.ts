import { Container } from 'inversify';
import { OUTLET_COOKIE } from '../../domain/shell/visit-cookies';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CATALOGUE_API, type CatalogueApi } from '../../application/ports/catalogue-api';
import { CLOCK, type Clock } from '../../application/ports/clock';
import { COOKIE_JAR, type CookieJar } from '../../application/ports/cookie-jar';
import { ERROR_REPORTER, type ErrorReporter } from '../../application/ports/error-reporter';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../application/ports/key-value-storage';
import { REQUEST_CONTEXT, type RequestContext } from '../../application/ports/request-context';
import { API_CLIENT, HttpApiClient, type HttpApiClientOptions } from '../http/api-client';
import { HttpCatalogueApi } from '../http/http-catalogue-api';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { bindFactory, bindValue } from './bind';
import { bindProductAlerts, type AlertAdapters } from './alerts-bindings';
import { bindBasket, type BasketAdapters } from './basket-bindings';
import { bindCatalogue } from './catalogue-bindings';
import { bindListing } from './listing-bindings';
import { bindContactAndRatings } from './contact-ratings-bindings';
import { bindSearch, type SearchAdapters } from './search-bindings';
import { bindShell } from './shell-bindings';
import { bindNewsletter, type NewsletterAdapters } from './newsletter-bindings';
import { bindTracking, type TrackingAdapters } from './tracking-bindings';

/** What differs between runtimes; everything else is bound the same way by `createCoreContainer`. */
export interface RuntimeAdapters extends SearchAdapters, BasketAdapters, AlertAdapters, TrackingAdapters, NewsletterAdapters {
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

/** One feature's bindings: a container is built by a list of them. */
export type BindingStep = (container: Container) => unknown;

/** The container every composition root starts from: each service is a singleton of its container. */
export function emptyContainer(): Container {
  return new Container({ defaultScope: 'Singleton' });
}

/** Bindings shared by the browser, SSR and CLI composition roots, feature by feature. */
export function coreBindingSteps(adapters: RuntimeAdapters): BindingStep[] {
  return [
    (container) => {
      bindValue(container, REQUEST_CONTEXT, adapters.context);
      bindValue(container, KEY_VALUE_STORAGE, adapters.storage);
      bindValue(container, COOKIE_JAR, adapters.cookies);
      bindValue(container, ERROR_REPORTER, adapters.errors);
      bindValue(container, CLOCK, adapters.clock ?? systemClock);
      bindFactory(container, AUTH_TOKEN_STORE, (storage) => new StorageAuthTokenStore(storage), [KEY_VALUE_STORAGE]);
      bindFactory(container, API_CLIENT, (context, tokens) => new HttpApiClient({ outletPass: () => adapters.cookies.get(OUTLET_COOKIE), ...adapters.http, context, tokens }), [REQUEST_CONTEXT, AUTH_TOKEN_STORE]);
      if (adapters.catalogueApi) bindValue(container, CATALOGUE_API, adapters.catalogueApi);
      else bindFactory(container, CATALOGUE_API, (client) => new HttpCatalogueApi(client), [API_CLIENT]);
      bindCatalogue(container);
      bindShell(container);
    },
    (container) => bindSearch(container, adapters),
    (container) => {
      bindBasket(container, adapters);
      bindProductAlerts(container, adapters);
      bindNewsletter(container, adapters);
    },
    (container) => {
      bindListing(container);
      bindContactAndRatings(container);
      bindTracking(container, adapters);
    },
  ];
}

/** `steps` run on `container`, in order, at once. */
export function bindAll(container: Container, steps: readonly BindingStep[]): Container {
  for (const step of steps) step(container);
  return container;
}

/** Bindings shared by the browser, SSR and CLI composition roots. Everything is a singleton of its container. */
export function createCoreContainer(adapters: RuntimeAdapters): Container {
  return bindAll(emptyContainer(), coreBindingSteps(adapters));
}
