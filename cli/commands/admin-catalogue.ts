/**
 * `boutique admin catalogue import BUNDLE [--dry-run] [--archive-missing]` and
 * `boutique admin catalogue export OUT` (issue 32, role `merchandiser`): a bundle
 * (docs/catalogue-format.md) goes in whole or not at all; the export is the same format, and
 * importing it back changes nothing. A folder is sent as a tar.gz made on the fly.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import * as tar from 'tar';
import { resolve } from '../../src/adapters/container/bind';
import { EXPORT_CATALOGUE, IMPORT_CATALOGUE, LIST_RECENT_IMPORTS } from '../../src/adapters/container/merchandise-tokens';
import type { BundleArchive, ImportJob } from '../../src/application/ports/merchandise-api';
import { CliError, answer, type CommandContext } from '../cli-context';
import { saveWhole } from './save-whole';
import { adminFailed, type AdminFailure } from './admin-output';
import { table } from '../format/table';

function failed(result: AdminFailure): never {
  if (result.kind === 'forbidden') throw new CliError(`Reserved to catalogue staff (the merchandiser role): ${result.message} (403)`);
  return adminFailed(result, 'This shop has no catalogue import: is it an older version?');
}

/** The bundle as it is sent: an archive as it is, a folder packed into a tar.gz. */
async function archiveOf(source: string): Promise<BundleArchive> {
  const info = await stat(source).catch(() => {
    throw new CliError(`${source} does not exist`);
  });
  const fileName = path.basename(source);
  if (info.isDirectory()) {
    const entries = (await readdir(source, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(source, path.join(entry.parentPath, entry.name)));
    if (entries.length === 0) throw new CliError(`${source} is an empty folder`);
    const chunks: Buffer[] = [];
    for await (const chunk of tar.create({ gzip: true, cwd: source, portable: true }, entries.sort())) chunks.push(chunk as Buffer);
    return { fileName: `${fileName}.tar.gz`, kind: 'tar.gz', bytes: new Uint8Array(Buffer.concat(chunks)) };
  }
  const kind = /\.zip$/i.test(source) ? 'zip' : /\.(tar\.gz|tgz)$/i.test(source) ? 'tar.gz' : null;
  if (!kind) throw new CliError(`${source}: a bundle is a folder, a .zip or a .tar.gz`);
  return { fileName, kind, bytes: new Uint8Array(await readFile(source)) };
}

const STAGES: Record<string, string> = { reading: 'Reading the bundle', pictures: 'Storing pictures', writing: 'Writing products', indexing: 'Updating search' };

/** A bar on a terminal; elsewhere one line each time the stage changes (on stdout, so stderr stays for errors). */
function progressPrinter(ctx: CommandContext): (job: ImportJob) => void {
  const terminal = process.stderr.isTTY === true && !ctx.options.json;
  let lastStage: string | null = null;
  return (job) => {
    if (ctx.options.json) return;
    if (lastStage === null && !terminal) ctx.output.out(`Import ${job.id} of ${job.fileName} started…`);
    const progress = job.progress;
    if (!progress) return void (lastStage ??= '');
    const label = STAGES[progress.stage] ?? progress.stage;
    if (terminal) {
      const share = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
      const bar = progress.total > 0 ? `[${'#'.repeat(Math.round(share * 30)).padEnd(30, '.')}] ${progress.done}/${progress.total}` : `${progress.done || ''}`;
      process.stderr.write(`\r\u001b[2K${label} ${bar}`);
    } else if (progress.stage !== lastStage) {
      ctx.output.out(`${label}…`);
    }
    lastStage = progress.stage;
  };
}

function summary(job: ImportJob): string {
  const { created, changed, unchanged, archived } = job.counts ?? { created: 0, changed: 0, unchanged: 0, archived: 0 };
  if (job.dryRun) {
    return `Dry run of ${job.fileName}: would create ${created}, change ${changed}, archive ${archived} (${unchanged} unchanged). Nothing was written.`;
  }
  return `Imported ${job.fileName}: ${created} created, ${changed} changed, ${unchanged} unchanged, ${archived} archived.`;
}

export function registerAdminCatalogueCommands(admin: Command, context: () => CommandContext): void {
  const catalogue = admin.command('catalogue').description('the merchant’s catalogue as a bundle: import, export (role merchandiser)');

  catalogue
    .command('import')
    .description('import a bundle (a folder, .zip or .tar.gz; docs/catalogue-format.md): all of it or nothing')
    .argument('<bundle>', 'the bundle')
    .option('--dry-run', 'check it and tell what would change, writing nothing')
    .option('--archive-missing', 'archive the shop’s products the bundle does not hold')
    .action(async (source: string, options: { dryRun?: boolean; archiveMissing?: boolean }) => {
      const ctx = context();
      const archive = await archiveOf(path.resolve(source));
      const progress = progressPrinter(ctx);
      const result = await resolve(ctx.container(), IMPORT_CATALOGUE).execute(archive, {
        dryRun: options.dryRun === true,
        archiveMissing: options.archiveMissing === true,
        onProgress: progress,
      });
      if (process.stderr.isTTY && !ctx.options.json) process.stderr.write('\r\u001b[2K');
      if (result.kind !== 'finished') return failed(result);
      const { job } = result;
      if (job.state === 'done') return answer(ctx, job, () => summary(job));
      answer(ctx, job, () => job.problems.map((problem) => problem.text).join('\n'));
      const count = job.problems.length;
      throw new CliError(`The import of ${job.fileName} failed with ${count} problem${count === 1 ? '' : 's'}; nothing was written.`);
    });

  catalogue
    .command('export')
    .description('save the catalogue as a bundle: OUT.tar.gz, or a folder OUT (new or empty)')
    .argument('<out>', 'a .tar.gz file, or a folder')
    .action(async (out: string) => {
      const ctx = context();
      const target = path.resolve(out);
      const archive = /\.(tar\.gz|tgz)$/i.test(target);
      if (archive && (await stat(target).catch(() => null))) throw new CliError(`${target} already exists: choose another file.`);
      if (!archive && (await readdir(target).catch(() => [])).length > 0) throw new CliError(`${target} is not empty: choose a new folder.`);
      const result = await resolve(ctx.container(), EXPORT_CATALOGUE).execute();
      if (result.kind !== 'exported') return failed(result);
      if (archive) await saveWhole(result.chunks, target);
      else {
        const work = await mkdtemp(path.join(tmpdir(), 'boutique-export-'));
        try {
          const file = path.join(work, 'catalogue.tar.gz');
          await saveWhole(result.chunks, file);
          await mkdir(target, { recursive: true });
          await tar.extract({ file, cwd: target, strict: true });
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      }
      answer(ctx, { out: target }, () => `Saved the catalogue to ${target}`);
    });

  catalogue
    .command('imports')
    .description('the recent imports, newest first (dry runs too): state, counts, problems found')
    .option('--page <n>', 'from 1', '1')
    .action(async (options: { page: string }) => {
      const ctx = context();
      const page = Number(options.page);
      if (!Number.isSafeInteger(page) || page < 1) throw new CliError(`--page ${JSON.stringify(options.page)} is not a page (from 1)`);
      const result = await resolve(ctx.container(), LIST_RECENT_IMPORTS).execute(page, 25);
      if (result.kind !== 'found') return failed(result);
      answer(ctx, { items: result.items, total: result.total }, () => (result.items.length === 0 ? 'No import yet.' : table(
        ['STARTED', 'FILE', 'STATE', 'CREATED', 'CHANGED', 'UNCHANGED', 'PROBLEMS', 'ID'],
        result.items.map((job) => [
          job.createdAt.slice(0, 16).replace('T', ' '), job.fileName, job.dryRun ? `${job.state} (dry run)` : job.state,
          String(job.counts?.created ?? '-'), String(job.counts?.changed ?? '-'), String(job.counts?.unchanged ?? '-'), String(job.problemCount), job.id,
        ]),
      )));
    });
}
