import type { Container } from 'inversify';
import type { AuthTokenStore } from '../../application/ports/auth-token-store';
import type { CatalogueApi } from '../../application/ports/catalogue-api';
import type { CookieJar } from '../../application/ports/cookie-jar';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { RequestContext } from '../../application/ports/request-context';
import type { TopSellers } from '../../application/ports/top-sellers';
import { GetContentPage } from '../../application/shell/get-content-page';
import { GetErrorPage } from '../../application/shell/get-error-page';
import { ResolvePage } from '../../application/shell/resolve-page';
import { TemplateTopSellers } from '../../application/shell/template-top-sellers';
import { TrackVisit } from '../../application/shell/track-visit';
import {
  AUTH_TOKEN_STORE,
  CATALOGUE_API,
  COOKIE_JAR,
  ERROR_REPORTER,
  GET_CONTENT_PAGE,
  GET_ERROR_PAGE,
  REQUEST_CONTEXT,
  RESOLVE_PAGE,
  TOP_SELLERS,
  TRACK_VISIT,
} from './tokens';

/** A random UUID (v4) for the session cookie; `crypto.randomUUID` needs a secure context, so fall back to getRandomValues. */
export function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Storefront shell use cases: the page guard pipeline, visit cookies, error and content pages.
 * TOP_SELLERS is the template fallback until the search adapter rebinds it.
 */
export function bindShell(container: Container): void {
  container
    .bind(RESOLVE_PAGE)
    .toResolvedValue(
      (api: CatalogueApi, cookies: CookieJar, tokens: AuthTokenStore, context: RequestContext, errors: ErrorReporter) =>
        new ResolvePage(api, cookies, tokens, context, errors),
      [CATALOGUE_API, COOKIE_JAR, AUTH_TOKEN_STORE, REQUEST_CONTEXT, ERROR_REPORTER],
    );
  container
    .bind(TRACK_VISIT)
    .toResolvedValue((api: CatalogueApi, cookies: CookieJar) => new TrackVisit(api, cookies, randomId), [CATALOGUE_API, COOKIE_JAR]);
  container
    .bind(TOP_SELLERS)
    .toResolvedValue((api: CatalogueApi, errors: ErrorReporter) => new TemplateTopSellers(api, errors), [CATALOGUE_API, ERROR_REPORTER]);
  container
    .bind(GET_ERROR_PAGE)
    .toResolvedValue(
      (api: CatalogueApi, sellers: TopSellers, errors: ErrorReporter) => new GetErrorPage(api, sellers, errors),
      [CATALOGUE_API, TOP_SELLERS, ERROR_REPORTER],
    );
  container
    .bind(GET_CONTENT_PAGE)
    .toResolvedValue((api: CatalogueApi, errors: ErrorReporter) => new GetContentPage(api, errors), [CATALOGUE_API, ERROR_REPORTER]);
}
