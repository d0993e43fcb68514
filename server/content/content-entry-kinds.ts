/**
 * What each kind of content entry holds, and how it is named: `page/<store>/<key>` (a CMS or legal
 * page: title, slug, Markdown), `template/<store>/<slug>` (a template page and its items: tiles,
 * highlighted products, sliders), `menu/<store>`, `footer/<store>`, `header-banner/<store>`,
 * `sale-banner/<store>`, `seasonal-banner/<store>` and `maintenance`. A body is checked against
 * its kind's schema (the public answers' own shapes) and its links against the safe-link rule.
 */
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { STORE_IDS } from '../../src/domain/store/stores';
import { fail, succeed, type Outcome } from '../core/outcome';
import { FooterSchema, MenuSchema, SaleBannerSchema, SeasonalBannerSchema, TemplateItemSchema } from './content-schemas';
import { isSafeLink } from './content-markdown';
import { readInstant } from './content-time';

import { CONTENT_KINDS, type ContentKind } from '../../src/domain/content/content-entry';

export { CONTENT_KINDS, type ContentKind };

/** Kinds a store has one of (no key). */
const STORE_WIDE: readonly ContentKind[] = ['menu', 'footer', 'header-banner', 'sale-banner', 'seasonal-banner'];

export const MAX_MARKDOWN_LENGTH = 200_000;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;

export const PageBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000-\\u001f]*$' }),
  slug: Type.String({ minLength: 1, maxLength: 200, pattern: SLUG.source }),
  markdown: Type.String({ maxLength: MAX_MARKDOWN_LENGTH }),
}, { additionalProperties: false });

export const TemplateBodySchema = Type.Object({
  title: Type.String({ maxLength: 200 }),
  subtitle: Type.Optional(Type.String({ maxLength: 500 })),
  items: Type.Array(TemplateItemSchema, { maxItems: 200 }),
}, { additionalProperties: false });

const BODY_SCHEMAS: Record<ContentKind, TSchema> = {
  page: PageBodySchema,
  template: TemplateBodySchema,
  menu: MenuSchema,
  footer: FooterSchema,
  'header-banner': Type.Union([TemplateItemSchema, Type.Null()]),
  'sale-banner': Type.Union([SaleBannerSchema, Type.Null()]),
  'seasonal-banner': Type.Union([SeasonalBannerSchema, Type.Null()]),
  maintenance: Type.Boolean(),
};

export interface EntryRef {
  kind: ContentKind;
  /** '' for the whole shop's. */
  storeId: string;
  /** '' for what a store has one of. */
  key: string;
}

/** How an entry is written on the command line and in answers. */
export function entryName(ref: EntryRef): string {
  return [ref.kind, ref.storeId, ref.key].filter(Boolean).join('/');
}

/** `page/boutique_es/faq`, `menu/boutique_es`, `maintenance`. */
export function readEntryRef(kind: string, store: string, key: string): Outcome<EntryRef> {
  if (!(CONTENT_KINDS as readonly string[]).includes(kind)) return fail('invalid-input', `kind: "${kind}" is not one of ${CONTENT_KINDS.join(', ')}`);
  const contentKind = kind as ContentKind;
  const storeId = store === '-' ? '' : store;
  const entryKey = key === '-' ? '' : key;
  if (contentKind === 'maintenance') {
    if (storeId || entryKey) return fail('invalid-input', 'store: the maintenance switch is the whole shop’s (maintenance, no store)');
    return succeed({ kind: contentKind, storeId: '', key: '' });
  }
  if (!(STORE_IDS as readonly string[]).includes(storeId)) return fail('invalid-input', `store: "${store}" is not one of ${STORE_IDS.join(', ')}`);
  if (STORE_WIDE.includes(contentKind)) {
    if (entryKey) return fail('invalid-input', `key: a store has one ${kind} (${kind}/${storeId}, no key)`);
    return succeed({ kind: contentKind, storeId, key: '' });
  }
  if (!SLUG.test(entryKey)) return fail('invalid-input', `key: "${key}" is not a key (lower-case letters, digits and dashes, e.g. faq)`);
  return succeed({ kind: contentKind, storeId, key: entryKey });
}

/** Parses `kind/store/key` as typed. */
export function parseEntryName(name: string): Outcome<EntryRef> {
  const [kind = '', store = '', key = '', ...rest] = name.trim().split('/');
  if (rest.length > 0) return fail('invalid-input', `entry: "${name}" is kind/store/key (page/boutique_es/faq, menu/boutique_es, maintenance)`);
  return readEntryRef(kind, store || '-', key || '-');
}

/** Fields that hold an address somebody follows or loads. */
const LINK_FIELDS = new Set(['link', 'linkMobile', 'url', 'image', 'imageMobile', 'badge', 'qrCode', 'path']);

function unsafeLink(value: unknown, path: string): string | null {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeLink(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [field, item] of Object.entries(value)) {
    const at = path ? `${path}.${field}` : field;
    if (typeof item === 'string' && LINK_FIELDS.has(field) && !isSafeLink(item)) return at;
    const found = unsafeLink(item, at);
    if (found) return found;
  }
  return null;
}

const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.');

const SEASONAL_DATES = ['content1Date', 'content2Date', 'content3Date', 'content4Date', 'endDate'] as const;

/**
 * The seasonal banner's dates (SPEC §3: four contents switching at dates, until the end date) as
 * instants, in order; a naive date is read in the store's time zone (`2026-12-10` is its midnight).
 */
function seasonalDates(body: Record<string, string>, storeId: string): Outcome<Record<string, string>> {
  const dated: Record<string, string> = { ...body };
  let previous: { field: string; at: Date } | null = null;
  for (const field of SEASONAL_DATES) {
    const at = readInstant(body[field], storeId);
    if (!at) return fail('invalid-input', `body.${field}: "${body[field]}" is not a date (2026-12-10, or a date-time)`);
    if (previous && at.getTime() < previous.at.getTime()) return fail('invalid-input', `body.${field}: must not be before ${previous.field}`);
    dated[field] = at.toISOString();
    previous = { field, at };
  }
  return succeed(dated);
}

/** The body checked for its kind (`storeId`: whose time zone a naive date is read in); the first problem names its field. */
export function checkBody(kind: ContentKind, body: unknown, storeId = ''): Outcome<unknown> {
  const schema = BODY_SCHEMAS[kind];
  if (body === undefined) return fail('invalid-input', 'body: missing');
  if (!Value.Check(schema, body)) {
    const first = [...Value.Errors(schema, body)].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
    const field = first ? fieldOf(first.instancePath) : '';
    return fail('invalid-input', `body${field ? `.${field}` : ''}: ${first?.message ?? 'not a ' + kind}`);
  }
  const link = unsafeLink(body, '');
  if (link) return fail('invalid-input', `body${link.startsWith('[') ? '' : '.'}${link}: a link must be an http(s) address, mailto:, tel: or a path of the shop (/…)`);
  if (kind === 'seasonal-banner' && body !== null) return seasonalDates(body as Record<string, string>, storeId);
  return succeed(body);
}

export interface Window {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

/** `publishAt` / `unpublishAt` as typed (ISO, or naive in the store's time zone), the end after the start. */
export function readWindow(storeId: string, input: { publishAt?: string | null; unpublishAt?: string | null }, now: Date): Outcome<Window> {
  const read = (field: 'publishAt' | 'unpublishAt'): Outcome<Date | null> => {
    const typed = input[field];
    if (typed === undefined || typed === null || typed === '') return succeed(null);
    const instant = readInstant(typed, storeId);
    return instant ? succeed(instant) : fail('invalid-input', `${field}: "${typed}" is not a date-time (2026-12-02T00:00, read in the store's time zone, or with its offset)`);
  };
  const publishAt = read('publishAt');
  if (!publishAt.ok) return publishAt;
  const unpublishAt = read('unpublishAt');
  if (!unpublishAt.ok) return unpublishAt;
  const start = publishAt.value ?? now;
  if (unpublishAt.value && unpublishAt.value.getTime() <= start.getTime()) return fail('invalid-input', 'unpublishAt: must be after publishAt (or after now)');
  return succeed({ publishAt: publishAt.value, unpublishAt: unpublishAt.value });
}

/** What the admin answers of an entry and its versions (content-entries.ts). */
export type VersionStatus = 'draft' | 'published' | 'scheduled' | 'ended';

export interface EntryVersion {
  version: number;
  /** published: showing (or shown until a newer one); scheduled: its time has not come; ended: its window closed. */
  status: VersionStatus;
  publishAt: string | null;
  unpublishAt: string | null;
  author: string;
  note: string | null;
  createdAt: string;
  body?: unknown;
}

export interface EntrySummary {
  entry: string;
  kind: ContentKind;
  store: string | null;
  key: string | null;
  latest: EntryVersion;
  /** The version shoppers see now; null: the shop's seeded content. */
  live: number | null;
}

export interface EntryDetail extends EntrySummary {
  versions: EntryVersion[];
}
