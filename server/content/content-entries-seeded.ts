/**
 * An entry the merchant never changed, as the shop shows it: its seeded content, offered as
 * version 0 (`admin content show|history`), so that `show page/… > faq.md`, an edit and
 * `set --file faq.md` start from the current text. A CMS page's seeded HTML is given back as
 * Markdown (turndown); placeholders such as `{freeShipping}` stay as stored, to be kept.
 */
import type TurndownService from 'turndown';
import type { Executor } from '../db/transaction';
import { cmsPagesBySlugOrKey, DEFAULT_TEMPLATE_VERSION, storedMaintenance, storeSiteRow, templatesOfStore } from './content-repository';
import { entryName, type EntryDetail, type EntryRef, type EntryVersion } from './content-entry-kinds';

export const SEEDED_NOTE = 'the shop’s seeded version';
const SEEDED_AT = new Date(0).toISOString();

/** turndown (and the DOM it parses with) is loaded by the first `show` of a seeded page, not by every shop at start. */
let turndown: Promise<TurndownService> | null = null;

/** The seeded HTML of a page as the Markdown a merchant edits. */
export async function pageMarkdown(html: string): Promise<string> {
  turndown ??= import('turndown').then(({ default: Turndown }) => new Turndown({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '*' }));
  return `${(await turndown).turndown(html).trim()}\n`;
}

async function seededBody(db: Executor, ref: EntryRef): Promise<{ found: boolean; body?: unknown }> {
  switch (ref.kind) {
    case 'page': {
      const page = (await cmsPagesBySlugOrKey(db, ref.storeId, ref.key)).find((row) => row.key === ref.key);
      return page ? { found: true, body: { title: page.title, slug: page.slug, markdown: await pageMarkdown(page.content) } } : { found: false };
    }
    case 'template': {
      const rows = await templatesOfStore(db, ref.storeId, [ref.key], DEFAULT_TEMPLATE_VERSION);
      const row = rows.find((candidate) => candidate.store_id === ref.storeId) ?? rows[0];
      return row ? { found: true, body: { title: row.title, ...(row.subtitle ? { subtitle: row.subtitle } : {}), items: row.items } } : { found: false };
    }
    case 'maintenance':
      return { found: true, body: (await storedMaintenance(db)) === true };
    default: {
      const site = await storeSiteRow(db, ref.storeId);
      if (!site) return { found: false };
      const column = { menu: site.menu, footer: site.footer, 'header-banner': site.header_banner, 'sale-banner': site.sale_banner, 'seasonal-banner': site.seasonal_banner }[ref.kind];
      return { found: true, body: column ?? null };
    }
  }
}

/** Version 0 of an entry without versions: what the shop shows; undefined when the shop has nothing by that name. */
export async function seededEntry(db: Executor, ref: EntryRef): Promise<EntryDetail | undefined> {
  const seeded = await seededBody(db, ref);
  if (!seeded.found) return undefined;
  const version: EntryVersion = { version: 0, status: 'published', publishAt: null, unpublishAt: null, author: 'the shop', note: SEEDED_NOTE, createdAt: SEEDED_AT, body: seeded.body };
  return { entry: entryName(ref), kind: ref.kind, store: ref.storeId || null, key: ref.key || null, latest: version, live: 0, versions: [version] };
}
