/**
 * Search records of one store from the catalogue: products priced for the store's country with
 * facet names in its language, and the suggestions of the header search (brands, artists,
 * categories, popular terms) with store-relative urls per language.
 */
import type { CatArtist, CatBrand, CatCategory, CatProduct, CatTerm } from '../catalogue/catalogue-service';
import { LOCALE_CODES, type LocaleCode, type Localized } from '../../src/domain/store/locales';
import { FIRST_BRAND_STORE_ID, STORES, priceKey, type StoreId } from '../../src/domain/store/stores';
import type { SearchRecord, SuggestionRecord } from './search-record';
import { MARKET_LABEL_NAMES } from '../../src/domain/catalogue/market-labels';
import { artistPath } from '../../src/domain/routing/listing-slugs';
import { searchPath } from '../../src/domain/routing/page-paths';

/** The product fields the records are made of (the generated catalogue and the database both give them). */
export type SearchProductSource = Pick<
  CatProduct,
  | 'id' | 'brandId' | 'artistIds' | 'categoryId' | 'gender' | 'names' | 'slugs' | 'range' | 'color' | 'material'
  | 'sizes' | 'prices' | 'label' | 'marketLabels' | 'isOnlyOutlet' | 'displayInListing' | 'createdAt' | 'salesRank' | 'pictures' | 'watermark' | 'modelKey'
>;

/** What the record builders read: a `Catalogue` fits, and so does what `loadSearchCatalogue` reads from the database. */
export interface SearchCatalogue {
  brands: CatBrand[];
  artists: CatArtist[];
  categories: CatCategory[];
  /** The names of sizes (and the other terms), for what a hit shows: "Einheitsgröße", not TU. */
  terms?: Pick<CatTerm, 'kind' | 'key' | 'names'>[];
  products: SearchProductSource[];
}

interface SearchCategory {
  id: number;
  level: 1 | 2 | 3;
  names: Localized;
  slugs: Localized;
  /** Store-relative listing path per language (/homme/vetements/sweats). */
  paths: Localized;
}

const euros = (cents: number): number => Math.round(cents) / 100;
const mapLocales = <T>(build: (locale: (typeof LOCALE_CODES)[number]) => T): Localized<T> =>
  Object.fromEntries(LOCALE_CODES.map((locale) => [locale, build(locale)])) as Localized<T>;

/** What records are made of besides products: brands, artists and categories by id. */
export interface RecordReference {
  brands: ReadonlyMap<number, CatBrand>;
  artists: ReadonlyMap<number, CatArtist>;
  categories: ReadonlyMap<number, CatCategory>;
  /** Size names by key; a size without one shows its key. */
  sizeNames: ReadonlyMap<string, Partial<Localized>>;
}

/** Size names by key, from a catalogue's terms. */
export function sizeNamesOf(terms: SearchCatalogue['terms']): Map<string, Partial<Localized>> {
  return new Map((terms ?? []).filter((term) => term.kind === 'size').map((term) => [term.key, term.names]));
}

function recordReference(catalogue: Pick<SearchCatalogue, 'brands' | 'artists' | 'categories' | 'terms'>): RecordReference {
  return {
    brands: new Map(catalogue.brands.map((brand) => [brand.id, brand])),
    artists: new Map(catalogue.artists.map((artist) => [artist.id, artist])),
    categories: new Map(catalogue.categories.map((category) => [category.id, category])),
    sizeNames: sizeNamesOf(catalogue.terms),
  };
}

/** The category and its parents, gender first, with their listing paths. */
function categoryChain(categories: ReadonlyMap<number, CatCategory>, categoryId: number): SearchCategory[] {
  const chain: CatCategory[] = [];
  for (let current = categories.get(categoryId); current; current = current.parentId === null ? undefined : categories.get(current.parentId)) {
    chain.unshift(current);
  }
  return chain.map((category, index) => ({
    id: category.id,
    level: category.level,
    names: { ...category.names },
    slugs: { ...category.slugs },
    paths: mapLocales((locale) => `/${chain.slice(0, index + 1).map((level) => level.slugs[locale]).join('/')}`),
  }));
}

/** Brands sold only on the first brand's store. */
const restrictedBrands = (brands: Iterable<CatBrand>): Set<number> =>
  new Set([...brands].filter((brand) => brand.restricted).map((brand) => brand.id));

/** Whether a store sells a product: priced for its country, restricted brands only on the first brand's store. */
function isSoldIn(product: Pick<SearchProductSource, 'prices' | 'brandId'>, storeId: StoreId, restricted: ReadonlySet<number>): boolean {
  return product.prices[priceKey(STORES[storeId])] !== undefined && (storeId === FIRST_BRAND_STORE_ID || !restricted.has(product.brandId));
}

/** Makes one store's records, product by product (category chains computed once). */
export class StoreRecordBuilder {
  private readonly locale: LocaleCode;
  private readonly key: string;
  private readonly chains = new Map<number, SearchCategory[]>();

  constructor(
    private readonly reference: RecordReference,
    storeId: StoreId,
  ) {
    this.locale = STORES[storeId].locale;
    this.key = priceKey(STORES[storeId]);
  }

  private sizeName(key: string): string {
    const names = this.reference.sizeNames.get(key);
    return names?.[this.locale] ?? names?.fr ?? key;
  }

  /** The record of a product the store sells (see `isSoldIn`). */
  record(product: SearchProductSource): SearchRecord {
    const { locale, key, reference } = this;
    const brand = reference.brands.get(product.brandId);
    if (!brand) throw new Error(`Product ${product.id} has an unknown brand ${product.brandId}`);
    let chain = this.chains.get(product.categoryId);
    if (!chain) this.chains.set(product.categoryId, (chain = categoryChain(reference.categories, product.categoryId)));
    const own = product.prices[key];
    const prices: SearchRecord['prices'] = {};
    for (const [country, price] of Object.entries(product.prices)) {
      prices[country] = { price: euros(price.price), originalPrice: price.originalPrice === null ? null : euros(price.originalPrice) };
    }
    prices.default = prices[key];
    const percent = own.originalPrice ? Math.round(100 * (1 - own.price / own.originalPrice)) : 0;
    const sizes = [...product.sizes].sort((a, b) => a.rank - b.rank);
    const hierarchy = chain.map((level) => level.names[locale]);
    const marketLabels: SearchRecord['marketLabels'] = {};
    for (const labelClass of product.marketLabels) marketLabels[labelClass] = { ...MARKET_LABEL_NAMES[labelClass] };
    return {
      objectID: String(product.id),
      productID: product.id,
      slugs: { ...product.slugs },
      names: { ...product.names },
      name: product.names[locale],
      displayInformation: { title: product.names[locale] },
      brand: { id: brand.id, name: brand.name, slug: brand.slug },
      pictures: product.pictures.map((picture) => ({ ...picture })),
      prices,
      label: product.label,
      promotion: percent > 0 ? { percent } : null,
      marketLabels,
      // What the shopper reads ("Einheitsgröße"); filters go by availableSizes, the keys.
      sizes: sizes.map((size) => ({ size: this.sizeName(size.label) })),
      watermarkUrl: product.watermark,
      // Header search suggests a colour family once (src/application/search/suggest-search.ts).
      ...(product.modelKey ? { modelKey: product.modelKey } : {}),
      isOnlyOutlet: product.isOnlyOutlet,
      displayInListing: product.displayInListing,
      inStock: sizes.some((size) => size.stock > 0),
      categoryIds: chain.map((level) => level.id),
      categorySlugs: chain.map((level) => level.slugs[locale]),
      category: {
        lvl0: hierarchy.slice(0, 1).join(' > '),
        lvl1: hierarchy.slice(0, 2).join(' > '),
        lvl2: hierarchy.join(' > '),
      },
      categoryPath: chain[chain.length - 1].paths[locale],
      artists: product.artistIds.flatMap((id) => {
        const artist = reference.artists.get(id);
        return artist ? [{ id: artist.id, name: artist.name, slug: artist.slug }] : [];
      }),
      availableSizes: sizes.filter((size) => size.stock > 0).map((size) => size.label),
      color: product.color.names[locale],
      colorCode: product.color.code,
      colorHex: product.color.hex,
      material: product.material.names[locale],
      materialCode: product.material.code,
      gender: product.gender,
      range: product.range,
      isEcoFriendly: product.marketLabels.includes('eco_friendly'),
      isExclusive: product.marketLabels.includes('exclusivity'),
      isFlashSale: product.label === 'flash_sale',
      noveltyDate: Math.floor(Date.parse(product.createdAt) / 1000),
      salesRank: product.salesRank,
      price: euros(own.price),
      originalPrice: own.originalPrice === null ? null : euros(own.originalPrice),
      promotionPercent: percent,
      _tags: [
        ...(product.label ? [product.label] : []),
        ...product.marketLabels,
        ...(product.isOnlyOutlet ? ['outlet'] : []),
      ],
    };
  }
}

/** Records of the products a store sells; `onlyProductIds` limits them (refresh after a change). */
export function buildStoreRecords(catalogue: SearchCatalogue, storeId: StoreId, onlyProductIds?: ReadonlySet<number>): SearchRecord[] {
  const restricted = restrictedBrands(catalogue.brands);
  const builder = new StoreRecordBuilder(recordReference(catalogue), storeId);
  return catalogue.products
    .filter((product) => isSoldIn(product, storeId, restricted) && (!onlyProductIds || onlyProductIds.has(product.id)))
    .map((product) => builder.record(product));
}

/** How many listed products (shown in listings, not outlet-only) each brand, artist and category leads to. */
export interface ListedCounts {
  byBrand: ReadonlyMap<number, number>;
  byArtist: ReadonlyMap<number, number>;
  byCategory: ReadonlyMap<number, number>;
}

function countBy<K>(records: SearchRecord[], keys: (record: SearchRecord) => K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const record of records) for (const key of keys(record)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * Suggestions of a store with how many listed products each leads to. Popular terms are the
 * product types (level-3 category names) searched as words: /search/sweats+a+capuche.
 */
export function buildSuggestionRecords(catalogue: SearchCatalogue, storeId: StoreId): SuggestionRecord[] {
  const listed = buildStoreRecords(catalogue, storeId).filter((record) => record.displayInListing && !record.isOnlyOutlet);
  return suggestionRecords(catalogue, {
    byBrand: countBy(listed, (record) => [record.brand.id]),
    byArtist: countBy(listed, (record) => record.artists.map((artist) => artist.id)),
    byCategory: countBy(listed, (record) => record.categoryIds),
  });
}

/** The suggestions for given counts: brands, artists and categories that lead somewhere, and popular terms. */
export function suggestionRecords(catalogue: Pick<SearchCatalogue, 'brands' | 'artists' | 'categories'>, counts: ListedCounts): SuggestionRecord[] {
  const { byBrand, byArtist, byCategory } = counts;
  const categories = new Map(catalogue.categories.map((category) => [category.id, category]));
  const suggestions: SuggestionRecord[] = [];
  for (const brand of catalogue.brands) {
    const productsNumber = byBrand.get(brand.id);
    if (!productsNumber) continue;
    suggestions.push({ objectID: `brand-${brand.id}`, kind: 'brand', text: mapLocales(() => brand.name), urls: mapLocales(() => `/${brand.slug}`), productsNumber });
  }
  for (const artist of catalogue.artists) {
    const productsNumber = byArtist.get(artist.id);
    if (!productsNumber) continue;
    const url = artistPath(artist.slug, artist.id);
    suggestions.push({ objectID: `artist-${artist.id}`, kind: 'artist', text: mapLocales(() => artist.name), urls: mapLocales(() => url), productsNumber });
  }
  const terms = new Map<string, SuggestionRecord>();
  for (const category of catalogue.categories) {
    const productsNumber = byCategory.get(category.id);
    if (!productsNumber) continue;
    const chain = categoryChain(categories, category.id);
    const gender = chain[0];
    suggestions.push({
      objectID: `category-${category.id}`,
      kind: 'category',
      text: mapLocales((locale) => (category.level === 1 ? category.names[locale] : `${category.names[locale]} ${gender.names[locale]}`)),
      urls: { ...chain[chain.length - 1].paths },
      productsNumber,
    });
    if (category.level !== 3) continue;
    const termKey = category.slugs.en;
    const term = terms.get(termKey);
    if (term) {
      term.productsNumber = (term.productsNumber ?? 0) + productsNumber;
      continue;
    }
    const text = mapLocales((locale) => category.names[locale].toLowerCase());
    terms.set(termKey, { objectID: `term-${termKey}`, kind: 'term', text, urls: mapLocales((locale) => searchPath(text[locale])), productsNumber });
  }
  return [...suggestions, ...terms.values()];
}
