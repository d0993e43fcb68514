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
import { bindAccounts, type AccountAdapters } from './accounts-bindings';
import { bindCheckout, type CheckoutAdapters } from './checkout-bindings';
import { bindReturns, type ReturnsAdapters } from './returns-bindings';
import { bindGiftcards, type GiftcardAdapters } from './giftcards-bindings';
import { bindAudit } from './audit-bindings';
import { bindReminders } from './reminders-bindings';
import { bindPasskeys } from './passkeys-bindings';
import { BrowserPasskeyAuthenticator } from '../webauthn/browser-passkey-authenticator';
import { bindDataRights, type DataRightsAdapters } from './data-rights-bindings';
import { bindAll, consoleErrorReporter, coreBindingSteps, emptyContainer, type BindingStep } from './core';
import type { SearchAdapters } from './search-bindings';

export interface BrowserContainerOptions extends SearchAdapters, Omit<AccountAdapters, 'refreshTransport'>, CheckoutAdapters, ReturnsAdapters, GiftcardAdapters, DataRightsAdapters {
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

/** The browser's bindings, feature by feature. */
function browserBindingSteps(options: BrowserContainerOptions): BindingStep[] {
  const errors = options.errors ?? consoleErrorReporter;
  return [
    ...coreBindingSteps({
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
    }),
    // The refresh token stays in the shop's HttpOnly cookie, out of reach of page scripts.
    (container) => {
      bindAccounts(container, { ...options, refreshTransport: 'cookie' });
      bindPasskeys(container, { passkeyAuthenticator: new BrowserPasskeyAuthenticator(), refreshTransport: 'cookie' });
    },
    (container) => bindCheckout(container, options),
    (container) => {
      bindReturns(container, options);
      bindGiftcards(container, options);
      // The account's "support opened your account" lines (issue 36).
      bindAudit(container);
      bindDataRights(container, options);
      // The forgotten-basket reminder's link (issue 38).
      bindReminders(container);
    },
  ];
}

/** The browser's composition root, built at once. */
export function createBrowserContainer(options: BrowserContainerOptions): Container {
  return bindAll(emptyContainer(), browserBindingSteps(options));
}

/**
 * The browser's composition root, built one feature at a time with `pause` in between: binding
 * some 200 services is tens of milliseconds of a phone's main thread, which would otherwise be
 * one long task (a tap waits for it).
 */
export async function buildBrowserContainer(options: BrowserContainerOptions, pause: () => Promise<void>): Promise<Container> {
  const container = emptyContainer();
  await pause();
  for (const step of browserBindingSteps(options)) {
    step(container);
    await pause();
  }
  return container;
}
