/**
 * How the in-memory search index reads its records: what a product holds for filtering, sorting
 * and text matching (the same attributes as the real indexes' records), and the plain rules it
 * applies to them. Kept honest by the SearchIndex contract, not by sharing the engine's code.
 */
import type { Gender, ProductHit } from '../../domain/catalogue/product';
import type { ListingFilters, ListingKind, ListingSort, NumberRange } from '../../domain/search/listing-query';
import type { TextPart } from '../../domain/search/search-results';

/** A product as a store's index holds it: the hit plus what listings filter and sort on. */
export interface IndexedProduct extends ProductHit {
  /** Name in the store's language. */
  name: string;
  isOnlyOutlet: boolean;
  displayInListing: boolean;
  isFlashSale: boolean;
  isEcoFriendly: boolean;
  isExclusive: boolean;
  categoryIds: number[];
  categorySlugs: string[];
  category: { lvl2: string };
  artists: { id: number; name: string; slug: string }[];
  availableSizes: string[];
  color: string;
  colorCode: string;
  material: string;
  materialCode: string;
  gender: Gender;
  range: string;
  /** Euros in the store's country. */
  price: number;
  promotionPercent: number;
  noveltyDate: number;
  salesRank: number;
}

export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export const words = (text: string): string[] => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Every query word starts a word of the product's searchable text. */
export function matchesText(product: IndexedProduct, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return true;
  const own = [product.name, product.brand.name, product.category.lvl2, product.color, product.material, product.range, ...product.artists.map((artist) => artist.name)].flatMap(words);
  return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/** Marks the words of `text` that a query word starts. */
export function highlight(text: string, query: string): TextPart[] {
  const wanted = words(query);
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, match: wanted.some((word) => fold(piece).startsWith(word)) }));
}

const same = (a: string, b: string) => fold(a) === fold(b);
const anyOf = (wanted: readonly string[] | undefined, values: readonly string[]) =>
  !wanted || wanted.length === 0 || wanted.some((value) => values.some((candidate) => same(value, candidate)));
const within = (value: number, range: NumberRange | undefined) =>
  !range || ((range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max));

export function matchesKind(product: IndexedProduct, kind: ListingKind): boolean {
  if (!product.displayInListing || product.isOnlyOutlet !== (kind === 'outlet')) return false;
  if (kind === 'promotions' || kind === 'best_offers') return product.promotionPercent > 0;
  if (kind === 'flash_sale') return product.isFlashSale;
  return true;
}

export function matchesFilters(product: IndexedProduct, filters: ListingFilters): boolean {
  const categories = filters.categories ?? [];
  return (
    (categories.length === 0 ||
      categories.some((category) => (typeof category === 'number' ? product.categoryIds.includes(category) : product.categorySlugs.some((slug) => same(slug, category))))) &&
    anyOf(filters.brands, [product.brand.slug]) &&
    anyOf(filters.artists, product.artists.map((artist) => artist.slug)) &&
    anyOf(filters.sizes, product.availableSizes) &&
    anyOf(filters.colors, [product.colorCode]) &&
    anyOf(filters.materials, [product.materialCode]) &&
    anyOf(filters.genders, [product.gender]) &&
    anyOf(filters.ranges, [product.range]) &&
    within(product.price, filters.price) &&
    within(product.promotionPercent, filters.promotion) &&
    (filters.ecoFriendly === undefined || product.isEcoFriendly === filters.ecoFriendly) &&
    (filters.exclusive === undefined || product.isExclusive === filters.exclusive)
  );
}

const SORT_KEYS: Record<Exclude<ListingSort, 'relevance'>, (product: IndexedProduct) => number> = {
  price_asc: (product) => product.price,
  price_desc: (product) => -product.price,
  novelty: (product) => -product.noveltyDate,
  best_offers: (product) => -product.promotionPercent,
  flash_sale: (product) => (product.isFlashSale ? 0 : 1),
  top_sales: (product) => product.salesRank,
};

/** The sort first, then best sellers, then newest, then the order products were indexed in. */
export function compareFor(sort: ListingSort): (a: IndexedProduct, b: IndexedProduct) => number {
  const key = sort === 'relevance' ? () => 0 : SORT_KEYS[sort];
  return (a, b) => key(a) - key(b) || a.salesRank - b.salesRank || b.noveltyDate - a.noveltyDate;
}
