/**
 * `boutique admin catalogue import`: a merchandiser sends a bundle and follows its job to the end
 * (issue 32). The job is validated whole before anything is written: a failed one lists every
 * problem and changed nothing.
 */
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { BundleArchive, ImportJob, MerchandiseApi } from '../ports/merchandise-api';

export type ImportCatalogueResult = AdminOutcome<{ kind: 'finished'; job: ImportJob }>;

export interface ImportCatalogueOptions {
  dryRun: boolean;
  archiveMissing: boolean;
  /** Called with the job each time it is read, while it runs. */
  onProgress?: (job: ImportJob) => void;
}

/** Waits `ms` (a port so tests need not wait). */
export type Pause = (ms: number) => Promise<void>;

const POLL_MS = 500;

export class ImportCatalogue {
  constructor(
    private readonly merchandise: MerchandiseApi,
    private readonly tokens: AuthTokenStore,
    private readonly pause: Pause,
  ) {}

  execute(archive: BundleArchive, options: ImportCatalogueOptions): Promise<ImportCatalogueResult> {
    return asSupport(this.tokens, () => this.follow(archive, options), (job) => ({ kind: 'finished' as const, job }));
  }

  private async follow(archive: BundleArchive, options: ImportCatalogueOptions): Promise<ImportJob> {
    let job = await this.merchandise.startImport(archive, options);
    while (job.state === 'queued' || job.state === 'running') {
      options.onProgress?.(job);
      await this.pause(POLL_MS);
      job = await this.merchandise.importJob(job.id);
    }
    return job;
  }
}
