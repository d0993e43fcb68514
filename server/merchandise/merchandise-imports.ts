/**
 * Catalogue imports as jobs (issue 32): the upload is saved, a job row answers "where is it" to
 * every process (`GET /admin/catalogue/imports/{id}`), and the process that took the upload runs
 * it: read and validate the whole bundle, store its pictures, then one atomic upsert
 * (`applyBundle`). One import at a time, whichever process takes it (a unique index). The running
 * process beats every few seconds; a job silent for a minute died with its process, and since an
 * import writes in one transaction, nothing of it was written.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pictureReferences, type BundleProblem, type CatalogueBundle, type ImportCounts, type ImportProgress } from '../../src/domain/catalogue/catalogue-bundle';
import { fail, succeed, type Outcome } from '../core/outcome';
import { isUniqueViolation } from '../db/db-errors';
import type { ModuleDeps } from '../core/module-deps';
import { mediaStoreOf, storeOriginals } from '../media/media-service';
import { importBundleContent, setStoreTexts, storeTextProblems } from '../content/content-service';
import { readBundle, type BundleReading } from './merchandise-bundle-read';
import { applyBundle, followImport, type ImportResult } from './merchandise-import';
import { failSilentImports, findImport, finishImport, insertImport, recentImportRows, recordProgress, runningImport, type ImportRow } from './merchandise-repository';
import type { ImportState } from './merchandise-tables';

export interface ImportJob {
  id: string;
  state: ImportState;
  dryRun: boolean;
  archiveMissing: boolean;
  fileName: string;
  progress: ImportProgress | null;
  counts: ImportCounts | null;
  problems: BundleProblem[];
  createdAt: string;
  finishedAt: string | null;
}

export interface ImportRequest {
  /** The uploaded bundle, saved in a temporary file the job deletes when it ends. */
  file: string;
  fileName: string;
  dryRun: boolean;
  archiveMissing: boolean;
  /** The staff member who sent it. */
  by: number | null;
  /** Where an unexpected failure of the job is told (the request's log). */
  onError?: (error: unknown) => void;
}

const HEARTBEAT_MS = 5_000;
const SILENT_AFTER_MS = 60_000;
const PROGRESS_EVERY_MS = 500;

const DIED: BundleProblem = { file: 'import', message: 'the shop process running this import stopped; nothing of it was written: send it again' };

export const jobOf = (row: ImportRow): ImportJob => ({
  id: row.id,
  state: row.state,
  dryRun: row.dry_run,
  archiveMissing: row.archive_missing,
  fileName: row.file_name,
  progress: row.progress,
  counts: row.counts,
  problems: row.problems,
  createdAt: new Date(row.created_at).toISOString(),
  finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
});

/** Jobs of this process, so a test (or a shutdown) can wait for them. */
const running = new Map<string, Promise<void>>();

export function importsRunningHere(): Promise<void>[] {
  return [...running.values()];
}

/** Starts an import: the job as it begins, or `wrong-state` when another one runs. */
export async function startImport(deps: ModuleDeps, request: ImportRequest): Promise<Outcome<ImportJob>> {
  const now = deps.now();
  await failDeadImports(deps);
  let row: ImportRow;
  try {
    row = await insertImport(deps.db, { id: randomUUID(), dryRun: request.dryRun, archiveMissing: request.archiveMissing, fileName: request.fileName, createdBy: request.by, now });
  } catch (error) {
    await rm(request.file, { force: true });
    if (!isUniqueViolation(error)) throw error;
    const other = await runningImport(deps.db);
    return fail('wrong-state', `Another import is running${other ? ` (${other.id}, ${other.file_name})` : ''}: wait for it to end.`);
  }
  const job = runImport(deps, row.id, request).finally(() => running.delete(row.id));
  running.set(row.id, job);
  return succeed(jobOf(row));
}

export async function importJob(deps: ModuleDeps, id: string): Promise<Outcome<ImportJob>> {
  await failDeadImports(deps);
  const row = await findImport(deps.db, id);
  return row ? succeed(jobOf(row)) : fail('not-found', `No import ${id}`);
}

/** A job in the list of recent imports (issue 39): its problems counted, not listed (the job's own address lists them). */
export type ImportSummary = Omit<ImportJob, 'problems'> & { problemCount: number };

/** The newest imports first (dry runs too), a page at a time. */
export async function recentImports(deps: ModuleDeps, page: number, pageSize: number): Promise<{ items: ImportSummary[]; total: number }> {
  await failDeadImports(deps);
  const { rows, total } = await recentImportRows(deps.db, (page - 1) * pageSize, pageSize);
  return {
    items: rows.map((row) => {
      const { problems: _problems, ...job } = jobOf({ ...row, problems: [] });
      return { ...job, problemCount: row.problem_count };
    }),
    total,
  };
}

/**
 * Jobs silent for a minute died with their process, but never one this process runs: on the
 * embedded database an import holds the only connection, and its heartbeat waits for it.
 */
async function failDeadImports(deps: ModuleDeps): Promise<void> {
  const now = deps.now();
  await failSilentImports(deps.db, new Date(now.getTime() - SILENT_AFTER_MS), DIED, now, [...running.keys()]);
}

async function runImport(deps: ModuleDeps, id: string, request: ImportRequest): Promise<void> {
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  let progress: ImportProgress = { stage: 'reading', done: 0, total: 0 };
  let written = 0;
  const beat = () => recordProgress(deps.db, id, progress, deps.now()).catch(() => {});
  const report = (next: ImportProgress) => {
    progress = next;
    if (Date.now() - written >= PROGRESS_EVERY_MS) {
      written = Date.now();
      void beat();
    }
  };
  const end = (state: 'done' | 'failed', counts: ImportCounts | null, problems: BundleProblem[]) =>
    finishImport(deps.db, id, { state, counts, problems, now: deps.now() });
  try {
    const outcome = await importBundleFile(deps, request.file, { ...request, onProgress: report });
    if (!outcome.ok) {
      // The archive's problems name it as the merchant sent it, not as it was saved here.
      const saved = path.basename(request.file);
      return await end('failed', null, outcome.problems.map((problem) => (problem.file === saved ? { ...problem, file: request.fileName } : problem)));
    }
    if (!request.dryRun) {
      report({ stage: 'indexing', done: 0, total: 0 });
      if (outcome.textsChanged || outcome.result.countriesChanged > 0 || outcome.result.deliveryChanged || outcome.result.promotionsChanged) deps.catalogueChanges?.contentChanged();
      await followImport(deps, outcome.result);
    }
    await end('done', outcome.result.counts, []);
  } catch (error) {
    request.onError?.(error);
    await end('failed', null, [{ file: 'import', message: 'the import stopped on an unexpected error; nothing of it was written' }]).catch(() => {});
  } finally {
    clearInterval(heartbeat);
    await rm(request.file, { force: true });
  }
}

export type ImportedBundle = { ok: true; result: ImportResult; textsChanged: boolean } | { ok: false; problems: BundleProblem[] };

/**
 * A bundle file or folder imported: read and validated whole, its pictures stored, its products
 * upserted in one transaction, its store texts written. What follows a committed import (caches,
 * search, stock alerts: followImport) is the caller's. Also the first start's way in (a demo or a
 * merchant's bundle: server/db/seed.ts).
 */
export async function importBundleFile(
  deps: Pick<ModuleDeps, 'db' | 'seeding' | 'now'>,
  file: string,
  options: { dryRun: boolean; archiveMissing: boolean; onProgress?: (progress: ImportProgress) => void },
): Promise<ImportedBundle> {
  const report = options.onProgress ?? (() => {});
  let reading: BundleReading | undefined;
  try {
    reading = await readBundle(file, { onProgress: (rows: number) => report({ stage: 'reading', done: rows, total: 0 }) });
    if (!reading.bundle) return { ok: false, problems: reading.problems };
    const textProblems = storeTextProblems(reading.bundle.texts);
    if (textProblems.length > 0) return { ok: false, problems: textProblems };
    const pictured = await storePictures(deps, reading, reading.bundle, (done, total) => report({ stage: 'pictures', done, total }));
    if (!pictured.ok) return pictured;
    const applied = await applyBundle(deps, pictured.bundle, {
      dryRun: options.dryRun,
      archiveMissing: options.archiveMissing,
      now: deps.now(),
      onStep: (_step, done, total) => report({ stage: 'writing', done, total }),
    });
    if (!applied.ok) return { ok: false, problems: [{ file: 'import', message: applied.message }] };
    if (applied.value.problems.length > 0) return { ok: false, problems: applied.value.problems };
    if (options.dryRun) return { ok: true, result: applied.value, textsChanged: false };
    const texts = await setStoreTexts(deps.db, pictured.bundle.texts);
    const content = await importBundleContent(deps, pictured.bundle.content ?? [], 'catalogue import');
    return { ok: true, result: applied.value, textsChanged: (texts.ok && texts.value.changed > 0) || content > 0 };
  } finally {
    await reading?.dispose().catch(() => {});
  }
}

/** Pictures the shop already holds (an export's `/media/…` paths) stay as they are. */
const isToStore = (picture: string) => !picture.startsWith('/media/');

/**
 * The bundle's picture files and https pictures stored as originals (by content hash, so an
 * unchanged picture is the same path again), and the products given their paths. A picture the
 * media store refuses (not an image, too big, not in the bundle) is a problem of its file. Stored
 * before the import's transaction: an import that fails leaves unused originals, never a product
 * without its pictures.
 */
async function storePictures(
  deps: Pick<ModuleDeps, 'db' | 'media'>,
  reading: BundleReading,
  bundle: CatalogueBundle,
  onProgress: (done: number, total: number) => void,
): Promise<{ ok: true; bundle: CatalogueBundle } | { ok: false; problems: BundleProblem[] }> {
  const references = [...new Set(bundle.products.flatMap((product) => pictureReferences(product).filter(isToStore)))];
  const stored = await storeOriginals(mediaStoreOf(deps), references, (name) => reading.picture(name), { onPicture: onProgress });
  const paths = new Map<string, string>();
  const problems: BundleProblem[] = [];
  for (const [reference, outcome] of stored) {
    if (outcome.ok) paths.set(reference, outcome.value);
    // The media store's words name the file already: the problem's place is that file.
    else problems.push({ file: reference, message: outcome.message.startsWith(`${reference} `) ? outcome.message.slice(reference.length + 1) : outcome.message });
  }
  if (problems.length > 0) return { ok: false, problems };
  const storedPath = (picture: string) => paths.get(picture) ?? picture;
  const products = bundle.products.map((product) => ({ ...product, pictures: product.pictures.map(storedPath), watermark: product.watermark && storedPath(product.watermark) }));
  return { ok: true, bundle: { ...bundle, products } };
}
