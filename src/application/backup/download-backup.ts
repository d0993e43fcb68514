/** `boutique admin backup`: support staff take a copy of the running shop's embedded database. */
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { BackupApi, BackupArchive } from '../ports/backup-api';

/** `refused` (409): the shop runs on PostgreSQL, its message says how to back that up. */
export type DownloadBackupResult = AdminOutcome<{ kind: 'downloaded'; archive: BackupArchive }>;

export class DownloadBackup {
  constructor(
    private readonly backups: BackupApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(): Promise<DownloadBackupResult> {
    return asSupport(this.tokens, () => this.backups.download(), (archive) => ({ kind: 'downloaded' as const, archive }));
  }
}
