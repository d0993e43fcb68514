/** GET /api/v5/admin/backup through the shop's API client: the archive's body as it streams in. */
import type { BackupApi, BackupArchive } from '../../application/ports/backup-api';
import type { HttpApiClient } from './api-client';
import { fileNameOf } from './http-orders-api';

export class HttpBackupApi implements BackupApi {
  constructor(private readonly client: HttpApiClient) {}

  async download(): Promise<BackupArchive> {
    const response = await this.client.raw('GET', 'admin/backup', { headers: { Accept: 'application/gzip' } });
    if (!response.body) throw new Error('The shop sent an empty backup');
    return { fileName: fileNameOf(response.headers.get('content-disposition'), 'boutique-backup.tar.gz'), chunks: response.body };
  }
}
