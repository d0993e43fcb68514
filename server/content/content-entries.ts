/**
 * The merchant's content, managed (issue 34, role merchandiser): each change a new version, kept
 * with who made it and when; saved as a draft, published now, or scheduled (`publishAt`,
 * `unpublishAt`); published again from any earlier version (restore). A change that shows now is
 * announced after the commit (pages, init and menus forget it); a scheduled one is announced by
 * the schedule sweep when its time comes (content-schedule.ts).
 */
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import { fail, succeed, type Outcome } from '../core/outcome';
import { findCustomerById } from '../accounts/accounts-service';
import { checkBody, entryName, readWindow, type ContentKind, type EntryDetail, type EntryRef, type EntrySummary, type EntryVersion, type VersionStatus } from './content-entry-kinds';
import { entryRow, entryRows, insertVersion, lockEntryForVersion, versionRow, versionRows, type EntryRow, type VersionRow } from './content-entries-repository';
import { seededEntry } from './content-entries-seeded';

export interface ContentAdminDeps {
  db: Db;
  now: () => Date;
  catalogueChanges?: Pick<CatalogueChanges, 'contentChanged'>;
}

export type { EntryDetail, EntrySummary, EntryVersion, VersionStatus } from './content-entry-kinds';

/** Who changed it: the staff account's e-mail address. */
export async function authorOf(db: Db, customerId: number): Promise<string> {
  const row = await findCustomerById(db, customerId);
  return row?.email ?? `account #${customerId}`;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

function statusAt(row: VersionRow, now: Date): VersionStatus {
  if (row.status === 'draft') return 'draft';
  if (row.publish_at && new Date(row.publish_at).getTime() > now.getTime()) return 'scheduled';
  if (row.unpublish_at && new Date(row.unpublish_at).getTime() <= now.getTime()) return 'ended';
  return 'published';
}

function versionOf(row: VersionRow, now: Date, withBody: boolean): EntryVersion {
  return {
    version: row.version,
    status: statusAt(row, now),
    publishAt: iso(row.publish_at),
    unpublishAt: iso(row.unpublish_at),
    author: row.author,
    note: row.note,
    createdAt: iso(row.created_at)!,
    ...(withBody ? { body: row.body } : {}),
  };
}

const liveVersion = (rows: VersionRow[], now: Date) => rows.find((row) => statusAt(row, now) === 'published')?.version ?? null;

function summaryOf(entry: EntryRow, rows: VersionRow[], now: Date, withBody: boolean): EntrySummary {
  const ref = { kind: entry.kind as ContentKind, storeId: entry.store_id, key: entry.key };
  return { entry: entryName(ref), kind: ref.kind, store: ref.storeId || null, key: ref.key || null, latest: versionOf(rows[0], now, withBody), live: liveVersion(rows, now) };
}

export async function listEntries(deps: ContentAdminDeps, filter: { kind?: ContentKind; storeId?: string }): Promise<EntrySummary[]> {
  const now = deps.now();
  const entries = (await entryRows(deps.db, filter)).filter((entry) => entry.latest_version > 0);
  return Promise.all(entries.map(async (entry) => summaryOf(entry, await versionRows(deps.db, entry.id), now, false)));
}

const noVersions = (ref: EntryRef) => fail('not-found', `${entryName(ref)} has no versions yet: the shop shows its own content (set one with admin content set)`);

/** The entry and every version of it, newest first (with their bodies). */
export async function showEntry(deps: ContentAdminDeps, ref: EntryRef): Promise<Outcome<EntryDetail>> {
  const entry = await entryRow(deps.db, ref);
  if (!entry || entry.latest_version === 0) {
    const seeded = await seededEntry(deps.db, ref);
    return seeded ? succeed(seeded) : noVersions(ref);
  }
  const now = deps.now();
  const rows = await versionRows(deps.db, entry.id);
  return succeed({ ...summaryOf(entry, rows, now, true), versions: rows.map((row) => versionOf(row, now, true)) });
}

export interface NewVersion {
  body: unknown;
  status?: 'draft' | 'published';
  publishAt?: string | null;
  unpublishAt?: string | null;
  note?: string | null;
}

/** Writes a new version; announces it when it shows now. */
async function addVersion(deps: ContentAdminDeps, ref: EntryRef, input: NewVersion, author: string): Promise<Outcome<EntryDetail>> {
  const checked = checkBody(ref.kind, input.body, ref.storeId);
  if (!checked.ok) return checked;
  const now = deps.now();
  const status = input.status ?? 'draft';
  if (status === 'draft' && (input.publishAt || input.unpublishAt)) return fail('invalid-input', 'status: a draft has no publishAt or unpublishAt (publish or schedule it)');
  const window = readWindow(ref.storeId, input, now);
  if (!window.ok) return window;
  const publishAt = status === 'published' ? window.value.publishAt ?? now : null;
  await transaction(deps.db, async ({ trx, afterCommit }) => {
    const { entry, version } = await lockEntryForVersion(trx, ref);
    await insertVersion(trx, {
      entry_id: entry.id, version, status, body: checked.value, publish_at: publishAt, unpublish_at: status === 'published' ? window.value.unpublishAt : null,
      author, note: input.note ?? null, created_at: now,
    });
    if (status === 'published' && publishAt!.getTime() <= now.getTime()) afterCommit(() => deps.catalogueChanges?.contentChanged());
  });
  return showEntry(deps, ref);
}

/** `set`: a new version, a draft unless published or scheduled. */
export function setEntry(deps: ContentAdminDeps, ref: EntryRef, input: NewVersion, author: string): Promise<Outcome<EntryDetail>> {
  return addVersion(deps, ref, input, author);
}

/** `publish` / `schedule`: the newest version's body published now or in a window, as a new version. */
export async function publishEntry(deps: ContentAdminDeps, ref: EntryRef, window: { publishAt?: string | null; unpublishAt?: string | null }, author: string): Promise<Outcome<EntryDetail>> {
  const entry = await entryRow(deps.db, ref);
  if (!entry || entry.latest_version === 0) return noVersions(ref);
  const latest = (await versionRow(deps.db, entry.id, entry.latest_version))!;
  if (latest.status === 'published' && !window.publishAt && !window.unpublishAt) {
    return fail('wrong-state', `${entryName(ref)}: version ${latest.version} is published already (nothing newer to publish)`);
  }
  return addVersion(deps, ref, { body: latest.body, status: 'published', ...window, note: `published version ${latest.version}` }, author);
}

/** `restore`: an earlier version's body back, as a new version (published now unless asked for a draft); 0 is the shop's seeded version. */
export async function restoreEntry(deps: ContentAdminDeps, ref: EntryRef, version: number, options: { draft?: boolean }, author: string): Promise<Outcome<EntryDetail>> {
  const status = options.draft ? 'draft' : 'published';
  if (version === 0) {
    // Version 0 is what the shop showed before any change (the seeded content, a page as Markdown).
    const seeded = await seededEntry(deps.db, ref);
    if (!seeded) return noVersions(ref);
    return addVersion(deps, ref, { body: seeded.latest.body, status, note: 'restored from version 0 (the shop’s seeded version)' }, author);
  }
  const entry = await entryRow(deps.db, ref);
  if (!entry || entry.latest_version === 0) return noVersions(ref);
  const row = await versionRow(deps.db, entry.id, version);
  if (!row) return fail('not-found', `${entryName(ref)} has no version ${version} (it has 1 to ${entry.latest_version})`);
  return addVersion(deps, ref, { body: row.body, status, note: `restored from version ${version}` }, author);
}
