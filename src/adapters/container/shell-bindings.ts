import type { Container } from 'inversify';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CATALOGUE_API } from '../../application/ports/catalogue-api';
import { COOKIE_JAR } from '../../application/ports/cookie-jar';
import { ERROR_REPORTER } from '../../application/ports/error-reporter';
import { REQUEST_CONTEXT } from '../../application/ports/request-context';
import { TOP_SELLERS } from '../../application/ports/top-sellers';
import { GetContentPage } from '../../application/shell/get-content-page';
import { GetErrorPage } from '../../application/shell/get-error-page';
import { ResolvePage } from '../../application/shell/resolve-page';
import { TrackVisit } from '../../application/shell/track-visit';
import { bindFactory } from './bind';
import { CHECK_OUTLET_ACCESS } from './newsletter-tokens';
import { GET_CONTENT_PAGE, GET_ERROR_PAGE, RESOLVE_PAGE, TRACK_VISIT } from './shell-tokens';

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

/** Storefront shell use cases: the page guard pipeline, visit cookies, error and content pages (top sellers from the search bindings). */
export function bindShell(container: Container): void {
  bindFactory(
    container,
    RESOLVE_PAGE,
    (api, cookies, tokens, context, errors, outlet) => new ResolvePage(api, cookies, tokens, context, errors, outlet),
    [CATALOGUE_API, COOKIE_JAR, AUTH_TOKEN_STORE, REQUEST_CONTEXT, ERROR_REPORTER, CHECK_OUTLET_ACCESS],
  );
  bindFactory(container, TRACK_VISIT, (api, cookies) => new TrackVisit(api, cookies, randomId), [CATALOGUE_API, COOKIE_JAR]);
  bindFactory(container, GET_ERROR_PAGE, (api, sellers, errors) => new GetErrorPage(api, sellers, errors), [CATALOGUE_API, TOP_SELLERS, ERROR_REPORTER]);
  bindFactory(container, GET_CONTENT_PAGE, (api, errors) => new GetContentPage(api, errors), [CATALOGUE_API, ERROR_REPORTER]);
}
