/**
 * SPEC §3 "Listing state" and SPEC §4 "Listing": what a listing page shows and how the shopper
 * changes it. Immutable: every rule returns a new state (fits MobX `observable.ref`). Pages are
 * 0-based here (the URL shows page + 1); `minPage`..`maxPage` is the run of pages on screen, so
 * "next" and "previous" extend it (load more / load previous) and `page` is the one last reached.
 * Any change of filter, range, sort or page size starts again from the first page.
 */
import { DEFAULT_PAGE_SIZE, LISTING_PAGE_SIZES, type ListingPageSize, type ListingSort } from '../search/listing-query';
import type { ValueBounds } from '../search/search-results';
import {
  FLAG_FACETS,
  RANGE_FACETS,
  VALUE_FACETS,
  isFlagFacet,
  isRangeFacet,
  isValidFacetValue,
  normaliseGenders,
  type FlagFacet,
  type ListingFacetName,
  type RangeFacet,
  type ValueFacet,
} from './listing-facets';
import { defaultSortOf, ordersOf, type ListingType } from './listing-type';

export type ListingFilterValues = { readonly [F in ValueFacet]: readonly string[] } & { readonly [F in FlagFacet]: boolean };

/** A range the shopper set; null on a side: open. Both null: not filtering. */
export interface ValueRange {
  readonly min: number | null;
  readonly max: number | null;
}

export interface ListingState {
  readonly type: ListingType;
  /** Words searched (search listings); '' otherwise. */
  readonly query: string;
  readonly filters: ListingFilterValues;
  readonly ranges: Readonly<Record<RangeFacet, ValueRange>>;
  /** 0-based page last reached. */
  readonly page: number;
  /** First and last 0-based pages on screen. */
  readonly minPage: number;
  readonly maxPage: number;
  readonly sort: ListingSort;
  /** Sorts offered on this listing, its default first. */
  readonly orders: readonly ListingSort[];
  readonly hitsPerPage: ListingPageSize;
  /** Pages in the result, once a search answered; null before. */
  readonly nbPages: number | null;
  /** Bounds of price and promotion over the whole result (the range sliders' ends). */
  readonly allFacetsRangesAggregate: Readonly<Record<RangeFacet, ValueBounds | null>>;
}

const OPEN: ValueRange = { min: null, max: null };

export const NO_FILTERS: ListingFilterValues = {
  categories: [], brands: [], artists: [], ranges: [], genders: [], sizes: [], colors: [], materials: [], eco: false, exclusive: false,
};

export interface ListingStart {
  query?: string;
  hitsPerPage?: ListingPageSize;
}

/** A listing of this type as it opens: no filter, its default sort, first page of 48. */
export function createListingState(type: ListingType, start: ListingStart = {}): ListingState {
  return {
    type,
    query: (start.query ?? '').trim(),
    filters: NO_FILTERS,
    ranges: { price: OPEN, promotion: OPEN },
    page: 0,
    minPage: 0,
    maxPage: 0,
    sort: defaultSortOf(type),
    orders: ordersOf(type),
    hitsPerPage: start.hitsPerPage ?? DEFAULT_PAGE_SIZE,
    nbPages: null,
    allFacetsRangesAggregate: { price: null, promotion: null },
  };
}

const firstPage = (state: ListingState, changes: Partial<ListingState>): ListingState => ({
  ...state,
  ...changes,
  page: 0,
  minPage: 0,
  maxPage: 0,
  nbPages: null,
});

export function isSelected(state: ListingState, facet: ValueFacet, value: string): boolean {
  return state.filters[facet].includes(facet === 'genders' ? value.toLowerCase() : value);
}

/** Adds the value when absent, removes it when present. A value the URL cannot carry changes nothing. */
export function toggleFilter(state: ListingState, facet: ValueFacet, value: string): ListingState {
  const wanted = facet === 'genders' ? value.toLowerCase() : value;
  const current = state.filters[facet];
  if (!current.includes(wanted) && !isValidFacetValue(facet, wanted)) return state;
  const toggled = current.includes(wanted) ? current.filter((entry) => entry !== wanted) : [...current, wanted];
  return firstPage(state, { filters: { ...state.filters, [facet]: facet === 'genders' ? normaliseGenders(toggled) : toggled } });
}

export function toggleFlag(state: ListingState, flag: FlagFacet): ListingState {
  return firstPage(state, { filters: { ...state.filters, [flag]: !state.filters[flag] } });
}

/** Prices in euros with at most 2 decimals; promotions in whole percent up to 100. */
const wholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const validBound = (value: number | null, facet: RangeFacet) =>
  value === null || (Number.isFinite(value) && value >= 0 && (facet === 'price' ? wholeCents(value) && value < 1e7 : Number.isInteger(value) && value <= 100));

/** A range ending below its start, negative, or finer than a cent (a percent) changes nothing. */
export function setRange(state: ListingState, facet: RangeFacet, range: ValueRange): ListingState {
  if (!isValidRange(facet, range)) return state;
  return firstPage(state, { ranges: { ...state.ranges, [facet]: { min: range.min, max: range.max } } });
}

export function isValidRange(facet: RangeFacet, range: ValueRange): boolean {
  return validBound(range.min, facet) && validBound(range.max, facet) && (range.min === null || range.max === null || range.min <= range.max);
}

export function isRangeActive(range: ValueRange): boolean {
  return range.min !== null || range.max !== null;
}

/** Clears one facet: its values, its label or its range. */
export function clearFilter(state: ListingState, facet: ListingFacetName): ListingState {
  if (isRangeFacet(facet)) return firstPage(state, { ranges: { ...state.ranges, [facet]: OPEN } });
  if (isFlagFacet(facet)) return firstPage(state, { filters: { ...state.filters, [facet]: false } });
  return firstPage(state, { filters: { ...state.filters, [facet]: [] } });
}

/** Clears every filter and range; the words searched, the sort and the page size stay. */
export function clearAllFilters(state: ListingState): ListingState {
  return firstPage(state, { filters: NO_FILTERS, ranges: { price: OPEN, promotion: OPEN } });
}

/** Facets the shopper narrowed (each counts once). */
export function activeFacets(state: ListingState): ListingFacetName[] {
  return [
    ...VALUE_FACETS.filter((facet) => state.filters[facet].length > 0),
    ...FLAG_FACETS.filter((flag) => state.filters[flag]),
    ...RANGE_FACETS.filter((facet) => isRangeActive(state.ranges[facet])),
  ];
}

/** A sort the listing does not offer changes nothing. */
export function sortBy(state: ListingState, sort: ListingSort): ListingState {
  if (!state.orders.includes(sort) || sort === state.sort) return state;
  return firstPage(state, { sort });
}

export function setHitsPerPage(state: ListingState, hitsPerPage: number): ListingState {
  if (!(LISTING_PAGE_SIZES as readonly number[]).includes(hitsPerPage) || hitsPerPage === state.hitsPerPage) return state;
  return firstPage(state, { hitsPerPage: hitsPerPage as ListingPageSize });
}

/** Jumps to a page (0-based), alone on screen. Past the known last page, or not a whole number: unchanged. */
export function goToPage(state: ListingState, page: number): ListingState {
  if (!Number.isSafeInteger(page) || page < 0 || (state.nbPages !== null && page >= Math.max(state.nbPages, 1))) return state;
  return { ...state, page, minPage: page, maxPage: page };
}

export function hasNextPage(state: ListingState): boolean {
  return state.nbPages !== null && state.maxPage < state.nbPages - 1;
}

export function hasPreviousPage(state: ListingState): boolean {
  return state.minPage > 0;
}

/** Adds the page after the last one on screen (load more). */
export function nextPage(state: ListingState): ListingState {
  if (!hasNextPage(state)) return state;
  return { ...state, page: state.maxPage + 1, maxPage: state.maxPage + 1 };
}

/** Adds the page before the first one on screen (load previous), e.g. after landing on page 3. */
export function previousPage(state: ListingState): ListingState {
  if (!hasPreviousPage(state)) return state;
  return { ...state, page: state.minPage - 1, minPage: state.minPage - 1 };
}

export interface ListingResults {
  nbPages: number;
  priceBounds: ValueBounds | null;
  promotionBounds: ValueBounds | null;
}

/** What a search answered for the current state: the page count and the range bounds. */
export function withResults(state: ListingState, results: ListingResults): ListingState {
  return {
    ...state,
    nbPages: results.nbPages,
    allFacetsRangesAggregate: { price: results.priceBounds, promotion: results.promotionBounds },
  };
}

export type ListingStateProblem =
  | { kind: 'invalid-filter-value'; facet: ValueFacet; value: string }
  | { kind: 'invalid-range'; facet: RangeFacet }
  | { kind: 'invalid-sort'; value: string }
  | { kind: 'invalid-page'; value: number }
  | { kind: 'invalid-page-size'; value: number };

/** Why a state cannot be shown or written as a URL; null when it can. */
export function listingStateProblem(state: ListingState): ListingStateProblem | null {
  for (const facet of VALUE_FACETS) {
    const values = state.filters[facet];
    const bad = values.find((value, index) => !isValidFacetValue(facet, value) || values.indexOf(value) !== index);
    if (bad !== undefined) return { kind: 'invalid-filter-value', facet, value: bad };
    if (facet === 'genders' && values.join('.') !== normaliseGenders(values).join('.')) {
      return { kind: 'invalid-filter-value', facet, value: values.join('.') };
    }
  }
  for (const facet of RANGE_FACETS) if (!isValidRange(facet, state.ranges[facet])) return { kind: 'invalid-range', facet };
  if (!state.orders.includes(state.sort)) return { kind: 'invalid-sort', value: state.sort };
  if (!(LISTING_PAGE_SIZES as readonly number[]).includes(state.hitsPerPage)) return { kind: 'invalid-page-size', value: state.hitsPerPage };
  const pages = [state.page, state.minPage, state.maxPage];
  const badPage = pages.find((page) => !Number.isSafeInteger(page) || page < 0);
  if (badPage !== undefined) return { kind: 'invalid-page', value: badPage };
  if (state.minPage > state.page || state.page > state.maxPage) return { kind: 'invalid-page', value: state.page };
  return null;
}
