/**
 * Configuration from environment variables only (DESIGN "Running it"), each with a safe default.
 *
 *   PORT (3000) · HOST (0.0.0.0) · DATA_DIR (./data) · DATABASE_URL (unset: embedded PGlite)
 *   LOG_LEVEL (info) · MAINTENANCE (0) · NODE_ENV (production|development|test)
 *   PUBLIC_URL (unset: each request's own origin) · STORE_BASE_URLS (JSON {storeId: url})
 *   CACHE_TTL_SECONDS (300) · CATALOGUE_SEED (42) · CATALOGUE_RESEED (0)
 */
import { isStoreId, type StoreId } from '../src/domain/store/stores';

export type AppMode = 'production' | 'development' | 'test';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Forces maintenance mode on (SPEC §2); off leaves the stored setting in charge. */
  maintenance: boolean;
  mode: AppMode;
  /** Origin the shop is reached at, e.g. https://shop.example; unset: the request's origin. */
  publicUrl: string | undefined;
  /** A store served on its own host (DESIGN decision 5), e.g. {"boutique_es":"https://es.shop.example"}. */
  storeBaseUrls: Partial<Record<StoreId, string>>;
  cacheTtlSeconds: number;
  catalogueSeed: number;
  catalogueReseed: boolean;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function readConfig(env: Env = process.env): ServerConfig {
  return {
    port: integer(env.PORT, 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: env.DATA_DIR?.trim() || './data',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    logLevel: LOG_LEVELS.includes(env.LOG_LEVEL?.trim() ?? '') ? env.LOG_LEVEL!.trim() : 'info',
    maintenance: flag(env.MAINTENANCE),
    mode: mode(env.NODE_ENV),
    publicUrl: origin(env.PUBLIC_URL),
    storeBaseUrls: storeBaseUrls(env.STORE_BASE_URLS),
    cacheTtlSeconds: integer(env.CACHE_TTL_SECONDS, 300, 0, 86_400),
    catalogueSeed: integer(env.CATALOGUE_SEED, 42, 0, 2 ** 31 - 1),
    catalogueReseed: flag(env.CATALOGUE_RESEED),
  };
}

function integer(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
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
