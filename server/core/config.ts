/**
 * Configuration from environment variables only (DESIGN "Running it"), each with a safe default.
 *
 *   PORT (3000) · HOST (127.0.0.1; 0.0.0.0 to be reached from other machines, e.g. in a container)
 *   DATA_DIR (./data) · DATABASE_URL (unset: embedded PGlite) · REDIS_URL (unset: one process's memory)
 *   REDIS_PREFIX (boutique:, the shop's keys and channel when several shops share one Redis)
 *   TRUST_PROXY (unset: none) · SMTP_URL (unset: the file outbox) · MAIL_FROM · WORKERS (1) · SHUTDOWN_GRACE_SECONDS (10)
 *   LOG_LEVEL (info) · LOG_REQUESTS (all|errors) · MAINTENANCE (0) · NODE_ENV (production|development|test)
 *   PUBLIC_URL (unset: http://localhost:PORT) · STORE_BASE_URLS (JSON {storeId: url})
 *   ALLOWED_HOSTS (localhost, 127.0.0.1 and [::1] at PORT)
 *   CACHE_TTL_SECONDS (300) · PAGE_CACHE_MB (32) · CATALOGUE_SEED (42) · CATALOGUE_PRODUCTS (720)
 *   CATALOGUE_RESEED (0) · CATALOGUE (demo|empty) · CATALOGUE_BUNDLE (unset: the demo's)
 *   ORDER_PAYMENT_TIMEOUT_MINUTES (30)
 *   DATABASE_POOL_SIZE (10) · DATABASE_STATEMENT_TIMEOUT_MS (15000) · DATABASE_ACQUIRE_TIMEOUT_MS (3000)
 *   MEDIA_S3_URL (unset: originals in the database) · MEDIA_RENDERS (2) · MEDIA_CACHE_MB (1024) · MEDIA_MEMORY_MB (16)
 *   ANSWER_CACHE_ENTRIES (1000)
 */
import { DEFAULT_REMINDER_AFTER_HOURS, MAX_REMINDER_AFTER_HOURS, MIN_REMINDER_AFTER_HOURS } from '../../src/domain/basket/basket-reminder';
import { isStoreId, type StoreId } from '../../src/domain/store/stores';
import { parseHost } from '../http/origin';
import { REQUEST_LOGGING, type RequestLogging } from '../http/logging';

/** SEARCH_CACHE_MB's default: the memory every search index's query caches share (server/search/search-bounded-cache.ts). */
export const DEFAULT_SEARCH_CACHE_MB = 16;

export type AppMode = 'production' | 'development' | 'test';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL (DATABASE_URL) only: connections a process keeps, the longest a statement may run
   * (the server cancels it: the request is a 503, its connection free again), and the longest a
   * request waits for a connection (a full pool, or a server not accepting any: a 503 too). Slow is
   * not down: both turn into quick answers instead of requests piling up.
   */
  databasePool: { size: number; statementTimeoutMs: number; acquireTimeoutMs: number };
  /** Shared rate-limit counters and cross-process notifications (DESIGN decision 15); unset: in memory, one process. */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel of this shop, so several shops (or test runs) can share one Redis. */
  redisPrefix: string;
  /**
   * Proxies whose X-Forwarded-For/-Proto/-Host are believed (Fastify `trustProxy`): a hop count or
   * a list of addresses/CIDRs. Without it, behind a load balancer every client shares the
   * balancer's address (one rate-limit counter) and https is not seen (no Secure cookies, no HSTS
   * unless PUBLIC_URL is https).
   */
  trustProxy: false | number | string[];
  /** smtp:// or smtps:// URL of the mail relay (nodemailer); unset: mails are files in the outbox. */
  smtpUrl: string | undefined;
  /** The sender of the shop's mails over SMTP. */
  mailFrom: string;
  /** Shop processes `npm start` runs on this machine (node:cluster); more than 1 needs DATABASE_URL. */
  workers: number;
  /** SIGTERM: how long in-flight requests may take to finish before the process exits anyway (ms). */
  shutdownGraceMs: number;
  logLevel: string;
  /** Which requests are logged (server/http/logging.ts): every one, or only failures and slow ones. */
  logRequests: RequestLogging;
  /** Forces maintenance mode on (SPEC §2); off leaves the stored setting in charge. */
  maintenance: boolean;
  mode: AppMode;
  /** Origin the shop is reached at, e.g. https://shop.example; unset: an allowed request host, else http://localhost:PORT. */
  publicUrl: string | undefined;
  /** A store served on its own host (DESIGN decision 5), e.g. {"boutique_es":"https://es.shop.example"}. */
  storeBaseUrls: Partial<Record<StoreId, string>>;
  /**
   * `host[:port]` entries whose requests may build absolute URLs from their own Host header
   * (DESIGN decision 13); any other host gets PUBLIC_URL (server/http/origin.ts). An entry without
   * a port matches every port.
   */
  allowedHosts: string[];
  cacheTtlSeconds: number;
  /** Memory for rendered pages kept for anonymous visitors (server/ssr/page-cache.ts); 0 turns it off. */
  pageCacheMb: number;
  /**
   * What a new shop's catalogue is: the demo generator's (CATALOGUE_SEED, CATALOGUE_PRODUCTS), a
   * merchant's bundle (CATALOGUE_BUNDLE=path: a folder, .zip or .tar.gz) or none (CATALOGUE=empty).
   */
  catalogue: { kind: 'demo' } | { kind: 'bundle'; path: string } | { kind: 'empty' };
  catalogueSeed: number;
  /** Products of the demo catalogue (at least three per leaf category, so 108 at the fewest). */
  catalogueProducts: number;
  catalogueReseed: boolean;
  /** An order awaiting a card or PayPal payment longer than this is cancelled (its stock and balance go back). */
  orderPaymentTimeoutMinutes: number;
  /** BASKET_REMINDER_AFTER_HOURS: a signed-in customer's basket left unchanged this long gets its one reminder mail (issue 38). */
  basketReminderAfterHours: number;
  /**
   * How long one call of the payment provider may take (PAYMENT_TIMEOUT_MS): past it the call is
   * the provider's unavailability (503), and the order waits for its payment (issue 37).
   */
  paymentTimeoutMs: number;
  /**
   * Where the merchant's photos are kept: an S3-compatible bucket (MEDIA_S3_URL,
   * `http(s)://ACCESS:SECRET@host:port/bucket[/prefix]?region=…`, path-style) shared by every process,
   * or unset: the shop's database (PGlite or PostgreSQL), shared just the same.
   */
  mediaS3Url: string | undefined;
  /** Pictures resized at once by a process (sharp; each holds a decoded photo in memory): the rest wait their turn. */
  mediaRenders: number;
  /** Disk kept for resized pictures under DATA_DIR/media-cache (least recently used go first); 0 keeps none. */
  mediaCacheMb: number;
  /** Originals a process keeps in memory, for the derivatives it makes from them (docs/operations.md "Memory"). */
  mediaMemoryMb: number;
  /** Answers each of the API's and the renders' answer caches keeps at most (init, menus, what a path is…), the oldest out first. */
  answerCacheEntries: number;
  /** Memory for what searches compute (filter masks, word matches, orders, facet counts, highlights), shared by every index (server/search/search-bounded-cache.ts). */
  searchCacheMb: number;
  /**
   * Settings given a value that makes no sense, with the value used instead, e.g.
   * `CATALOGUE_PRODUCTS="100k" is not a whole number from 1 to 1000000: 720 is used`: the start logs
   * each one, so an operator's typo is not silently a default.
   */
  ignoredSettings: string[];
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function readConfig(env: Env = process.env): ServerConfig {
  const ignoredSettings: string[] = [];
  const ignoredNames = new Set<string>();
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = env[name];
    if (value === undefined || value.trim() === '') return fallback;
    const parsed = Number(value);
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
    ignoredNames.add(name);
    ignoredSettings.push(`${name}=${JSON.stringify(value)} is not a whole number from ${min} to ${max}: ${fallback} is used`);
    return fallback;
  };
  const logLevel = env.LOG_LEVEL?.trim() ?? '';
  if (logLevel !== '' && !LOG_LEVELS.includes(logLevel)) ignoredSettings.push(`LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)} is not one of ${LOG_LEVELS.join(', ')}: info is used`);
  const logRequests = env.LOG_REQUESTS?.trim() ?? '';
  if (logRequests !== '' && !REQUEST_LOGGING.includes(logRequests as RequestLogging)) {
    ignoredSettings.push(`LOG_REQUESTS=${JSON.stringify(env.LOG_REQUESTS)} is not one of ${REQUEST_LOGGING.join(', ')}: all is used`);
  }
  const port = integer('PORT', 3000, 0, 65535);
  const catalogueSeed = integer('CATALOGUE_SEED', 42, 0, 2 ** 31 - 1);
  const catalogueProducts = integer('CATALOGUE_PRODUCTS', 720, 1, 1_000_000);
  return {
    port,
    // Reachable from this machine only unless told otherwise (README "Production").
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: env.DATA_DIR?.trim() || './data',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePool: {
      size: integer('DATABASE_POOL_SIZE', 10, 1, 1000),
      statementTimeoutMs: integer('DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 0, 3_600_000),
      acquireTimeoutMs: integer('DATABASE_ACQUIRE_TIMEOUT_MS', 3000, 100, 600_000),
    },
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'boutique:',
    trustProxy: trustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Boutique <no-reply@boutique.example>',
    workers: integer('WORKERS', 1, 1, 64),
    shutdownGraceMs: integer('SHUTDOWN_GRACE_SECONDS', 10, 0, 600) * 1000,
    logLevel: LOG_LEVELS.includes(logLevel) ? logLevel : 'info',
    logRequests: REQUEST_LOGGING.includes(logRequests as RequestLogging) ? (logRequests as RequestLogging) : 'all',
    maintenance: flag(env.MAINTENANCE),
    mode: mode(env.NODE_ENV),
    publicUrl: origin(env.PUBLIC_URL),
    storeBaseUrls: storeBaseUrls(env.STORE_BASE_URLS),
    allowedHosts: allowedHosts(env.ALLOWED_HOSTS, port),
    cacheTtlSeconds: integer('CACHE_TTL_SECONDS', 300, 0, 86_400),
    pageCacheMb: integer('PAGE_CACHE_MB', 32, 0, 4096),
    catalogue: catalogue(env, ignoredSettings),
    catalogueSeed,
    catalogueProducts,
    catalogueReseed: catalogueReseed(env, ignoredNames.has('CATALOGUE_PRODUCTS') || ignoredNames.has('CATALOGUE_SEED'), ignoredSettings),
    orderPaymentTimeoutMinutes: integer('ORDER_PAYMENT_TIMEOUT_MINUTES', 30, 1, 7 * 24 * 60),
    basketReminderAfterHours: integer('BASKET_REMINDER_AFTER_HOURS', DEFAULT_REMINDER_AFTER_HOURS, MIN_REMINDER_AFTER_HOURS, MAX_REMINDER_AFTER_HOURS),
    paymentTimeoutMs: integer('PAYMENT_TIMEOUT_MS', 15_000, 100, 300_000),
    mediaS3Url: mediaS3Url(env.MEDIA_S3_URL, ignoredSettings),
    mediaRenders: integer('MEDIA_RENDERS', 2, 1, 64),
    mediaCacheMb: integer('MEDIA_CACHE_MB', 1024, 0, 1_048_576),
    mediaMemoryMb: integer('MEDIA_MEMORY_MB', 16, 0, 4096),
    answerCacheEntries: integer('ANSWER_CACHE_ENTRIES', 1000, 1, 1_000_000),
    searchCacheMb: integer('SEARCH_CACHE_MB', DEFAULT_SEARCH_CACHE_MB, 1, 4096),
    ignoredSettings,
  };
}

function catalogue(env: Env, ignoredSettings: string[]): ServerConfig['catalogue'] {
  const bundle = env.CATALOGUE_BUNDLE?.trim();
  const kind = env.CATALOGUE?.trim().toLowerCase() || (bundle ? 'bundle' : 'demo');
  if (kind === 'empty') {
    if (bundle) ignoredSettings.push(`CATALOGUE_BUNDLE=${JSON.stringify(bundle)} is not read with CATALOGUE=empty: the shop starts with no products`);
    return { kind: 'empty' };
  }
  if (bundle && (kind === 'bundle' || kind === 'demo')) {
    if (env.CATALOGUE?.trim()) ignoredSettings.push(`CATALOGUE=${JSON.stringify(env.CATALOGUE)} is not read with CATALOGUE_BUNDLE: the shop starts with the bundle`);
    return { kind: 'bundle', path: bundle };
  }
  if (kind !== 'demo') ignoredSettings.push(`CATALOGUE=${JSON.stringify(env.CATALOGUE)} is neither demo nor empty (a merchant's catalogue is CATALOGUE_BUNDLE=path): the demo is used`);
  return { kind: 'demo' };
}

/**
 * A reseed replaces the stored catalogue (its products' favourites and alerts go with it): never
 * on the strength of a default that stands in for a catalogue size or seed that made no sense.
 */
function catalogueReseed(env: Env, catalogueIgnored: boolean, ignoredSettings: string[]): boolean {
  if (!flag(env.CATALOGUE_RESEED)) return false;
  if (!catalogueIgnored) return true;
  ignoredSettings.push(`CATALOGUE_RESEED=${JSON.stringify(env.CATALOGUE_RESEED)} is not acted on while CATALOGUE_PRODUCTS or CATALOGUE_SEED makes no sense: the stored catalogue is kept`);
  return false;
}

/** An http(s) URL naming a bucket; anything else is reported, and the originals stay in the database. */
function mediaS3Url(value: string | undefined, ignoredSettings: string[]): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.replace(/^\/+/, '') !== '') return text;
  } catch {
    // reported below
  }
  // The URL may carry a secret: it is not repeated in the log.
  ignoredSettings.push('MEDIA_S3_URL is not an http(s) URL naming a bucket (http://ACCESS:SECRET@host:port/bucket): the pictures are kept in the database');
  return undefined;
}

/** `1`, `2`…: that many proxies in front; `10.0.0.0/8,127.0.0.1`: those; anything else: none. */
function trustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (/^\d{1,2}$/.test(text)) return Number(text) > 0 ? Number(text) : false;
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => /^[\da-f.:]+(\/\d{1,3})?$/i.test(entry));
  return entries.length > 0 ? entries : false;
}

function flag(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

function mode(value: string | undefined): AppMode {
  return value === 'development' || value === 'test' ? value : 'production';
}

function origin(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : undefined;
  } catch {
    return undefined;
  }
}

/** Comma-separated `host[:port]` entries; malformed ones are left out. Default: the loopback names at the shop's port. */
function allowedHosts(value: string | undefined, port: number): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '' && parseHost(entry) !== null);
  return entries.length > 0 ? [...new Set(entries)] : ['localhost', '127.0.0.1', '[::1]'].map((host) => `${host}:${port}`);
}

function storeBaseUrls(value: string | undefined): Partial<Record<StoreId, string>> {
  if (!value?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object') return {};
    const result: Partial<Record<StoreId, string>> = {};
    for (const [id, url] of Object.entries(parsed)) {
      const clean = typeof url === 'string' ? origin(url) : undefined;
      if (isStoreId(id) && clean) result[id] = clean;
    }
    return result;
  } catch {
    return {};
  }
}
