/**
 * Search parameters as Algolia receives them: a urlencoded `params` string, object fields, or
 * both (fields win). Checked and normalised once; parameters the embedded engine has no use for
 * (analytics, clickAnalytics, getRankingInfo, distinct, userToken…) are accepted and ignored.
 */
import { allOf, type FilterNode } from './filter-ast';
import { parseFilters } from './filter-parser';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './facet-filters';
import { SearchError } from './search-error';

export const DEFAULT_HITS_PER_PAGE = 20;
export const MAX_HITS_PER_PAGE = 1000;
export const MAX_VALUES_PER_FACET = 100;
/** Algolia's default `paginationLimitedTo`: hits beyond it are never served. */
export const PAGINATION_LIMIT = 1000;

export interface SearchParams {
  query: string;
  filter: FilterNode | null;
  facets: string[];
  maxValuesPerFacet: number;
  hitsPerPage: number;
  page: number;
  /** null: every attribute. */
  attributesToRetrieve: string[] | null;
  /** null: the index's searchable attributes. */
  attributesToHighlight: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  /** The parameters as a urlencoded string, echoed in the response. */
  params: string;
}

export type RawParams = Record<string, unknown>;

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
    if (['indexName', 'type', 'facet', 'facetQuery'].includes(key) || value === undefined) continue;
    raw[key] = value;
  }
  return raw;
}

export function encodeParams(raw: RawParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

function integer(raw: RawParams, name: string, fallback: number, min: number, max: number): number {
  const value = raw[name];
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(number)) throw SearchError.badRequest(`Invalid value for "${name}" parameter, expected an integer`);
  if (number < min || number > max) {
    throw SearchError.badRequest(`Invalid value for "${name}" parameter, expected a value between ${min} and ${max}`);
  }
  return number;
}

function text(raw: RawParams, name: string, fallback: string): string {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw SearchError.badRequest(`Invalid value for "${name}" parameter, expected a string`);
}

/** A list given as an array, a JSON array string or a comma-separated string. */
function list(raw: RawParams, name: string): string[] | null {
  const value = raw[name];
  if (value === undefined || value === null) return null;
  let items: unknown = value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        items = JSON.parse(trimmed);
      } catch {
        throw SearchError.badRequest(`Invalid value for "${name}" parameter, expected a JSON array`);
      }
    } else {
      items = trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim());
    }
  }
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) {
    throw SearchError.badRequest(`Invalid value for "${name}" parameter, expected an array of strings`);
  }
  return items as string[];
}

export function parseSearchParams(raw: RawParams): SearchParams {
  const filters = text(raw, 'filters', '');
  return {
    query: text(raw, 'query', ''),
    filter: allOf([
      parseFilters(filters),
      raw.facetFilters === undefined ? null : parseFacetFilters(raw.facetFilters),
      raw.numericFilters === undefined ? null : parseNumericFilters(raw.numericFilters),
      raw.tagFilters === undefined ? null : parseTagFilters(raw.tagFilters),
    ]),
    facets: list(raw, 'facets') ?? [],
    maxValuesPerFacet: Math.min(integer(raw, 'maxValuesPerFacet', MAX_VALUES_PER_FACET, 0, 1000), MAX_VALUES_PER_FACET),
    hitsPerPage: integer(raw, 'hitsPerPage', DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    page: integer(raw, 'page', 0, 0, Number.MAX_SAFE_INTEGER),
    attributesToRetrieve: list(raw, 'attributesToRetrieve'),
    attributesToHighlight: list(raw, 'attributesToHighlight'),
    highlightPreTag: text(raw, 'highlightPreTag', '<em>'),
    highlightPostTag: text(raw, 'highlightPostTag', '</em>'),
    params: encodeParams(raw),
  };
}
