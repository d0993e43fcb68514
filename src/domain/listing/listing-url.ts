/**
 * The listing state in the page URL, both ways (SPEC §4, §5, §9). The path says which listing
 * (its type and, for search, the words); the query string carries what the shopper chose:
 *
 * | parameter    | holds                                      | example                        |
 * |--------------|--------------------------------------------|--------------------------------|
 * | `categories` | category slugs, joined by `--`             | `categories=sweats--t-shirts`  |
 * | `brands`     | brand slugs, joined by `~`                 | `brands=nike~atelier-sud`      |
 * | `artists`    | artist slugs, joined by `~`                | `artists=keith-haring~banksy`  |
 * | `ranges`     | product ranges, joined by `~`              | `ranges=Originals~Classic`     |
 * | `genders`    | genders, sorted, lower-cased, joined by `.`| `genders=men.women`            |
 * | `sizes`      | size labels, joined by `--`                | `sizes=M--XL--38/40`           |
 * | `colors`     | colour codes, joined by `--`               | `colors=black--navy`           |
 * | `materials`  | material codes, joined by `--`             | `materials=cotton--wool`       |
 * | `price`      | euros `min~max`, either side may be empty  | `price=20~80`, `price=~40`     |
 * | `promotion`  | percent `min~max`                          | `promotion=30~`                |
 * | `eco`        | eco-friendly label only                    | `eco=1`                        |
 * | `exclusive`  | exclusivities only                         | `exclusive=1`                  |
 * | `sort`       | a sort other than the listing's default    | `sort=price_asc`               |
 * | `per_page`   | page size other than 48 (1 4 8 15 16 24 32 48) | `per_page=24`              |
 * | `page`       | page + 1, left out on the first page       | `page=2`                       |
 *
 * e.g. `/marques/nordvik?colors=black--navy&sizes=M--L&price=20~80&genders=men.women&eco=1&sort=price_asc&page=2`.
 * Written in that order; `~ ' . - /` stay readable, anything else is percent-encoded. Reading
 * refuses (the page answers 404) a page that is not a whole number from 1 and any value outside
 * SPEC §5's characters (and `_` of catalogue keys); other parameters (campaign, tracking) are ignored. Empty pieces
 * (`brands=a~~b`) and repeats are dropped, so reading then writing gives the canonical URL.
 */
import { DEFAULT_PAGE_SIZE, LISTING_PAGE_SIZES, type ListingPageSize, type ListingSort } from '../search/listing-query';
import {
  FACET_SEPARATORS,
  FLAG_FACETS,
  RANGE_FACETS,
  VALUE_FACETS,
  isValidFacetValue,
  normaliseGenders,
  type FlagFacet,
  type RangeFacet,
  type ValueFacet,
} from './listing-facets';
import { createListingState, isRangeActive, isValidRange, type ListingState, type ValueRange } from './listing-state';
import { defaultSortOf, type ListingType } from './listing-type';

export const LISTING_PARAMS = {
  categories: 'categories',
  brands: 'brands',
  artists: 'artists',
  ranges: 'ranges',
  genders: 'genders',
  sizes: 'sizes',
  colors: 'colors',
  materials: 'materials',
  price: 'price',
  promotion: 'promotion',
  eco: 'eco',
  exclusive: 'exclusive',
  sort: 'sort',
  hitsPerPage: 'per_page',
  page: 'page',
} as const;

export type ListingUrlProblem =
  | { kind: 'invalid-page'; value: string }
  | { kind: 'invalid-page-size'; value: string }
  | { kind: 'invalid-sort'; value: string }
  | { kind: 'invalid-filter-value'; facet: ValueFacet | FlagFacet; value: string }
  | { kind: 'invalid-range'; facet: RangeFacet; value: string };

export type ListingUrlReading = { ok: true; state: ListingState } | { ok: false; problem: ListingUrlProblem };

export type QueryInput = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined | null>>;

/** Keeps `~ ' . - /` and letters-digits readable; encodes spaces, `#`, accents and the rest. */
const encode = (value: string): string => encodeURIComponent(value).replace(/%2F/g, '/');

const number = (value: number | null): string => (value === null ? '' : String(value));

/** The listing's parameters in their fixed order (name, decoded value). */
export function listingParams(state: ListingState): [string, string][] {
  const params: [string, string][] = [];
  for (const facet of VALUE_FACETS) {
    const values = state.filters[facet];
    if (values.length > 0) params.push([LISTING_PARAMS[facet], values.join(FACET_SEPARATORS[facet])]);
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet];
    if (isRangeActive(range)) params.push([LISTING_PARAMS[facet], `${number(range.min)}~${number(range.max)}`]);
  }
  for (const flag of FLAG_FACETS) if (state.filters[flag]) params.push([LISTING_PARAMS[flag], '1']);
  if (state.sort !== defaultSortOf(state.type)) params.push([LISTING_PARAMS.sort, state.sort]);
  if (state.hitsPerPage !== DEFAULT_PAGE_SIZE) params.push([LISTING_PARAMS.hitsPerPage, String(state.hitsPerPage)]);
  if (state.page > 0) params.push([LISTING_PARAMS.page, String(state.page + 1)]);
  return params;
}

/** `?brands=…&page=2`, or '' for an unfiltered first page in the default sort. */
export function formatListingQuery(state: ListingState): string {
  const params = listingParams(state);
  return params.length === 0 ? '' : `?${params.map(([name, value]) => `${name}=${encode(value)}`).join('&')}`;
}

/** The store-relative link of a listing state: its path (without query) and its parameters. */
export function listingHref(path: string, state: ListingState): string {
  return `${path.split(/[?#]/)[0]}${formatListingQuery(state)}`;
}

function readInput(input: QueryInput): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  const add = (name: string, value: string) => entries.set(name, [...(entries.get(name) ?? []), value]);
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const search = typeof input === 'string' ? new URLSearchParams(input.replace(/^[^?]*\?/, '').split('#')[0]) : input;
    for (const [name, value] of search) add(name, value);
  } else {
    for (const [name, value] of Object.entries(input)) {
      if (value === undefined || value === null) continue;
      for (const entry of typeof value === 'string' ? [value] : value) add(name, entry);
    }
  }
  return entries;
}

const PRICE = /^(\d{1,7}(?:\.\d{1,2})?)?~(\d{1,7}(?:\.\d{1,2})?)?$/;
const PERCENT = /^(\d{1,3})?~(\d{1,3})?$/;

function readRange(facet: RangeFacet, text: string): ValueRange | null {
  const match = (facet === 'price' ? PRICE : PERCENT).exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const range = { min: match[1] === undefined ? null : Number(match[1]), max: match[2] === undefined ? null : Number(match[2]) };
  return isValidRange(facet, range) ? range : null;
}

function readValues(facet: ValueFacet, texts: string[]): string[] | null {
  const pieces = texts
    .flatMap((text) => text.split(FACET_SEPARATORS[facet]))
    .map((piece) => piece.replace(/^ +| +$/g, ''))
    .filter((piece) => piece !== '');
  const values = facet === 'genders' ? normaliseGenders(pieces) : [...new Set(pieces)];
  return values.every((value) => isValidFacetValue(facet, value)) ? values : null;
}

/** One value for a single-valued parameter; a repeated one is refused. */
const single = (texts: string[] | undefined): string | null | undefined => (texts === undefined ? undefined : texts.length === 1 ? texts[0] : null);

/**
 * Reads the listing state of a URL's query. The type comes from the page info, the words from a
 * search path (`/search/{terms}`). A refusal says which parameter is wrong.
 */
export function parseListingQuery(input: QueryInput, listing: { type: ListingType; query?: string }): ListingUrlReading {
  const params = readInput(input);
  const start = createListingState(listing.type, { query: listing.query });
  const filters: Record<string, readonly string[] | boolean> = { ...start.filters };
  const ranges: Record<RangeFacet, ValueRange> = { ...start.ranges };

  for (const facet of VALUE_FACETS) {
    const texts = params.get(LISTING_PARAMS[facet]);
    if (texts === undefined) continue;
    const values = readValues(facet, texts);
    if (values === null) return { ok: false, problem: { kind: 'invalid-filter-value', facet, value: texts.join('&') } };
    filters[facet] = values;
  }
  for (const facet of RANGE_FACETS) {
    const texts = params.get(LISTING_PARAMS[facet]);
    const text = single(texts);
    if (text === undefined) continue;
    const range = text === null ? null : readRange(facet, text);
    if (range === null) return { ok: false, problem: { kind: 'invalid-range', facet, value: texts!.join('&') } };
    ranges[facet] = range;
  }
  for (const flag of FLAG_FACETS) {
    const texts = params.get(LISTING_PARAMS[flag]);
    const text = single(texts);
    if (text === undefined) continue;
    if (text === '1' || text === 'true') filters[flag] = true;
    else if (text !== '0' && text !== 'false') return { ok: false, problem: { kind: 'invalid-filter-value', facet: flag, value: texts!.join('&') } };
  }

  let sort: ListingSort = start.sort;
  const sortTexts = params.get(LISTING_PARAMS.sort);
  const sortText = single(sortTexts);
  if (sortText !== undefined) {
    if (sortText === null || !start.orders.includes(sortText as ListingSort)) {
      return { ok: false, problem: { kind: 'invalid-sort', value: sortTexts!.join('&') } };
    }
    sort = sortText as ListingSort;
  }

  let hitsPerPage: ListingPageSize = start.hitsPerPage;
  const sizeTexts = params.get(LISTING_PARAMS.hitsPerPage);
  const sizeText = single(sizeTexts);
  if (sizeText !== undefined) {
    if (sizeText === null || !/^\d{1,2}$/.test(sizeText) || !(LISTING_PAGE_SIZES as readonly number[]).includes(Number(sizeText))) {
      return { ok: false, problem: { kind: 'invalid-page-size', value: sizeTexts!.join('&') } };
    }
    hitsPerPage = Number(sizeText) as ListingPageSize;
  }

  let page = 0;
  const pageTexts = params.get(LISTING_PARAMS.page);
  const pageText = single(pageTexts);
  if (pageText !== undefined) {
    if (pageText === null || !/^\d{1,9}$/.test(pageText) || Number(pageText) < 1) {
      return { ok: false, problem: { kind: 'invalid-page', value: pageTexts!.join('&') } };
    }
    page = Number(pageText) - 1;
  }

  return {
    ok: true,
    state: { ...start, filters: filters as ListingState['filters'], ranges, sort, hitsPerPage, page, minPage: page, maxPage: page },
  };
}
