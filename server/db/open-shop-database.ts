/**
 * Open + migrate + seed: what the server does before it answers its first request. On a
 * PostgreSQL server several shop processes may start at once (WORKERS, several machines): the
 * first to take an advisory lock migrates and seeds, the others wait for it and then find the
 * work done (a lock of the server's, so it is released even if the holder dies).
 */
import { loadPg } from './pg-driver';
import { createDatabase, MEMORY, type DatabaseOptions, type OpenedDatabase } from './database';
import { migrateToLatest } from './migrate';
import { ensureShop, type SeedOutcome } from './seed';
import { fastestSeeding } from './seed-writers';
import type { ShopStarter } from './shop-starter';

export interface ShopDatabaseOptions extends DatabaseOptions {
  /** What a new shop is filled with (the composition root's choice: the demo, a bundle, nothing); required unless `seed` is false. */
  starter?: ShopStarter;
  /** Fill the stored shop again from the starter. */
  reseed?: boolean;
  /** Skip seeding (an empty, migrated database, with no stores). */
  seed?: boolean;
  /** Close and open an embedded database again after migrating or seeding (default true; see reopenPglite). */
  reopen?: boolean;
  now?: () => Date;
}

export interface ShopDatabase extends OpenedDatabase {
  migrated: string[];
  seeding: SeedOutcome | null;
  /** reopenMs: the embedded database closed and opened again after the first start's bulk work (0: not needed). */
  timings: { openMs: number; migrateMs: number; seedMs: number; reopenMs: number };
}

export async function openShopDatabase(options: ShopDatabaseOptions = {}): Promise<ShopDatabase> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  // Migrations and a first fill run index builds and bulk writes: no statement timeout for them.
  const opened = await createDatabase({ ...options, statementTimeoutMs: 0 });
  const openMs = lap();
  let unlock: (() => Promise<void>) | null = null;
  try {
    if (opened.engine === 'postgres' && options.databaseUrl) unlock = await lockStartup(options.databaseUrl);
    const results = await migrateToLatest(opened.db);
    const migrateMs = lap();
    const fastest = fastestSeeding(opened.db, { pglite: opened.pglite, databaseUrl: options.databaseUrl });
    let seeding: SeedOutcome | null = null;
    if (options.seed !== false) {
      if (!options.starter) throw new Error('openShopDatabase: a starter (what a new shop is filled with) is needed to seed');
      seeding = await ensureShop(opened.db, options.starter, { reseed: options.reseed, now: options.now, seeding: fastest });
    }
    const seedMs = lap();
    const migrated = results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
    const reopened = opened.engine === 'postgres'
      ? await servingPool(opened, options)
      : options.reopen !== false && (migrated.length > 0 || seeding?.kind === 'seeded') ? await reopenPglite(opened, options) : opened;
    const reopenMs = reopened === opened ? 0 : lap();
    return { ...reopened, migrated, seeding, timings: { openMs, migrateMs, seedMs, reopenMs } };
  } catch (error) {
    // Already destroyed when reopening failed.
    await opened.db.destroy().catch(() => {});
    throw error;
  } finally {
    await unlock?.();
  }
}

/**
 * PGlite's WebAssembly memory only grows: the COPYs and index builds of a first start (or of a
 * migration) leave it at several hundred MB that the shop would hold for its whole life. A closed
 * instance gives all of it back, and opening the directory again costs a fraction of a second.
 * An in-memory database (tests) lives only in its instance, so it is kept as it is.
 */
async function reopenPglite(opened: OpenedDatabase, options: ShopDatabaseOptions): Promise<OpenedDatabase> {
  if (!opened.pglite || opened.location === MEMORY) return opened;
  await opened.db.destroy();
  return createDatabase({ ...options, dataDir: opened.location, loadDataDir: undefined });
}

/** The pool requests are served from: the same server, with the statement timeout asked for. */
async function servingPool(opened: OpenedDatabase, options: ShopDatabaseOptions): Promise<OpenedDatabase> {
  if (!options.statementTimeoutMs) return opened;
  await opened.db.destroy();
  return createDatabase(options);
}

/** The advisory lock key of "migrating and seeding the shop" (any fixed number; "BTQ1"). */
const STARTUP_LOCK = 0x42545131;

/**
 * Takes the startup lock on a connection of its own (a session lock: migrations and the bulk
 * seeding use other connections) and returns its release, which ends that connection.
 */
async function lockStartup(databaseUrl: string): Promise<() => Promise<void>> {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: databaseUrl });
  // The lock dies with the connection; an error on it after the work is done changes nothing.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  };
}
