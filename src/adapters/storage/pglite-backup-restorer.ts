/**
 * `boutique admin restore F --data-dir D` (issue 16): a new PGlite data directory D from a backup
 * of GET /api/v5/admin/backup (a tar.gz of a data directory). Offline: the shop need not run,
 * and D must not hold anything yet, so a restore never overwrites a shop's data. PGlite unpacks
 * the archive (`loadDataDir`), replays what its write-ahead log holds, and is closed again; a
 * shop started with DATA_DIR=D then serves the copy.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { BackupRestorer, RestoreSummary } from '../../application/ports/backup-api';

export class RestoreRefused extends Error {
  override readonly name = 'RestoreRefused';
}

/** A new data directory from an archive of one: PGlite unpacks it and replays its write-ahead log. */
async function openRestoredDataDir(dataDir: string, archive: Blob): Promise<PGlite> {
  // Loaded here: the `boutique` command loads the embedded database only for a restore.
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dataDir, { loadDataDir: archive });
}

/** Orders, customers and units in stock of a database: a quick check of a restored copy against the shop's. */
async function countsOf(pglite: PGlite): Promise<RestoreSummary['counts']> {
  const { rows } = await pglite.query<RestoreSummary['counts']>(
    'select (select count(*)::int from orders) as orders, (select count(*)::int from customers) as customers, (select coalesce(sum(stock), 0)::int from product_sizes) as stock',
  );
  return rows[0];
}

/** Nothing there, or an empty directory: the only places a restore writes to. */
function ensureEmpty(dataDir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') throw new RestoreRefused(`${dataDir} is a file, not a directory`);
    throw error;
  }
  if (entries.length > 0) throw new RestoreRefused(`${dataDir} is not empty: restore into a new directory (a restore never overwrites data)`);
}

export async function restoreDataDir(archive: Blob, dataDir: string): Promise<RestoreSummary> {
  const target = path.resolve(dataDir);
  ensureEmpty(target);
  const existed = existsSync(target);
  mkdirSync(target, { recursive: true });
  let pglite: PGlite | undefined;
  try {
    pglite = await openRestoredDataDir(target, archive);
    const counts = await countsOf(pglite);
    return { dataDir: target, counts };
  } catch (error) {
    // A half-written directory would pass for a shop's data: leave nothing behind.
    await pglite?.close().catch(() => {});
    pglite = undefined;
    if (!existed) rmSync(target, { recursive: true, force: true });
    else for (const entry of readdirSync(target)) rmSync(path.join(target, entry), { recursive: true, force: true });
    throw new RestoreRefused(`The archive could not be restored: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    await pglite?.close();
  }
}

/** The CLI's restorer (`boutique admin restore`): a refused restore is a message, not an error. */
export class PgliteBackupRestorer implements BackupRestorer {
  async restore(archive: Uint8Array, dataDir: string) {
    try {
      return { kind: 'restored' as const, summary: await restoreDataDir(new Blob([new Uint8Array(archive)]), dataDir) };
    } catch (error) {
      if (error instanceof RestoreRefused) return { kind: 'refused' as const, message: error.message };
      throw error;
    }
  }
}
