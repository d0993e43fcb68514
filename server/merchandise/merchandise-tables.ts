/** The merchandise module's tables (migration 0010): catalogue imports, as jobs with their counts and problems. */
import type { Generated } from 'kysely';
import type { Json, NullableJson, Timestamp } from '../db/column-types';
import type { BundleProblem, ImportCounts } from '../../src/domain/catalogue/catalogue-bundle';

export type ImportState = 'queued' | 'running' | 'failed' | 'done';

export interface CatalogueImportsTable {
  /** A random UUID, the job's address (`GET /admin/catalogue/imports/{id}`). */
  id: string;
  state: ImportState;
  dry_run: boolean;
  archive_missing: boolean;
  /** The uploaded file's name, as the merchant sent it. */
  file_name: string;
  counts: NullableJson<ImportCounts>;
  problems: Generated<Json<BundleProblem[]>>;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  finished_at: Timestamp | null;
}

export interface MerchandiseTables {
  catalogue_imports: CatalogueImportsTable;
}
