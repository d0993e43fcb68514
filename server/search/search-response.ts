/**
 * Algolia's answer to a query: hits (retrieved attributes, objectID, `_highlightResult`), counts
 * and pagination, facets and facet statistics, and the echo fields (query, params, index).
 */
import type { FacetStats } from './facet-counts';
import { highlightRecord, type HighlightTags } from './highlight';
import type { RankedResult } from './index-core';
import { PAGINATION_LIMIT, type SearchParams } from './search-params';
import { markShared, markWholeHit } from './response-json';
import { queryTerms } from './text-normalise';

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
 * Without a query nothing is highlighted: the answer only depends on the record, the attributes
 * and the tags, so it is built once per record and shared (read-only) by every listing page.
 */
const unmatched = new WeakMap<object, Map<string, Record<string, unknown>>>();

function unmatchedHighlight(record: object, attributes: readonly string[], tags: HighlightTags): Record<string, unknown> {
  let byKey = unmatched.get(record);
  if (!byKey) unmatched.set(record, (byKey = new Map()));
  const key = JSON.stringify([attributes, tags.pre, tags.post]);
  let result = byKey.get(key);
  if (!result) {
    result = deepFreeze(highlightRecord(record, attributes, [], tags));
    byKey.set(key, result);
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
  const highlighted = params.attributesToHighlight ?? input.defaultHighlight;
  const hits: Hit[] = [];
  for (let index = start; index < end; index++) {
    const record = input.record(ranked.slots[index]);
    const hit = project(record, params.attributesToRetrieve);
    if (isWhole(params.attributesToRetrieve)) markWholeHit(hit, record);
    if (highlighted.length > 0) {
      hit._highlightResult = terms.length === 0
        ? unmatchedHighlight(record, highlighted, tags)
        : highlightRecord(record, highlighted, terms, tags);
    }
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
  response.processingTimeMS = Math.max(1, Math.round(performance.now() - input.startedAt));
  return response;
}
