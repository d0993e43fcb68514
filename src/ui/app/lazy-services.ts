import { serialize } from 'cookie';
import type { BrowserContainerOptions } from '../../adapters/container/browser';
import { BrowserLocalStorage } from '../../adapters/storage/browser-local-storage';
import { StorageBasketRepository } from '../../adapters/storage/storage-basket-repository';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../domain/routing/locale-choice';
import { browserHasSessionHint, writeSignedInHint } from '../auth/session-hint';
import type { AppServices } from './app-services';

/**
 * The browser's service groups, with the composition root (Inversify, the HTTP client, the use
 * cases) loaded on first use or when the browser is idle: hydration needs none of it (the page
 * state is serialised), so it stays out of the JavaScript the first paint waits for.
 */
export function lazyBrowserServices(options: BrowserContainerOptions): AppServices & { preload(): void } {
  let loading: Promise<AppServices> | null = null;
  const load = () =>
    (loading ??= import('./browser-services').then((module) => module.createBrowserServices(options)).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    site: {
      getInit: () => load().then((services) => services.site.getInit()),
      getTranslations: () => load().then((services) => services.site.getTranslations()),
      // Synchronous: written straight into document.cookie before the browser leaves the page.
      rememberLocale: (locale) => {
        document.cookie = serialize(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure: location.protocol === 'https:' });
      },
    },
    shell: {
      resolvePage: (request) => load().then((services) => services.shell.resolvePage(request)),
      trackVisit: (request) => load().then((services) => services.shell.trackVisit(request)),
      getErrorPage: () => load().then((services) => services.shell.getErrorPage()),
      cmsPage: (slug) => load().then((services) => services.shell.cmsPage(slug)),
      templatePage: (slug) => load().then((services) => services.shell.templatePage(slug)),
    },
    home: {
      getHomePage: () => load().then((services) => services.home.getHomePage()),
    },
    search: {
      searchListing: (query) => load().then((services) => services.search.searchListing(query)),
      facetNames: () => load().then((services) => services.search.facetNames()),
      listingColours: (productIds) => load().then((services) => services.search.listingColours?.(productIds) ?? []),
      suggestSearch: (text) => load().then((services) => services.search.suggestSearch(text)),
      storage: () => load().then((services) => services.search.storage()),
    },
    product: {
      getProduct: (productId) => load().then((services) => services.product.getProduct(productId)),
      associatedProducts: (productId) => load().then((services) => services.product.associatedProducts(productId)),
    },
    alerts: {
      subscribeStockAlert: (input) => load().then((services) => services.alerts.subscribeStockAlert(input)),
    },
    ratings: {
      rate: (productId, request) => load().then((services) => services.ratings.rate(productId, request)),
      mine: (productId) => load().then((services) => services.ratings.mine(productId)),
      list: (productId, page) => load().then((services) => services.ratings.list(productId, page)),
    },
    contact: {
      send: (request) => load().then((services) => services.contact.send(request)),
    },
    newsletter: {
      subscribe: (email) => load().then((services) => services.newsletter.subscribe(email)),
      unsubscribe: (email, link) => load().then((services) => services.newsletter.unsubscribe(email, link)),
      status: (email, link) => load().then((services) => services.newsletter.status(email, link)),
      requestOutletAccess: (email) => load().then((services) => services.newsletter.requestOutletAccess(email)),
    },
    basket: {
      useCases: () => load().then((services) => services.basket.useCases()),
      // Synchronous and without the composition root: an empty basket loads nothing after hydration.
      hasStoredBasket: () => StorageBasketRepository.holdsBasket(new BrowserLocalStorage()),
    },
    auth: {
      useCases: () => load().then((services) => services.auth.useCases()),
      // Synchronous and without the composition root: an anonymous visit loads nothing for it.
      hasSessionHint: browserHasSessionHint,
      rememberSignedIn: writeSignedInHint,
      providers: () => load().then((services) => services.auth.providers()),
    },
    account: {
      useCases: () => load().then((services) => services.account.useCases()),
    },
    checkout: {
      useCases: () => load().then((services) => services.checkout.useCases()),
    },
    wishlist: {
      useCases: () => load().then((services) => services.wishlist.useCases()),
    },
    recently: {
      useCases: () => load().then((services) => services.recently.useCases()),
    },
    tracking: {
      chooseConsent: (choice) => load().then((services) => services.tracking.chooseConsent(choice)),
      record: (entry) => load().then((services) => services.tracking.record(entry)),
      trackCustomer: (customer) => load().then((services) => services.tracking.trackCustomer(customer)),
      abGroup: () => load().then((services) => services.tracking.abGroup()),
    },
    preload: () => void load().catch(() => undefined),
  };
}
