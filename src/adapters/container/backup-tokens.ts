/** Typed token of support's backup use case (bound in backup-bindings.ts). */
import type { DownloadBackup } from '../../application/backup/download-backup';
import { token } from '../../application/ports/token';

export const DOWNLOAD_BACKUP = token<DownloadBackup>('DownloadBackup');
