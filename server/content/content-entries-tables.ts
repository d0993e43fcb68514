/**
 * The merchant's content (issue 34, migration 0016): each entry (a CMS page, a template, a store's
 * menu, footer, banners or seasonal banner, the maintenance switch) and every version of it, kept
 * for ever. What shoppers see is the newest published version whose window holds the moment; an
 * entry with none leaves the seeded rows (store_sites, cms_pages, templates, settings) showing.
 */
import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from '../db/column-types';

export interface ContentEntriesTable {
  id: Generated<number>;
  kind: string;
  /** '' for what is the whole shop's (the maintenance switch). */
  store_id: string;
  /** '' for what a store has one of (its menu, its footer…). */
  key: string;
  /** The entry's newest version number (versions are numbered from 1). */
  latest_version: number;
  created_at: CreatedAt;
}

export interface ContentVersionsTable {
  entry_id: number;
  version: number;
  status: 'draft' | 'published';
  body: Json<unknown>;
  /** Published: from when it shows (never null once published). */
  publish_at: Timestamp | null;
  unpublish_at: Timestamp | null;
  /** The staff account's e-mail address (or the import's name) who made this version. */
  author: string;
  /** Why this version exists besides an edit: "restored from version 2", "published version 3". */
  note: string | null;
  created_at: CreatedAt;
}

export interface ContentEntriesTables {
  content_entries: ContentEntriesTable;
  content_versions: ContentVersionsTable;
}
