/**
 * The products every store's index reads, kept once for all stores (issue 17): per product a slot,
 * and per slot small integer keys into dictionaries of what products share (brand, category,
 * colour, sizes in stock, price for a country…), plus its own texts (names, slugs, picture paths).
 * A store's record of a product is made from its slot when needed (`source`), and every
 * attribute of the records is a function of one key column (see search-product-attributes.ts), which is
 * what lets stores share columns and compute facet values per distinct key, not per product.
 *
 * Records upserted one by one into a store (`addExplicit`) get a slot of their own whose keys are
 * all 0: the store reads those records as they are.
 */
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import type { Localized } from '../../src/domain/store/locales';
import { Interner, grown } from './search-interner';
import type { SearchProductSource } from './search-records-from-catalogue';
import type { SearchRecord } from './search-record';

export type KeyKind =
  | 'brand' | 'category' | 'gender' | 'range' | 'color' | 'material' | 'sizes' | 'artists' | 'marketLabels' | 'label'
  | 'flags' | 'created' | 'tags' | 'pictures' | 'pricesOrder' | 'namesOrder' | 'slugsOrder' | `price:${string}`;

const FIXED_KINDS: KeyKind[] = [
  'brand', 'category', 'gender', 'range', 'color', 'material', 'sizes', 'artists', 'marketLabels', 'label',
  'flags', 'created', 'tags', 'pictures', 'pricesOrder', 'namesOrder', 'slugsOrder',
];

/** Sizes as records use them: in rank order, in stock or not. */
export interface SizeState {
  label: string;
  inStock: boolean;
}

type Price = SearchProductSource['prices'][string];

const SEPARATOR = '\u0000';

/** Keys of the objects products share (a colour's names: one object per colour when read in bulk), made once per object. */
const entryKeys = new WeakMap<object, string>();

/** A key for the entries of a small object, in order (objects are not changed once read). */
function entriesKey(object: Record<string, string>): string {
  let key = entryKeys.get(object);
  if (key === undefined) {
    key = '';
    for (const name in object) key += `${SEPARATOR}${name}${SEPARATOR}${object[name]}`;
    entryKeys.set(object, key);
  }
  return key;
}

/** In rank order already (as the database gives them): no copy to sort. */
function inRankOrder<T extends { rank: number }>(sizes: readonly T[]): readonly T[] {
  for (let at = 1; at < sizes.length; at++) if (sizes[at - 1].rank > sizes[at].rank) return [...sizes].sort((a, b) => a.rank - b.rank);
  return sizes;
}

/** A key for the names of an object's entries, in order. */
function keysKey(object: object): string {
  let key = '';
  for (const name in object) key += `${name},`;
  return key;
}
const NO_PRICE = 'none';

/** What a key column holds for a key first seen on a product (copies: the product is not kept). */
const MAKE = {
  brand: (product: SearchProductSource) => product.brandId,
  category: (product: SearchProductSource) => product.categoryId,
  gender: (product: SearchProductSource) => product.gender,
  range: (product: SearchProductSource) => product.range,
  color: ({ color }: SearchProductSource) => ({ code: color.code, hex: color.hex, names: { ...color.names } }),
  material: ({ material }: SearchProductSource) => ({ code: material.code, names: { ...material.names } }),
  artists: (product: SearchProductSource) => [...product.artistIds],
  marketLabels: (product: SearchProductSource) => [...product.marketLabels],
  label: (product: SearchProductSource) => ({ label: product.label }),
  flags: (product: SearchProductSource) => ({ isOnlyOutlet: product.isOnlyOutlet, displayInListing: product.displayInListing }),
  created: (product: SearchProductSource) => product.createdAt,
  tags: () => null,
  pictures: (product: SearchProductSource) => product.pictures.map((picture) => picture.default),
  pricesOrder: (product: SearchProductSource) => Object.keys(product.prices),
  namesOrder: (product: SearchProductSource) => Object.keys(product.names),
  slugsOrder: (product: SearchProductSource) => Object.keys(product.slugs),
};

interface KeyColumn {
  keys: Int32Array;
  values: Interner<unknown>;
}

export class ProductTable {
  private readonly columns = new Map<KeyKind, KeyColumn>();
  private readonly countryCodes: string[] = [];
  /** The price columns by country, in `countryCodes` order, with their kinds (made once: `put` runs for every product). */
  private readonly priceColumns = new Map<string, KeyColumn & { kind: KeyKind }>();
  private productIds = new Float64Array(0);
  private salesRanks = new Float64Array(0);
  private names: string[] = [];
  private slugs: string[] = [];
  private picturePaths: string[] = [];
  private watermarks: (string | null)[] = [];
  private modelKeys: (string | null)[] = [];
  private readonly slots = new Map<number, number>();
  private readonly explicitRecords = new Map<number, SearchRecord>();
  private capacity = 0;
  size = 0;

  constructor() {
    for (const kind of FIXED_KINDS) this.columns.set(kind, { keys: new Int32Array(0), values: new Interner() });
  }

  /** Country codes products have prices for, in the order they were first seen. */
  get countries(): readonly string[] {
    return this.countryCodes;
  }

  /** Key of every slot in a column (the array is replaced when the table grows: read it again after `put`). */
  keys(kind: KeyKind): Int32Array {
    return this.column(kind).keys;
  }

  /** Keys a column can hold (ids below this). */
  keyCount(kind: KeyKind): number {
    return this.column(kind).values.size;
  }

  value<T>(kind: KeyKind, key: number): T {
    return this.column(kind).values.value(key) as T;
  }

  slotOf(productId: number): number | undefined {
    return this.slots.get(productId);
  }

  productId(slot: number): number {
    return this.productIds[slot];
  }

  salesRank(slot: number): number {
    return this.salesRanks[slot];
  }

  explicit(slot: number): SearchRecord | undefined {
    return this.explicitRecords.get(slot);
  }

  /** Adds or updates a product; returns its slot, the key columns whose key changed and whether its names did. */
  put(product: SearchProductSource): { slot: number; changed: KeyKind[]; renamed: boolean } {
    let slot = this.slots.get(product.id);
    const added = slot === undefined;
    if (slot === undefined) {
      slot = this.allocate();
      this.slots.set(product.id, slot);
    }
    const changed: KeyKind[] = [];
    // Values are made from the product only for keys not seen yet (`put` runs for every product of the catalogue).
    const set = (kind: KeyKind, key: string, make: (product: SearchProductSource) => unknown, column = this.column(kind)): number => {
      const id = column.values.id(key) ?? column.values.intern(key, () => make(product));
      if (added || column.keys[slot] !== id) changed.push(kind);
      column.keys[slot] = id;
      return id;
    };
    const { color, material } = product;
    set('brand', String(product.brandId), MAKE.brand);
    set('category', String(product.categoryId), MAKE.category);
    set('gender', product.gender, MAKE.gender);
    set('range', product.range, MAKE.range);
    set('color', `${color.code}${SEPARATOR}${color.hex}${entriesKey(color.names)}`, MAKE.color);
    set('material', `${material.code}${entriesKey(material.names)}`, MAKE.material);
    const sizes = inRankOrder(product.sizes);
    let sizesKey = '';
    for (const size of sizes) sizesKey += `${size.stock > 0 ? '+' : '-'}${size.label}${SEPARATOR}`;
    set('sizes', sizesKey, () => sizes.map((size) => ({ label: size.label, inStock: size.stock > 0 })));
    set('artists', product.artistIds.join(','), MAKE.artists);
    const labels = set('marketLabels', product.marketLabels.join(','), MAKE.marketLabels);
    const label = set('label', product.label ?? SEPARATOR, MAKE.label);
    set('flags', `${product.isOnlyOutlet}${SEPARATOR}${product.displayInListing}`, MAKE.flags);
    set('created', product.createdAt, MAKE.created);
    set('tags', `${label},${labels},${product.isOnlyOutlet}`, MAKE.tags);
    let picturesKey = '';
    for (const picture of product.pictures) picturesKey += picture.default ? '1' : '0';
    set('pictures', picturesKey, MAKE.pictures);
    let countriesKey = '';
    for (const country in product.prices) {
      countriesKey += `${country},`;
      if (!this.priceColumns.has(country)) this.addCountry(country);
    }
    set('pricesOrder', countriesKey, MAKE.pricesOrder);
    for (const country of this.countryCodes) {
      const column = this.priceColumns.get(country)!;
      const price = product.prices[country] as Price | undefined;
      set(column.kind, price ? `${price.price}|${price.originalPrice}` : NO_PRICE, () => (price ? { price: price.price, originalPrice: price.originalPrice } : null), column);
    }
    set('namesOrder', keysKey(product.names), MAKE.namesOrder);
    set('slugsOrder', keysKey(product.slugs), MAKE.slugsOrder);
    const names = Object.values(product.names).join(SEPARATOR);
    const renamed = added || changed.includes('namesOrder') || this.names[slot] !== names;
    this.productIds[slot] = product.id;
    this.salesRanks[slot] = product.salesRank;
    this.names[slot] = names;
    this.slugs[slot] = Object.values(product.slugs).join(SEPARATOR);
    this.picturePaths[slot] = product.pictures.map((picture) => picture.path).join(SEPARATOR);
    this.watermarks[slot] = product.watermark;
    this.modelKeys[slot] = product.modelKey ?? null;
    return { slot, changed, renamed };
  }

  /** A slot holding a record as given, for one store. */
  addExplicit(record: SearchRecord): number {
    const slot = this.allocate();
    this.productIds[slot] = NaN;
    this.salesRanks[slot] = NaN;
    this.explicitRecords.set(slot, record);
    return slot;
  }

  /** A store's name of a product in one language (undefined when it has none). */
  name(slot: number, locale: string): string | undefined {
    return this.localized(this.names[slot], this.value<string[]>('namesOrder', this.column('namesOrder').keys[slot]), locale);
  }

  /** What the record builder reads, as it was put. */
  source(slot: number): SearchProductSource {
    const key = (kind: KeyKind) => this.column(kind).keys[slot];
    const color = this.value<SearchProductSource['color']>('color', key('color'));
    const material = this.value<SearchProductSource['material']>('material', key('material'));
    const flags = this.value<{ isOnlyOutlet: boolean; displayInListing: boolean }>('flags', key('flags'));
    const prices: SearchProductSource['prices'] = {};
    for (const country of this.value<string[]>('pricesOrder', key('pricesOrder'))) {
      prices[country] = this.value<Price>(`price:${country}`, key(`price:${country}`));
    }
    const paths = this.picturePaths[slot].split(SEPARATOR);
    return {
      id: this.productIds[slot],
      brandId: this.value<number>('brand', key('brand')),
      artistIds: this.value<number[]>('artists', key('artists')),
      categoryId: this.value<number>('category', key('category')),
      gender: this.value<Gender>('gender', key('gender')),
      names: this.object(this.names[slot], this.value<string[]>('namesOrder', key('namesOrder'))),
      slugs: this.object(this.slugs[slot], this.value<string[]>('slugsOrder', key('slugsOrder'))),
      range: this.value<string>('range', key('range')),
      color,
      material,
      sizes: this.value<SizeState[]>('sizes', key('sizes')).map((size, rank) => ({ id: 0, label: size.label, rank, stock: size.inStock ? 1 : 0 })),
      prices,
      label: this.value<{ label: ProductLabel | null }>('label', key('label')).label,
      marketLabels: this.value<MarketLabelClass[]>('marketLabels', key('marketLabels')),
      isOnlyOutlet: flags.isOnlyOutlet,
      displayInListing: flags.displayInListing,
      createdAt: this.value<string>('created', key('created')),
      salesRank: this.salesRanks[slot],
      pictures: this.value<boolean[]>('pictures', key('pictures')).map((isDefault, index) => ({ path: paths[index], default: isDefault })),
      watermark: this.watermarks[slot] ?? null,
      modelKey: this.modelKeys[slot] ?? null,
    };
  }

  private object(joined: string, locales: string[]): Localized {
    const values = joined.split(SEPARATOR);
    return Object.fromEntries(locales.map((locale, index) => [locale, values[index]])) as Localized;
  }

  private localized(joined: string, locales: string[], locale: string): string | undefined {
    const index = locales.indexOf(locale);
    if (index < 0) return undefined;
    let start = 0;
    for (let skipped = 0; skipped < index; skipped++) start = joined.indexOf(SEPARATOR, start) + 1;
    const end = joined.indexOf(SEPARATOR, start);
    return joined.slice(start, end < 0 ? undefined : end);
  }

  private column(kind: KeyKind): KeyColumn {
    const column = this.columns.get(kind);
    if (!column) throw new Error(`No key column ${kind}`);
    return column;
  }

  /** Whether a product has a price for a country (explicit slots have none: they are read as they are). */
  hasPrice(slot: number, country: string): boolean {
    const column = this.columns.get(`price:${country}`);
    return column !== undefined && column.keys[slot] > 1;
  }

  /** Makes room for a country's prices before any product has one (a store's own column always exists). */
  ensureCountry(country: string): void {
    if (!this.columns.has(`price:${country}`)) this.addCountry(country);
  }

  private addCountry(country: string): void {
    const values = new Interner<unknown>();
    // Id 1: no price for the country (hasPrice relies on it).
    const none = values.intern(NO_PRICE, () => null);
    const keys = new Int32Array(this.capacity);
    // Slots put before this country appeared have no price for it (explicit slots keep key 0).
    for (let slot = 0; slot < this.size; slot++) if (!this.explicitRecords.has(slot)) keys[slot] = none;
    const kind: KeyKind = `price:${country}`;
    const column = { keys, values, kind };
    this.columns.set(kind, column);
    this.priceColumns.set(country, column);
    this.countryCodes.push(country);
  }

  private allocate(): number {
    const slot = this.size++;
    if (slot >= this.capacity) {
      this.capacity = Math.max(64, this.capacity * 2);
      for (const column of this.columns.values()) column.keys = grown(column.keys, this.capacity);
      this.productIds = grown(this.productIds, this.capacity);
      this.salesRanks = grown(this.salesRanks, this.capacity);
    }
    this.names[slot] = '';
    this.slugs[slot] = '';
    this.picturePaths[slot] = '';
    this.watermarks[slot] = null;
    this.modelKeys[slot] = null;
    return slot;
  }
}
