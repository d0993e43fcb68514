/**
 * SPEC §9 listing types, as the back end's page info names them (`listingType`), and what each
 * one means for the search: the kind of listing (src/domain/search), its default sort and the
 * sorts a shopper may pick (SPEC §3 "orders").
 */
import { defaultSort, type ListingKind, type ListingSort } from '../search/listing-query';

export const LISTING_TYPES = [
  'BESTOFFERS1', 'BESTOFFERS2', 'BRAND', 'ARTIST', 'NOVELTY', 'TOPSALES', 'PROMO', 'CATEGORY', 'OUTLET', 'FLASH', 'SALES', 'search',
] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The sale sections (soldes, rebajas…) and promotions both list discounted products. */
const KIND_OF_TYPE: Record<ListingType, ListingKind> = {
  BESTOFFERS1: 'best_offers',
  BESTOFFERS2: 'best_offers',
  BRAND: 'brand',
  ARTIST: 'artist',
  NOVELTY: 'novelty',
  TOPSALES: 'top_sales',
  PROMO: 'promotions',
  SALES: 'promotions',
  CATEGORY: 'category',
  OUTLET: 'outlet',
  FLASH: 'flash_sale',
  search: 'search',
};

export function isListingType(value: unknown): value is ListingType {
  return typeof value === 'string' && (LISTING_TYPES as readonly string[]).includes(value);
}

export function listingKind(type: ListingType): ListingKind {
  return KIND_OF_TYPE[type];
}

export function defaultSortOf(type: ListingType): ListingSort {
  return defaultSort(listingKind(type));
}

/** SPEC §9 sort indexes a shopper picks from; top sales only on its own listing. */
const OFFERED_SORTS: readonly ListingSort[] = ['relevance', 'price_asc', 'price_desc', 'novelty', 'best_offers', 'flash_sale'];

/** The sorts offered on a listing, its default first (SPEC §3 "orders"). */
export function ordersOf(type: ListingType): ListingSort[] {
  const first = defaultSortOf(type);
  return [first, ...OFFERED_SORTS.filter((sort) => sort !== first)];
}
