/**
 * From a listing state to the search that fills it. A page has base filters the shopper cannot
 * remove (the back end's page info: the category, brand or artist of the page, the words of a
 * search) and a type (outlet or not, discounted only, flash sales only); the shopper's filters
 * narrow it further. Two targets:
 * - `toSearchQuery`: the Algolia search parameters, exact (base AND shopper filters), for an
 *   adapter that sends them as they are;
 * - `toListingQuery`: the `ListingQuery` the `SearchIndex` port takes today. That query has no
 *   base filters of its own, so the base is folded into the shopper's filters (see there).
 */
import type { PageInfo } from '../catalogue/site';
import type { Gender } from '../catalogue/product';
import { MAX_FACET_VALUES, type ListingFilters, type ListingQuery, type NumberRange } from '../search/listing-query';
import { productIndexName, type StoreId } from '../store/stores';
import { FLAG_FACETS, VALUE_FACETS, type FlagFacet, type ValueFacet } from './listing-facets';
import { isRangeActive, type ListingState, type ValueRange } from './listing-state';
import { isListingType, listingKind, type ListingType } from './listing-type';

/** What the page itself filters on (page info `filters`), ids as numbers. */
export interface ListingBase {
  categoryIds: number[];
  brandIds: number[];
  artistIds: number[];
  /** Slugs of the page's brand and artist, when the page info gives them (see `toListingQuery`). */
  brandSlugs: string[];
  artistSlugs: string[];
  /** Words of a search page. */
  query: string;
}

export const NO_BASE: ListingBase = { categoryIds: [], brandIds: [], artistIds: [], brandSlugs: [], artistSlugs: [], query: '' };

const ids = (values: readonly string[] | undefined): number[] =>
  (values ?? []).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

/** The listing type and base filters of a page, or null when the page is no listing (product, brands A–Z, CMS…). */
export function listingPageOf(info: Pick<PageInfo, 'listingType' | 'filters'> | null | undefined): { type: ListingType; base: ListingBase } | null {
  if (!info || !isListingType(info.listingType)) return null;
  const filters = info.filters ?? {};
  return {
    type: info.listingType,
    base: {
      categoryIds: ids(filters.categoryIds),
      brandIds: ids(filters.brandIds),
      artistIds: ids(filters.artistIds),
      brandSlugs: [...(filters.brandSlugs ?? [])],
      artistSlugs: [...(filters.artistSlugs ?? [])],
      query: (filters.query ?? []).join(' ').trim(),
    },
  };
}

/** Record attribute behind each facet (server/search/search-record.ts). */
export const FACET_RECORD_ATTRIBUTES: Record<ValueFacet | FlagFacet, string> = {
  categories: 'categorySlugs',
  brands: 'brand.slug',
  artists: 'artists.slug',
  ranges: 'range',
  genders: 'gender',
  sizes: 'availableSizes',
  colors: 'colorCode',
  materials: 'materialCode',
  eco: 'isEcoFriendly',
  exclusive: 'isExclusive',
};

export const PRICE_ATTRIBUTE = 'price';
export const PROMOTION_ATTRIBUTE = 'promotionPercent';

/** Every facet a listing shows, with counts, and the two numeric ones with their bounds (facets_stats). */
export const LISTING_FACET_ATTRIBUTES: readonly string[] = [
  ...VALUE_FACETS.map((facet) => FACET_RECORD_ATTRIBUTES[facet]),
  ...FLAG_FACETS.map((flag) => FACET_RECORD_ATTRIBUTES[flag]),
  PRICE_ATTRIBUTE,
  PROMOTION_ATTRIBUTE,
];

/** Algolia search parameters of one listing page (sent with the hit attributes the adapter wants). */
export interface ListingSearchQuery {
  /** The store's product index, or its replica for the sort. */
  indexName: string;
  query: string;
  /** What the listing is: always shown in listings, outlet or not, its type and base filters. */
  filters: string;
  /** The shopper's values: OR inside a group, AND across groups. */
  facetFilters: string[][];
  numericFilters: string[];
  facets: string[];
  maxValuesPerFacet: number;
  hitsPerPage: number;
  /** 0-based. */
  page: number;
}

const anyOf = (clauses: string[]): string[] => (clauses.length === 0 ? [] : [clauses.length === 1 ? clauses[0] : `(${clauses.join(' OR ')})`]);

/** SPEC §7: listings filter on isOnlyOutlet and displayInListing; then what the type selects. */
export function listingTypeClauses(type: ListingType): string[] {
  const kind = listingKind(type);
  const clauses = ['displayInListing:true', `isOnlyOutlet:${kind === 'outlet'}`];
  if (kind === 'promotions' || kind === 'best_offers') clauses.push(`${PROMOTION_ATTRIBUTE} > 0`);
  if (kind === 'flash_sale') clauses.push('isFlashSale:true');
  return clauses;
}

export function listingBaseClauses(base: ListingBase): string[] {
  return [
    ...anyOf(base.categoryIds.map((id) => `categoryIds=${id}`)),
    ...anyOf(base.brandIds.map((id) => `brand.id=${id}`)),
    ...anyOf(base.artistIds.map((id) => `artists.id=${id}`)),
  ];
}

/** In facetFilters a leading `-` negates; `\-` keeps it literal. */
const facetValue = (value: string): string => (value.startsWith('-') ? `\\${value}` : value);

function rangeFilters(attribute: string, range: ValueRange): string[] {
  return [
    ...(range.min === null ? [] : [`${attribute}>=${range.min}`]),
    ...(range.max === null ? [] : [`${attribute}<=${range.max}`]),
  ];
}

/** The search of one listing page for a store: `page` (0-based) defaults to the state's current page. */
export function toSearchQuery(state: ListingState, base: ListingBase, store: StoreId, page: number = state.page): ListingSearchQuery {
  const facetFilters: string[][] = [
    ...VALUE_FACETS.filter((facet) => state.filters[facet].length > 0).map((facet) =>
      state.filters[facet].map((value) => `${FACET_RECORD_ATTRIBUTES[facet]}:${facetValue(value)}`)),
    ...FLAG_FACETS.filter((flag) => state.filters[flag]).map((flag) => [`${FACET_RECORD_ATTRIBUTES[flag]}:true`]),
  ];
  return {
    indexName: productIndexName(store, state.sort === 'relevance' ? undefined : state.sort),
    query: state.query || base.query,
    filters: [...listingTypeClauses(state.type), ...listingBaseClauses(base)].join(' AND '),
    facetFilters,
    numericFilters: [...rangeFilters(PRICE_ATTRIBUTE, state.ranges.price), ...rangeFilters(PROMOTION_ATTRIBUTE, state.ranges.promotion)],
    facets: [...LISTING_FACET_ATTRIBUTES],
    maxValuesPerFacet: MAX_FACET_VALUES,
    hitsPerPage: state.hitsPerPage,
    page,
  };
}

const numberRange = (range: ValueRange): NumberRange | undefined =>
  isRangeActive(range) ? { ...(range.min === null ? {} : { min: range.min }), ...(range.max === null ? {} : { max: range.max }) } : undefined;

/** Base AND shopper values of one facet: the shopper's within the base; the base alone when they leave nothing. */
function within(base: readonly string[], chosen: readonly string[]): string[] {
  if (base.length === 0) return [...chosen];
  const both = chosen.filter((value) => base.includes(value));
  return both.length > 0 ? both : [...base];
}

/**
 * The port's `ListingQuery` of a state on a page (`page` 0-based, default the current one). The
 * base is folded into the shopper's filters: brand and artist pages by their slugs (page info
 * `brandSlugs`/`artistSlugs`), category pages by their ids unless the shopper picked categories,
 * whose slugs then stand alone. That last case is wider than the page when a slug exists under
 * several parents (`vetements` for men and women): exact only once the port takes a base.
 */
export function toListingQuery(state: ListingState, base: ListingBase, page: number = state.page): ListingQuery {
  const { filters } = state;
  const lists: ListingFilters = {
    categories: filters.categories.length > 0 ? [...filters.categories] : [...base.categoryIds],
    brands: within(base.brandSlugs, filters.brands),
    artists: within(base.artistSlugs, filters.artists),
    ranges: [...filters.ranges],
    genders: [...filters.genders] as Gender[],
    sizes: [...filters.sizes],
    colors: [...filters.colors],
    materials: [...filters.materials],
  };
  const shown = Object.fromEntries(Object.entries(lists).filter(([, values]) => (values as unknown[]).length > 0)) as ListingFilters;
  const price = numberRange(state.ranges.price);
  const promotion = numberRange(state.ranges.promotion);
  return {
    kind: listingKind(state.type),
    query: state.query || base.query,
    filters: {
      ...shown,
      ...(price ? { price } : {}),
      ...(promotion ? { promotion } : {}),
      ...(filters.eco ? { ecoFriendly: true } : {}),
      ...(filters.exclusive ? { exclusive: true } : {}),
    },
    sort: state.sort,
    page: page + 1,
    hitsPerPage: state.hitsPerPage,
  };
}
