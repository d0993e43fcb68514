/**
 * The facets a shopper filters a listing on, and which values each may take so that the URL of
 * SPEC §9 can carry them: values of one facet are joined by `~` (artists, brands, product ranges),
 * `--` (categories, colours, materials, sizes) or `.` (genders, sorted and lower-cased), so a
 * value never holds its own facet's separator. Every value keeps to SPEC §5's characters: letters
 * (accented too), digits, `~ ' # . - /` and spaces.
 */
import { GENDERS } from '../search/listing-query';
import { isValidFilterValue } from '../search/listing-validation';

/** Facets picked by values: OR within one facet, AND across facets. */
export const VALUE_FACETS = ['categories', 'brands', 'artists', 'ranges', 'genders', 'sizes', 'colors', 'materials'] as const;
export type ValueFacet = (typeof VALUE_FACETS)[number];

/** Labels switched on or off (eco-friendly, exclusivity). */
export const FLAG_FACETS = ['eco', 'exclusive'] as const;
export type FlagFacet = (typeof FLAG_FACETS)[number];

/** Numeric ranges: price in euros, promotion in percent. */
export const RANGE_FACETS = ['price', 'promotion'] as const;
export type RangeFacet = (typeof RANGE_FACETS)[number];

export type ListingFacetName = ValueFacet | FlagFacet | RangeFacet;

export const FACET_SEPARATORS: Record<ValueFacet, string> = {
  artists: '~',
  brands: '~',
  ranges: '~',
  categories: '--',
  colors: '--',
  materials: '--',
  sizes: '--',
  genders: '.',
};

export function isValueFacet(value: unknown): value is ValueFacet {
  return typeof value === 'string' && (VALUE_FACETS as readonly string[]).includes(value);
}

export function isFlagFacet(value: unknown): value is FlagFacet {
  return typeof value === 'string' && (FLAG_FACETS as readonly string[]).includes(value);
}

export function isRangeFacet(value: unknown): value is RangeFacet {
  return typeof value === 'string' && (RANGE_FACETS as readonly string[]).includes(value);
}

/**
 * A value the facet's URL parameter can carry and read back unchanged: SPEC §5 characters, no
 * space at either end, and nothing its separator would split (`a-` followed by `--b` would read
 * as `a` and `-b`, hence no dash at either end for `--` facets).
 */
export function isValidFacetValue(facet: ValueFacet, value: string): boolean {
  if (facet === 'genders') return (GENDERS as readonly string[]).includes(value);
  if (!isValidFilterValue(value) || value !== value.trim()) return false;
  const separator = FACET_SEPARATORS[facet];
  if (value.includes(separator)) return false;
  return separator !== '--' || (!value.startsWith('-') && !value.endsWith('-'));
}

/** SPEC §9: genders sorted, lower-cased, each once. */
export function normaliseGenders(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.toLowerCase()))].sort();
}
