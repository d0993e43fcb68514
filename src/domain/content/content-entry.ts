/**
 * The merchant's content entries as staff tools see them (issue 34): how an entry is named
 * (`page/boutique_es/faq`, `menu/boutique_es`, `maintenance`), its versions and a preview link.
 */
export const CONTENT_KINDS = ['page', 'template', 'menu', 'footer', 'header-banner', 'sale-banner', 'seasonal-banner', 'maintenance'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentEntryName {
  kind: ContentKind;
  /** '-' for the whole shop's (the maintenance switch). */
  store: string;
  /** '-' for what a store has one of (its menu, footer, banners). */
  key: string;
}

export type ContentVersionStatus = 'draft' | 'published' | 'scheduled' | 'ended';

export interface ContentVersion {
  version: number;
  status: ContentVersionStatus;
  publishAt: string | null;
  unpublishAt: string | null;
  author: string;
  note: string | null;
  createdAt: string;
  body?: unknown;
}

export interface ContentEntrySummary {
  entry: string;
  kind: ContentKind;
  store: string | null;
  key: string | null;
  latest: ContentVersion;
  live: number | null;
}

export interface ContentEntryDetail extends ContentEntrySummary {
  versions: ContentVersion[];
}

export interface PreviewLink {
  url: string;
  token: string;
  expiresAt: string;
}

/** `kind/store/key` as typed: the kind checked here, the store and key by the shop. */
export function readEntryName(typed: string): { ok: true; value: ContentEntryName } | { ok: false; problem: string } {
  const parts = typed.trim().split('/');
  const [kind = '', store = '', key = ''] = parts;
  if (parts.length > 3 || !(CONTENT_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, problem: `"${typed}" is not an entry: kind/store/key, the kind one of ${CONTENT_KINDS.join(', ')} (page/boutique_es/faq, menu/boutique_es, maintenance)` };
  }
  return { ok: true, value: { kind: kind as ContentKind, store: store || '-', key: key || '-' } };
}
