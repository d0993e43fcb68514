import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageAssets } from '../../src/ui/entry-server-assets';
import type { PageVisit, RenderRequest, RenderResult } from '../../src/ui/entry-server';
import type { SharedAnswerStore } from '../../src/adapters/container/ssr-shared-catalogue';
import { createInjectFetch } from './inject-fetch';
import { readClientAssets } from './client-manifest';
import { CLIENT_DIR, PROJECT_ROOT, ensureClientBuild } from './client-build';
import { adminDevHead, createViteDevMiddleware, createViteDevServer, devAssets } from './vite-dev';
import { adminPagesPlugin, type DevHead } from './admin-pages';
import { clientSearchSettings, readSearchConfig } from '../search/search-config';
import { searchKeysOf } from '../search/search-keys';
import { requestOrigin } from '../http/origin';
import { compressPage, matchesEtag, PAGE_FRESH_MS, PAGE_STALE_MS, plainBody, preferredEncoding, type CachedPage, type PageCache } from './page-cache';
import { pagePolicy, type PagePolicy } from '../http/security-headers';
import { readMapTileUrl } from '../content/content-service';
import { readContactConfig } from '../contact/contact-service';
import { readGtmId } from '../tracking/tracking-service';
import { RETRY_AFTER_SECONDS } from '../http/errors';
import { unavailablePage } from './unavailable-page';
import { parseCookieHeader } from '../../src/domain/cookies/cookie-format';
import { CONSENT_COOKIE } from '../../src/domain/tracking/consent';
import { LOCALE_COOKIE } from '../../src/domain/routing/locale-choice';

export type PagesMode = 'production' | 'development' | 'test';

export interface PagesPluginOptions {
  mode: PagesMode;
  /** Built client (default `dist/client`). */
  clientDir?: string;
  /** Rendered pages kept for anonymous visitors; absent or of size 0: every page is rendered. */
  pageCache?: PageCache;
  /** Catalogue answers the same for every visitor, kept between renders (SharedCatalogueApi); absent: asked each render. */
  sharedAnswers?: SharedAnswerStore;
}

type Render = (req: RenderRequest) => Promise<RenderResult>;
type Visit = (req: RenderRequest) => Promise<PageVisit>;
/** A render for the cache: the kept page when it is for sharing, the render's own answer, or its failure. */
type SharedRender = { page: CachedPage | null; result: RenderResult | null; error?: unknown };
/** This answer's Content-Security-Policy (the visitor's consent, the page). */
type PolicyOf = (request: FastifyRequest) => PagePolicy;

/**
 * A shared page: every browser asks again each time (a 304 when it has it); a shared cache (a CDN)
 * may keep it as long as this server does, without the visit's cookies. The body is the same for
 * everyone (no nonce); what differs by visitor, the CSP header (consent cookie), is covered by
 * `Vary: Cookie`, so a CDN keeps one copy per cookie header and never gives a visitor another's policy.
 */
const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_MS / 1000}, stale-while-revalidate=${PAGE_STALE_MS / 1000}, no-cache="Set-Cookie"`;

const RENDER_FAILURE_HTML = `<!doctype html><html lang="fr-FR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Erreur</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 16px"><h1>Une erreur s'est produite</h1><p>Une erreur s'est produite, merci de réessayer dans quelques instants.</p><p><a href="/">Retour à l'accueil</a></p></body></html>`;

/** The 503 page is whole in itself: its inline styles, nothing else. */
const UNAVAILABLE_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Smaller answers (redirects, empty bodies) go as they are, like @fastify/compress's threshold. */
const COMPRESS_FROM = 1024;

/** Paths the pages never answer: the API and the generated media belong to the back end. */
const BACK_END_PATHS = /^\/(api|media)(\/|$)/;
/**
 * Vite names hashed files `name-XXXXXXXX.ext` (the build's precompressed copies add `.br`, `.gz`):
 * they never change, so browsers keep them a year.
 */
const HASHED_FILE = /-[A-Za-z0-9_-]{8}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)(\.br|\.gz)?$/;

/**
 * Server-rendered storefront pages and the client bundle. Registered last by `buildApp`.
 * production/test: `dist/client` served by @fastify/static, pages rendered by
 * `src/ui/entry-server.tsx` (bundled into dist/server/main.js by `npm run build`, or loaded
 * through tsx from the sources), script/style tags from the Vite manifest.
 * development: Vite in middleware mode (HMR), the render module reloaded by Vite on change.
 * Pages reach the API in process through `app.inject()`.
 */
export const pagesPlugin: FastifyPluginAsync<PagesPluginOptions> = async (app, options) => {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  const apiFetch = createInjectFetch(app);
  const health = app.databaseHealth;
  /**
   * Whether a render can be trusted: no outage began while it ran, and no API call it made was
   * refused for the database's sake (a 503 with Retry-After). A page rendered otherwise may lack
   * what the database would have given it (facets, a menu) and is neither kept nor shown.
   */
  const renderWatch = () => {
    const epoch = health?.epoch ?? 0;
    let refused = false;
    const fetch: typeof apiFetch = async (input, init) => {
      const response = await apiFetch(input, init);
      if (response.status === 503 && response.headers.has('retry-after')) refused = true;
      return response;
    };
    return { fetch, trusted: () => !refused && (health?.epoch ?? 0) === epoch && (health?.available ?? true) };
  };
  let render: Render;
  let visit: Visit;
  let assetsFor: (url: string) => Promise<PageAssets | null>;
  let adminHead: DevHead | undefined;

  if (options.mode === 'development') {
    const vite = await createViteDevServer(app, PROJECT_ROOT);
    adminHead = () => adminDevHead(vite);
    createViteDevMiddleware(app, vite, (url) => BACK_END_PATHS.test(url));
    const entry = async () => (await vite.ssrLoadModule('/src/ui/entry-server.tsx')) as { render: Render; visit: Visit };
    render = async (req) => (await entry()).render(req);
    visit = async (req) => (await entry()).visit(req);
    assetsFor = (url) => devAssets(vite, url);
  } else {
    // Production builds a missing (from the sources: or stale) bundle, see ensureClientBuild;
    // tests build it once beforehand (never in parallel workers).
    if (options.mode === 'production') await ensureClientBuild(PROJECT_ROOT);
    const assets = await readClientAssets(clientDir);
    if (!assets) app.log.warn(`No client build in ${clientDir}: pages are served without their scripts and styles (run \`npm run build\`).`);
    await registerClientFiles(app, clientDir);
    ({ render, visit } = await import('../../src/ui/entry-server'));
    assetsFor = async () => assets;
  }

  const searchConfig = readSearchConfig();
  // The public key (never the parent) for every render; a visitor the outlet lets in gets theirs from the outlet check.
  const searchKey = searchKeysOf(searchConfig, app.secret).publicKey;
  const search = searchConfig.appId && searchConfig.searchKey ? clientSearchSettings(searchConfig, '', searchKey) : undefined;
  const pageCache = options.pageCache?.enabled ? options.pageCache : undefined;
  const policyFor = pagePolicy({
    mode: options.mode,
    gtm: readGtmId() !== null,
    recaptcha: readContactConfig().captcha.siteKey !== null,
    mapTileUrl: readMapTileUrl(),
    algoliaAppId: search?.appId ?? null,
  });
  const policyOf: PolicyOf = (request) => policyFor({ path: request.url.split('?', 1)[0], cookieHeader: request.headers.cookie, now: new Date() });
  /** Renders under way for a key: concurrent misses of one page share a render. */
  const rendering = new Map<string, Promise<SharedRender>>();

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (BACK_END_PATHS.test(request.url)) return reply.callNotFound();
    const watch = renderWatch();
    const renderRequest: RenderRequest = {
      url: request.url,
      headers: request.headers,
      fetch: watch.fetch,
      apiBase: requestOrigin(request),
      assets: (await assetsFor(request.url)) ?? undefined,
      search,
      searchKey,
      sharedAnswers: options.sharedAnswers,
    };
    const pageVisit = pageCache ? await visit(renderRequest) : null;
    const key = pageVisit?.cacheKey;
    const outage = health ? !health.available : false;
    if (!pageCache || !pageVisit || !key) {
      const unavailable = () => sendUnavailable(request, reply);
      if (outage) return unavailable();
      return renderForVisitor(request, reply, renderRequest, watch.trusted, unavailable);
    }
    /** The database let this page down: a kept copy of any age (an outage may have begun since the lookup below), else the 503 page. */
    const unavailable = () => {
      const older = pageCache.lookup(key, { anyAge: true });
      return older ? sendShared(request, reply, older.page, pageVisit.setCookies, 'stale', policyOf) : sendUnavailable(request, reply);
    };

    // While the database is down, a kept page of any age is better than none (stale-if-error).
    const kept = pageCache.lookup(key, { anyAge: outage });
    if (kept) {
      // Refreshed without the visitor's cookies: the shared page is nobody's.
      if (kept.state === 'stale' && !outage) pageCache.refreshInBackground(key, () => renderShared(key, anonymous(renderRequest), renderWatch()).then(() => undefined));
      return sendShared(request, reply, kept.page, pageVisit.setCookies, kept.state, policyOf);
    }
    if (outage) return unavailable();
    const underWay = rendering.get(key);
    if (underWay) {
      const { page } = await underWay;
      if (page) return sendShared(request, reply, page, pageVisit.setCookies, 'shared', policyOf);
      if (health && !health.available) return unavailable();
      return renderForVisitor(request, reply, renderRequest, watch.trusted, unavailable);
    }
    // This visitor's render becomes the shared page; the cookies it set go to this visitor only.
    const { page, result, error } = await renderShared(key, renderRequest, watch);
    if (page && result) return sendShared(request, reply, page, [result.headers['set-cookie'] ?? []].flat(), 'miss', policyOf);
    if (!watch.trusted()) return unavailable();
    return sendRendered(request, reply, result, error);
  };

  /** Renders a page and keeps it when it is for sharing: a 200 the render did not mark private or uncacheable. */
  const renderShared = (key: string, renderRequest: RenderRequest, watch: ReturnType<typeof renderWatch>): Promise<SharedRender> => {
    const generation = pageCache!.generation;
    const made = render({ ...renderRequest, fetch: watch.fetch })
      .then(async (result): Promise<SharedRender> => {
        if (!watch.trusted()) return { page: null, result };
        if (result.status !== 200 || result.headers['cache-control'] !== undefined || result.headers.location !== undefined) return { page: null, result };
        const headers = { ...result.headers, vary: sharedVary(result.headers.vary), 'cache-control': SHARED_PAGE_CACHE_CONTROL, 'server-timing': serverTiming(result) };
        const page = await pageCache!.store(key, { ...result, headers }, generation);
        return { page, result };
      })
      .catch((error: unknown): SharedRender => ({ page: null, result: null, error }))
      .finally(() => {
        if (rendering.get(key) === made) rendering.delete(key);
      });
    rendering.set(key, made);
    return made;
  };

  const renderForVisitor = async (request: FastifyRequest, reply: FastifyReply, renderRequest: RenderRequest, trusted: () => boolean, unavailable: () => unknown) => {
    let result: RenderResult | null = null;
    let failure: unknown;
    try {
      result = await render(renderRequest);
    } catch (error) {
      failure = error;
    }
    if (!trusted()) return unavailable();
    return sendRendered(request, reply, result, failure);
  };

  const sendRendered = async (request: FastifyRequest, reply: FastifyReply, result: RenderResult | null, error?: unknown) => {
    if (!result) {
      // A bug in a view must still answer a page, not the API's JSON error.
      request.log.error({ err: error }, 'Page render failed');
      return reply.status(500).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(RENDER_FAILURE_HTML);
    }
    reply.status(result.status).headers(result.headers);
    reply.header('server-timing', serverTiming(result));
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (pageCache) reply.header('x-page-cache', 'bypass');
    reply.header('content-security-policy', policyOf(request).header);
    const encoding = result.html.length >= COMPRESS_FROM ? preferredEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(result.html);
    reply.header('vary', [reply.getHeader('vary') ?? []].flat().concat('Accept-Encoding').join(', '));
    reply.header('content-encoding', encoding);
    return reply.send(await compressPage(Buffer.from(result.html), encoding));
  };

  // The back office's document and files (issue 39): its own routes, before the pages' catch-all.
  await app.register(adminPagesPlugin, { mode: options.mode, devHead: adminHead });
  app.get('/', renderPage);
  app.get('/*', renderPage);
};

/** The database cannot serve this page and no copy is kept: the 503 page, asking for the same address again. */
function sendUnavailable(request: FastifyRequest, reply: FastifyReply) {
  const { html, locale } = unavailablePage(request.url);
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS.unreachable))
    .header('cache-control', 'no-store')
    .header('content-language', locale)
    .header('content-security-policy', UNAVAILABLE_PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * A kept page, with this visitor's cookies: 304 when the browser has it (under the same policy),
 * else its bytes from memory, compressed when it was kept (unzipped for a client that takes no encoding).
 */
function sendShared(request: FastifyRequest, reply: FastifyReply, page: CachedPage, setCookies: string[], state: string, policyOf: PolicyOf) {
  reply.headers(page.headers);
  const policy = policyOf(request);
  // A change of policy (consent) changes the validator: the browser then gets the page with its new policy.
  const etag = policy.variant ? `${page.etag.slice(0, -1)}.${policy.variant}"` : page.etag;
  reply.header('etag', etag);
  reply.header('x-page-cache', state);
  if (state !== 'miss') reply.header('server-timing', `cache;desc=${state}`);
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    // No policy: the browser keeps the one stored with its copy, which the validator says is this one.
    reply.removeHeader('content-type');
    return reply.status(304).send();
  }
  reply.header('content-security-policy', policy.header);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return plainBody(page).then((body) => reply.status(page.status).send(body));
  reply.header('content-encoding', encoding);
  return reply.status(page.status).send(page.encoded[encoding]);
}

/**
 * What a kept page's answer depends on besides its URL: the encoding, the device class (User-Agent),
 * the cookies (the consent in the CSP header; the language on the front door, with Accept-Language).
 */
function sharedVary(vary: string | string[] | undefined): string {
  const names = [vary ?? []].flat().flatMap((value) => value.split(',')).map((name) => name.trim()).filter(Boolean);
  for (const name of ['Cookie', 'Accept-Encoding', 'User-Agent']) if (!names.some((given) => given.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}

function serverTiming(result: RenderResult): string {
  return `data;dur=${result.timings.dataMs.toFixed(1)}, render;dur=${result.timings.renderMs.toFixed(1)}`;
}

/**
 * The request without what belongs to its visitor, for a render nobody in particular asked for.
 * Two cookies stay, for the refreshed page to be one for the visitors its key stands for: the
 * consent (the banner is in the HTML of those who have not answered) and the language (the front
 * door redirects by it when it is absent).
 */
const SHARED_PAGE_COOKIES = [CONSENT_COOKIE, LOCALE_COOKIE];

function anonymous(renderRequest: RenderRequest): RenderRequest {
  const { cookie, authorization: _authorization, ...headers } = renderRequest.headers;
  const jar = typeof cookie === 'string' ? parseCookieHeader(cookie) : {};
  const kept = SHARED_PAGE_COOKIES.flatMap((name) => {
    const value = jar[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return { ...renderRequest, headers: kept.length === 0 ? headers : { ...headers, cookie: kept.join('; ') } };
}

async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(path.join(clientDir, 'assets'))) return;
  const cacheHeaders = (reply: FastifyReply, file: string) => {
    reply.header('cache-control', HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  };
  // Hashed bundles and public files under /assets/, sent as the build compressed them (scripts/build.mjs).
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: cacheHeaders,
  });
  // Top-level public files (favicon…), one route each, so they do not shadow the page routes.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**', '.vite/**', '**/*.map'],
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: cacheHeaders,
  });
}
