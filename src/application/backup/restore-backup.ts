/** `boutique admin restore`: an operator makes a new data directory from a support backup, offline. */
import type { BackupRestorer } from '../ports/backup-api';

export class RestoreBackup {
  constructor(private readonly restorer: BackupRestorer) {}

  execute(archive: Uint8Array, dataDir: string): ReturnType<BackupRestorer['restore']> {
    return this.restorer.restore(archive, dataDir);
  }
}
