/**
 * Algolia's search for facet values: the values of one facet that start (word by word, accents
 * folded) with `facetQuery`, counted over the records the rest of the query matches. As on
 * Algolia, only facets declared `searchable(…)` in `attributesForFaceting` can be searched, and
 * `maxFacetHits` must lie between 1 and 100.
 */
import { highlightText } from './search-highlight';
import type { IndexCore, IndexedRecord } from './search-index-core';
import { integer, text } from './search-param-readers';
import { SearchError } from './search-error';
import { DEFAULT_FACET_HITS, MAX_FACET_HITS, parseSearchParams, rawParams, type SearchParams } from './search-params';
import type { SortCriterion } from './search-record';
import { foldText, queryTerms } from './search-text-normalise';
import { allOf, type FilterNode } from './search-filter-ast';

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

const words = (value: string): string => foldText(value).replace(/[^a-z0-9]+/g, ' ').trim();

/** Checks the request (facet, parameters) and returns how to answer it. */
export function prepareFacetSearch(
  core: IndexCore<IndexedRecord>,
  sort: readonly SortCriterion[],
  facet: string,
  request: Record<string, unknown>,
  /** The call's key's filters, ANDed with the request's (search-keys.ts). */
  keyFilter: FilterNode | null = null,
): () => FacetSearchResponse {
  if (!core.searchableFacets.has(facet)) {
    throw SearchError.badRequest(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
  }
  const raw = rawParams(request);
  const facetQuery = text({ facetQuery: raw.facetQuery ?? request.facetQuery }, 'facetQuery', '', 512);
  const limit = integer({ maxFacetHits: raw.maxFacetHits ?? request.maxFacetHits }, 'maxFacetHits', DEFAULT_FACET_HITS, 1, MAX_FACET_HITS);
  delete raw.facetQuery;
  delete raw.maxFacetHits;
  const parsed = parseSearchParams(raw);
  const params = keyFilter === null ? parsed : { ...parsed, filter: allOf([keyFilter, parsed.filter]) };
  return () => answer(core, sort, facet, params, facetQuery, limit);
}

function answer(
  core: IndexCore<IndexedRecord>,
  sort: readonly SortCriterion[],
  facet: string,
  params: SearchParams,
  facetQuery: string,
  limit: number,
): FacetSearchResponse {
  const startedAt = performance.now();
  const ranked = core.rank(params.query, params.filter, sort, params);
  const counts = core.facets(ranked, [facet], Number.MAX_SAFE_INTEGER, params.sortFacetValuesBy).facets[facet] ?? {};
  const wanted = words(facetQuery);
  const terms = queryTerms(facetQuery);
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
  // Object keys lose the order of integer-like values ("38", "42"): sort again.
  const byValue = ([a]: [string, number], [b]: [string, number]) => (a < b ? -1 : a > b ? 1 : 0);
  const entries = Object.entries(counts).sort(params.sortFacetValuesBy === 'alpha' ? byValue : (a, b) => b[1] - a[1] || byValue(a, b));
  const facetHits: FacetHit[] = [];
  for (const [value, count] of entries) {
    if (facetHits.length === limit) break;
    if (wanted !== '' && !` ${words(value)}`.includes(` ${wanted}`)) continue;
    facetHits.push({ value, count, highlighted: highlightText(value, terms, tags).value });
  }
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.max(1, Math.round(performance.now() - startedAt)) };
}
