/**
 * Fresh, seeded databases for tests. PGlite: the database is created, migrated and seeded once,
 * dumped, and every test database is a clone of that dump (about 10× faster than seeding again);
 * the dump is also kept in the system temp directory, keyed by the source of everything that
 * shapes it (server/db, server/demo, the PGlite version), so the next test process starts
 * from it too. PostgreSQL (TEST_DATABASE_URL): a template database is created, migrated and seeded
 * once per day and per source (the same key), and every test database is a uniquely named copy of
 * it (`CREATE DATABASE … TEMPLATE`, about 10× faster than seeding), dropped on dispose.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MEMORY, createDatabase, type Db, type Engine } from '../db/database';
import { openShopDatabase } from '../db/open-shop-database';
import { DEFAULT_DEMO_PRODUCTS, demoShop } from '../demo/demo-shop';

export interface TestDatabase {
  db: Db;
  engine: Engine;
  /** The embedded instance behind `db` on PGlite (support's backups). */
  pglite?: PGlite;
  /** PostgreSQL: the database's own URL, for another pool on it (a second process) or a connection of a test's own (COPY, LISTEN). */
  databaseUrl?: string;
  /** Closes the database (and drops it on PostgreSQL). */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** PostgreSQL server to create the database on (default: TEST_DATABASE_URL; unset: PGlite). */
  databaseUrl?: string;
  /** Seed of the demo catalogue (default 42). */
  catalogueSeed?: number;
  /** PGlite: a directory to hold the database (default: in memory), for tests that reopen it from another process. */
  dataDir?: string;
}

const CACHE_DIR = path.join(tmpdir(), 'boutique-test-db');
const seededDumps = new Map<number, Promise<Blob>>();

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const databaseUrl = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  const seed = options.catalogueSeed ?? 42;
  return databaseUrl ? createPostgresDatabase(databaseUrl, seed) : createPgliteDatabase(seed, options.dataDir ?? MEMORY);
}

async function createPgliteDatabase(seed: number, dataDir: string): Promise<TestDatabase> {
  let dump = seededDumps.get(seed);
  if (!dump) seededDumps.set(seed, (dump = seededDump(seed)));
  dump.catch(() => seededDumps.delete(seed));
  const opened = await createDatabase({ dataDir, loadDataDir: await dump });
  return { db: opened.db, engine: 'pglite', pglite: opened.pglite, dispose: () => opened.db.destroy() };
}

const SERVER_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Code that shapes a seeded database: migrations, the demo and its generator, the import it goes through, the storefront's words. */
const SHAPING_DIRS = ['db', 'demo', 'merchandise', 'content/content-translations'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
    })
    .sort();
}

/** Changes whenever anything that shapes the seeded database does, so a stale dump is never used. */
function dumpKey(seed: number): string {
  // And with the week: the demo data is dated from its seeding (Camille's order delivered two days
  // before, returnable for 14), so a dump is never older than a week when a test relies on those dates.
  const week = Math.floor(Date.now() / (7 * 86_400_000));
  const hash = createHash('sha256').update(`seed ${seed}\nweek ${week}\n`);
  const pglite = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglite)) hash.update(readFileSync(pglite));
  for (const file of SHAPING_DIRS.flatMap((dir) => sourceFiles(path.join(SERVER_DIR, dir)))) {
    hash.update(path.relative(SERVER_DIR, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

async function seededDump(seed: number): Promise<Blob> {
  const file = path.join(CACHE_DIR, `${dumpKey(seed)}.tar`);
  const cached = readDump(file);
  if (cached) return cached;
  // Test processes start together: one builds the dump, the others wait for it.
  const release = await acquireBuildLock(`${file}.lock`, () => existsSync(file));
  try {
    const built = readDump(file);
    if (built) return built;
    const shop = await openShopDatabase({ dataDir: MEMORY, starter: demoShop({ kind: 'demo', seed, products: DEFAULT_DEMO_PRODUCTS }) });
    try {
      const dump = await shop.pglite!.dumpDataDir('none');
      saveDump(file, Buffer.from(await dump.arrayBuffer()));
      return dump;
    } finally {
      await shop.db.destroy();
    }
  } finally {
    release();
  }
}

function readDump(file: string): Blob | null {
  try {
    return existsSync(file) ? new Blob([readFileSync(file)]) : null;
  } catch {
    return null;
  }
}

const LOCK_STALE_MS = 90_000;

/** A directory as a lock across processes, taken over when its owner died or it is too old. */
async function acquireBuildLock(lock: string, done: () => boolean): Promise<() => void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      if (done()) return () => {};
      if (lockAbandoned(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function lockAbandoned(lock: string): boolean {
  try {
    if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) return true;
    const pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: the owner is gone. Anything else (no pid file yet, lock just released): wait.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Best effort: a cache that cannot be written only makes the next run slower. */
function saveDump(file: string, bytes: Buffer): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    for (const name of readdirSync(CACHE_DIR)) {
      const other = path.join(CACHE_DIR, name);
      if (name.endsWith('.tar') && other !== file) rmSync(other, { force: true });
    }
  } catch {
    // ignore
  }
}

async function createPostgresDatabase(serverUrl: string, seed: number): Promise<TestDatabase> {
  const template = await seededTemplate(serverUrl, seed);
  const name = `${TEST_PREFIX}${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  try {
    // Migrated and seeded already: opening finds the work done (and checks it).
    const databaseUrl = databaseOn(serverUrl, name);
    const shop = await openShopDatabase({ databaseUrl, starter: demoShop({ kind: 'demo', seed, products: DEFAULT_DEMO_PRODUCTS }), poolSize: 5 });
    return {
      db: shop.db,
      engine: 'postgres',
      databaseUrl,
      dispose: async () => {
        await shop.db.destroy();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  } catch (error) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    throw error;
  }
}

const TEMPLATE_PREFIX = 'boutique_template_';
const TEST_PREFIX = 'boutique_test_';
const seededTemplates = new Map<string, Promise<string>>();

/** `serverUrl` with another database name. */
function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The seeded template of today for `seed` on the server: made once, under an advisory lock so
 * that test processes starting together make it once. Demo orders and returns are dated from the
 * day they are seeded, so a template serves one day; older ones are dropped.
 */
function seededTemplate(serverUrl: string, seed: number): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${dumpKey(seed)}_${templateDay(0)}`;
  const key = `${serverUrl} ${name}`;
  let template = seededTemplates.get(key);
  if (!template) {
    seededTemplates.set(key, (template = buildTemplate(serverUrl, name, seed)));
    template.catch(() => seededTemplates.delete(key));
  }
  return template;
}

/** YYYYMMDD of today (0), yesterday (-1)… in UTC. */
function templateDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}

async function buildTemplate(serverUrl: string, name: string, seed: number): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_PREFIX]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    // Built under another name and renamed when complete: a template that exists is whole.
    const building = `${name.slice(0, 50)}_building`; // within the 63 characters of a name
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const shop = await openShopDatabase({ databaseUrl: databaseOn(serverUrl, building), starter: demoShop({ kind: 'demo', seed, products: DEFAULT_DEMO_PRODUCTS }), poolSize: 5 });
    await shop.db.destroy();
    await renameWhenUnused(admin, building, name);
    await dropStaleDatabases(admin);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_PREFIX]).catch(() => {});
    await admin.end().catch(() => {});
  }
}

/**
 * Once a day, with the new template: templates before yesterday (those of other seeds or sources
 * may be in use today), and test databases over a day old, which a killed test run left behind.
 */
async function dropStaleDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 or datname like $2',
    [`${TEMPLATE_PREFIX}%`, `${TEST_PREFIX}%`],
  );
  const dayAgo = Date.now() - 86_400_000;
  for (const { datname } of rows) {
    const stale = datname.startsWith(TEMPLATE_PREFIX)
      ? datname.slice(-8) < templateDay(-1)
      : parseInt(datname.slice(TEST_PREFIX.length).split('_')[1] ?? '', 36) < dayAgo;
    if (stale) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  }
}

/** Closed connections leave their server process a moment later: a rename waits for them. */
async function renameWhenUnused(admin: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`ALTER DATABASE "${from}" RENAME TO "${to}"`);
      return;
    } catch (error) {
      // 55006: object_in_use.
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
