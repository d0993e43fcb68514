import type { Container } from 'inversify';
import type { CatalogueApi } from '../../application/ports/catalogue-api';
import type { CookieJar } from '../../application/ports/cookie-jar';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { DeviceCode } from '../../application/ports/request-context';
import type { LocaleCode } from '../../domain/store/locales';
import type { StoreId } from '../../domain/store/stores';
import { RequestCookieJar } from '../cookies/request-cookie-jar';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { bindAccounts, type AccountAdapters } from './accounts-bindings';
import { bindPasskeys } from './passkeys-bindings';
import { NO_PASSKEY_AUTHENTICATOR } from '../webauthn/no-passkey-authenticator';
import { bindCheckout, type CheckoutAdapters } from './checkout-bindings';
import { bindReturns, type ReturnsAdapters } from './returns-bindings';
import { bindGiftcards } from './giftcards-bindings';
import { consoleErrorReporter, createCoreContainer } from './core';
import { resolve } from './bind';
import { API_CLIENT } from '../http/api-client';
import { HttpCatalogueApi } from '../http/http-catalogue-api';
import { SharedCatalogueApi, type SharedAnswerStore } from './ssr-shared-catalogue';
import type { SearchAdapters } from './search-bindings';

export interface SsrContainerOptions extends SearchAdapters, Omit<AccountAdapters, 'refreshTransport'>, CheckoutAdapters, ReturnsAdapters {
  storeId: StoreId;
  locale: LocaleCode;
  device: DeviceCode;
  /** Absolute origin the API is reached at, e.g. 'http://127.0.0.1:3000' (an in-process fetch ignores the host). */
  apiBase: string;
  /** In-process fetch injected by the SSR server (e.g. over `app.inject`); global fetch when absent. */
  fetch?: typeof globalThis.fetch;
  /** The request's `Cookie` header, or a ready jar. Written cookies: `container.get(COOKIE_JAR)`. */
  cookies?: string | CookieJar;
  noCache?: boolean;
  /** A staff preview link's token, sent with every API call (`x-content-preview`): drafts show. */
  previewToken?: string;
  timeoutMs?: number;
  errors?: ErrorReporter;
  catalogueApi?: CatalogueApi;
  /** Answers kept between renders (SharedCatalogueApi); absent, or with `noCache`: every read asks the API. */
  sharedAnswers?: SharedAnswerStore;
}

/** A page served over https sets its cookies `Secure` (the API base is the page's trusted origin). */
const isSecureOrigin = (origin: string) => origin.startsWith('https://');

/**
 * One container per server-rendered request: its own memory storage and cookie jar, so nothing
 * leaks between visitors. With a `Cookie` header the jar is a RequestCookieJar whose
 * `setCookieHeaders()` go onto the response.
 */
export function createSsrContainer(options: SsrContainerOptions): Container {
  const cookies =
    typeof options.cookies === 'object' && options.cookies !== null ? options.cookies : new RequestCookieJar(options.cookies ?? null, isSecureOrigin(options.apiBase));
  const container: Container = createCoreContainer({
    context: { storeId: options.storeId, locale: options.locale, device: options.device },
    storage: new MemoryKeyValueStorage(),
    cookies,
    errors: options.errors ?? consoleErrorReporter,
    http: {
      apiBase: options.apiBase, fetch: options.fetch, noCache: options.noCache, timeoutMs: options.timeoutMs,
      ...(options.previewToken ? { headers: { 'x-content-preview': options.previewToken } } : {}),
    },
    catalogueApi: options.catalogueApi ?? sharedCatalogue(options, () => new HttpCatalogueApi(resolve(container, API_CLIENT))),
    search: options.search,
    searchKey: options.searchKey,
    searchIndex: options.searchIndex,
  });
  // A server render is anonymous (pages are cached for every visitor): no session to keep.
  const withAccounts = bindAccounts(container, { ...options, refreshTransport: 'cookie' });
  // The server holds no passkey: the ceremonies run in the browser.
  bindPasskeys(withAccounts, { passkeyAuthenticator: NO_PASSKEY_AUTHENTICATOR, refreshTransport: 'cookie' });
  return bindGiftcards(bindReturns(bindCheckout(withAccounts, options), options));
}

/** The catalogue reads through the kept answers; the render's own HTTP catalogue, made on first use, for the rest. */
function sharedCatalogue(options: SsrContainerOptions, own: () => CatalogueApi): CatalogueApi | undefined {
  if (!options.sharedAnswers || options.noCache) return undefined;
  let api: CatalogueApi | undefined;
  // No device class: the API keeps these answers by store, language and origin alone.
  const scope = `${options.storeId}|${options.locale}|${options.apiBase}`;
  return new SharedCatalogueApi(() => (api ??= own()), options.sharedAnswers, scope);
}
