/**
 * Reference data every request needs (brands, artists, the category tree, the names of colours,
 * materials, ranges, sizes and genders), read once and kept for the cache lifetime: it is small,
 * and every catalogue change empties the cache.
 */
import type { CategoryRef } from '../../src/domain/catalogue/product';
import { LOCALE_CODES, type LocaleCode, type Localized } from '../../src/domain/store/locales';
import { FIRST_BRAND_STORE_ID, type StoreDefinition } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import type { TtlCache } from '../cache/ttl-cache';
import { loadReferenceRows } from './catalogue-repository';

export interface BrandRef {
  id: number;
  name: string;
  slug: string;
  restricted: boolean;
}

export interface ArtistRef {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryNode {
  id: number;
  parentId: number | null;
  level: number;
  names: Localized;
  slugs: Localized;
}

/** What products hold as keys and shoppers read as names (catalogue_terms). */
export type TermKind = 'colour' | 'material' | 'range' | 'size' | 'gender';

export interface CatalogueReference {
  brands: Map<number, BrandRef>;
  brandsBySlug: Map<string, BrandRef>;
  artists: Map<number, ArtistRef>;
  categories: Map<number, CategoryNode>;
  /** Names by kind and key, each kind in its order. */
  terms: Map<TermKind, Map<string, Partial<Localized>>>;
}

export async function loadReference(db: Db): Promise<CatalogueReference> {
  const { brands, artists, categories, names, terms } = await loadReferenceRows(db);
  const termNames = new Map<TermKind, Map<string, Partial<Localized>>>();
  for (const term of terms) {
    const kind = term.kind as TermKind;
    if (!termNames.has(kind)) termNames.set(kind, new Map());
    termNames.get(kind)!.set(term.key, term.names);
  }
  const nodes = new Map<number, CategoryNode>(
    categories.map((row) => [
      row.id,
      { id: row.id, parentId: row.parent_id, level: row.level, names: {} as Localized, slugs: {} as Localized },
    ]),
  );
  for (const row of names) {
    const node = nodes.get(row.category_id);
    if (!node) continue;
    node.names[row.locale as LocaleCode] = row.name;
    node.slugs[row.locale as LocaleCode] = row.slug;
  }
  return {
    brands: new Map(brands.map((brand) => [brand.id, brand])),
    brandsBySlug: new Map(brands.map((brand) => [brand.slug, brand])),
    artists: new Map(artists.map((artist) => [artist.id, artist])),
    categories: nodes,
    terms: termNames,
  };
}

export function cachedReference(db: Db, cache: TtlCache, bypass = false): Promise<CatalogueReference> {
  return cache.get('catalogue-reference', () => loadReference(db), { bypass });
}

/** SPEC §2 restricted-brand guard: restricted brands only on the first brand's store. */
export function brandVisibleIn(brand: Pick<BrandRef, 'restricted'>, store: StoreDefinition): boolean {
  return !brand.restricted || store.id === FIRST_BRAND_STORE_ID;
}

/** The category and its parents, gender first. */
export function categoryChain(reference: CatalogueReference, categoryId: number): CategoryNode[] {
  const chain: CategoryNode[] = [];
  const seen = new Set<number>();
  for (let node = reference.categories.get(categoryId); node && !seen.has(node.id); node = node.parentId === null ? undefined : reference.categories.get(node.parentId)) {
    seen.add(node.id);
    chain.unshift(node);
  }
  return chain;
}

/** Store-relative listing path of a category: /{gender}/{family}/{type} in one language. */
export function categoryPath(chain: CategoryNode[], locale: LocaleCode): string {
  return `/${chain.map((node) => node.slugs[locale]).join('/')}`;
}

export function categoryRef(chain: CategoryNode[], locale: LocaleCode): CategoryRef {
  let ref: CategoryRef | undefined;
  for (const node of chain) {
    ref = { id: node.id, name: node.names[locale], slug: node.slugs[locale], ...(ref ? { parent: ref } : {}) };
  }
  if (!ref) throw new Error('Empty category chain');
  return ref;
}

/** The child of `parentId` (null: a gender) with this slug in this language. */
export function childBySlug(reference: CatalogueReference, parentId: number | null, slug: string, locale: LocaleCode): CategoryNode | undefined {
  for (const node of reference.categories.values()) {
    if (node.parentId === parentId && node.slugs[locale] === slug) return node;
  }
  return undefined;
}

export function mapLocales<T>(build: (locale: LocaleCode) => T): Localized<T> {
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, build(locale)])) as Localized<T>;
}
