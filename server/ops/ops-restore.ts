/**
 * `boutique admin restore F --data-dir D` (issue 16): a new PGlite data directory D from a backup
 * of GET /api/v5/admin/backup (a tar.gz of a data directory). Offline: the shop need not run,
 * and D must not hold anything yet, so a restore never overwrites a shop's data. PGlite unpacks
 * the archive (`loadDataDir`), replays what its write-ahead log holds, and is closed again; a
 * shop started with DATA_DIR=D then serves the copy.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { countsOf, openRestoredDataDir, type EmbeddedDatabase } from './ops-repository';

export class RestoreRefused extends Error {
  override readonly name = 'RestoreRefused';
}

export interface RestoreSummary {
  dataDir: string;
  /** Orders, customers and units in stock in the restored database: a quick check against the shop's. */
  counts: { orders: number; customers: number; stock: number };
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
  let pglite: EmbeddedDatabase | undefined;
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

