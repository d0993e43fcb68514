/** Translations (and each store's own words), CMS pages, templates and referers: content kept per store or per language. */
import type { CmsPage, Referer, Template, TranslationCatalogue } from '../../src/domain/catalogue/site';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { StoreDefinition } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import { fail, succeed, type Outcome } from '../core/outcome';
import {
  DEFAULT_TEMPLATE_VERSION,
  cmsPageBySlug as storedCmsPage,
  cmsPageKeyOfSlug,
  cmsPagesBySlugOrKey,
  cmsPageSlugInStore,
  cmsPageSlugsOfKey,
  cmsPageSlugsOfStore,
  refererByName,
  templatesOfStore,
  templateSlugsOfStore,
  templateVersions,
  translationMessages,
  type TemplateRow,
} from './content-repository';
import { wordsOfStore } from './content-store-texts';
import { liveNow, type ContentView } from './content-live';
import { pageKeys, shownPages, shownTemplates } from './content-entries-reads';
import { withStoreTerms } from './content-terms';

// What pages read of the content (page titles, sitemaps, redirects between stores' slugs).
export { cmsPageKeyOfSlug, cmsPageSlugInStore, cmsPageSlugsOfKey, templateSlugsOfStore, templateVersions };
export { liveNow, type ContentView } from './content-live';
export { ContentPreviews } from './content-preview';
// The bundle's content files (content/pages, content/site.json): read with the bundle, written by its import.
export { bundleContentOf, importBundleContent, readBundleContent, writeBundleContent } from './content-bundle';
export { appLink, init, maintenanceOn, menu, readMapTileUrl, type SiteDeps } from './content-site';
// The back office's maintenance switch (issue 39) is the `maintenance` entry, versioned with the rest of the content.
export { authorOf, setEntry, type ContentAdminDeps } from './content-entries';
// The storefront's words the shop ships (seeded on every start), and a store's own over them (the import's).
export { storefrontWords } from './content-storefront-words';
export { MAX_STORE_TEXT_LENGTH, setStoreTexts, storeTextProblems, storeTexts, type StoreTexts } from './content-store-texts';

export { DEFAULT_TEMPLATE_VERSION };
// A text's `{freeShipping}` filled with the store's threshold, written as its prices are (page descriptions, the storefront's words).
export { FREE_SHIPPING_PLACEHOLDER, withStoreTerms } from './content-terms';

/**
 * The storefront's words in a language; with `storeId`, that store's own words on top when the
 * language is the store's (a store's texts are written in its language).
 */
export async function translations(db: Db, locale: LocaleCode, storeId?: string): Promise<TranslationCatalogue> {
  const words = (await translationMessages(db, locale)) ?? {};
  return storeId === undefined ? words : wordsOfStore(db, words, storeId, locale);
}

/** A CMS page of the store by its localised slug (SPEC §2) or by its key (faq, terms…). */
export async function cmsPage(db: Db, store: StoreDefinition, slugOrKey: string, view: ContentView = liveNow()): Promise<Outcome<CmsPage>> {
  const [merchant, rows] = await Promise.all([shownPages(db, store.id, view), cmsPagesBySlugOrKey(db, store.id, slugOrKey)]);
  const keys = pageKeys(merchant);
  const seeded = rows.filter((row) => !keys.has(row.key));
  const page = merchant.find((row) => row.slug === slugOrKey) ?? seeded.find((row) => row.slug === slugOrKey) ?? merchant.find((row) => row.key === slugOrKey) ?? seeded[0];
  if (!page) return fail('not-found', 'Page not found');
  return succeed(await withStoreTerms(db, store, { key: page.key, slug: page.slug, title: page.title, content: page.content, locale: store.locale }));
}

export async function cmsPageBySlug(db: Db, store: StoreDefinition, slug: string, view: ContentView = liveNow()) {
  const merchant = await shownPages(db, store.id, view);
  const own = merchant.find((page) => page.slug === slug);
  if (own) return withStoreTerms(db, store, { store_id: store.id, ...own });
  const seeded = await storedCmsPage(db, store.id, slug);
  return seeded && !pageKeys(merchant).has(seeded.key) ? withStoreTerms(db, store, seeded) : undefined;
}

/** The store's page slugs (the sitemap): the merchant's pages in place of the seeded ones of their keys. */
export async function cmsSlugsOfStore(db: Db, storeId: string): Promise<string[]> {
  const [merchant, seeded] = await Promise.all([shownPages(db, storeId, liveNow()), cmsPageSlugsOfStore(db, storeId)]);
  if (merchant.length === 0) return seeded.map((row) => row.slug);
  const keys = pageKeys(merchant);
  return [...new Set([...seeded.filter((row) => !keys.has(row.key)).map((row) => row.slug), ...merchant.map((page) => page.slug)])].sort();
}

function toTemplate(row: TemplateRow): Template {
  return {
    slug: row.slug,
    version: row.version,
    title: row.title,
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    templateItems: row.items,
  };
}

/** Templates of the store (or shared by every store), the store's own first. */
async function findTemplates(db: Db, store: StoreDefinition, slugs: string[], version: string, view: ContentView): Promise<Map<string, Template>> {
  if (slugs.length === 0) return new Map();
  const [rows, merchant] = await Promise.all([
    templatesOfStore(db, store.id, slugs, version),
    version === DEFAULT_TEMPLATE_VERSION ? shownTemplates(db, store.id, slugs, view) : new Map<string, Template>(),
  ]);
  const found = new Map<string, Template>(merchant);
  for (const row of rows.sort((a, b) => (a.store_id === '' ? 1 : 0) - (b.store_id === '' ? 1 : 0))) {
    if (!found.has(row.slug)) found.set(row.slug, toTemplate(row));
  }
  return found;
}

export async function findTemplate(db: Db, store: StoreDefinition, slug: string, version = DEFAULT_TEMPLATE_VERSION, view: ContentView = liveNow()): Promise<Template | undefined> {
  return withStoreTerms(db, store, (await findTemplates(db, store, [slug], version, view)).get(slug));
}

export async function templatePage(db: Db, store: StoreDefinition, slug: string, version = DEFAULT_TEMPLATE_VERSION, view: ContentView = liveNow()): Promise<Outcome<Template>> {
  const template = await findTemplate(db, store, slug, version, view);
  return template ? succeed(template) : fail('not-found', 'Template not found');
}

/** Known templates in the order asked; unknown slugs are left out. */
export async function templates(db: Db, store: StoreDefinition, slugs: string[], view: ContentView = liveNow()): Promise<Template[]> {
  const unique = [...new Set(slugs)];
  const found = await findTemplates(db, store, unique, DEFAULT_TEMPLATE_VERSION, view);
  return withStoreTerms(db, store, unique.flatMap((slug) => found.get(slug) ?? []));
}

export async function referer(db: Db, name: string): Promise<Outcome<Referer>> {
  const row = await refererByName(db, name);
  return row ? succeed(row) : fail('not-found', `Referer '${name}' not found`);
}
