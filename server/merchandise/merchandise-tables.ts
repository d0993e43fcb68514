/** The merchandise module's tables (migration 0010): catalogue imports, as jobs with their counts and problems. */
import type { ColumnType } from 'kysely';
import type { CreatedAt, NullableJson, Timestamp } from '../db/column-types';
import type { BundleProblem, ImportCounts, ImportProgress } from '../../src/domain/catalogue/catalogue-bundle';

export type ImportState = 'queued' | 'running' | 'failed' | 'done';

export interface CatalogueImportsTable {
  /** A random UUID, the job's address (`GET /admin/catalogue/imports/{id}`). */
  id: string;
  state: ImportState;
  dry_run: boolean;
  archive_missing: boolean;
  /** The uploaded file's name, as the merchant sent it. */
  file_name: string;
  /** Where a running import is: its stage and rows done of the total, for a progress bar. */
  progress: NullableJson<ImportProgress>;
  counts: NullableJson<ImportCounts>;
  problems: ColumnType<BundleProblem[], string | undefined, string>;
  created_by: number | null;
  created_at: CreatedAt;
  /** Bumped every few seconds by the process running it: a job silent for a minute died with its process. */
  heartbeat_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface MerchandiseTables {
  catalogue_imports: CatalogueImportsTable;
}
