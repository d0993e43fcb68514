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
