import type { Container } from 'inversify';
import { DownloadBackup } from '../../application/backup/download-backup';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { BACKUP_API, BACKUP_RESTORER, type BackupApi, type BackupRestorer } from '../../application/ports/backup-api';
import { RestoreBackup } from '../../application/backup/restore-backup';
import { PgliteBackupRestorer } from '../storage/pglite-backup-restorer';
import { API_CLIENT } from '../http/api-client';
import { HttpBackupApi } from '../http/http-backup-api';
import { bindFactory, bindValue } from './bind';
import { DOWNLOAD_BACKUP, RESTORE_BACKUP } from './backup-tokens';

export interface BackupAdapters {
  /** Replace the HTTP adapter (tests). */
  backupApi?: BackupApi;
  /** Replace the embedded database's restorer (tests). */
  backupRestorer?: BackupRestorer;
}

/** Support's database copy (`boutique admin backup`) and its offline restore (`admin restore`); needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindBackup(container: Container, adapters: BackupAdapters = {}): Container {
  if (adapters.backupApi) bindValue(container, BACKUP_API, adapters.backupApi);
  else bindFactory(container, BACKUP_API, (client) => new HttpBackupApi(client), [API_CLIENT]);
  bindFactory(container, DOWNLOAD_BACKUP, (backups, tokens) => new DownloadBackup(backups, tokens), [BACKUP_API, AUTH_TOKEN_STORE] as const);
  bindValue(container, BACKUP_RESTORER, adapters.backupRestorer ?? new PgliteBackupRestorer());
  bindFactory(container, RESTORE_BACKUP, (restorer) => new RestoreBackup(restorer), [BACKUP_RESTORER] as const);
  return container;
}
