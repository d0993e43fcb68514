/**
 * Attribute values of a store's records without keeping the records: each attribute path of a
 * product record is a function of one key column of the product table (brand.name of the brand,
 * category.lvl2 of the category and the store's language, price of the price for the store's
 * country…), so a store works out the values once per distinct key, from one record made for a
 * product holding that key, and reads them for any product through its key. Value sets are
 * dictionary-encoded: facet labels (the text facets count) with their numbers, per set the labels
 * and the numbers numeric filters compare.
 */
import { attributeValues, facetText, numericValue, type Primitive } from './search-filter-match';
import { grown } from './search-interner';
import type { KeyKind, ProductTable } from './search-product-table';

/** Where a path's values come from in records made from the table. */
export type AttributeSource =
  | { kind: 'key'; column: KeyKind }
  | { kind: 'ownPrice' }
  | { kind: 'slot'; read: (table: ProductTable, slot: number) => number }
  | { kind: 'none' };

const BY_KEY: Record<string, KeyKind> = {
  'brand.id': 'brand', 'brand.name': 'brand', 'brand.slug': 'brand',
  categoryIds: 'category', categorySlugs: 'category', 'category.lvl0': 'category', 'category.lvl1': 'category', 'category.lvl2': 'category', categoryPath: 'category',
  gender: 'gender', range: 'range',
  color: 'color', colorCode: 'color', colorHex: 'color',
  material: 'material', materialCode: 'material',
  inStock: 'sizes', availableSizes: 'sizes', 'sizes.size': 'sizes',
  'artists.id': 'artists', 'artists.name': 'artists', 'artists.slug': 'artists',
  isEcoFriendly: 'marketLabels', isExclusive: 'marketLabels',
  label: 'label', isFlashSale: 'label',
  isOnlyOutlet: 'flags', displayInListing: 'flags',
  noveltyDate: 'created',
  _tags: 'tags',
  'pictures.default': 'pictures',
};
const OWN_PRICE = new Set(['price', 'originalPrice', 'promotionPercent', 'promotion.percent', 'prices.default.price', 'prices.default.originalPrice']);
const BY_SLOT: Record<string, (table: ProductTable, slot: number) => number> = {
  productID: (table, slot) => table.productId(slot),
  salesRank: (table, slot) => table.salesRank(slot),
};

/**
 * The source of a path. Paths not listed hold no value in any record the table makes, or only
 * texts that are neither facets nor numbers (names, slugs, picture paths): nothing to read.
 */
export function attributeSource(path: string, table: ProductTable): AttributeSource {
  if (Object.hasOwn(BY_KEY, path)) return { kind: 'key', column: BY_KEY[path] };
  if (OWN_PRICE.has(path)) return { kind: 'ownPrice' };
  if (Object.hasOwn(BY_SLOT, path)) return { kind: 'slot', read: BY_SLOT[path] };
  const price = /^prices\.([^.]+)\.(price|originalPrice)$/.exec(path);
  if (price && table.countries.includes(price[1])) return { kind: 'key', column: `price:${price[1]}` };
  if (/^marketLabels\.[^.]+\.[^.]+$/.test(path)) return { kind: 'key', column: 'marketLabels' };
  return { kind: 'none' };
}

/** The values of some records for one attribute: distinct facet labels, and the numbers filters compare. */
export interface ValueSet {
  values: Primitive[];
  /** Distinct labels, ids into `AttributeLabels`. */
  labels: Int32Array;
  /** Numeric values (booleans as 1 and 0), duplicates kept. */
  numbers: Float64Array;
}

/** Facet labels of an attribute in a store: the text, and its number (NaN unless first seen as a number). */
export class AttributeLabels {
  readonly texts: string[] = [];
  readonly numbers: number[] = [];
  private readonly ids = new Map<string, number>();

  id(value: Primitive): number {
    const text = facetText(value);
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.ids.set(text, id);
      this.texts.push(text);
      this.numbers.push(typeof value === 'number' ? value : NaN);
    }
    return id;
  }

  /** Distinct label ids of some values, in order. */
  distinct(values: readonly Primitive[]): Int32Array {
    return Int32Array.from(new Set(values.map((value) => this.id(value))));
  }
}

const EMPTY: ValueSet = { values: [], labels: new Int32Array(0), numbers: new Float64Array(0) };

/**
 * One attribute in one store, read through a key column: `setOf[key]` is the value set of the
 * products holding that key (-1 while not worked out, which only products the store does not
 * sell may still have). Key 0 (records upserted as they are) has the empty set: they are read
 * from their record.
 */
export class ResolvedAttribute {
  readonly kind = 'key';
  readonly labels = new AttributeLabels();
  readonly sets: ValueSet[] = [EMPTY];
  setOf = new Int32Array(0);
  private readonly setIds = new Map<string, number>();

  constructor(
    readonly path: string,
    readonly column: KeyKind,
  ) {}

  /** Makes room for keys added to the table since. */
  grow(keyCount: number): void {
    if (this.setOf.length >= keyCount) return;
    const before = this.setOf.length;
    this.setOf = grown(this.setOf, keyCount);
    this.setOf.fill(-1, Math.max(before, 1));
  }

  isResolved(key: number): boolean {
    return key === 0 || this.setOf[key] >= 0;
  }

  /** Records the values of a record holding `key`. */
  resolve(key: number, record: object): void {
    const values = attributeValues(record, this.path);
    const signature = values.map((value) => `${typeof value}:${String(value)}`).join('\u0000');
    let id = this.setIds.get(signature);
    if (id === undefined) {
      id = this.sets.length;
      this.setIds.set(signature, id);
      this.sets.push({ values, labels: this.labels.distinct(values), numbers: numbersOf(values) });
    }
    this.setOf[key] = id;
  }

  /** Per key: whether its set passes `test` (unresolved keys do not). */
  keysWhere(test: (set: ValueSet) => boolean): Uint8Array {
    const setHits = Uint8Array.from(this.sets, (set) => (test(set) ? 1 : 0));
    const hits = new Uint8Array(this.setOf.length);
    for (let key = 0; key < hits.length; key++) {
      const set = this.setOf[key];
      if (set >= 0) hits[key] = setHits[set];
    }
    return hits;
  }
}

export function numbersOf(values: readonly Primitive[]): Float64Array {
  const numbers: number[] = [];
  for (const value of values) {
    const number = numericValue(value);
    if (number !== null) numbers.push(number);
  }
  return Float64Array.from(numbers);
}
