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
