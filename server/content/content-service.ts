/** Translations (and each store's own words), CMS pages, templates and referers: content kept per store or per language. */
import type { CmsPage, Referer, Template, TranslationCatalogue } from '../../src/domain/catalogue/site';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { StoreDefinition } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import { fail, succeed, type Outcome } from '../core/outcome';
import {
  cmsPageBySlug as storedCmsPage,
  cmsPageKeyOfSlug,
  cmsPagesBySlugOrKey,
  cmsPageSlugInStore,
  cmsPageSlugsOfKey,
  cmsSlugsOfStore,
  refererByName,
  templatesOfStore,
  templateSlugsOfStore,
  templateVersions,
  translationMessages,
  type TemplateRow,
} from './content-repository';
import { wordsOfStore } from './content-store-texts';

// What pages read of the content (page titles, sitemaps, redirects between stores' slugs).
export { cmsPageKeyOfSlug, cmsPageSlugInStore, cmsPageSlugsOfKey, cmsSlugsOfStore, templateSlugsOfStore, templateVersions };
export { appLink, init, maintenanceOn, menu, readMapTileUrl, type SiteDeps } from './content-site';
// The storefront's words the shop ships (seeded on every start), and a store's own over them (the import's).
export { storefrontWords } from './content-storefront-words';
export { MAX_STORE_TEXT_LENGTH, setStoreTexts, storeTextProblems, storeTexts, type StoreTexts } from './content-store-texts';

export const DEFAULT_TEMPLATE_VERSION = 'v3';

/**
 * The storefront's words in a language; with `storeId`, that store's own words on top when the
 * language is the store's (a store's texts are written in its language).
 */
export async function translations(db: Db, locale: LocaleCode, storeId?: string): Promise<TranslationCatalogue> {
  const words = (await translationMessages(db, locale)) ?? {};
  return storeId === undefined ? words : wordsOfStore(db, words, storeId, locale);
}

/** A CMS page of the store by its localised slug (SPEC §2) or by its key (faq, terms…). */
export async function cmsPage(db: Db, store: StoreDefinition, slugOrKey: string): Promise<Outcome<CmsPage>> {
  const rows = await cmsPagesBySlugOrKey(db, store.id, slugOrKey);
  const page = rows.find((row) => row.slug === slugOrKey) ?? rows[0];
  if (!page) return fail('not-found', 'Page not found');
  return succeed({ key: page.key, slug: page.slug, title: page.title, content: page.content, locale: store.locale });
}

export async function cmsPageBySlug(db: Db, store: StoreDefinition, slug: string) {
  return storedCmsPage(db, store.id, slug);
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
async function findTemplates(db: Db, store: StoreDefinition, slugs: string[], version: string): Promise<Map<string, Template>> {
  if (slugs.length === 0) return new Map();
  const rows = await templatesOfStore(db, store.id, slugs, version);
  const found = new Map<string, Template>();
  for (const row of rows.sort((a, b) => (a.store_id === '' ? 1 : 0) - (b.store_id === '' ? 1 : 0))) {
    if (!found.has(row.slug)) found.set(row.slug, toTemplate(row));
  }
  return found;
}

export async function findTemplate(db: Db, store: StoreDefinition, slug: string, version = DEFAULT_TEMPLATE_VERSION): Promise<Template | undefined> {
  return (await findTemplates(db, store, [slug], version)).get(slug);
}

export async function templatePage(db: Db, store: StoreDefinition, slug: string, version = DEFAULT_TEMPLATE_VERSION): Promise<Outcome<Template>> {
  const template = await findTemplate(db, store, slug, version);
  return template ? succeed(template) : fail('not-found', 'Template not found');
}

/** Known templates in the order asked; unknown slugs are left out. */
export async function templates(db: Db, store: StoreDefinition, slugs: string[]): Promise<Template[]> {
  const unique = [...new Set(slugs)];
  const found = await findTemplates(db, store, unique, DEFAULT_TEMPLATE_VERSION);
  return unique.flatMap((slug) => found.get(slug) ?? []);
}

export async function referer(db: Db, name: string): Promise<Outcome<Referer>> {
  const row = await refererByName(db, name);
  return row ? succeed(row) : fail('not-found', `Referer '${name}' not found`);
}
