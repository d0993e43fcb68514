/**
 * Search parameters as Algolia receives them: a urlencoded `params` string, object fields, or
 * both (fields win). Checked and normalised once, with Algolia's documented limits (service
 * limits page and API reference): refused where Algolia refuses, clamped where it clamps.
 * Parameters the embedded engine has no use for (analytics, distinct, userToken…) are accepted
 * and ignored once their shape is checked.
 */
import { allOf, type FilterNode } from './search-filter-ast';
import { parseFilters } from './search-filter-parser';
import { countFilters, parseFacetFilters, parseNumericFilters, parseOptionalFilters, parseTagFilters } from './search-facet-filters';
import { boolean, checkDepth, clampedInteger, integer, list, oneOf, text, type RawParams } from './search-param-readers';
import { SearchError } from './search-error';

export type { RawParams } from './search-param-readers';

export const DEFAULT_HITS_PER_PAGE = 20;
/** `hitsPerPage`: 0 to 1,000, refused beyond. */
export const MAX_HITS_PER_PAGE = 1000;
/** The index setting `maxValuesPerFacet` (Algolia's default); a query may ask up to 1,000, more reads as 1,000. */
export const DEFAULT_VALUES_PER_FACET = 100;
export const MAX_VALUES_PER_FACET = 1000;
/** Algolia's default `paginationLimitedTo`: hits beyond it are never served. */
export const PAGINATION_LIMIT = 1000;
/** "Query size: 512 bytes" (UTF-8); longer is refused. */
export const MAX_QUERY_BYTES = 512;
/** "Number of filters: 1,000" in one query, all filter parameters together. */
export const MAX_FILTERS = 1000;
/**
 * Not an Algolia limit: each highlighted word carries both tags, so their length multiplies the
 * answer. 100 characters leaves room for any real tag (InstantSearch's are 17 and 18).
 */
export const MAX_TAG_LENGTH = 100;
export const DEFAULT_SNIPPET_WORDS = 10;
/** Search for facet values: `maxFacetHits` 1 to 100, refused outside. */
export const DEFAULT_FACET_HITS = 10;
export const MAX_FACET_HITS = 100;

/** Algolia's typoTolerance: on, off, only the fewest typos, or the two fewest. */
export type TypoTolerance = 'true' | 'false' | 'min' | 'strict';

export interface SnippetRequest {
  attribute: string;
  words: number;
}

export interface SearchParams {
  query: string;
  filter: FilterNode | null;
  typoTolerance: TypoTolerance;
  /** null: every searchable attribute. */
  restrictSearchableAttributes: string[] | null;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  hitsPerPage: number;
  page: number;
  /** null: every attribute. */
  attributesToRetrieve: string[] | null;
  /** null: the index's searchable attributes. */
  attributesToHighlight: string[] | null;
  attributesToSnippet: SnippetRequest[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  clickAnalytics: boolean;
  getRankingInfo: boolean;
  /** The parameters as a urlencoded string, echoed in the response. */
  params: string;
}

/** Fields of a request that are not search parameters. */
const NOT_PARAMS = new Set(['indexName', 'type', 'facet', 'facetQuery']);

/** Merges a request's `params` string with its other fields (indexName, type and the like excluded). */
export function rawParams(request: Record<string, unknown>): RawParams {
  const raw: RawParams = {};
  const { params, ...fields } = request;
  if (params !== undefined && params !== null) {
    if (typeof params === 'string') {
      for (const [key, value] of new URLSearchParams(params)) raw[key] = value;
    } else if (typeof params === 'object' && !Array.isArray(params)) {
      Object.assign(raw, params);
    } else {
      throw SearchError.badRequest('params: expected a urlencoded string');
    }
  }
  for (const [key, value] of Object.entries(fields)) {
    if (NOT_PARAMS.has(key) || value === undefined) continue;
    raw[key] = value;
  }
  for (const [key, value] of Object.entries(raw)) checkDepth(value, key);
  return raw;
}

export function encodeParams(raw: RawParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

function snippets(raw: RawParams): SnippetRequest[] {
  return (list(raw, 'attributesToSnippet') ?? []).map((entry) => {
    const colon = entry.lastIndexOf(':');
    if (colon === -1) return { attribute: entry, words: DEFAULT_SNIPPET_WORDS };
    const words = Number(entry.slice(colon + 1));
    if (!Number.isInteger(words) || words < 1) {
      throw SearchError.badRequest(`Invalid value for "attributesToSnippet" parameter, expected attribute or attribute:nbWords, got "${entry}"`);
    }
    return { attribute: entry.slice(0, colon), words };
  });
}

function query(raw: RawParams): string {
  const value = text(raw, 'query', '');
  if (Buffer.byteLength(value, 'utf8') > MAX_QUERY_BYTES) {
    throw SearchError.badRequest(`Invalid value for "query" parameter, the query is limited to ${MAX_QUERY_BYTES} bytes`);
  }
  return value;
}

function filter(raw: RawParams): FilterNode | null {
  if (raw.optionalFilters !== undefined) parseOptionalFilters(raw.optionalFilters);
  const node = allOf([
    parseFilters(text(raw, 'filters', '')),
    raw.facetFilters === undefined ? null : parseFacetFilters(raw.facetFilters),
    raw.numericFilters === undefined ? null : parseNumericFilters(raw.numericFilters),
    raw.tagFilters === undefined ? null : parseTagFilters(raw.tagFilters),
  ]);
  if (countFilters(node) > MAX_FILTERS) throw SearchError.badRequest(`Too many filters: at most ${MAX_FILTERS} in one query`);
  return node;
}

export function parseSearchParams(raw: RawParams): SearchParams {
  // Only search for facet values reads it, but it is a search parameter: checked everywhere.
  integer(raw, 'maxFacetHits', DEFAULT_FACET_HITS, 1, MAX_FACET_HITS);
  return {
    query: query(raw),
    filter: filter(raw),
    typoTolerance: oneOf(raw, 'typoTolerance', ['true', 'false', 'min', 'strict'], 'true'),
    restrictSearchableAttributes: list(raw, 'restrictSearchableAttributes'),
    facets: list(raw, 'facets') ?? [],
    maxValuesPerFacet: clampedInteger(raw, 'maxValuesPerFacet', DEFAULT_VALUES_PER_FACET, 0, MAX_VALUES_PER_FACET),
    sortFacetValuesBy: oneOf(raw, 'sortFacetValuesBy', ['count', 'alpha'], 'count'),
    hitsPerPage: integer(raw, 'hitsPerPage', DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    page: integer(raw, 'page', 0, 0, Number.MAX_SAFE_INTEGER),
    attributesToRetrieve: list(raw, 'attributesToRetrieve'),
    attributesToHighlight: list(raw, 'attributesToHighlight'),
    attributesToSnippet: snippets(raw),
    highlightPreTag: text(raw, 'highlightPreTag', '<em>', MAX_TAG_LENGTH),
    highlightPostTag: text(raw, 'highlightPostTag', '</em>', MAX_TAG_LENGTH),
    snippetEllipsisText: text(raw, 'snippetEllipsisText', '…', MAX_TAG_LENGTH),
    clickAnalytics: boolean(raw, 'clickAnalytics', false),
    getRankingInfo: boolean(raw, 'getRankingInfo', false),
    params: encodeParams(raw),
  };
}
