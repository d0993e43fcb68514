/**
 * Algolia's search for facet values: the values of one facet that start (word by word, accents
 * folded) with `facetQuery`, counted over the records the rest of the query matches.
 */
import { highlightText } from './highlight';
import type { IndexCore, IndexedRecord } from './index-core';
import { SearchError } from './search-error';
import { parseSearchParams, rawParams } from './search-params';
import type { SortCriterion } from './search-record';
import { foldText, queryTerms } from './text-normalise';

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

const words = (text: string): string => foldText(text).replace(/[^a-z0-9]+/g, ' ').trim();

export function searchFacetValues(
  core: IndexCore<IndexedRecord>,
  sort: readonly SortCriterion[],
  facet: string,
  request: Record<string, unknown>,
): FacetSearchResponse {
  const startedAt = performance.now();
  if (!core.facetable.has(facet)) {
    throw SearchError.badRequest(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
  }
  const { facetQuery = request.facetQuery, maxFacetHits = request.maxFacetHits, ...rest } = rawParams(request);
  const query = typeof facetQuery === 'string' ? facetQuery : '';
  const limit = Math.min(Math.max(Math.trunc(Number(maxFacetHits ?? 10)) || 10, 1), 100);
  const params = parseSearchParams(rest);
  const ranked = core.rank(params.query, params.filter, sort);
  const counts = core.facets(params.query, params.filter, [facet], Number.MAX_SAFE_INTEGER, ranked.slots).facets[facet] ?? {};
  const wanted = words(query);
  const terms = queryTerms(query);
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
  const facetHits = Object.entries(counts)
    .filter(([value]) => wanted === '' || ` ${words(value)}`.includes(` ${wanted}`))
    .slice(0, limit)
    .map(([value, count]) => ({ value, count, highlighted: highlightText(value, terms, tags).value }));
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.max(1, Math.round(performance.now() - startedAt)) };
}
