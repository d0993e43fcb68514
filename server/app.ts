/**
 * The shop's one Fastify process (DESIGN "The pieces"): the v5 API under /api/v5, its OpenAPI
 * document, the generated media, the Algolia-compatible search endpoint (/1/indexes/…) and, last,
 * the storefront pages. `buildApp` returns a ready app
 * that is not listening yet: tests use `inject()`, `main.ts` calls `listen()`.
 */
import { keepCustomerBasket } from './reminders/reminders-service';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readConfig, type AppMode, type ServerConfig } from './core/config';
import type { CatalogueMarker } from './db/seed';
import type { Db, Engine } from './db/database';
import { openShopDatabase, type ShopDatabase } from './db/open-shop-database';
import type { ShopStarter } from './db/shop-starter';
import type { MediaDrawing } from './media/media-service';
import { openMedia } from './media/media-setup';
import { API_PREFIX, apiPlugin } from './http/api-plugin';
import { SHOP_MODULES } from './modules';
import { errorHandler, sendError } from './http/errors';
import { parseQueryString } from './http/query-string';
import { completeOpenApiDocument } from './http/openapi-document';
import { trustedOriginHook } from './http/origin';
import { securityHeadersHook } from './http/security-headers';
import { readSearchConfig, searchKeysOf } from './search/search-service';
import { registerSearch } from './search/search-routes';
import type { ModuleDeps } from './core/module-deps';
import { TtlCache } from './cache/ttl-cache';
import { CatalogueChanges } from './cache/catalogue-changes';
import { ProductRecordCache } from './catalogue/catalogue-service';
import { forgetProductFacts } from './basket/basket-service';
import { PAGE_FRESH_MS, PAGE_STALE_MS, PageCache } from './ssr/page-cache';
import { configuredMailer, startMailResend } from './mail/smtp-mailer';
import { echoRequestIds, loggerOptions, requestIdOf, requestLogController, type LogDestination } from './http/logging';
import { registerHealthRoutes } from './ops/ops-routes';
import { pgliteBackup } from './ops/ops-service';
import { fastestSeeding } from './db/seed-writers';
import type { PGlite } from '@electric-sql/pglite';
import type { Mailer } from './mail/mailer';
import { resolveJwtSecret, type ShopSecret } from './db/shop-secret';
import type { PaymentProvider } from './core/payment-provider';
import { SandboxPaymentProvider, TimedPaymentProvider } from './payments/payments-service';
import { openSharedServices, type SharedServices } from './cluster/shared-services';
import { scoresOf } from './ratings/ratings-service';
import { DatabaseHealth } from './db/database-health';
import { selectOne } from './ops/ops-repository';
import { registerAuditHook } from './audit/audit-hook';
import { mailLogEvents, RecordingMailer } from './administration/administration-service';
import { authDepsOf, createAuthKit, customerAuthPort, readAuthConfig, type AuthConfig, type AuthKit, type AuthKitOptions } from './auth/auth-service';

export interface BuildAppOptions {
  /** A database opened (and migrated, seeded) by the caller, who also closes it. */
  db?: Db;
  dataDir?: string;
  databaseUrl?: string;
  mode?: AppMode;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them); needs `logger`. */
  logStream?: LogDestination;
  /** The embedded database behind `db`, when the caller opened a PGlite one (support's backups). */
  pglite?: PGlite;
  now?: () => Date;
  /** Overrides of the environment configuration. */
  config?: Partial<ServerConfig>;
  /** Register the storefront pages (default true). API-only tests turn them off. */
  pages?: boolean;
  /** Where mails go (default: the file outbox, MAIL_OUTBOX_DIR or DATA_DIR/outbox; a temporary one in test mode). */
  mailer?: Mailer;
  /** Overrides of the sign-in configuration (JWT_SECRET, APPLE_*, FACEBOOK_*). */
  accounts?: Partial<AuthConfig>;
  /** Replacements of the auth kit's parts (tests: a password hasher, counters, social identities). */
  accountsOverrides?: AuthKitOptions['overrides'];
  /** The payment provider (tests: a fake of the port). */
  payments?: PaymentProvider;
  /** What a new shop is filled with, from the configuration (the composition root's choice: server/main.ts); needed unless `db` is given. */
  starter?: (config: ServerConfig) => ShopStarter;
  /** The drawn media the shop serves (the demo's pictures, banners and flags); none: they are 404s. */
  drawings?: MediaDrawing;
}

export interface StartupInfo {
  engine: Engine | 'external';
  location: string;
  seeded: boolean;
  /** The stored shop is not the one asked for (another catalogue, generator code, CATALOGUE_SEED or CATALOGUE_PRODUCTS). */
  staleCatalogue: boolean;
  /** What the database holds and what was asked, in words; null on a database the app did not open. */
  storedCatalogue: { marker: CatalogueMarker; stored: string; asked: string } | null;
  timings: ShopDatabase['timings'] | null;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document on purpose (catch-alls, the document itself). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    startup: StartupInfo;
    /** Every route, as registered (the OpenAPI test checks the document against it). */
    registeredRoutes: RegisteredRoute[];
    /** Sign-in keys, counters and providers (server/auth). */
    auth: AuthKit;
    /** The shop's secret (server/db/shop-secret.ts): tests sign links with it. */
    secret: ShopSecret;
    /** Announce committed stock, price or content changes here: search, answer caches and cached pages follow. */
    catalogueChanges: CatalogueChanges;
    /** Rendered pages kept for anonymous visitors (server/ssr/page-cache.ts). */
    pageCache: PageCache;
  }
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: ServerConfig = {
    ...readConfig(),
    ...options.config,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.mode ? { mode: options.mode } : {}),
  };
  const now = options.now ?? (() => new Date());
  const starter = options.db ? null : options.starter?.(config);
  if (!options.db && !starter) throw new Error('buildApp: give the database (db) or what a new shop is filled with (starter)');
  const opened = !starter
    ? null
    : await openShopDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePool.size,
      statementTimeoutMs: config.databasePool.statementTimeoutMs,
      acquireTimeoutMs: config.databasePool.acquireTimeoutMs,
      starter,
      reseed: config.catalogueReseed,
      now,
    });
  const db = options.db ?? opened!.db;
  /** Closed here if the app fails to build; by the app's onClose hook once it is built. */
  let openedShared: SharedServices | null = null;
  try {
    const app = Fastify({
      logger: options.logger ? loggerOptions(config.logLevel, options.logStream) : false,
      genReqId: requestIdOf,
      // One line per request, when its answer is sent (LOG_REQUESTS).
      logController: requestLogController(config.logRequests),
      routerOptions: { querystringParser: parseQueryString },
      // The union (a count or addresses) would steer Fastify's typing to its HTTP/2 overload.
      trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
      bodyLimit: 1024 * 1024,
      // A path that does not decode (`/%ff`) is refused before routing: the same `{ code, message }`.
      frameworkErrors: (error, _request, reply) => sendError(reply, error.statusCode ?? 400, error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message),
    });
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    const registeredRoutes: RegisteredRoute[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        registeredRoutes.push({ method, url: route.url, hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide) });
      }
    });
    app.decorate('registeredRoutes', registeredRoutes);
    app.decorate('db', db);
    app.decorate('startup', {
      engine: opened?.engine ?? 'external',
      location: opened?.location ?? 'external',
      seeded: opened?.seeding?.kind === 'seeded',
      staleCatalogue: opened?.seeding?.kind === 'present' && opened.seeding.stale,
      storedCatalogue: opened?.seeding && starter
        ? { marker: opened.seeding.marker, stored: starter.describe(opened.seeding.marker), asked: starter.describe(starter.marker) }
        : null,
      timings: opened?.timings ?? null,
    } satisfies StartupInfo);
    if (opened) app.addHook('onClose', async () => db.destroy());

    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'Not Found'));
    // Before anything else: a malformed Host is a 400, and absolute URLs get a trusted origin.
    app.decorateRequest('trustedOrigin', '');
    app.decorateRequest('customer', null);
    echoRequestIds(app);
    app.addHook('onRequest', trustedOriginHook(config));
    app.addHook('onSend', securityHeadersHook());
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Boutique v5 API',
          version: '5.0.0',
          description: 'Store-relative calls: the store, device and Accept-Language headers choose the store, device and language (SPEC §7).',
        },
        tags: ['site', 'pages', 'content', 'products', 'checkout', 'accounts', 'wishlist', 'newsletter', 'outlet'].map((name) => ({ name })),
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of /security/login, /security/refresh…' } } },
      },
      hideUntagged: true,
      transformObject: (document) => ('openapiObject' in document ? completeOpenApiDocument(document.openapiObject) : document.swaggerObject),
    });

    // Other processes on the same database: shared counters, and their changes followed here
    // (listening before the search indexes read the catalogue, so nothing committed meanwhile is lost).
    const shared = await openSharedServices({
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      databaseUrl: config.databaseUrl,
      db,
      warn: (message, error) => app.log.warn({ err: error }, message),
    });
    openedShared = shared;
    app.addHook('onClose', () => shared.close());
    app.log.info({ shared: shared.kind }, `Rate limits and change notifications: ${shared.kind === 'memory' ? 'this process only' : shared.kind}`);
    // The shop's secret is also the root of the search keys' parent when Algolia's is not set (issue 36).
    const authConfig = { ...readAuthConfig(), ...options.accounts };
    const secret = await resolveJwtSecret({
      configured: authConfig.jwtSecret,
      ephemeral: config.mode === 'test',
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      db,
    });
    app.decorate('secret', secret);
    // The embedded database exports the catalogue in bulk: half the reading time of queries at 100,000 products.
    const searchKeys = searchKeysOf(readSearchConfig(), secret);
    const searchIndex = await registerSearch(app, { db, keys: searchKeys, pglite: opened?.pglite, cacheMb: config.searchCacheMb });
    registerHealthRoutes(app, { db, searchReady: () => app.hasDecorator('searchIndex') });
    // Every answer cache is bounded (docs/operations.md "Memory"): entries here, bytes for the pages.
    const cache = new TtlCache(config.cacheTtlSeconds * 1000, Date.now, config.answerCacheEntries);
    const pageCache = new PageCache({ maxBytes: config.pageCacheMb * 1024 * 1024, freshMs: PAGE_FRESH_MS, staleMs: PAGE_STALE_MS, now: () => now().getTime() });
    const products = new ProductRecordCache();
    // What every page render asks the API alike (init, translations…), kept for the next renders.
    const renderAnswers = new TtlCache(config.cacheTtlSeconds * 1000, Date.now, config.answerCacheEntries);
    const catalogueChanges = new CatalogueChanges(searchIndex);
    catalogueChanges.onChange(() => {
      cache.clear();
      renderAnswers.clear();
      products.clear();
      forgetProductFacts(db);
      pageCache.invalidate();
    });
    if (shared.bus) catalogueChanges.follow(shared.bus, (error, what) => app.log.error({ err: error }, `Change notifications: failed ${what}`));
    // An outage (DESIGN decision 21): requests get 503s meanwhile; once the database answers again,
    // what this process may have missed is read again (the LISTEN bus says `missed` by itself when
    // it is back; with Redis or none, the changes the search indexes failed to re-read are read here).
    const health = new DatabaseHealth({
      probe: () => selectOne(db),
      onDown: (error) => app.log.error({ reason: (error as Error)?.message, code: (error as { code?: unknown })?.code }, 'Database unreachable: answering 503 until it is back'),
      onBack: (downForMs) => {
        app.log.warn({ downForMs }, 'Database reachable again');
        if (shared.kind !== 'postgres') void catalogueChanges.receive({ kind: 'missed' });
      },
    });
    app.decorate('databaseHealth', health);
    app.addHook('onClose', async () => health.close());
    opened?.connectionErrors.listen((error) => {
      if (!health.noteError(error)) app.log.error({ err: error }, 'Database connection failed');
    });
    app.decorate('catalogueChanges', catalogueChanges);
    app.decorate('pageCache', pageCache);
    const auth = createAuthKit({
      config: authConfig,
      db,
      cache,
      now,
      secret,
      configuredOrigins: [config.publicUrl, ...Object.values(config.storeBaseUrls)].filter((url): url is string => Boolean(url)),
      rateLimits: shared.rateLimits,
      overrides: options.accountsOverrides,
    });
    app.decorate('auth', auth);
    // The merchant's photos: in the database, or the S3 bucket of MEDIA_S3_URL; their derivatives' disk cache.
    const media = await openMedia(config, db);
    app.addHook('onClose', () => media.close());
    app.log.info({ media: media.store.kind }, `Pictures kept in ${media.store.kind === 's3' ? 'the S3 bucket of MEDIA_S3_URL' : 'the database'}`);
    // Every provider call within PAYMENT_TIMEOUT_MS (issue 37): a hanging provider is a 503, not a hung request.
    const payments = new TimedPaymentProvider(options.payments
      ?? new SandboxPaymentProvider({ db, now, publicUrl: config.publicUrl, onListenerError: (error) => app.log.error({ err: error }, 'payment listener failed') }), config.paymentTimeoutMs);
    // Every mail the modules send is recorded in the back office's mail log (issue 39); the relay's refusals and resends too.
    const mailLog = { db, now, log: app.log };
    const sender = options.mailer ?? configuredMailer(config, now, app.log, mailLogEvents(mailLog));
    const infrastructure: Omit<ModuleDeps, 'customers'> = {
      db,
      cache,
      products,
      productScores: (productIds) => scoresOf(db, productIds),
      urls: { publicUrl: config.publicUrl, storeBaseUrls: config.storeBaseUrls },
      forceMaintenance: config.maintenance,
      now,
      search: readSearchConfig(),
      catalogueChanges,
      mailer: new RecordingMailer(mailLog, sender),
      auth,
      payments,
      orderPaymentTimeoutMinutes: config.orderPaymentTimeoutMinutes,
      basketReminders: { afterHours: config.basketReminderAfterHours, origin: config.publicUrl ?? `http://localhost:${config.port}` },
      rateLimits: shared.rateLimits,
      secret,
      outletSearchKeys: searchKeys,
      backup: pgliteBackup(opened?.pglite ?? options.pglite),
      drawings: options.drawings,
      media,
      // Catalogue imports write as seeding does: COPY on the engine's own path (a database given without either: INSERT).
      seeding: fastestSeeding(db, { pglite: opened?.pglite ?? options.pglite, databaseUrl: opened ? config.databaseUrl : undefined }),
    };
    const deps: ModuleDeps = { ...infrastructure, customers: customerAuthPort(authDepsOf(infrastructure)) };
    // The basket's pricing keeps a customer's basket for its forgotten-basket reminder (issue 38).
    deps.basketPriced = (customerId, lines) => keepCustomerBasket(deps, customerId, lines);
    app.decorate('mailer', sender);
    // Mails the SMTP relay refused are resent once it answers again (issue 37).
    let mailResend: ReturnType<typeof startMailResend>;
    app.addHook('onReady', async () => {
      mailResend = startMailResend(sender);
    });
    app.addHook('onClose', async () => mailResend?.stop());
    // Every staff call and every call of an acting session is audited (issue 36): one hook, before the modules.
    registerAuditHook(app, { db, now });
    await app.register(apiPlugin, { prefix: API_PREFIX, deps, modules: SHOP_MODULES });
    app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
    for (const module of SHOP_MODULES) if (module.site) await app.register(module.site, { deps });

    if (options.pages !== false) {
      const { pagesPlugin } = await import('./ssr/pages-plugin');
      // Development renders the sources as they change: nothing is kept.
      await app.register(pagesPlugin, {
        mode: config.mode,
        pageCache: config.mode === 'development' ? undefined : pageCache,
        sharedAnswers: config.mode === 'development' ? undefined : renderAnswers,
      });
    }
    await app.ready();
    return app;
  } catch (error) {
    await openedShared?.close();
    if (opened) await db.destroy();
    throw error;
  }
}
