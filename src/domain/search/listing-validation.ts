/**
 * What a listing query may hold (SPEC §5 "Listing query parameters", §9 page sizes): checked
 * before anything is asked of the search service. Problems are values with a kind; the views and
 * the CLI turn them into words.
 */
import {
  GENDERS,
  LISTING_KINDS,
  LISTING_PAGE_SIZES,
  LISTING_SORTS,
  type ListingFilters,
  type ListingQuery,
  type NumberRange,
} from './listing-query';

export type ListingProblem =
  | { kind: 'invalid-page'; value: number }
  | { kind: 'invalid-page-size'; value: number }
  | { kind: 'invalid-sort'; value: string }
  | { kind: 'invalid-kind'; value: string }
  | { kind: 'invalid-filter-value'; facet: keyof ListingFilters; value: string }
  | { kind: 'invalid-range'; facet: 'price' | 'promotion' };

/**
 * SPEC §5: letters (accented too), digits, ~ ' # . - / and spaces; and `_`, which the catalogue's
 * keys may hold (KEY_PATTERN: `organic_cotton`), so that every material, colour, range and size a
 * facet lists can be chosen (issue 35).
 */
const FILTER_VALUE = /^[\p{L}\p{M}\p{N}~'#./ _-]+$/u;

export function isValidFilterValue(value: string): boolean {
  return value.trim() !== '' && FILTER_VALUE.test(value);
}

function rangeProblem(range: NumberRange | undefined, facet: 'price' | 'promotion'): ListingProblem | null {
  if (!range) return null;
  const { min, max } = range;
  const bad = (value: number | undefined) => value !== undefined && (!Number.isFinite(value) || value < 0);
  if (bad(min) || bad(max) || (min === undefined && max === undefined) || (min !== undefined && max !== undefined && min > max)) {
    return { kind: 'invalid-range', facet };
  }
  return null;
}

const TEXT_FILTERS = ['brands', 'artists', 'sizes', 'colors', 'materials', 'ranges'] as const;

function filterProblem(filters: ListingFilters): ListingProblem | null {
  for (const facet of TEXT_FILTERS) {
    const bad = filters[facet]?.find((value) => !isValidFilterValue(value));
    if (bad !== undefined) return { kind: 'invalid-filter-value', facet, value: bad };
  }
  const badCategory = filters.categories?.find((value) =>
    typeof value === 'number' ? !Number.isSafeInteger(value) || value <= 0 : !isValidFilterValue(value));
  if (badCategory !== undefined) return { kind: 'invalid-filter-value', facet: 'categories', value: String(badCategory) };
  const badGender = filters.genders?.find((gender) => !GENDERS.includes(gender));
  if (badGender !== undefined) return { kind: 'invalid-filter-value', facet: 'genders', value: badGender };
  return rangeProblem(filters.price, 'price') ?? rangeProblem(filters.promotion, 'promotion');
}

export function listingProblem(query: ListingQuery): ListingProblem | null {
  if (!(LISTING_KINDS as readonly string[]).includes(query.kind)) return { kind: 'invalid-kind', value: query.kind };
  if (!(LISTING_SORTS as readonly string[]).includes(query.sort)) return { kind: 'invalid-sort', value: query.sort };
  if (!Number.isSafeInteger(query.page) || query.page < 1) return { kind: 'invalid-page', value: query.page };
  if (!(LISTING_PAGE_SIZES as readonly number[]).includes(query.hitsPerPage)) return { kind: 'invalid-page-size', value: query.hitsPerPage };
  return filterProblem(query.filters);
}
