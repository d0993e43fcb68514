/**
 * The reference files of a bundle (brands, artists, categories, colours, materials, ranges, sizes
 * and the stores' texts): each checked against its schema, then for what a schema cannot say —
 * keys used twice, a category tree with unknown parents, loops or sibling slugs used twice. A file
 * with such problems still serves the products' checks (its problems keep the bundle out anyway).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BundleArtist, BundleBrand, BundleCategory, BundleColour, BundleCountry, BundleSize, BundleTerm } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { STORE_IDS } from '../../src/domain/store/stores';
import { readJsonFile } from './merchandise-bundle-json';
import { type BundleLimits, type BundleProblems, shown } from './merchandise-bundle-limits';

/** What the reference files hold; a list is null when its file could not be read (nothing is checked against it). */
export interface References {
  brands: BundleBrand[] | null;
  artists: BundleArtist[] | null;
  categories: BundleCategory[] | null;
  colours: BundleColour[] | null;
  materials: BundleTerm[] | null;
  ranges: BundleTerm[] | null;
  sizes: BundleSize[] | null;
  countries: BundleCountry[] | null;
  texts: Record<string, Record<string, string>> | null;
}

export const REFERENCE_FILES = ['brands', 'artists', 'categories', 'colours', 'materials', 'ranges', 'sizes'] as const;

export async function readReferences(root: string, limits: BundleLimits, problems: BundleProblems): Promise<References> {
  const read = async <T extends { key: string }>(name: (typeof REFERENCE_FILES)[number]): Promise<T[] | null> => {
    const value = await readJsonFile(root, `${name}.json`, name, limits, problems, name === 'artists');
    if (value === undefined) return name === 'artists' ? [] : null;
    if (value === null) return null;
    const list = value as T[];
    keysOnce(list, `${name}.json`, problems);
    return list;
  };
  const brands = await read<{ key: string; name: string; restricted?: boolean }>('brands');
  const categories = await read<BundleCategory>('categories');
  return {
    brands: brands && brands.map((brand) => ({ key: brand.key, name: brand.name, restricted: brand.restricted ?? false })),
    artists: await read<BundleArtist>('artists'),
    categories: categories && checkedTree(categories, problems),
    colours: await read<BundleColour>('colours'),
    materials: await read<BundleTerm>('materials'),
    ranges: await read<BundleTerm>('ranges'),
    sizes: await read<BundleSize>('sizes'),
    countries: await readCountries(root, limits, problems),
    texts: await readTexts(root, limits, problems),
  };
}

/** countries.json (optional: none is an empty list, the shop's countries stay as they are), each code once. */
async function readCountries(root: string, limits: BundleLimits, problems: BundleProblems): Promise<BundleCountry[] | null> {
  const value = await readJsonFile(root, 'countries.json', 'countries', limits, problems, true);
  if (value === undefined) return [];
  if (value === null) return null;
  const list = value as (Omit<BundleCountry, 'delivered'> & { delivered?: boolean })[];
  keysOnce(list.map((country) => ({ key: country.code })), 'countries.json', problems, 'code');
  return list.map((country) => ({ ...country, delivered: country.delivered ?? true }));
}

function keysOnce(list: { key: string }[], file: string, problems: BundleProblems, field = 'key'): void {
  const first = new Map<string, number>();
  list.forEach((item, index) => {
    const seen = first.get(item.key);
    if (seen === undefined) first.set(item.key, index);
    else problems.at(file, undefined, `[${index}].${field} ${shown(item.key)} is already the ${field} of [${seen}]`, `[${index}].${field}`);
  });
}

/** The tree, once checked: every parent known, no loop, sibling slugs distinct in each language. */
function checkedTree(categories: BundleCategory[], problems: BundleProblems): BundleCategory[] {
  const file = 'categories.json';
  const byKey = new Map(categories.map((category, index) => [category.key, { category, index }]));
  categories.forEach((category, index) => {
    if (category.parent !== null && !byKey.has(category.parent)) {
      problems.at(file, undefined, `[${index}].parent ${shown(category.parent)} is not a category`, `[${index}].parent`);
    }
  });
  const looped = new Set<string>();
  for (const category of categories) {
    const path: string[] = [];
    for (let key: string | null = category.key; key !== null && byKey.has(key); key = byKey.get(key)!.category.parent) {
      const at = path.indexOf(key);
      if (at !== -1) {
        const loop = path.slice(at);
        if (!loop.some((member) => looped.has(member))) {
          loop.forEach((member) => looped.add(member));
          const index = byKey.get(loop[0])!.index;
          problems.at(file, undefined, `[${index}].parent: the categories make a loop (${[...loop, loop[0]].join(' → ')})`, `[${index}].parent`);
        }
        break;
      }
      path.push(key);
    }
  }
  for (const locale of LOCALE_CODES) {
    const taken = new Map<string, number>();
    categories.forEach((category, index) => {
      const slot = `${category.parent ?? ''}\n${category.slugs[locale]}`;
      const seen = taken.get(slot);
      if (seen === undefined) taken.set(slot, index);
      else problems.at(file, undefined, `[${index}].slugs.${locale} ${shown(category.slugs[locale])} is already the slug of [${seen}] under the same parent`, `[${index}].slugs.${locale}`);
    });
  }
  return categories;
}

/** `texts/<store>.json`, one per store that overrides words; an unknown store is a problem. */
async function readTexts(root: string, limits: BundleLimits, problems: BundleProblems): Promise<Record<string, Record<string, string>> | null> {
  const names = await readdir(path.join(root, 'texts')).catch(() => [] as string[]);
  const texts: Record<string, Record<string, string>> = {};
  let sound = true;
  for (const name of names.sort()) {
    const store = name.replace(/\.json$/, '');
    if (!name.endsWith('.json') || !(STORE_IDS as readonly string[]).includes(store)) {
      problems.at(`texts/${name}`, undefined, `is not a store's texts (texts/<store>.json, stores: ${STORE_IDS.join(', ')})`);
      sound = false;
      continue;
    }
    const value = await readJsonFile(root, `texts/${name}`, 'texts', limits, problems);
    if (value === null || value === undefined) sound = false;
    else texts[store] = value as Record<string, string>;
  }
  return sound ? texts : null;
}
