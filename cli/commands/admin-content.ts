/**
 * `boutique admin content …` (issue 34, role merchandiser or admin): the shop's pages, templates,
 * menus, footers, banners, seasonal banner and maintenance switch — saved as drafts, published
 * now or scheduled, previewed on the storefront, with every version kept and any brought back.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve as resolvePath } from 'node:path';
import { Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { LIST_CONTENT, PREVIEW_CONTENT, PUBLISH_CONTENT, RESTORE_CONTENT, SET_CONTENT, SHOW_CONTENT, UPLOAD_CONTENT_IMAGE } from '../../src/adapters/container/content-tokens';
import type { EntryResult, Invalid } from '../../src/application/content/content-entries';
import { CONTENT_KINDS, type ContentEntryDetail, type ContentEntrySummary, type ContentKind, type ContentVersion } from '../../src/domain/content/content-entry';
import { STORE_IDS } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext } from '../cli-context';
import { adminFailed, type AdminFailure } from './admin-output';

function failed(result: AdminFailure | Invalid, entry = ''): never {
  if (result.kind === 'invalid') throw new CliError(result.message);
  return adminFailed(result, `${entry} has no versions yet`, 'merchandiser');
}

const when = (at: string | null) => (at ? at.replace('T', ' ').replace(/:\d{2}\.\d{3}Z$/, ' UTC') : '-');

function versionLine(version: ContentVersion): string {
  const window = version.status === 'draft' || version.version === 0 ? '' : `  from ${when(version.publishAt)}${version.unpublishAt ? ` until ${when(version.unpublishAt)}` : ''}`;
  // Version 0 is the shop's seeded content: it has no date.
  return `v${version.version}  ${version.status.padEnd(9)}  ${version.version === 0 ? '-' : when(version.createdAt)}  ${version.author}${window}${version.note ? `  (${version.note})` : ''}`;
}

export function entriesText(entries: ContentEntrySummary[]): string {
  if (entries.length === 0) return 'No content changed yet: the shop shows its own.';
  const width = Math.max(...entries.map((entry) => entry.entry.length));
  return entries.map((entry) => `${entry.entry.padEnd(width)}  live ${entry.live === null ? '-' : `v${entry.live}`}  newest ${versionLine(entry.latest)}`).join('\n');
}

const isPage = (body: unknown): body is { title: string; slug: string; markdown: string } => Boolean(body && typeof body === 'object' && 'markdown' in body);

/** An entry's content as `set --file` reads it back; `notes`: `#` lines a page's front matter carries (set skips them). */
function bodyText(body: unknown, notes: string[] = []): string {
  if (isPage(body)) return `---\n${notes.map((note) => `# ${note}\n`).join('')}title: ${body.title}\nslug: ${body.slug}\n---\n${body.markdown}`;
  return JSON.stringify(body, null, 2);
}

/** The entry and its newest version, as `show` tells them. */
export function entryHeader(entry: ContentEntryDetail): string {
  return [`${entry.entry}  live ${entry.live === null ? '- (the shop’s own)' : `v${entry.live}`}`, versionLine(entry.latest)].join('\n');
}

export function historyText(entry: ContentEntryDetail): string {
  return [`${entry.entry}  live ${entry.live === null ? '-' : `v${entry.live}`}`, ...entry.versions.map(versionLine)].join('\n');
}

async function fileOf(ctx: CommandContext, file: string, kind: string): Promise<{ name: string; text: string }> {
  if (file === '-') return { name: kind === 'page' ? 'stdin.md' : 'stdin.json', text: (await ctx.stdinLines()).map((line) => `${line}\n`).join('') };
  const text = await readFile(resolvePath(file), 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CliError(error.code === 'ENOENT' ? `${file} does not exist` : `Cannot read ${file}: ${error.message}`);
  });
  return { name: basename(file), text };
}

const ENTRY_HELP = 'kind/store/key: page/boutique_es/faq, template/laboutiqueofficielle/home, menu/boutique_es, footer/…, header-banner/…, sale-banner/…, seasonal-banner/…, maintenance';

export function registerAdminContentCommands(admin: Command, context: () => CommandContext): void {
  const content = admin.command('content').description('the shop’s pages, templates, menus, footers, banners and maintenance switch: drafts, publishing, schedules, previews, history (role merchandiser)');
  const done = (ctx: CommandContext, result: EntryResult | Invalid, entry: string, text: (detail: ContentEntryDetail) => string) => {
    if (result.kind !== 'done') return failed(result, entry);
    answer(ctx, result.entry, () => text(result.entry));
  };

  content
    .command('list')
    .description('the entries changed from the shop’s own, with their live and newest versions')
    .addOption(new Option('--kind <kind>', 'only this kind').choices(CONTENT_KINDS))
    .addOption(new Option('--in <store>', 'only this store’s').choices(STORE_IDS))
    .action(async (options: { kind?: ContentKind; in?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_CONTENT).execute({ kind: options.kind, store: options.in });
      if (result.kind !== 'done') return failed(result);
      answer(ctx, result.entries, () => entriesText(result.entries));
    });

  content
    .command('show')
    .description('an entry’s newest version and its content, as `set --file` reads it back (`show page/… > faq.md`, edit, `set page/… --file faq.md`); an entry never changed: the shop’s seeded version, v0')
    .argument('<entry>', ENTRY_HELP)
    .action(async (entry: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHOW_CONTENT).execute(entry);
      if (result.kind !== 'done') return failed(result, entry);
      // Only what `set --file` reads back goes to stdout (`show … > faq.md`): a page's front matter
      // carries the version as # lines, a JSON entry's version goes to stderr.
      const header = entryHeader(result.entry).split('\n');
      const { body } = result.entry.latest;
      if (!ctx.options.json && !isPage(body)) ctx.output.err(header.join('\n'));
      answer(ctx, result.entry, () => bodyText(body, header));
    });

  content
    .command('set')
    .description('save a new version from a file: a page’s Markdown (front matter title, slug), or JSON for the others; a draft unless --publish or --publish-at')
    .argument('<entry>', ENTRY_HELP)
    .requiredOption('--file <file>', 'faq.md, or a .json file; - for stdin')
    .option('--title <title>', 'a page’s title (instead of its front matter’s)')
    .option('--slug <slug>', 'a page’s slug (default: its front matter’s, else its key)')
    .option('--publish', 'publish it now')
    .option('--publish-at <time>', 'publish it then (2026-12-02T00:00 is read in the store’s time zone)')
    .option('--unpublish-at <time>', 'take it down then')
    .action(async (entry: string, options: { file: string; title?: string; slug?: string; publish?: boolean; publishAt?: string; unpublishAt?: string }) => {
      const ctx = context();
      const file = await fileOf(ctx, options.file, entry.split('/')[0]);
      const result = await resolve(ctx.container(), SET_CONTENT).execute({ entry, file, title: options.title, slug: options.slug, publish: options.publish === true, publishAt: options.publishAt, unpublishAt: options.unpublishAt });
      done(ctx, result, entry, (detail) => `Saved ${detail.entry} v${detail.latest.version} (${detail.latest.status}).`);
    });

  content
    .command('publish')
    .description('publish the newest version now')
    .argument('<entry>', ENTRY_HELP)
    .action(async (entry: string) => {
      const ctx = context();
      done(ctx, await resolve(ctx.container(), PUBLISH_CONTENT).execute(entry), entry, (detail) => `Published ${detail.entry} v${detail.latest.version}: shoppers see it now.`);
    });

  content
    .command('schedule')
    .description('publish the newest version at a time, and take it down at another')
    .argument('<entry>', ENTRY_HELP)
    .requiredOption('--at <time>', 'when it goes up: 2026-12-02T00:00 (the store’s time zone) or with an offset')
    .option('--until <time>', 'when it comes down (the version before shows again)')
    .action(async (entry: string, options: { at: string; until?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), PUBLISH_CONTENT).execute(entry, { publishAt: options.at, ...(options.until ? { unpublishAt: options.until } : {}) });
      done(ctx, result, entry, (detail) => `Scheduled ${detail.entry} v${detail.latest.version}: ${versionLine(detail.latest)}`);
    });

  content
    .command('history')
    .description('every version: who made it, when, its status and window')
    .argument('<entry>', ENTRY_HELP)
    .action(async (entry: string) => {
      const ctx = context();
      done(ctx, await resolve(ctx.container(), SHOW_CONTENT).execute(entry), entry, historyText);
    });

  content
    .command('restore')
    .description('bring an earlier version back, as a new version (published now unless --draft)')
    .argument('<entry>', ENTRY_HELP)
    .argument('<version>', 'the version number (see history; 0: the shop’s seeded version)')
    .option('--draft', 'keep it as a draft')
    .action(async (entry: string, version: string, options: { draft?: boolean }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), RESTORE_CONTENT).execute(entry, version, options.draft === true);
      done(ctx, result, entry, (detail) => `Restored ${detail.entry} v${version.replace(/^v/i, '')} as v${detail.latest.version} (${detail.latest.status}).`);
    });

  content
    .command('preview')
    .description('a signed link that shows the store’s drafts and scheduled content on the storefront (only to whoever holds it)')
    .option('--path <path>', 'the page to open: /t/faq (default: the home page)')
    .option('--hours <hours>', 'how long the link works (default 24, at most 168)')
    .action(async (options: { path?: string; hours?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), PREVIEW_CONTENT).execute({ store: ctx.options.storeId, path: options.path, hours: options.hours });
      if (result.kind !== 'done') return failed(result);
      answer(ctx, result.link, () => `${result.link.url}\nValid until ${when(result.link.expiresAt)}.`);
    });

  content
    .command('upload')
    .description('keep an image for a banner, a tile or a page (JPEG, PNG, WebP or AVIF; at most 25 MB and 50 megapixels): answers its URL, for a banner’s "image" or ![alt](url) in a page')
    .argument('<file>', 'the image file')
    .action(async (file: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), UPLOAD_CONTENT_IMAGE).execute(await imageFile(file));
      if (result.kind !== 'done') return failed(result);
      answer(ctx, { url: result.url, markdown: result.markdown }, () => `${result.url}
In a page: ${result.markdown}`);
    });
}

async function imageFile(file: string): Promise<{ name: string; bytes: Uint8Array<ArrayBuffer> }> {
  const bytes = await readFile(resolvePath(file)).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(error.code === 'ENOENT' ? `${file} does not exist` : error.code === 'EISDIR' ? `${file} is a folder, not an image` : `Cannot read ${file}: ${error.message}`);
  });
  return { name: basename(file), bytes: new Uint8Array(bytes) };
}
