/** Typed tokens of the backup use cases (bound in backup-bindings.ts). */
import type { DownloadBackup } from '../../application/backup/download-backup';
import type { RestoreBackup } from '../../application/backup/restore-backup';
import { token } from '../../application/ports/token';

export const DOWNLOAD_BACKUP = token<DownloadBackup>('DownloadBackup');
export const RESTORE_BACKUP = token<RestoreBackup>('RestoreBackup');
