/**
 * How seeding writes rows: in one transaction, by the fastest path each engine offers. COPY from
 * CSV on both engines (PGlite reads it from a blob, PostgreSQL from the connection, through
 * pg-copy-streams on a connection of its own); multi-row INSERT through Kysely where only a
 * Kysely database is at hand (tests seeding a test database).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, type Transaction } from 'kysely';
import { loadPg } from './pg-driver';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './database';
import type { Database } from './schema';
import type { ShopTable } from './shop-tables';

/** A temporary table of an import's rows (server/merchandise), written the same way. */
export type StagingTable = `import_${string}`;

export interface RowWriter {
  /** Rows of one table, all of the same shape. */
  write(table: ShopTable | StagingTable, rows: readonly object[]): Promise<void>;
}

/** Runs seeding work (or a catalogue import) in one transaction, with the row writer of the engine. */
export type SeedingTransaction = <T>(work: (trx: Transaction<Database>, writer: RowWriter) => Promise<T>) => Promise<T>;

/** Stay well under PostgreSQL's 65,535 bind parameters per statement. */
const MAX_PARAMETERS = 30_000;

export function insertSeeding(db: Db): SeedingTransaction {
  return (work) => db.transaction().execute((trx) => work(trx, insertWriter(trx)));
}

/** The fastest writer an opened database offers: COPY on PGlite and on a PostgreSQL server, INSERT otherwise. */
export function fastestSeeding(db: Db, engine: { pglite?: PGlite; databaseUrl?: string }): SeedingTransaction {
  if (engine.pglite) return pgliteSeeding(db, engine.pglite);
  return engine.databaseUrl ? postgresSeeding(engine.databaseUrl) : insertSeeding(db);
}

/** PGlite serves one session: COPY through the instance runs inside the transaction Kysely opened. */
export function pgliteSeeding(db: Db, pglite: PGlite): SeedingTransaction {
  const writer = copyWriter(`'/dev/blob'`, async (statement, csv) => {
    await pglite.query(statement, [], { blob: new Blob([csv]) });
  });
  return (work) => db.transaction().execute((trx) => work(trx, writer));
}

/** A connection of its own, so COPY and Kysely's statements share the transaction. */
export function postgresSeeding(databaseUrl: string): SeedingTransaction {
  return async (work) => {
    const pg = await loadPg();
    const client = new pg.Client({ connectionString: databaseUrl });
    // A server lost mid-COPY fails the statement under way (and so the transaction); its `error`
    // event, unheard, would end the process as well.
    client.on('error', () => {});
    await client.connect();
    const pool: PostgresPool = {
      connect: async () => Object.assign(client, { release: () => {} }) as unknown as PostgresPoolClient,
      end: () => client.end(),
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const writer = copyWriter('stdin', async (statement, csv) => {
      await pipeline(Readable.from([csv]), client.query(copyFrom(statement)));
    });
    try {
      return await db.transaction().execute((trx) => work(trx, writer));
    } finally {
      await db.destroy();
    }
  };
}

function insertWriter(trx: Transaction<Database>): RowWriter {
  return {
    async write(table, rows) {
      if (rows.length === 0) return;
      const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]).length));
      for (let start = 0; start < rows.length; start += size) {
        // Kysely's generic insert types cannot follow a table chosen at run time (nor know staging tables).
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        await trx.insertInto(table as ShopTable).values(rows.slice(start, start + size) as any).execute();
      }
    },
  };
}

/** `source`: where the server reads the CSV from (`stdin`: the connection; PGlite: its blob device). */
function copyWriter(source: string, copy: (statement: string, csv: string) => Promise<void>): RowWriter {
  return {
    async write(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      await copy(`copy "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) from ${source} with (format csv)`, toCsv(rows, columns));
    },
  };
}

/** Strings are always quoted, so an unquoted empty field is NULL and `""` an empty string. */
export function toCsv(rows: readonly object[], columns: string[]): string {
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    return typeof value === 'string' ? `"${value.replaceAll('"', '""')}"` : String(value);
  };
  let csv = '';
  for (const row of rows) csv += `${columns.map((column) => cell((row as Record<string, unknown>)[column])).join(',')}\n`;
  return csv;
}
