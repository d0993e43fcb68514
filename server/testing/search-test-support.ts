/**
 * Test helpers for the search engine (not a test file): a seeded random source, random filter
 * trees, and random listing queries that come with their own brute-force predicate written
 * directly on record fields, independent of the filter parser and evaluator.
 */
import { generateCatalogue } from '../demo/generate-catalogue';
import type { Catalogue } from '../catalogue/catalogue-service';
import { storedDemoPhotoPath } from '../demo/photo-cache';
import { Random } from '../demo/random';
import type { FilterNode, NumericOperator } from '../search/search-filter-ast';
import type { SearchRecord } from '../search/search-record';

let cached: Catalogue | null = null;
/** The demo catalogue, generated once per test file. */
export function demoCatalogue(): Catalogue {
  cached ??= generateCatalogue();
  return cached;
}

let stored: Promise<Catalogue> | null = null;
/**
 * The demo catalogue as a demo shop holds it, to compare with what the shop reads from its
 * database: its pictures the originals its import stored (the generator names them by file,
 * `pictures/hoodie-3a6ea5-front.jpg`; a stored photo is named by its content).
 */
export function storedDemoCatalogue(): Promise<Catalogue> {
  stored ??= (async () => {
    const catalogue = demoCatalogue();
    const names = [...new Set(catalogue.products.flatMap((product) => product.pictures.map((picture) => picture.path)))];
    const paths = new Map(await Promise.all(names.map(async (name) => [name, await storedDemoPhotoPath(name)] as const)));
    const products = catalogue.products.map((product) => ({ ...product, pictures: product.pictures.map((picture) => ({ ...picture, path: paths.get(picture.path)! })) }));
    return { ...catalogue, products };
  })();
  return stored;
}

/** The catalogue's seeded generator, plus picking a few distinct items for random filters. */
export class SeededRandom extends Random {
  some<T>(items: readonly T[], max: number): T[] {
    const chosen = new Set<T>();
    const count = this.int(1, max);
    for (let i = 0; i < count; i++) chosen.add(this.pick(items));
    return [...chosen];
  }
}

const distinct = <T>(values: T[]): T[] => [...new Set(values)];

/** Random filter trees of any shape (for the evaluator agreement test, not limited to CNF). */
export function randomFilterTree(random: SeededRandom, records: SearchRecord[], depth = 0): FilterNode {
  const roll = random.next();
  if (depth < 3 && roll < 0.3) {
    const children = Array.from({ length: random.int(2, 3) }, () => randomFilterTree(random, records, depth + 1));
    return { kind: random.chance(0.5) ? 'and' : 'or', children };
  }
  if (depth < 3 && roll < 0.4) return { kind: 'not', child: randomFilterTree(random, records, depth + 1) };
  const record = random.pick(records);
  const leaf = random.int(0, 6);
  const operators: NumericOperator[] = ['<', '<=', '=', '!=', '>=', '>'];
  switch (leaf) {
    case 0:
      return { kind: 'facet', attribute: 'brand.name', value: random.chance(0.5) ? record.brand.name : record.brand.name.toUpperCase() };
    case 1:
      return { kind: 'facet', attribute: 'availableSizes', value: random.pick([...record.availableSizes, 'XXS']) };
    case 2:
      return { kind: 'facet', attribute: random.pick(['isOnlyOutlet', 'inStock', 'isEcoFriendly']), value: random.pick(['true', 'false']) };
    case 3:
      return { kind: 'facet', attribute: '_tags', value: random.pick(['outlet', 'promo', 'eco_friendly', 'Promo', 'top_sale']) };
    case 4:
      return { kind: 'numeric', attribute: random.pick(['price', 'promotionPercent', 'categoryIds']), operator: random.pick(operators), value: random.pick([record.price, record.promotionPercent, record.categoryIds[1], 50]) };
    case 5: {
      const low = random.int(0, 120);
      return { kind: 'range', attribute: 'price', low, high: low + random.int(0, 80) };
    }
    default:
      return { kind: 'facet', attribute: random.pick(['artists.slug', 'category.lvl1', 'name']), value: random.pick([record.artists[0]?.slug ?? 'none', record.category.lvl1, record.name]) };
  }
}

/** A listing query as the shop builds one, with its filters string and a direct predicate. */
export interface ListingCase {
  filters: string;
  facetFilters: (string | string[])[];
  numericFilters: string[];
  predicate: (record: SearchRecord) => boolean;
  describe: string;
}

const quote = (value: string): string => `"${value.replace(/"/g, '\\"')}"`;

export function randomListingCase(random: SeededRandom, records: SearchRecord[]): ListingCase {
  const sample = random.pick(records);
  const brands = random.chance(0.4) ? distinct(random.some(records, 3).map((record) => record.brand.slug)) : [];
  const colors = random.chance(0.4) ? distinct([sample.colorCode, ...random.some(records, 2).map((record) => record.colorCode)]) : [];
  const sizes = random.chance(0.3) ? distinct(sample.availableSizes.slice(0, 2)) : [];
  const gender = random.chance(0.3) ? sample.gender : null;
  const category = random.chance(0.4) ? sample.categoryIds[random.int(0, 2)] : null;
  const priceMin = random.chance(0.4) ? random.int(10, 80) : null;
  const priceMax = random.chance(0.4) ? random.int(60, 200) : null;
  const promotion = random.chance(0.2) ? random.int(1, 40) : null;
  const eco = random.chance(0.15);
  const notLabel = random.chance(0.15) ? random.pick(['new', 'promo', 'top_sale']) : null;

  const clauses = ['isOnlyOutlet:false', 'displayInListing:true'];
  const facetFilters: (string | string[])[] = ['isOnlyOutlet:false', 'displayInListing:true'];
  const numericFilters: string[] = [];
  if (brands.length) {
    clauses.push(`(${brands.map((slug) => `brand.slug:${quote(slug)}`).join(' OR ')})`);
    facetFilters.push(brands.map((slug) => `brand.slug:${slug}`));
  }
  if (colors.length) {
    clauses.push(`(${colors.map((code) => `colorCode:${code}`).join(' OR ')})`);
    facetFilters.push(colors.map((code) => `colorCode:${code}`));
  }
  if (sizes.length) {
    clauses.push(`(${sizes.map((size) => `availableSizes:${quote(size)}`).join(' OR ')})`);
    facetFilters.push(sizes.map((size) => `availableSizes:${size}`));
  }
  if (gender) {
    clauses.push(`gender:${gender}`);
    facetFilters.push(`gender:${gender}`);
  }
  if (category !== null) {
    clauses.push(`categoryIds=${category}`);
    numericFilters.push(`categoryIds=${category}`);
  }
  if (priceMin !== null && priceMax !== null) {
    clauses.push(`price:${priceMin} TO ${priceMax}`);
    numericFilters.push(`price:${priceMin} TO ${priceMax}`);
  } else if (priceMin !== null) {
    clauses.push(`price >= ${priceMin}`);
    numericFilters.push(`price>=${priceMin}`);
  } else if (priceMax !== null) {
    clauses.push(`price < ${priceMax}`);
    numericFilters.push(`price<${priceMax}`);
  }
  if (promotion !== null) {
    clauses.push(`promotionPercent > ${promotion}`);
    numericFilters.push(`promotionPercent>${promotion}`);
  }
  if (eco) {
    clauses.push('isEcoFriendly:true');
    facetFilters.push('isEcoFriendly:true');
  }
  if (notLabel) {
    clauses.push(`NOT label:${notLabel}`);
    facetFilters.push(`label:-${notLabel}`);
  }
  const predicate = (record: SearchRecord): boolean =>
    record.isOnlyOutlet === false &&
    record.displayInListing === true &&
    (brands.length === 0 || brands.includes(record.brand.slug)) &&
    (colors.length === 0 || colors.includes(record.colorCode)) &&
    (sizes.length === 0 || sizes.some((size) => record.availableSizes.includes(size))) &&
    (gender === null || record.gender === gender) &&
    (category === null || record.categoryIds.includes(category)) &&
    (priceMin === null || (priceMax === null ? record.price >= priceMin : record.price >= priceMin && record.price <= priceMax)) &&
    (priceMax === null || priceMin !== null || record.price < priceMax) &&
    (promotion === null || record.promotionPercent > promotion) &&
    (!eco || record.isEcoFriendly) &&
    (notLabel === null || record.label !== notLabel);
  const filters = clauses.join(' AND ');
  return { filters, facetFilters, numericFilters, predicate, describe: filters };
}
