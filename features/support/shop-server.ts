import { After, AfterAll, Before, setDefaultTimeout } from '@cucumber/cucumber';
import type { FastifyInstance } from 'fastify';
import type { ThrowawayPostgres } from '../../server/testing/throwaway-postgres';

interface Shop {
  url: string;
  close(): Promise<void>;
  /** Absent for an external shop. */
  app?: FastifyInstance;
}

/**
 * The real shop the scenarios drive. Scenarios that only read share one shop for the run, started
 * on first need. Scenarios that change the shop's data (tag them `@fresh-shop`) each get their own
 * shop on a fresh seeded database, so they never depend on what another scenario left behind (the
 * database is a clone of the cached seeded dump: a few seconds a scenario, no seeding).
 * With BOUTIQUE_FEATURES_API (a running `npm start`) every scenario uses that shop, and the
 * `@fresh-shop` ones are skipped: their data cannot be reset there.
 */
const FRESH_SHOP = '@fresh-shop';
/**
 * Scenarios where the shop's database goes away (issue 37): their shop runs on a PostgreSQL
 * cluster of their own (server/testing/throwaway-postgres.ts), which the steps stop and start.
 * Skipped where the machine has no PostgreSQL binaries, and against an external shop.
 */
const DATABASE_OUTAGE = '@database-outage';
const external = (): Shop | null => {
  const url = process.env.BOUTIQUE_FEATURES_API;
  return url ? { url, close: async () => undefined } : null;
};

let shared: Promise<Shop> | null = null;
let current: Shop | null = null;
let database: ThrowawayPostgres | null = null;

/** The shops' clock: real time unless a scenario sets it (`setShopClock`, @fresh-shop scenarios only). */
let clockAt: Date | null = null;
export const setShopClock = (at: Date | null): void => {
  clockAt = at;
};
/** The time of the shops' clock (a staff code is of the shop's time). */
export const shopNow = (): Date => clockAt ?? new Date();
After(() => setShopClock(null));

async function startShop(): Promise<Shop> {
  const { startTestServer } = await import('../../server/testing/test-server');
  return startTestServer({ now: () => clockAt ?? new Date() });
}

setDefaultTimeout(30_000);

Before({ tags: `not ${FRESH_SHOP} and not ${DATABASE_OUTAGE}`, timeout: 180_000 }, async function () {
  current = await (shared ??= Promise.resolve(external() ?? startShop()));
});

Before({ tags: FRESH_SHOP, timeout: 180_000 }, async function () {
  if (external()) return 'skipped';
  current = await startShop();
  return undefined;
});

After({ tags: FRESH_SHOP, timeout: 60_000 }, async function () {
  await current?.close();
  current = null;
});

Before({ tags: DATABASE_OUTAGE, timeout: 240_000 }, async function () {
  const { startThrowawayPostgres, throwawayPostgresAvailable } = await import('../../server/testing/throwaway-postgres');
  if (external() || !throwawayPostgresAvailable()) return 'skipped';
  database = await startThrowawayPostgres();
  const { startTestServer } = await import('../../server/testing/test-server');
  current = await startTestServer({ databaseUrl: database.url });
  return undefined;
});

After({ tags: DATABASE_OUTAGE, timeout: 60_000 }, async function () {
  // The database first: the shop's pool would otherwise wait for a server that is stopped.
  database?.start();
  await current?.close().catch(() => undefined);
  database?.dispose();
  current = null;
  database = null;
});

AfterAll({ timeout: 60_000 }, async function () {
  const shop = shared;
  shared = null;
  current = null;
  await (await shop?.catch(() => null))?.close();
});

/** The shop of the running scenario. */
export function shopUrl(): string {
  if (!current) throw new Error('The shop is not started');
  return current.url.replace(/\/+$/, '');
}

/** The running `@database-outage` scenario's own PostgreSQL server. */
export function shopDatabase(): ThrowawayPostgres {
  if (!database) throw new Error('This scenario has no database of its own: tag it @database-outage');
  return database;
}

/** The running scenario's in-process shop (restocking, its mail outbox); null against an external shop. */
export function shopApp(): FastifyInstance | null {
  return current?.app ?? null;
}
