/**
 * Running the shop (issue 16): whether it can take traffic (the database answers in time), the
 * support staff's copy of the embedded database, and its restore into a new data directory.
 */
import type { Db } from '../db/database';
import { fail, succeed, type Outcome } from '../core/outcome';
import { dumpDataDir, selectOne, type EmbeddedDatabase } from './ops-repository';


declare module '../core/module-deps' {
  interface ModuleDeps {
    /** Support's database copy (GET /admin/backup): the embedded database's dump, none on PostgreSQL. */
    backup?: DatabaseBackup;
  }
}

/** What the shop can copy of itself: a dump of the embedded database, or nothing (an external server). */
export interface DatabaseBackup {
  dump?: () => Promise<Blob>;
}

export function pgliteBackup(pglite: EmbeddedDatabase | undefined): DatabaseBackup {
  if (!pglite) return {};
  return { dump: () => dumpDataDir(pglite) };
}

export const POSTGRES_BACKUP_MESSAGE = 'This shop runs on a PostgreSQL server (DATABASE_URL): back it up with pg_dump, e.g. pg_dump --format=custom "$DATABASE_URL" > boutique.dump (docs/operations.md).';

/** The copy to download, or why there is none: the shop runs on a server it cannot copy. */
export async function databaseCopy(backup: DatabaseBackup): Promise<Outcome<Blob>> {
  if (!backup.dump) return fail('wrong-state', POSTGRES_BACKUP_MESSAGE);
  return succeed(await backup.dump());
}

/** Whether the database answers `select 1` within `timeoutMs`. */
export async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([selectOne(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
