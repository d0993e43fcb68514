/**
 * Algolia's answer to a query: hits (retrieved attributes, objectID, `_highlightResult`,
 * `_snippetResult`, `_rankingInfo`), counts and pagination, facets and facet statistics, the echo
 * fields (query, params, index) and `queryID` when click analytics are asked for.
 */
import { randomBytes } from 'node:crypto';
import type { FacetStats } from './search-facet-counts';
import { highlightRecord, QueryMatcher } from './search-highlight';
import type { RankedResult } from './search-index-core';
import { PAGINATION_LIMIT, type SearchParams } from './search-params';
import { markShared, markWholeHit } from './search-response-json';
import { snippetRecord } from './search-snippet';
import { queryTerms } from './search-text-normalise';

export type Hit = Record<string, unknown> & { objectID: string };

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount?: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; typo: true; facetsCount?: true };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
}

function pick(target: Record<string, unknown>, source: unknown, path: string[]): void {
  if (source === null || typeof source !== 'object') return;
  const [key, ...rest] = path;
  const value = (source as Record<string, unknown>)[key];
  if (value === undefined) return;
  if (rest.length === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) {
    target[key] = value;
    return;
  }
  const child = (target[key] as Record<string, unknown> | undefined) ?? {};
  pick(child, value, rest);
  if (Object.keys(child).length > 0) target[key] = child;
}

/** Applies `attributesToRetrieve`: null or `*` for all, `-attr` to leave one out; objectID always. */
export function project(record: object, attributes: readonly string[] | null): Hit {
  const source = record as Hit;
  if (attributes === null) return { ...source };
  const excluded = attributes.filter((name) => name.startsWith('-')).map((name) => name.slice(1));
  let hit: Record<string, unknown>;
  if (attributes.includes('*')) {
    hit = { ...source };
    for (const name of excluded) delete hit[name];
  } else {
    hit = {};
    for (const name of attributes) if (!name.startsWith('-')) pick(hit, source, name.split('.'));
  }
  hit.objectID = source.objectID;
  return hit as Hit;
}

/**
 * Without a query nothing is highlighted: the answer only depends on the record and the
 * attributes (tags appear only around matches). For the index's default attributes (what listing
 * pages and InstantSearch ask) it is built once per record and shared, read-only, by every answer;
 * other attribute lists come from requests and are built each time, so no request can make the
 * server keep more than one highlight per record.
 */
const NO_QUERY = new QueryMatcher([]);
const unmatched = new WeakMap<object, Record<string, unknown>>();

function unmatchedHighlight(record: object, attributes: readonly string[], shared: boolean): Record<string, unknown> {
  if (!shared) return highlightRecord(record, attributes, NO_QUERY, { pre: '', post: '' });
  let result = unmatched.get(record);
  if (!result) {
    result = deepFreeze(highlightRecord(record, attributes, NO_QUERY, { pre: '', post: '' }));
    unmatched.set(record, result);
    markShared(result);
  }
  return result;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const isWhole = (attributes: readonly string[] | null): boolean =>
  attributes === null || (attributes.includes('*') && !attributes.some((name) => name.startsWith('-')));

export interface ResponseInput {
  index: string;
  params: SearchParams;
  ranked: RankedResult;
  record: (slot: number) => object;
  defaultHighlight: readonly string[];
  facets?: { facets: Record<string, Record<string, number>>; facetsStats: Record<string, FacetStats> };
  startedAt: number;
}

/** Algolia's `_rankingInfo` from what the embedded engine knows of the match. */
function rankingInfo(ranked: RankedResult, slot: number, position: number, words: number): Record<string, unknown> {
  const match = ranked.text?.get(slot);
  return {
    nbTypos: match?.typos ?? 0,
    firstMatchedWord: (match?.attribute ?? 0) * 1000,
    proximityDistance: 0,
    userScore: ranked.slots.length - position,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: match?.exact ?? 0,
    words,
    filters: 0,
  };
}

export function buildResponse(input: ResponseInput): SearchResponse {
  const { params, ranked } = input;
  const nbHits = ranked.slots.length;
  const { hitsPerPage, page } = params;
  const reachable = Math.min(nbHits, PAGINATION_LIMIT);
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
  const start = page * hitsPerPage;
  const end = Math.min(start + hitsPerPage, reachable);
  const terms = queryTerms(params.query);
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
  const matcher = new QueryMatcher(terms, params.typoTolerance !== 'false');
  const highlighted = params.attributesToHighlight ?? input.defaultHighlight;
  const snippetOptions = { matcher, tags, ellipsis: params.snippetEllipsisText };
  const hits: Hit[] = [];
  for (let index = start; index < end; index++) {
    const slot = ranked.slots[index];
    const record = input.record(slot);
    const hit = project(record, params.attributesToRetrieve);
    if (isWhole(params.attributesToRetrieve)) markWholeHit(hit, record);
    if (highlighted.length > 0) {
      hit._highlightResult = terms.length === 0
        ? unmatchedHighlight(record, highlighted, params.attributesToHighlight === null)
        : highlightRecord(record, highlighted, matcher, tags);
    }
    if (params.attributesToSnippet.length > 0) hit._snippetResult = snippetRecord(record, params.attributesToSnippet, snippetOptions);
    if (params.getRankingInfo) hit._rankingInfo = rankingInfo(ranked, slot, index, terms.length);
    hits.push(hit);
  }
  const response: SearchResponse = {
    hits,
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    query: params.query,
    params: params.params,
    index: input.index,
    processingTimeMS: 0,
  };
  if (input.facets) {
    response.facets = input.facets.facets;
    if (Object.keys(input.facets.facetsStats).length > 0) response.facets_stats = input.facets.facetsStats;
    response.exhaustiveFacetsCount = true;
    response.exhaustive.facetsCount = true;
  }
  if (params.clickAnalytics) response.queryID = randomBytes(16).toString('hex');
  response.processingTimeMS = Math.max(1, Math.round(performance.now() - input.startedAt));
  return response;
}
