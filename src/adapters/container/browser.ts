import type { Container } from 'inversify';
import type { CatalogueApi } from '../../application/ports/catalogue-api';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { DeviceCode } from '../../application/ports/request-context';
import type { LocaleCode } from '../../domain/store/locales';
import type { StoreId } from '../../domain/store/stores';
import { DocumentCookieJar } from '../cookies/document-cookie-jar';
import { BrowserLocalStorage } from '../storage/browser-local-storage';
import { GtmDataLayer } from '../tracking/gtm-data-layer';
import { noOpTracking } from '../tracking/no-op-tracking';
import { bindAccounts, type AccountAdapters } from './account-bindings';
import { bindCheckout, type CheckoutAdapters } from './checkout-bindings';
import { bindReturns, type ReturnsAdapters } from './returns-bindings';
import { bindGiftcards, type GiftcardAdapters } from './giftcard-bindings';
import { consoleErrorReporter, createCoreContainer } from './core';
import type { SearchAdapters } from './search-bindings';

export interface BrowserContainerOptions extends SearchAdapters, Omit<AccountAdapters, 'refreshTransport'>, CheckoutAdapters, ReturnsAdapters, GiftcardAdapters {
  storeId: StoreId;
  locale: LocaleCode;
  device: DeviceCode;
  /** Origin of the API; '' (default) for the page's own origin. */
  apiBase?: string;
  timeoutMs?: number;
  errors?: ErrorReporter;
  catalogueApi?: CatalogueApi;
  /** GTM container id from `/init` (GTM_ID); null: the dataLayer records, no GTM script loads. */
  gtmId?: string | null;
}

/** The browser's composition root, created once when the page hydrates. */
export function createBrowserContainer(options: BrowserContainerOptions): Container {
  const errors = options.errors ?? consoleErrorReporter;
  const container = createCoreContainer({
    context: { storeId: options.storeId, locale: options.locale, device: options.device },
    storage: new BrowserLocalStorage(),
    cookies: new DocumentCookieJar(),
    errors,
    // Outside a browser (tests building this root in Node) there is no dataLayer: nothing is tracked.
    tracking: typeof window === 'undefined' ? noOpTracking : new GtmDataLayer(window, options.gtmId ?? null, errors),
    http: { apiBase: options.apiBase ?? '', timeoutMs: options.timeoutMs },
    catalogueApi: options.catalogueApi,
    search: options.search,
    searchIndex: options.searchIndex,
  });
  // The refresh token stays in the shop's HttpOnly cookie, out of reach of page scripts.
  return bindGiftcards(bindReturns(bindCheckout(bindAccounts(container, { ...options, refreshTransport: 'cookie' }), options), options), options);
}
