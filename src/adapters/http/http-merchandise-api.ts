/** `/api/v5/admin/catalogue/*` through the shop's API client. */
import type { BundleArchive, ImportJob, MerchandiseApi } from '../../application/ports/merchandise-api';
import type { HttpApiClient } from './api-client';

/** An upload of hundreds of megabytes takes longer than an answer. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

export class HttpMerchandiseApi implements MerchandiseApi {
  constructor(private readonly client: HttpApiClient) {}

  startImport(archive: BundleArchive, options: { dryRun: boolean; archiveMissing: boolean }): Promise<ImportJob> {
    return this.client.request<ImportJob>('POST', 'admin/catalogue/imports', {
      searchParams: { dryRun: options.dryRun, archiveMissing: options.archiveMissing, name: archive.fileName },
      headers: { 'Content-Type': archive.kind === 'zip' ? 'application/zip' : 'application/gzip' },
      body: archive.bytes,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  }

  importJob(id: string): Promise<ImportJob> {
    return this.client.get<ImportJob>(`admin/catalogue/imports/${encodeURIComponent(id)}`);
  }

  async exportCatalogue(): Promise<AsyncIterable<Uint8Array>> {
    const response = await this.client.raw('GET', 'admin/catalogue/export', { headers: { Accept: 'application/gzip' }, timeoutMs: UPLOAD_TIMEOUT_MS });
    if (!response.body) throw new Error('The shop sent an empty export');
    return response.body;
  }
}
