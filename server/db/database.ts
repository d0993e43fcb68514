/**
 * Opens the shop database: PGlite (Postgres in WASM) persisted in a directory by default, or a
 * PostgreSQL server when a URL is given (DESIGN decision 2). Same Kysely schema for both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** PGlite data directory (default ./data); 'memory://' keeps it in memory. */
  dataDir?: string;
  /** postgres://… selects a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite only: start from a dump made by `dumpDataDir()` (fast clones of a seeded database). */
  loadDataDir?: Blob | File;
  /** pg pool size (default 10). */
  poolSize?: number;
}

export interface OpenedDatabase {
  db: Db;
  engine: Engine;
  /** Set for PGlite: the embedded instance (dumps, diagnostics). */
  pglite?: PGlite;
  /** Where the data lives, for logs (a directory, 'memory://' or the URL without password). */
  location: string;
}

export const MEMORY = 'memory://';

export async function createDatabase(options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  const opened = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.dataDir ?? './data', options.loadDataDir);
  // Kysely starts its driver on the first query, and `destroy()` skips a driver never started
  // (PGlite would then stay open and keep the process alive). A first query also fails early
  // with a clear error when the server cannot be reached.
  try {
    await sql`select 1`.execute(opened.db);
  } catch (error) {
    await opened.db.destroy().catch(() => {});
    if (opened.pglite && !opened.pglite.closed) await opened.pglite.close().catch(() => {});
    throw new Error(`Cannot open the database at ${opened.location}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return opened;
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in the shop's own memory with PGlite (about
 * 115 MB of its resident size); the files it reads stay in the system's page cache anyway, and
 * pages and product reads are cached above the database.
 */
const PGLITE_CONF = ['shared_buffers = 16MB'];

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<OpenedDatabase> {
  const inMemory = dataDir === MEMORY || dataDir.startsWith('memory://');
  const location = inMemory ? MEMORY : path.resolve(dataDir);
  if (!inMemory) mkdirSync(location, { recursive: true });
  const pglite = await PGlite.create(inMemory ? MEMORY : location, { ...(loadDataDir ? { loadDataDir } : {}), postgresqlconf: PGLITE_CONF });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, engine: 'pglite', pglite, location };
}

function openPostgres(databaseUrl: string, poolSize: number): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', location: redactUrl(databaseUrl) };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
