/**
 * A bundle's reference data into the shop (brands, artists, categories, colours, materials,
 * ranges, sizes) by the merchant's keys, and the shop's reference afterwards as products name it:
 * what the shop had, with the bundle's over it. Nothing is deleted: a product the bundle leaves
 * alone may still name a brand or a colour the bundle does not list.
 */
import type { BundleProblem, CatalogueBundle } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES, type Localized } from '../../src/domain/store/locales';
import type { Trx } from '../db/transaction';
import type { ImportReference } from './merchandise-import-records';
import { referenceKeys, siblingSlugClashes, upsertArtists, upsertBrands, upsertCategories, upsertCountries, upsertTerms, type TermRow } from './merchandise-reference-repository';

/** Depth of each category in the tree (1: a root); the bundle's reader refused loops. */
function levels(categories: CatalogueBundle['categories']): Map<string, number> {
  const parents = new Map(categories.map((category) => [category.key, category.parent]));
  const levels = new Map<string, number>();
  for (const { key } of categories) {
    let level = 1;
    for (let parent = parents.get(key); parent && level <= categories.length; parent = parents.get(parent)) level++;
    levels.set(key, level);
  }
  return levels;
}

function termRows(bundle: CatalogueBundle): TermRow[] {
  const terms = <K extends TermRow['kind']>(kind: K, list: readonly { key: string; names: Localized }[], extra: (index: number) => Pick<TermRow, 'hex' | 'size_kind'>) =>
    list.map((term, position) => ({ kind, key: term.key, names: term.names, position, ...extra(position) }));
  return [
    ...terms('colour', bundle.colours, (index) => ({ hex: bundle.colours[index].hex, size_kind: null })),
    ...terms('material', bundle.materials, () => ({ hex: null, size_kind: null })),
    ...terms('range', bundle.ranges, () => ({ hex: null, size_kind: null })),
    ...terms('size', bundle.sizes, (index) => ({ hex: null, size_kind: bundle.sizes[index].kind })),
  ];
}

/** The bundle's reference data written (countries among it: `countriesChanged` counts them), and the shop's reference after it. */
export async function upsertReference(trx: Trx, bundle: CatalogueBundle): Promise<ImportReference & { countriesChanged: number }> {
  await upsertBrands(trx, bundle.brands.map((brand, ordinal) => ({ ordinal, slug: brand.key, name: brand.name, restricted: brand.restricted })));
  await upsertArtists(trx, bundle.artists.map((artist, ordinal) => ({ ordinal, slug: artist.key, name: artist.name })));
  const depth = levels(bundle.categories);
  // Positions keep the bundle's order (menus and exports list categories so).
  await upsertCategories(trx, bundle.categories.map((category, position) => ({
    key: category.key,
    parent: category.parent,
    level: depth.get(category.key)!,
    position,
    names: LOCALE_CODES.map((locale) => ({ locale, name: category.names[locale], slug: category.slugs[locale] })),
  })));
  await upsertTerms(trx, termRows(bundle));
  const countriesChanged = await upsertCountries(trx, bundle.countries);
  return { ...(await shopReference(trx)), countriesChanged };
}

export async function shopReference(trx: Trx): Promise<ImportReference> {
  const rows = await referenceKeys(trx);
  const reference: ImportReference = {
    brands: new Map(rows.brands.map((brand) => [brand.slug, brand.id])),
    // Two artists of one slug (possible in a demo database): the first keeps the key.
    artists: new Map([...rows.artists].reverse().map((artist) => [artist.slug, artist.id])),
    categories: new Map(rows.categories.map((category) => [category.key, category.id])),
    colours: new Map(),
    materials: new Map(),
    ranges: new Map(),
    sizes: new Map(),
  };
  for (const term of rows.terms) {
    if (term.kind === 'colour') reference.colours.set(term.key, { hex: term.hex ?? '#000000', names: term.names });
    else if (term.kind === 'material') reference.materials.set(term.key, term.names);
    else if (term.kind === 'range') reference.ranges.set(term.key, term.names);
    else if (term.kind === 'size') reference.sizes.set(term.key, { kind: term.size_kind ?? 'unique', position: term.position });
  }
  return reference;
}

/**
 * A category of the bundle whose slug a category the shop keeps (one the bundle does not list)
 * already has under the same parent: its listing URL would lead to two. Located in categories.json.
 */
export async function categoryClashes(trx: Trx, bundle: CatalogueBundle): Promise<BundleProblem[]> {
  const listed = new Map(bundle.categories.map((category, index) => [category.key, index]));
  const problems: BundleProblem[] = [];
  for (const clash of await siblingSlugClashes(trx)) {
    const ours = clash.keys.filter((key) => listed.has(key));
    const theirs = clash.keys.filter((key) => !listed.has(key));
    for (const key of theirs.length > 0 ? ours : []) {
      problems.push({
        file: 'categories.json',
        field: `[${listed.get(key)}].slugs.${clash.locale}`,
        message: `category "${key}": slug_${clash.locale} "${clash.slug}" is already the slug of the shop's category "${theirs[0]}" under the same parent`,
      });
    }
  }
  return problems;
}
