/**
 * All of the content's SQL: translations and each store's overrides of them, CMS pages, templates,
 * referers, each store's site furniture, the countries and the stored maintenance flag. Plain rows out.
 */
import type { Selectable } from 'kysely';
import type { Executor } from '../db/transaction';
import type { TemplatesTable } from './content-tables';

/** The template version the storefront asks for (SPEC §3). */
export const DEFAULT_TEMPLATE_VERSION = 'v3';

export type TemplateRow = Selectable<TemplatesTable>;

export async function translationMessages(db: Executor, locale: string): Promise<Record<string, string> | undefined> {
  const row = await db.selectFrom('translations').select('messages').where('locale', '=', locale).executeTakeFirst();
  return row?.messages;
}

/** A store's own words; undefined when it has none. */
export async function storeTextMessages(db: Executor, storeId: string): Promise<Record<string, string> | undefined> {
  const row = await db.selectFrom('store_texts').select('messages').where('store_id', '=', storeId).executeTakeFirst();
  return row?.messages;
}

export function storeTextRows(db: Executor): Promise<{ store_id: string; messages: Record<string, string> }[]> {
  return db.selectFrom('store_texts').select(['store_id', 'messages']).orderBy('store_id').execute();
}

/** Replaces a store's own words (none: the row goes). */
export async function writeStoreTexts(db: Executor, storeId: string, messages: Record<string, string>): Promise<void> {
  if (Object.keys(messages).length === 0) {
    await db.deleteFrom('store_texts').where('store_id', '=', storeId).execute();
    return;
  }
  await db
    .insertInto('store_texts')
    .values({ store_id: storeId, messages: JSON.stringify(messages) })
    .onConflict((oc) => oc.column('store_id').doUpdateSet({ messages: (eb) => eb.ref('excluded.messages') }))
    .execute();
}

/** The store's CMS pages whose slug or key this is. */
export function cmsPagesBySlugOrKey(db: Executor, storeId: string, slugOrKey: string) {
  return db
    .selectFrom('cms_pages')
    .selectAll()
    .where('store_id', '=', storeId)
    .where((eb) => eb.or([eb('slug', '=', slugOrKey), eb('key', '=', slugOrKey)]))
    .execute();
}

export function cmsPageBySlug(db: Executor, storeId: string, slug: string) {
  return db.selectFrom('cms_pages').selectAll().where('store_id', '=', storeId).where('slug', '=', slug).executeTakeFirst();
}

/** The key of a CMS page with this slug in any store. */
export async function cmsPageKeyOfSlug(db: Executor, slug: string): Promise<string | undefined> {
  return (await db.selectFrom('cms_pages').select('key').where('slug', '=', slug).executeTakeFirst())?.key;
}

/** The slug of a page (by its key) in a store. */
export async function cmsPageSlugInStore(db: Executor, storeId: string, key: string): Promise<string | undefined> {
  return (await db.selectFrom('cms_pages').select('slug').where('store_id', '=', storeId).where('key', '=', key).executeTakeFirst())?.slug;
}

/** Every store's slug of a page, by its key. */
export function cmsPageSlugsOfKey(db: Executor, key: string): Promise<{ store_id: string; slug: string }[]> {
  return db.selectFrom('cms_pages').select(['store_id', 'slug']).where('key', '=', key).execute();
}

export function cmsPageSlugsOfStore(db: Executor, storeId: string): Promise<{ key: string; slug: string }[]> {
  return db.selectFrom('cms_pages').select(['key', 'slug']).where('store_id', '=', storeId).orderBy('slug').execute();
}

/** Templates of these slugs in a version, of the store or shared by every store (store_id ''). */
export function templatesOfStore(db: Executor, storeId: string, slugs: string[], version: string): Promise<TemplateRow[]> {
  return db
    .selectFrom('templates')
    .selectAll()
    .where('slug', 'in', slugs)
    .where('version', '=', version)
    .where('store_id', 'in', [storeId, ''])
    .execute();
}

/** Every store's version of a template (store_id '': shared by every store). */
export function templateVersions(db: Executor, slug: string, version: string): Promise<{ store_id: string; title: string; subtitle: string | null }[]> {
  return db.selectFrom('templates').select(['store_id', 'title', 'subtitle']).where('slug', '=', slug).where('version', '=', version).execute();
}

/** Slugs of the store's templates and of those shared by every store. */
export async function templateSlugsOfStore(db: Executor, storeId: string): Promise<string[]> {
  return (await db.selectFrom('templates').select('slug').where('store_id', 'in', [storeId, '']).orderBy('slug').execute()).map((row) => row.slug);
}

export function refererByName(db: Executor, name: string): Promise<{ name: string; code: string } | undefined> {
  return db.selectFrom('referers').select(['name', 'code']).where('name', '=', name).executeTakeFirst();
}

export function storeSiteRow(db: Executor, storeId: string) {
  return db.selectFrom('store_sites').selectAll().where('store_id', '=', storeId).executeTakeFirst();
}

export async function storedMaintenance(db: Executor): Promise<unknown> {
  return (await db.selectFrom('settings').select('value').where('key', '=', 'maintenance').executeTakeFirst())?.value;
}

export function countryRows(db: Executor) {
  return db.selectFrom('countries').selectAll().orderBy('iso_code2').execute();
}
