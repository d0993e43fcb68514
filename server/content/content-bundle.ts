/**
 * The merchant's content in a catalogue bundle (docs/catalogue-format.md "Content"): a page a file,
 * `content/pages/<store>/<key>.md` (a front matter — title, slug, status, publishAt, unpublishAt —
 * then Markdown), and `content/site.json` for each store's menu, footer, banners and seasonal
 * banner and the shop's maintenance switch. Read and checked here, without a database (problems
 * worded as the bundle's others: file, field, what is wrong); imported as new versions by the
 * import's author, an entry whose newest version already says the same being left as it is.
 */
import { lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundleContentEntry, BundleProblem } from '../../src/domain/catalogue/catalogue-bundle';
import { readPageFile } from '../../src/domain/content/content-page-file';
import { STORE_IDS } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import { checkBody, readEntryRef, readWindow, type ContentKind } from './content-entry-kinds';
import { entryRow, entryRows, versionRow } from './content-entries-repository';
import { setEntry, type ContentAdminDeps } from './content-entries';

const MAX_CONTENT_FILE_BYTES = 1024 * 1024;
const MAX_PAGE_FILES = 2000;
/** content/site.json's fields of a store, and the kinds they are. */
const SITE_FIELDS: Record<string, ContentKind> = {
  menu: 'menu', footer: 'footer', headerBanner: 'header-banner', saleBanner: 'sale-banner', seasonalBanner: 'seasonal-banner',
};

export interface ContentReading {
  entries: BundleContentEntry[];
  problems: BundleProblem[];
}

async function textOf(root: string, relative: string, problems: BundleProblem[]): Promise<string | null> {
  const stats = await lstat(path.join(root, relative)).catch(() => null);
  if (!stats) return null;
  if (!stats.isFile()) return void problems.push({ file: relative, message: 'is not a plain file' }), null;
  if (stats.size > MAX_CONTENT_FILE_BYTES) return void problems.push({ file: relative, message: 'is over 1 MB' }), null;
  const text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path.join(root, relative)), { stream: false });
  return text;
}

function checked(entry: Omit<BundleContentEntry, 'body'> & { body: unknown }, problems: BundleProblem[], now: Date): BundleContentEntry | null {
  const ref = readEntryRef(entry.kind, entry.store || '-', entry.key || '-');
  if (!ref.ok) return void problems.push({ file: entry.file, message: ref.message }), null;
  const body = checkBody(ref.value.kind, entry.body, ref.value.storeId);
  if (!body.ok) return void problems.push({ file: entry.file, message: body.message }), null;
  const window = readWindow(ref.value.storeId, { publishAt: entry.publishAt, unpublishAt: entry.unpublishAt }, now);
  if (!window.ok) return void problems.push({ file: entry.file, message: window.message }), null;
  return { ...entry, body: body.value, publishAt: window.value.publishAt?.toISOString() ?? null, unpublishAt: window.value.unpublishAt?.toISOString() ?? null };
}

const readStatus = (typed: string | undefined, file: string, problems: BundleProblem[]): 'draft' | 'published' | null => {
  if (typed === undefined || typed === 'published') return 'published';
  if (typed === 'draft') return 'draft';
  problems.push({ file, field: 'status', message: `status "${typed}" is not draft or published` });
  return null;
};

async function readPages(root: string, problems: BundleProblem[], now: Date): Promise<BundleContentEntry[]> {
  const entries: BundleContentEntry[] = [];
  const stores = await readdir(path.join(root, 'content', 'pages')).catch(() => [] as string[]);
  for (const store of stores.sort()) {
    const folder = `content/pages/${store}`;
    if (!(STORE_IDS as readonly string[]).includes(store)) {
      problems.push({ file: folder, message: `is not a store's pages (content/pages/<store>/<key>.md, stores: ${STORE_IDS.join(', ')})` });
      continue;
    }
    const names = (await readdir(path.join(root, folder)).catch(() => [] as string[])).sort().slice(0, MAX_PAGE_FILES);
    for (const name of names) {
      const file = `${folder}/${name}`;
      if (!name.endsWith('.md')) {
        problems.push({ file, message: 'is not a page (a page is <key>.md)' });
        continue;
      }
      const text = await textOf(root, file, problems).catch(() => (problems.push({ file, message: 'is not UTF-8 text' }), null));
      if (text === null) continue;
      const page = readPageFile(text);
      if (!page.ok) {
        problems.push({ file, message: page.problem });
        continue;
      }
      const { title, slug, status, publishAt, unpublishAt, ...others } = page.value.fields;
      const unknown = Object.keys(others)[0];
      if (unknown) problems.push({ file, field: unknown, message: `front matter "${unknown}" is not one of title, slug, status, publishAt, unpublishAt` });
      const key = name.slice(0, -3);
      const readStatusValue = readStatus(status, file, problems);
      if (unknown || !readStatusValue) continue;
      const entry = checked({ kind: 'page', store, key, body: { title: title ?? '', slug: slug ?? key, markdown: page.value.markdown }, status: readStatusValue, publishAt: publishAt ?? null, unpublishAt: unpublishAt ?? null, file }, problems, now);
      if (entry) entries.push(entry);
    }
  }
  return entries;
}

async function readSite(root: string, problems: BundleProblem[], now: Date): Promise<BundleContentEntry[]> {
  const file = 'content/site.json';
  const text = await textOf(root, file, problems).catch(() => (problems.push({ file, message: 'is not UTF-8 text' }), null));
  if (text === null) return [];
  let site: unknown;
  try {
    site = JSON.parse(text);
  } catch (error) {
    problems.push({ file, message: `is not valid JSON (${(error as Error).message})` });
    return [];
  }
  if (site === null || typeof site !== 'object' || Array.isArray(site)) return void problems.push({ file, message: 'is not an object of stores (and maintenance)' }), [];
  const entries: BundleContentEntry[] = [];
  for (const [field, value] of Object.entries(site as Record<string, unknown>)) {
    if (field === 'maintenance') {
      const entry = checked({ kind: 'maintenance', store: '', key: '', body: value, status: 'published', publishAt: null, unpublishAt: null, file }, problems, now);
      if (entry) entries.push(entry);
      continue;
    }
    if (!(STORE_IDS as readonly string[]).includes(field)) {
      problems.push({ file, field, message: `${field} is not a store (stores: ${STORE_IDS.join(', ')}) nor maintenance` });
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      problems.push({ file, field, message: `${field} is not an object of ${Object.keys(SITE_FIELDS).join(', ')}` });
      continue;
    }
    for (const [part, body] of Object.entries(value as Record<string, unknown>)) {
      if (part === 'templates') {
        entries.push(...readTemplates(field, body, problems, now));
        continue;
      }
      const kind = SITE_FIELDS[part];
      if (!kind) {
        problems.push({ file, field: `${field}.${part}`, message: `${field}.${part} is not one of ${[...Object.keys(SITE_FIELDS), 'templates'].join(', ')}` });
        continue;
      }
      const before = problems.length;
      const entry = checked({ kind, store: field, key: '', body, status: 'published', publishAt: null, unpublishAt: null, file }, problems, now);
      for (const problem of problems.slice(before)) problem.message = `${field}.${part}: ${problem.message.replace(/^body\.?/, '')}`;
      if (entry) entries.push(entry);
    }
  }
  return entries;
}

/** A store's template pages in content/site.json: `"templates": { "<slug>": { title, subtitle, items } }`. */
function readTemplates(store: string, value: unknown, problems: BundleProblem[], now: Date): BundleContentEntry[] {
  const file = 'content/site.json';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push({ file, field: `${store}.templates`, message: `${store}.templates is not an object of template slugs` });
    return [];
  }
  const entries: BundleContentEntry[] = [];
  for (const [slug, body] of Object.entries(value as Record<string, unknown>)) {
    const before = problems.length;
    const entry = checked({ kind: 'template', store, key: slug, body, status: 'published', publishAt: null, unpublishAt: null, file }, problems, now);
    for (const problem of problems.slice(before)) problem.message = `${store}.templates.${slug}: ${problem.message.replace(/^body\.?/, '')}`;
    if (entry) entries.push(entry);
  }
  return entries;
}

/** The bundle's content files, checked; none: no entries. */
export async function readBundleContent(root: string, now = new Date()): Promise<ContentReading> {
  const problems: BundleProblem[] = [];
  const entries = [...(await readPages(root, problems, now)), ...(await readSite(root, problems, now))];
  return { entries, problems };
}

/** JSON with its keys sorted: jsonb keeps an object's keys in an order of its own. */
const canonical = (value: unknown): string => JSON.stringify(value, (_key, item: unknown) =>
  item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item);
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const instant = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Writes each entry as a new version, unless its newest version says the same; answers how many were written. */
export async function importBundleContent(deps: Pick<ContentAdminDeps, 'db' | 'now'> & { db: Db }, entries: BundleContentEntry[], author: string): Promise<number> {
  let written = 0;
  for (const entry of entries) {
    const ref = readEntryRef(entry.kind, entry.store || '-', entry.key || '-');
    if (!ref.ok) continue;
    const row = await entryRow(deps.db, ref.value);
    const newest = row && row.latest_version > 0 ? await versionRow(deps.db, row.id, row.latest_version) : undefined;
    if (newest && newest.status === entry.status && same(newest.body, entry.body) && (entry.status === 'draft' || (instant(newest.unpublish_at) === entry.unpublishAt && (entry.publishAt === null || instant(newest.publish_at) === entry.publishAt)))) continue;
    const saved = await setEntry({ db: deps.db, now: deps.now }, ref.value, { body: entry.body, status: entry.status, publishAt: entry.publishAt, unpublishAt: entry.unpublishAt, note: `from ${entry.file}` }, author);
    if (saved.ok) written += 1;
  }
  return written;
}

/** Each entry's newest version, as a bundle holds it (the export's). */
export async function bundleContentOf(db: Db): Promise<BundleContentEntry[]> {
  const entries: BundleContentEntry[] = [];
  for (const row of await entryRows(db, {})) {
    if (row.latest_version === 0) continue;
    const newest = (await versionRow(db, row.id, row.latest_version))!;
    const file = row.kind === 'page' ? `content/pages/${row.store_id}/${row.key}.md` : 'content/site.json';
    const published = newest.status === 'published';
    entries.push({
      kind: row.kind, store: row.store_id, key: row.key, body: newest.body, status: newest.status,
      publishAt: published ? instant(newest.publish_at) : null, unpublishAt: published ? instant(newest.unpublish_at) : null, file,
    });
  }
  return entries;
}

const SITE_FIELD_OF = Object.fromEntries(Object.entries(SITE_FIELDS).map(([field, kind]) => [kind, field]));

/** Writes the entries as content/pages/… and content/site.json (what readBundleContent reads back the same). */
export async function writeBundleContent(dir: string, entries: BundleContentEntry[]): Promise<void> {
  const site: Record<string, unknown> = {};
  for (const entry of entries) {
    if (entry.kind === 'page') {
      const body = entry.body as { title: string; slug: string; markdown: string };
      const fields = [`title: ${body.title}`, `slug: ${body.slug}`];
      if (entry.status === 'draft') fields.push('status: draft');
      if (entry.publishAt) fields.push(`publishAt: ${entry.publishAt}`);
      if (entry.unpublishAt) fields.push(`unpublishAt: ${entry.unpublishAt}`);
      await mkdir(path.join(dir, 'content', 'pages', entry.store), { recursive: true });
      await writeFile(path.join(dir, 'content', 'pages', entry.store, `${entry.key}.md`), `---\n${fields.join('\n')}\n---\n${body.markdown}\n`);
    } else if (entry.kind === 'maintenance') {
      site.maintenance = entry.body;
    } else if (entry.kind === 'template') {
      const store = (site[entry.store] ??= {}) as Record<string, Record<string, unknown>>;
      (store.templates ??= {})[entry.key] = entry.body;
    } else {
      const store = (site[entry.store] ??= {}) as Record<string, unknown>;
      store[SITE_FIELD_OF[entry.kind]] = entry.body;
    }
  }
  if (Object.keys(site).length > 0) {
    await mkdir(path.join(dir, 'content'), { recursive: true });
    await writeFile(path.join(dir, 'content', 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  }
}
