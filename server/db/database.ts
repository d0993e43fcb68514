/**
 * Opens the shop database: PGlite (Postgres in WASM) persisted in a directory by default, or a
 * PostgreSQL server when a URL is given (DESIGN decision 2). Same Kysely schema for both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { loadPg } from './pg-driver';
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
  /** PostgreSQL: longest a statement may run before the server cancels it (ms; 0, the default here: no limit). */
  statementTimeoutMs?: number;
  /** PostgreSQL: longest a query waits for a pooled connection, or for a new one to connect (ms; default 5000). */
  acquireTimeoutMs?: number;
}

export interface OpenedDatabase {
  db: Db;
  engine: Engine;
  /** Set for PGlite: the embedded instance (dumps, diagnostics). */
  pglite?: PGlite;
  /** Where the data lives, for logs (a directory, 'memory://' or the URL without password). */
  location: string;
  /** PostgreSQL: errors of its connections outside any query (a server restarting, a backend ended), for the shop's log and health. */
  connectionErrors: ConnectionErrors;
}

/**
 * A connection's `error` event with nobody listening ends the process (node's EventEmitter
 * rule): every connection the pool opens gets a listener for its whole life, idle or lent to a
 * query, and what it hears goes to whoever listens here (the app's log and DatabaseHealth).
 */
export class ConnectionErrors {
  private readonly listeners = new Set<(error: unknown) => void>();

  listen(listener: (error: unknown) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  report = (error: unknown): void => {
    for (const listener of this.listeners) {
      try {
        listener(error);
      } catch {
        // A listener's own failure must not become the unhandled error this class exists to prevent.
      }
    }
  };
}

export const MEMORY = 'memory://';

export async function createDatabase(options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options)
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
  // pg_trgm (migration 0026): the back office finds part of a product's name or key among 100,000 by its trigram indexes.
  const pglite = await PGlite.create(inMemory ? MEMORY : location, { ...(loadDataDir ? { loadDataDir } : {}), postgresqlconf: PGLITE_CONF, extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, engine: 'pglite', pglite, location, connectionErrors: new ConnectionErrors() };
}

export const DEFAULT_ACQUIRE_TIMEOUT_MS = 5000;

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<OpenedDatabase> {
  const pg = await loadPg();
  const connectionErrors = new ConnectionErrors();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    // A full pool or a server that does not accept connections answers within this time, as an error.
    connectionTimeoutMillis: options.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
    // Sent at connection: the server cancels a longer statement itself (57014), freeing its connection.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    // A server gone without a word (a machine lost) is noticed by the socket, not by the next query only.
    keepAlive: true,
  });
  // An idle client losing its server (the pool then drops it), and a client lent to a query (the
  // query rejects; the pool drops it when it is given back as not queryable): neither may end the process.
  pool.on('connect', (client) => client.on('error', connectionErrors.report));
  // The pool's own word on an idle client's error: the client's listener above has heard it already.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', location: redactUrl(databaseUrl), connectionErrors };
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
