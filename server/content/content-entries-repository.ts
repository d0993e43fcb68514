/** All of the SQL of the merchant's content entries and their versions (migration 0016). Plain rows out. */
import { sql, type Selectable } from 'kysely';
import type { Executor, Trx } from '../db/transaction';
import type { ContentEntriesTable, ContentVersionsTable } from './content-entries-tables';

export type EntryRow = Selectable<ContentEntriesTable>;
export type VersionRow = Selectable<ContentVersionsTable>;

export interface EntryKey {
  kind: string;
  storeId: string;
  key: string;
}

export function entryRow(db: Executor, ref: EntryKey): Promise<EntryRow | undefined> {
  return db.selectFrom('content_entries').selectAll().where('kind', '=', ref.kind).where('store_id', '=', ref.storeId).where('key', '=', ref.key).executeTakeFirst();
}

/** The entry, made if new, locked until the transaction ends, with the number of its next version. */
export async function lockEntryForVersion(trx: Trx, ref: EntryKey): Promise<{ entry: EntryRow; version: number }> {
  await trx
    .insertInto('content_entries')
    .values({ kind: ref.kind, store_id: ref.storeId, key: ref.key, latest_version: 0 })
    .onConflict((oc) => oc.columns(['kind', 'store_id', 'key']).doNothing())
    .execute();
  const entry = await trx
    .updateTable('content_entries')
    .set({ latest_version: sql`latest_version + 1` })
    .where('kind', '=', ref.kind)
    .where('store_id', '=', ref.storeId)
    .where('key', '=', ref.key)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { entry, version: entry.latest_version };
}

export async function insertVersion(trx: Trx, row: Omit<VersionRow, 'created_at'> & { created_at: Date }): Promise<void> {
  await trx.insertInto('content_versions').values({ ...row, body: JSON.stringify(row.body) }).execute();
}

/** Every version of an entry, newest first. */
export function versionRows(db: Executor, entryId: number): Promise<VersionRow[]> {
  return db.selectFrom('content_versions').selectAll().where('entry_id', '=', entryId).orderBy('version', 'desc').execute();
}

export function versionRow(db: Executor, entryId: number, version: number): Promise<VersionRow | undefined> {
  return db.selectFrom('content_versions').selectAll().where('entry_id', '=', entryId).where('version', '=', version).executeTakeFirst();
}

export function entryRows(db: Executor, filter: { kind?: string; storeId?: string }): Promise<EntryRow[]> {
  let query = db.selectFrom('content_entries').selectAll();
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.storeId !== undefined) query = query.where('store_id', '=', filter.storeId);
  return query.orderBy('kind').orderBy('store_id').orderBy('key').execute();
}

/** Versions of these entries' that may show at `now` (newest first): published in their window; with `drafts`, drafts and scheduled ones too. */
export function showableVersions(db: Executor, filter: { kinds: string[]; storeIds: string[]; key?: string }, now: Date, drafts: boolean) {
  let query = db
    .selectFrom('content_entries as e')
    .innerJoin('content_versions as v', 'v.entry_id', 'e.id')
    .select(['e.id as entry_id', 'e.kind', 'e.store_id', 'e.key', 'v.version', 'v.status', 'v.body', 'v.publish_at', 'v.unpublish_at'])
    .where('e.kind', 'in', filter.kinds)
    .where('e.store_id', 'in', filter.storeIds);
  if (filter.key !== undefined) query = query.where('e.key', '=', filter.key);
  query = drafts
    ? query.where((eb) => eb.or([eb('v.status', '=', 'draft'), eb('v.unpublish_at', 'is', null), eb('v.unpublish_at', '>', now)]))
    : query
      .where('v.status', '=', 'published')
      .where('v.publish_at', '<=', now)
      .where((eb) => eb.or([eb('v.unpublish_at', 'is', null), eb('v.unpublish_at', '>', now)]));
  return query.orderBy('v.version', 'desc').execute();
}

/** How many windows opened or closed in (since, until]. */
export async function windowsCrossedBetween(db: Executor, since: Date, until: Date): Promise<number> {
  const row = await db
    .selectFrom('content_versions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'published')
    .where((eb) => eb.or([
      eb.and([eb('publish_at', '>', since), eb('publish_at', '<=', until)]),
      eb.and([eb('unpublish_at', '>', since), eb('unpublish_at', '<=', until)]),
    ]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The first window to open or close after `after`, if any. */
export async function nextWindowEdge(db: Executor, after: Date): Promise<Date | null> {
  const [opens, closes] = await Promise.all([
    db.selectFrom('content_versions').select((eb) => eb.fn.min('publish_at').as('at')).where('status', '=', 'published').where('publish_at', '>', after).executeTakeFirst(),
    db.selectFrom('content_versions').select((eb) => eb.fn.min('unpublish_at').as('at')).where('status', '=', 'published').where('unpublish_at', '>', after).executeTakeFirst(),
  ]);
  const edges = [opens?.at, closes?.at].filter((at): at is Date => at instanceof Date || typeof at === 'string').map((at) => new Date(at));
  return edges.length === 0 ? null : new Date(Math.min(...edges.map((at) => at.getTime())));
}
