/**
 * What the shop processes share besides the database (DESIGN decision 15), chosen from the
 * configuration:
 *
 *   REDIS_URL set            rate limits in Redis, changes on Redis pub/sub
 *   DATABASE_URL only        rate limits in memory (per process), changes on PostgreSQL LISTEN/NOTIFY
 *   neither (PGlite)         rate limits in memory, no bus: one process owns the data directory
 *
 * The bus listens from the start (`listeningEarly`): open these before building the search indexes.
 * `close()` ends the connections opened here (the app calls it when it closes).
 */
import type { Db } from '../db/database';
import { memoryRateLimits, redisRateLimits, type RateLimitFactory } from '../http/rate-limits';
import { listeningEarly, type ChangeBus } from './change-bus';
import { PostgresChangeBus } from './postgres-change-bus';
import { RedisChangeBus } from './redis-change-bus';

export interface SharedServices {
  rateLimits: RateLimitFactory;
  /** Null with one process on the embedded database. */
  bus: ChangeBus | null;
  /** Where counters and changes travel, for the start-up log. */
  kind: 'memory' | 'postgres' | 'redis';
  close(): Promise<void>;
}

export interface SharedServicesOptions {
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Set when the database is a PostgreSQL server other processes may share. */
  databaseUrl: string | undefined;
  db: Db;
  /** Told once per loss of a connection (not at every failed reconnection attempt). */
  warn: (message: string, error?: unknown) => void;
}

/** How long a start waits for Redis before serving anyway (counting in memory until it answers). */
const REDIS_START_WAIT_MS = 5000;

export async function openSharedServices(options: SharedServicesOptions): Promise<SharedServices> {
  if (options.redisUrl) return redisServices(options.redisUrl, options);
  if (options.databaseUrl) {
    const bus = new PostgresChangeBus(options.db, options.databaseUrl, (error) => options.warn('Change notifications: the LISTEN connection to PostgreSQL failed; reconnecting', error));
    const early = listeningEarly(bus);
    await bus.ready();
    return { rateLimits: memoryRateLimits(), bus: early, kind: 'postgres', close: () => early.close() };
  }
  return { rateLimits: memoryRateLimits(), bus: null, kind: 'memory', close: async () => {} };
}

async function redisServices(url: string, options: SharedServicesOptions): Promise<SharedServices> {
  // Loaded only here: a shop without Redis does not carry the client (memory, issue 15).
  const { Redis } = await import('ioredis');
  // Few retries per command: a rate limit falls back to memory rather than waiting for Redis.
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    options.warn('Redis unreachable: rate limits count in this process\'s memory and change notifications wait until it is back', error);
  });
  redis.on('ready', () => (down = false));
  const subscribed = new RedisChangeBus(redis, options.redisPrefix);
  const bus = listeningEarly(subscribed);
  // Connected and subscribed before the search indexes read the catalogue; a Redis that is not there
  // yet is waited for a while, then its return reports `missed`.
  await startWait(new Promise((resolve) => (redis.status === 'ready' ? resolve(undefined) : redis.once('ready', resolve))));
  if (redis.status === 'ready') await startWait(subscribed.ready());
  return {
    rateLimits: redisRateLimits(redis, options.redisPrefix),
    bus,
    kind: 'redis',
    async close() {
      await bus.close();
      redis.disconnect();
    },
  };
}

/** Resolves with `work`, or after REDIS_START_WAIT_MS (ioredis goes on trying in the background). */
async function startWait(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, REDIS_START_WAIT_MS)))]);
  clearTimeout(timer);
}
