/** All of the merchandise module's SQL. */
import type { Db } from '../db/database';
import type { BundleProblem, ImportCounts, ImportProgress } from '../../src/domain/catalogue/catalogue-bundle';
import type { CatalogueImportsTable, ImportState } from './merchandise-tables';
import type { Selectable } from 'kysely';

// ---- Import jobs ------------------------------------------------------------------------------

export type ImportRow = Selectable<CatalogueImportsTable>;

/** A new running job; a unique violation when another one runs (`catalogue_imports_one_at_a_time`). */
export async function insertImport(db: Db, job: { id: string; dryRun: boolean; archiveMissing: boolean; fileName: string; createdBy: number | null; now: Date }): Promise<ImportRow> {
  return db
    .insertInto('catalogue_imports')
    .values({
      id: job.id, state: 'running', dry_run: job.dryRun, archive_missing: job.archiveMissing, file_name: job.fileName,
      created_by: job.createdBy, created_at: job.now, heartbeat_at: job.now, counts: null, progress: null, finished_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findImport(db: Db, id: string): Promise<ImportRow | undefined> {
  return db.selectFrom('catalogue_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

export function runningImport(db: Db): Promise<ImportRow | undefined> {
  return db.selectFrom('catalogue_imports').selectAll().where('state', 'in', ['queued', 'running']).executeTakeFirst();
}

export async function recordProgress(db: Db, id: string, progress: ImportProgress, now: Date): Promise<void> {
  await db.updateTable('catalogue_imports').set({ progress: JSON.stringify(progress), heartbeat_at: now }).where('id', '=', id).where('state', '=', 'running').execute();
}

export async function finishImport(db: Db, id: string, end: { state: Extract<ImportState, 'done' | 'failed'>; counts: ImportCounts | null; problems: BundleProblem[]; now: Date }): Promise<void> {
  await db
    .updateTable('catalogue_imports')
    .set({ state: end.state, counts: end.counts ? JSON.stringify(end.counts) : null, problems: JSON.stringify(end.problems), finished_at: end.now, heartbeat_at: end.now })
    .where('id', '=', id)
    .execute();
}

/** Jobs whose process stopped beating before `silentSince` failed with it. */
export async function failSilentImports(db: Db, silentSince: Date, problem: BundleProblem, now: Date): Promise<void> {
  await db
    .updateTable('catalogue_imports')
    .set({ state: 'failed', problems: JSON.stringify([problem]), finished_at: now })
    .where('state', 'in', ['queued', 'running'])
    .where('heartbeat_at', '<', silentSince)
    .execute();
}
