/**
 * A listing or search query as the shop asks it (SPEC §7 "Listing queries", §9 "Listing"): the
 * listing kind (which decides outlet or not and the default sort), the shopper's facet filters,
 * a sort, a 1-based page and a page size. Independent of the search service's syntax.
 */
import type { Gender } from '../catalogue/product';

/** SPEC §9 listing types, as kinds of listing. */
export const LISTING_KINDS = ['search', 'category', 'brand', 'artist', 'novelty', 'top_sales', 'promotions', 'best_offers', 'flash_sale', 'outlet'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** SPEC §9 sort indexes: relevancy (default), price asc, price desc, novelty, best offers, flash sale; top sales for its listing. */
export const LISTING_SORTS = ['relevance', 'price_asc', 'price_desc', 'novelty', 'best_offers', 'flash_sale', 'top_sales'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** SPEC §9: page size default 48; allowed 1, 4, 8, 15, 16, 24, 32, 48. */
export const LISTING_PAGE_SIZES = [1, 4, 8, 15, 16, 24, 32, 48] as const;
export type ListingPageSize = (typeof LISTING_PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: ListingPageSize = 48;
/** SPEC §9: facets up to 100 values each. */
export const MAX_FACET_VALUES = 100;
/** Header search: 15 hits per page (SPEC §7). */
export const SUGGESTION_HITS = 15;
/** Error page: six top-selling products (SPEC §2, §7). */
export const ERROR_PAGE_TOP_SALES = 6;

export const GENDERS: readonly Gender[] = ['men', 'women', 'kids', 'unisex'];

export interface NumberRange {
  min?: number;
  max?: number;
}

/** Facet filters: OR within one facet, AND across facets. Prices in euros, promotions in percent. */
export interface ListingFilters {
  /** Category ids, or category slugs in the store's language (any level). */
  categories?: (number | string)[];
  /** Brand slugs. */
  brands?: string[];
  /** Artist slugs. */
  artists?: string[];
  /** Size labels, among the sizes in stock. */
  sizes?: string[];
  /** Colour codes (black, navy…). */
  colors?: string[];
  /** Material codes. */
  materials?: string[];
  genders?: Gender[];
  ranges?: string[];
  price?: NumberRange;
  promotion?: NumberRange;
  ecoFriendly?: boolean;
  exclusive?: boolean;
}

export interface ListingQuery {
  kind: ListingKind;
  /** Words typed by the shopper; '' for a plain listing. */
  query: string;
  filters: ListingFilters;
  sort: ListingSort;
  /** 1-based (SPEC §7). */
  page: number;
  hitsPerPage: ListingPageSize;
}

/** Facets a listing shows, with the filter each value feeds. */
export const LISTING_FACETS = ['category', 'brand', 'artist', 'size', 'color', 'material', 'gender', 'range', 'eco', 'exclusive'] as const;
export type ListingFacet = (typeof LISTING_FACETS)[number];

/** The sort a listing kind opens with. */
export function defaultSort(kind: ListingKind): ListingSort {
  switch (kind) {
    case 'novelty':
      return 'novelty';
    case 'top_sales':
      return 'top_sales';
    case 'best_offers':
      return 'best_offers';
    case 'flash_sale':
      return 'flash_sale';
    default:
      return 'relevance';
  }
}

/** A query with the defaults filled in: first page of 48, the kind's own sort, no filter. */
export function listingQuery(input: Partial<ListingQuery> = {}): ListingQuery {
  const kind = input.kind ?? (input.query ? 'search' : 'category');
  return {
    kind,
    query: (input.query ?? '').trim(),
    filters: input.filters ?? {},
    sort: input.sort ?? defaultSort(kind),
    page: input.page ?? 1,
    hitsPerPage: input.hitsPerPage ?? DEFAULT_PAGE_SIZE,
  };
}

/** Listing kinds whose products sit behind the outlet gate. */
export function isOutletListing(kind: ListingKind): boolean {
  return kind === 'outlet';
}
