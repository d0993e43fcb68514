import type { BrowserContainerOptions } from '../../adapters/container/browser';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../domain/routing/locale-choice';
import type { PageServices } from './page-services';

/**
 * The browser's page services, with the composition root (Inversify, the HTTP client, the use
 * cases) loaded on first use or when the browser is idle: hydration needs none of it (the page
 * state is serialised), so it stays out of the JavaScript the first paint waits for.
 */
export function lazyBrowserServices(options: BrowserContainerOptions): PageServices & { preload(): void } {
  let loading: Promise<PageServices> | null = null;
  const load = () =>
    (loading ??= import('./browser-services').then((module) => module.createBrowserServices(options)).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    getInit: () => load().then((services) => services.getInit()),
    getHomePage: () => load().then((services) => services.getHomePage()),
    getTranslations: () => load().then((services) => services.getTranslations()),
    resolvePage: (request) => load().then((services) => services.resolvePage(request)),
    trackVisit: (request) => load().then((services) => services.trackVisit(request)),
    getErrorPage: () => load().then((services) => services.getErrorPage()),
    cmsPage: (slug) => load().then((services) => services.cmsPage(slug)),
    templatePage: (slug) => load().then((services) => services.templatePage(slug)),
    searchListing: (query) => load().then((services) => services.searchListing(query)),
    suggestSearch: (text) => load().then((services) => services.suggestSearch(text)),
    getProduct: (productId) => load().then((services) => services.getProduct(productId)),
    associatedProducts: (productId) => load().then((services) => services.associatedProducts(productId)),
    subscribeStockAlert: (input) => load().then((services) => services.subscribeStockAlert(input)),
    storage: () => load().then((services) => services.storage()),
    basket: () => load().then((services) => services.basket()),
    // Synchronous: written straight into document.cookie before the browser leaves the page.
    rememberLocale: (locale) => {
      document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
    },
    preload: () => void load().catch(() => undefined),
  };
}
