/**
 * What shoppers see of the merchant's content at a moment: for each entry, its newest published
 * version whose window holds `now` (the injected clock, so a test's clock proves a schedule); a
 * preview (a staff member's signed link) sees each entry's newest draft or scheduled version
 * instead. An entry with nothing showable leaves the seeded rows showing.
 */
import type { Executor } from '../db/transaction';
import type { ContentKind } from './content-entry-kinds';
import { showableVersions } from './content-entries-repository';

export interface ContentView {
  now: Date;
  /** A staff preview: drafts and scheduled versions show (never cached, never shared). */
  preview: boolean;
}

/** What reads without a request's view use (the page resolver, the sitemaps): the live content now. */
export const liveNow = (): ContentView => ({ now: new Date(), preview: false });

export interface ShownVersion {
  kind: ContentKind;
  storeId: string;
  key: string;
  version: number;
  body: unknown;
}

export const shownKey = (kind: string, storeId: string, key = '') => `${kind}|${storeId}|${key}`;

/** The version each entry shows, by `shownKey`. */
export async function shownVersions(db: Executor, filter: { kinds: ContentKind[]; storeIds: string[]; key?: string }, view: ContentView): Promise<Map<string, ShownVersion>> {
  const rows = await showableVersions(db, filter, view.now, view.preview);
  const shown = new Map<string, ShownVersion>();
  // Newest first: the first row of an entry is the one it shows.
  for (const row of rows) {
    const key = shownKey(row.kind, row.store_id, row.key);
    if (!shown.has(key)) shown.set(key, { kind: row.kind as ContentKind, storeId: row.store_id, key: row.key, version: row.version, body: row.body });
  }
  return shown;
}
