/**
 * The names shoppers read for what products hold as keys: colours, materials, ranges, sizes and
 * genders (catalogue_terms, in each language), categories (by their slug in the store's language)
 * and brands and artists (by slug). Product pages, mails and the listings' facets show these, never
 * a key or a slug turned into words. A key the shop has no name for shows as itself.
 */
import type { FacetNames } from '../../src/domain/listing/facet-names';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { StoreDefinition } from '../../src/domain/store/stores';
import { brandVisibleIn, type CatalogueReference, type TermKind } from './catalogue-reference';

/**
 * The name of a term in a language: the term's own, else what the product carries (`fallback`,
 * e.g. its colour names), else the French one (SPEC §1 fallback language), else the key.
 */
export function termName(reference: Pick<CatalogueReference, 'terms'>, kind: TermKind, key: string, locale: LocaleCode, fallback?: Partial<Localized>): string {
  const names = reference.terms.get(kind)?.get(key);
  return names?.[locale] ?? fallback?.[locale] ?? names?.fr ?? fallback?.fr ?? key;
}

const FACET_OF_TERM: Record<TermKind, 'colors' | 'materials' | 'ranges' | 'sizes' | 'genders'> = {
  colour: 'colors',
  material: 'materials',
  range: 'ranges',
  size: 'sizes',
  gender: 'genders',
};

/** Every facet value's name in a store's language: what GET /facet-names answers. */
export function facetNames(reference: CatalogueReference, store: StoreDefinition, locale: LocaleCode): Required<FacetNames> {
  const names: Required<FacetNames> = { categories: {}, brands: {}, artists: {}, ranges: {}, genders: {}, sizes: {}, colors: {}, materials: {} };
  for (const node of reference.categories.values()) {
    const slug = node.slugs[locale];
    // Types of several genders share a slug (t-shirts) and their name: the first is kept.
    if (slug && node.names[locale] && !Object.hasOwn(names.categories, slug)) names.categories[slug] = node.names[locale];
  }
  for (const brand of reference.brands.values()) if (brandVisibleIn(brand, store)) names.brands[brand.slug] = brand.name;
  for (const artist of reference.artists.values()) names.artists[artist.slug] = artist.name;
  for (const [kind, terms] of reference.terms) {
    const facet = names[FACET_OF_TERM[kind]];
    for (const key of terms.keys()) facet[key] = termName(reference, kind, key, locale);
  }
  return names;
}
