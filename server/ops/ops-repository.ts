/**
 * The operations' database calls: whether the database answers, the embedded database's copy
 * (a consistent dump of its data directory) and a restored copy opened to count what it holds.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { Executor } from '../db/transaction';

/** The embedded database (PGlite) behind the shop's `Db`, when it runs on one. */
export type EmbeddedDatabase = PGlite;

export async function selectOne(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}

/** A consistent copy: the checkpoint writes every committed page first, so a restore has little WAL to replay. */
export async function dumpDataDir(pglite: EmbeddedDatabase): Promise<Blob> {
  await pglite.exec('CHECKPOINT');
  return pglite.dumpDataDir('gzip');
}

/** A new data directory from an archive of one: PGlite unpacks it and replays its write-ahead log. */
export async function openRestoredDataDir(dataDir: string, archive: Blob): Promise<EmbeddedDatabase> {
  // Loaded here: the `boutique` command imports the restore only for a restore.
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dataDir, { loadDataDir: archive });
}

/** Orders, customers and units in stock of a database: a quick check of a restored copy against the shop's. */
export async function countsOf(pglite: EmbeddedDatabase): Promise<{ orders: number; customers: number; stock: number }> {
  const { rows } = await pglite.query<{ orders: number; customers: number; stock: number }>(
    'select (select count(*)::int from orders) as orders, (select count(*)::int from customers) as customers, (select coalesce(sum(stock), 0)::int from product_sizes) as stock',
  );
  return rows[0];
}
