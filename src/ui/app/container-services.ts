import type { Container } from 'inversify';
import {
  CATALOGUE_API,
  COOKIE_JAR,
  GET_CONTENT_PAGE,
  GET_ERROR_PAGE,
  GET_HOME_PAGE,
  GET_INIT,
  GET_PRODUCT,
  KEY_VALUE_STORAGE,
  SEARCH_PRODUCTS,
  SUBSCRIBE_STOCK_ALERT,
  SUGGEST_SEARCH,
  RESOLVE_PAGE,
  TRACK_VISIT,
  resolve,
} from '../../adapters/container/tokens';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../domain/routing/locale-choice';
import type { PageServices } from './page-services';
import { basketUseCases } from '../basket/basket-services';

/** The page services of a composition root (browser or one SSR request). */
export function containerServices(container: Container): PageServices {
  return {
    getInit: () => resolve(container, GET_INIT).execute(),
    getHomePage: () => resolve(container, GET_HOME_PAGE).execute(),
    getTranslations: () => resolve(container, CATALOGUE_API).translations(),
    resolvePage: (request) => resolve(container, RESOLVE_PAGE).execute(request),
    trackVisit: (request) => resolve(container, TRACK_VISIT).execute(request),
    getErrorPage: () => resolve(container, GET_ERROR_PAGE).execute(),
    cmsPage: (slug) => resolve(container, GET_CONTENT_PAGE).cms(slug),
    templatePage: (slug) => resolve(container, GET_CONTENT_PAGE).template(slug),
    rememberLocale: (locale) => resolve(container, COOKIE_JAR).set(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE }),
    searchListing: (query) => resolve(container, SEARCH_PRODUCTS).execute(query),
    suggestSearch: (text) => resolve(container, SUGGEST_SEARCH).execute(text),
    getProduct: (productId) => resolve(container, GET_PRODUCT).execute(productId),
    associatedProducts: (productId) => resolve(container, CATALOGUE_API).associatedProducts(productId),
    subscribeStockAlert: (input) => resolve(container, SUBSCRIBE_STOCK_ALERT).execute(input),
    storage: async () => resolve(container, KEY_VALUE_STORAGE),
    basket: async () => basketUseCases(container),
  };
}
