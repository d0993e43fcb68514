/**
 * The merchant's catalogue through the shop's admin API (issue 32, role `merchandiser`): a bundle
 * sent for import (a job to follow), and the catalogue exported as a bundle.
 */
import type { BundleProblem, ImportCounts, ImportProgress } from '../../domain/catalogue/catalogue-bundle';
import { token } from './token';

export interface ImportJob {
  id: string;
  state: 'queued' | 'running' | 'failed' | 'done';
  dryRun: boolean;
  archiveMissing: boolean;
  fileName: string;
  progress: ImportProgress | null;
  counts: ImportCounts | null;
  problems: (BundleProblem & { text: string })[];
}

/** A bundle archive as it is sent: `.zip` or `.tar.gz`. */
export interface BundleArchive {
  fileName: string;
  kind: 'zip' | 'tar.gz';
  bytes: Uint8Array<ArrayBuffer>;
}

export interface MerchandiseApi {
  startImport(archive: BundleArchive, options: { dryRun: boolean; archiveMissing: boolean }): Promise<ImportJob>;
  importJob(id: string): Promise<ImportJob>;
  /** The catalogue as a tar.gz bundle, read as it arrives. */
  exportCatalogue(): Promise<AsyncIterable<Uint8Array>>;
}

export const MERCHANDISE_API = token<MerchandiseApi>('MerchandiseApi');
