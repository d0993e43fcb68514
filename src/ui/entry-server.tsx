import { stringifyCookie } from 'cookie';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import { StaticRouter, type RouteObject } from './app/router';
import { createSsrContainer } from '../adapters/container/ssr';
import type { SharedAnswerStore } from '../adapters/container/ssr-shared-catalogue';
import type { SearchSettings } from '../domain/search/search-settings';
import { resolve } from '../adapters/container/bind';
import { COOKIE_JAR } from '../application/ports/cookie-jar';
import { TrackVisit } from '../application/shell/track-visit';
import { RequestCookieJar } from '../adapters/cookies/request-cookie-jar';
import { randomId } from '../adapters/container/shell-bindings';
import { refererName } from '../domain/shell/visit-cookies';
import { asksConsent, CONSENT_COOKIE } from '../domain/tracking/consent';
import type { TranslationCatalogue } from '../domain/catalogue/site';
import { textsVersion } from '../domain/catalogue/texts-version';
import { chooseLocale, LOCALE_COOKIE } from '../domain/routing/locale-choice';
import { queryRecord } from '../domain/routing/page-paths';
import { isOutletPage } from '../application/shell/guard-pipeline';
import { routeForPath } from '../domain/routing/route-table';
import { stripLocalePrefix } from '../domain/store/locale-path';
import type { LocaleCode } from '../domain/store/locales';
import { hasControlCharacter } from '../domain/text/control-characters';
import { createI18n, type Translator } from './i18n/create-i18n';
import { pickTexts, readingTranslator } from './i18n/page-texts';
import { AppProviders } from './app/root-context';
import { RootStore, type PageFailure } from './app/root-store';
import { containerServices } from './app/container-services';
import { createRoutes, PageRoutes } from './app/routes';
import { loadPage } from './app/page-load';
import { countIslands, FAILED_ISLAND_MARK, preloadIslands, renderIslandsInline } from './app/islands';
import { deviceFromUserAgent, pageLocation } from './app/page-location';
import { htmlDocument, type PageAssets } from './app/html-document';
import { pageHead } from './app/page-head';
import { leadPictures, picturePreloadLinks } from './app/picture-preloads';
import { FailurePage } from './errors/failure-page';
import { ErrorPageFailure } from './errors/error-page';

export type { PageAssets } from './app/html-document';

export interface RenderRequest {
  /** Path and query of the page (an absolute URL works too). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed cookies; the `cookie` header is used when absent. */
  cookies?: Record<string, string | undefined>;
  /** In-process fetch reaching the shop's own API. */
  fetch: typeof fetch;
  /** Origin the API is reached at (the in-process fetch ignores the host); also the page's origin. */
  apiBase: string;
  assets?: PageAssets;
  /** Real Algolia when the shop is configured for it; absent: the shop's own endpoint, in process. */
  search?: SearchSettings;
  /** The public search key (absent: asked of `/init`). */
  searchKey?: string;
  /** Answers the same for every visitor (init, translations…), kept between renders by the server. */
  sharedAnswers?: SharedAnswerStore;
}

export interface RenderResult {
  status: number;
  headers: Record<string, string | string[]>;
  html: string;
  /** Milliseconds spent loading the page data (API calls) and rendering the HTML. */
  timings: { dataMs: number; renderMs: number };
}

const NO_ASSETS: PageAssets = { head: '', body: '' };

// Server renders are one-shot: observers must not subscribe to the per-request stores.
enableStaticRendering(true);

/**
 * Renders one page: the language choice first (cookie, browser language, prefix), then a new
 * container, new MobX stores and a new translator per request; the page loader (the guard
 * pipeline) fills the stores, React renders to a string and the stores'
 * snapshot goes into the HTML once for the browser to hydrate from.
 */
export async function render(req: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  const url = pageUrl(req.url, req.apiBase);
  const { locale, storeId, basename } = pageLocation(url.pathname);
  const device = deviceFromUserAgent(header(req.headers, 'user-agent'));
  const preview = previewToken(url);
  const container = createSsrContainer({
    storeId,
    locale,
    device,
    apiBase: req.apiBase,
    fetch: req.fetch,
    cookies: cookieHeader(req),
    previewToken: preview,
    noCache: url.searchParams.get('no_cache') === '1' || preview !== undefined,
    search: req.search,
    searchKey: req.searchKey,
    sharedAnswers: req.sharedAnswers,
  });
  const jar = resolve(container, COOKIE_JAR);
  const services = containerServices(container);
  const headers: Record<string, string | string[]> = { 'content-type': 'text/html; charset=utf-8' };
  const setCookies = () => {
    const written = (jar as { setCookieHeaders?: () => string[] }).setCookieHeaders?.() ?? [];
    if (written.length > 0) headers['set-cookie'] = written;
  };

  const choice = chooseLocale({
    pathname: url.pathname,
    query: queryRecord(url.search),
    cookieLocale: jar.get(LOCALE_COOKIE),
    acceptLanguage: header(req.headers, 'accept-language'),
  });
  if (choice.setCookie) services.site.rememberLocale(choice.locale);
  if (url.pathname === '/') headers.vary = 'Cookie, Accept-Language';
  if (choice.kind === 'redirect') {
    setCookies();
    return { status: 302, headers: { ...headers, location: choice.location }, html: '', timings: { dataMs: performance.now() - started, renderMs: 0 } };
  }

  // Guest-only and private pages answer by the visitor's signed-in hint: never kept by a shared cache.
  const auth = routeForPath(stripLocalePrefix(url.pathname).path).auth;
  if (auth !== 'public') headers['cache-control'] = 'private, no-store';
  // A staff preview shows drafts: nobody else's, kept by nobody.
  if (preview !== undefined) headers['cache-control'] = 'private, no-store';
  const root = new RootStore({ storeId, locale, device }, services, { year: new Date().getFullYear(), now: Date.now(), origin: url.origin });
  // The banner is in the HTML of a visitor who has not answered: painted with the page, not after the scripts.
  if (asksConsent(jar.get(CONSENT_COOKIE), new Date())) root.consent.askOnArrival();
  const routes = serverRoutes();
  const [outcome, translations] = await Promise.all([
    islandsReady().then(() => loadPage(root, routes, basename, url)),
    services.site.getTranslations().catch((error: unknown): TranslationCatalogue => {
      console.error('[boutique] Unable to load translations:', error);
      return {};
    }),
  ]);
  setCookies();
  const loaded = performance.now();
  const timings = { dataMs: loaded - started, renderMs: 0 };

  if (outcome.kind === 'redirect') {
    return { status: outcome.status, headers: { ...headers, location: outcome.location }, html: '', timings };
  }

  // The texts this render reads are the ones the page's state carries (the browser loads the rest later).
  const { translator: i18n, read } = readingTranslator(translatorFor(locale, translations));
  // Without the init answer there is no header, menu or footer to render (SPEC §8 fatal).
  const failure: PageFailure | null = root.site.loaded ? null : { status: root.page.error?.status ?? 500, message: root.page.error?.message ?? 'Store is undefined or null' };
  let appHtml: string;
  let islands = 0;
  const app = (body: ReactNode) => {
    const tree = <AppProviders root={root} i18n={i18n}>{body}</AppProviders>;
    const rendered = countIslands(() => renderToString(tree));
    if (rendered.result.includes(FAILED_ISLAND_MARK)) {
      // An island threw: renderToString kept its error; drawn again without boundaries, it throws here.
      renderIslandsInline(() => renderToString(tree));
      throw new Error('A part of the page failed to render');
    }
    islands = rendered.islands;
    return rendered.result;
  };
  if (failure) {
    appHtml = app(<FailurePage failure={failure} homeHref={basename} />);
  } else {
    const page = () =>
      app(
        <StaticRouter basename={basename} location={`${url.pathname}${url.search}`}>
          <PageRoutes routes={routes} />
        </StaticRouter>,
      );
    try {
      appHtml = page();
    } catch (error) {
      if (!root.page.error) throw error;
      // SPEC §8: a failure inside the error page leaves a message and the way home, in the layout when it can.
      console.error('[boutique] Error page failed:', error);
      root.page.markErrorPageFailed();
      try {
        appHtml = page();
      } catch {
        appHtml = app(<ErrorPageFailure />);
      }
    }
  }

  const status = failure?.status ?? root.page.status;
  if (root.page.retryAfterSeconds) headers['retry-after'] = String(root.page.retryAfterSeconds);
  // An outlet page the guard opened is this visitor's (their pass was checked): never a shared page.
  if (isOutletPage({ id: root.page.routeId }, root.page.pageInfo)) headers['cache-control'] = 'private, no-store';
  if (status >= 500) headers['cache-control'] = 'no-store';
  const head = pageHead(root, i18n.t);
  const html = htmlDocument({
    lang: root.site.locale.iso,
    head,
    appHtml,
    // A private page (checkout, account) renders most of itself in the browser, from answers only
    // the customer's session gets: it carries every text, so none shows as its key meanwhile.
    state: root.snapshot({
      translations: auth === 'private' ? translations : pickTexts(translations, read),
      textsVersion: textsVersion(translations),
      ...(auth === 'private' ? { textsComplete: true } : {}),
      failure,
      islands,
    }),
    assets: req.assets ?? NO_ASSETS,
    extraHead: `${req.assets?.routes?.[root.page.routeId] ?? ''}${failure ? '' : picturePreloadLinks(leadPictures(root))}`,
  });
  timings.renderMs = performance.now() - loaded;
  return { status, headers, html, timings };
}

/** The last translator made per language, with the catalogue it was made from. */
const translators = new Map<LocaleCode, { catalogue: TranslationCatalogue; i18n: Translator }>();

/**
 * A translator for this catalogue: the one of the previous render of this language while the
 * catalogue says the same (an i18next instance costs a millisecond to make, and renders only read
 * it: one language, nothing loaded later), else a new one.
 */
function translatorFor(locale: LocaleCode, catalogue: TranslationCatalogue): Translator {
  const kept = translators.get(locale);
  if (kept && sameCatalogue(kept.catalogue, catalogue)) return kept.i18n;
  const i18n = createI18n(locale, catalogue);
  translators.set(locale, { catalogue, i18n });
  return i18n;
}

function sameCatalogue(a: TranslationCatalogue, b: TranslationCatalogue): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

let routesOnce: RouteObject[] | null = null;

/**
 * One set of routes for every render of the process: they depend on no request, and their lazy
 * screens, once loaded by a render, stay loaded for the next ones.
 */
function serverRoutes(): RouteObject[] {
  routesOnce ??= createRoutes();
  return routesOnce;
}

let islandsOnce: Promise<void> | null = null;

/** Every island's code, loaded once for the process: a server render never suspends (islands.tsx). */
function islandsReady(): Promise<void> {
  islandsOnce ??= preloadIslands().catch((error: unknown) => {
    islandsOnce = null;
    throw error;
  });
  return islandsOnce;
}

export interface PageVisit {
  /**
   * What identifies the shared page: origin, device class, whether the cookie banner asks (the
   * visitor has not answered yet: the banner is in the HTML) and path with query (the path names
   * the store and language). Null: this answer is made for this visitor alone (a guest-only or
   * private page, a language redirect, an affiliate landing, `no_cache=1`).
   */
  cacheKey: string | null;
  /** The visit's own cookies (session, campaign, language), for a page served from the cache. */
  setCookies: string[];
}

/**
 * The part of a page request that belongs to the visitor, without rendering: whether the page
 * may come from the shared cache, under which key, and the cookies the visit sets (the same
 * TrackVisit use case the page loader runs on a render).
 */
export async function visit(req: RenderRequest): Promise<PageVisit> {
  const personal: PageVisit = { cacheKey: null, setCookies: [] };
  const url = pageUrl(req.url, req.apiBase);
  if (url.searchParams.get('no_cache') === '1' || url.searchParams.has('preview')) return personal;
  const route = routeForPath(stripLocalePrefix(url.pathname).path);
  // The outlet listing answers by the visitor's pass (outlet-only products and other outlet listings are marked private by their render).
  if (route.auth !== 'public' || route.id === 'outlet') return personal;
  const query = queryRecord(url.search);
  // An affiliate's referer is looked up through the API: such landings are rendered.
  if (refererName(query) !== null) return personal;
  // Over https (the trusted origin says so) the visit's cookies are Secure, as on a render.
  const jar = new RequestCookieJar(cookieHeader(req) ?? null, req.apiBase.startsWith('https://'));
  const choice = chooseLocale({
    pathname: url.pathname,
    query,
    cookieLocale: jar.get(LOCALE_COOKIE),
    acceptLanguage: header(req.headers, 'accept-language'),
  });
  if (choice.kind === 'redirect') return personal;
  const noReferer = { referer: () => Promise.reject(new Error('Affiliate landings are rendered, not served from the cache')) };
  await new TrackVisit(noReferer, jar, randomId).execute({ query, ...(choice.setCookie ? { rememberLocale: choice.locale } : {}) });
  const device = deviceFromUserAgent(header(req.headers, 'user-agent'));
  const consent = asksConsent(jar.get(CONSENT_COOKIE), new Date()) ? 'ask' : 'answered';
  return { cacheKey: `${url.origin}|${device}|${consent}|${url.pathname}${url.search}`, setCookies: jar.setCookieHeaders() };
}

/**
 * The page's address on the shop's own origin (`apiBase`, trusted by the server): only the path
 * and query of the request count, so `//evil.example/x` stays a path of this shop. A path that
 * does not decode, or decodes to control characters, has no page: its percent signs are escaped,
 * so the router and the parse service see it as literal text and answer the store's 404 page.
 */
function pageUrl(requestUrl: string, apiBase: string): URL {
  const origin = new URL(apiBase).origin;
  let target = requestUrl;
  if (/^[a-z][a-z\d+.-]*:/i.test(target)) {
    try {
      const absolute = new URL(target);
      target = `${absolute.pathname}${absolute.search}`;
    } catch {
      target = `/${encodeURIComponent(target)}`;
    }
  }
  const url = new URL(`${origin}${target.startsWith('/') ? '' : '/'}${target}`);
  if (!isReadablePath(url.pathname)) url.pathname = url.pathname.replace(/%/g, '%25');
  return url;
}

/**
 * A path the router can match once decoded. Its patterns use `.`, which stops at line terminators,
 * so U+2028 and U+2029 would match no route at all (no layout: a 500); kept encoded, they are a 404.
 */
function isReadablePath(pathname: string): boolean {
  try {
    const decoded = decodeURIComponent(pathname);
    return !hasControlCharacter(decoded) && !/[\u2028\u2029]/.test(decoded);
  } catch {
    return false;
  }
}

/** A staff preview link's token (`?preview=`, server/content/content-preview.ts): the render reads drafts with it, bypassing every cache. */
function previewToken(url: URL): string | undefined {
  const token = url.searchParams.get('preview');
  return token !== null && /^[\w.-]{1,200}$/.test(token) ? token : undefined;
}

function header(headers: RenderRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function cookieHeader(req: RenderRequest): string | undefined {
  const fromHeader = header(req.headers, 'cookie');
  if (fromHeader || !req.cookies) return fromHeader;
  return stringifyCookie(req.cookies);
}
