/** The merchant's pages and templates as the public reads answer them (SPEC §3 "CMS page", "Template"), when an entry shows. */
import type { Template, TemplateItem } from '../../src/domain/catalogue/site';
import type { Executor } from '../db/transaction';
import { shownVersions, type ContentView } from './content-live';
import { renderMarkdown } from './content-markdown';

export interface ShownPage {
  key: string;
  slug: string;
  title: string;
  /** The Markdown rendered safe. */
  content: string;
}

interface PageBody {
  title: string;
  slug: string;
  markdown: string;
}

/** The store's pages that show in this view: an entry's page replaces the seeded page of its key. */
export async function shownPages(db: Executor, storeId: string, view: ContentView): Promise<ShownPage[]> {
  const shown = await shownVersions(db, { kinds: ['page'], storeIds: [storeId] }, view);
  return [...shown.values()].map((entry) => {
    const body = entry.body as PageBody;
    return { key: entry.key, slug: body.slug, title: body.title, content: renderMarkdown(body.markdown) };
  });
}

/** Page keys of the store with an entry that shows (their seeded pages are hidden behind them). */
export const pageKeys = (pages: ShownPage[]) => new Set(pages.map((page) => page.key));

/** The store's templates of these slugs that show in this view, by slug. */
export async function shownTemplates(db: Executor, storeId: string, slugs: string[], view: ContentView): Promise<Map<string, Template>> {
  const found = new Map<string, Template>();
  if (slugs.length === 0) return found;
  const shown = await shownVersions(db, { kinds: ['template'], storeIds: [storeId] }, view);
  for (const entry of shown.values()) {
    if (!slugs.includes(entry.key)) continue;
    const body = entry.body as { title: string; subtitle?: string; items: TemplateItem[] };
    found.set(entry.key, { slug: entry.key, version: 'v3', title: body.title, ...(body.subtitle ? { subtitle: body.subtitle } : {}), templateItems: body.items });
  }
  return found;
}
