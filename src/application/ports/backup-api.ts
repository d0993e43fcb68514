/**
 * Support's copy of the shop's embedded database (GET /admin/backup, role `support`): a tar.gz
 * of its data directory, read as it arrives so a large one never sits whole in memory. 409 when
 * the shop runs on a PostgreSQL server (pg_dump backs that up).
 */
import { token } from './token';

export interface BackupArchive {
  /** The shop's name for it (content-disposition), e.g. `boutique-2026-11-25T02-10-00-000Z.tar.gz`. */
  fileName: string;
  /** Its bytes, read once. */
  chunks: AsyncIterable<Uint8Array>;
}

export interface BackupApi {
  download(): Promise<BackupArchive>;
}

export const BACKUP_API = token<BackupApi>('BackupApi');

export interface RestoreSummary {
  dataDir: string;
  /** Orders, customers and units in stock in the restored database: a quick check against the shop's. */
  counts: { orders: number; customers: number; stock: number };
}

/**
 * Offline: a new embedded data directory from a backup (`boutique admin restore`). Refused when the
 * directory holds anything or the archive is not a backup: a restore never overwrites data.
 */
export interface BackupRestorer {
  restore(archive: Uint8Array, dataDir: string): Promise<{ kind: 'restored'; summary: RestoreSummary } | { kind: 'refused'; message: string }>;
}

export const BACKUP_RESTORER = token<BackupRestorer>('BackupRestorer');
