/**
 * Algolia parameters a front end relies on, beyond what the shop's own pages send: typo
 * tolerance, restricted attributes, facet value limits and order, snippets, query ids, ranking
 * info, and the documented limits (refused or clamped as Algolia does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreRecords } from './search-records-from-catalogue';
import { SearchEngine } from './search-engine';
import { startSearchServer, type SearchServer } from './search-http-test-support';
import type { SearchRecord } from './search-record';
import { demoCatalogue } from '../testing/search-test-support';

const STORE = 'laboutiqueofficielle';
const INDEX = `${STORE}_products`;
let engine: SearchEngine;
let server: SearchServer;
let records: SearchRecord[];

beforeAll(async () => {
  engine = SearchEngine.fromCatalogue(demoCatalogue(), [STORE]);
  server = await startSearchServer(engine);
  records = buildStoreRecords(demoCatalogue(), STORE);
});

afterAll(async () => {
  await server?.close();
});

type Hit = SearchRecord & Record<string, unknown>;
type Answer = { hits: Hit[]; nbHits: number; facets?: Record<string, Record<string, number>>; queryID?: string };

const search = (params: Record<string, unknown>) => engine.search(INDEX, { hitsPerPage: 1000, ...params }) as unknown as Answer;

async function post(path: string, body: string, contentType: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await server.app.inject({ method: 'POST', url: path, headers: { 'content-type': contentType, 'x-algolia-api-key': server.keys.parentKey }, payload: body });
  return { status: response.statusCode, body: response.json() };
}

describe('typo tolerance', () => {
  it('finds typos by default, not with typoTolerance false, only the fewest with min', () => {
    const exact = search({ query: 'sweat' }).nbHits;
    expect(exact).toBeGreaterThan(0);
    expect(search({ query: 'swaet' }).nbHits).toBeGreaterThan(0);
    expect(search({ query: 'swaet', typoTolerance: false }).nbHits).toBe(0);
    expect(search({ params: 'query=swaet&typoTolerance=false' }).nbHits).toBe(0);
    expect(search({ query: 'sweat', typoTolerance: 'false' }).nbHits).toBe(exact);
    const typos = (answer: Answer) => answer.hits.map((hit) => (hit._rankingInfo as { nbTypos: number }).nbTypos);
    // A word some records hold as typed and others one typo away.
    const word = ['noir', 'bleu', 'vert', 'gris', 'rose', 'logo', 'blanc', 'chemise', 'casquette', 'brodé'].find((candidate) => {
      const found = typos(search({ query: candidate, getRankingInfo: true }));
      return found.includes(0) && found.some((count) => count > 0);
    })!;
    expect(word).toBeDefined();
    const all = search({ query: word, getRankingInfo: true });
    const min = search({ query: word, typoTolerance: 'min', getRankingInfo: true });
    const strict = search({ query: word, typoTolerance: 'strict', getRankingInfo: true });
    expect(new Set(typos(min))).toEqual(new Set([0]));
    expect(min.nbHits).toBeLessThan(all.nbHits);
    expect(strict.nbHits).toBeGreaterThanOrEqual(min.nbHits);
    expect(strict.nbHits).toBeLessThanOrEqual(all.nbHits);
    expect(() => search({ typoTolerance: 'sometimes' })).toThrow(/typoTolerance/);
  });
});

describe('restrictSearchableAttributes', () => {
  it('searches only the given attributes', () => {
    const brand = records[0].brand.name.split(' ')[0].toLowerCase();
    const everywhere = search({ query: brand });
    const inBrands = search({ query: brand, restrictSearchableAttributes: ['brand.name'] });
    const inColors = search({ query: brand, restrictSearchableAttributes: ['color'] });
    expect(inBrands.nbHits).toBeGreaterThan(0);
    expect(inBrands.hits.every((hit) => hit.brand.name.toLowerCase().includes(brand))).toBe(true);
    expect(inBrands.nbHits).toBeLessThanOrEqual(everywhere.nbHits);
    expect(inColors.nbHits).toBe(0);
  });
});

describe('facet values', () => {
  it('returns up to 1,000 values per facet (more reads as 1,000), by count or alphabetically', () => {
    const distinct = new Set(records.map((record) => record.price)).size;
    expect(distinct).toBeGreaterThan(100);
    expect(Object.keys(search({ facets: ['price'], hitsPerPage: 0 }).facets!.price)).toHaveLength(100);
    expect(Object.keys(search({ facets: ['price'], maxValuesPerFacet: 1000, hitsPerPage: 0 }).facets!.price)).toHaveLength(distinct);
    expect(Object.keys(search({ facets: ['price'], maxValuesPerFacet: 5000, hitsPerPage: 0 }).facets!.price)).toHaveLength(distinct);
    const alpha = Object.keys(search({ facets: ['brand.name'], maxValuesPerFacet: 3, sortFacetValuesBy: 'alpha', hitsPerPage: 0 }).facets!['brand.name']);
    expect(alpha).toEqual([...new Set(records.map((record) => record.brand.name))].sort().slice(0, 3));
    const sffv = engine.searchForFacetValues(INDEX, 'color', { facetQuery: '', sortFacetValuesBy: 'alpha', maxFacetHits: 100 });
    expect(sffv.facetHits.map((hit) => hit.value)).toEqual([...new Set(records.map((record) => record.color))].sort());
  });

  it('searches values of searchable facets only, with maxFacetHits between 1 and 100', async () => {
    expect(engine.searchForFacetValues(INDEX, 'brand.name', { facetQuery: 'n', maxFacetHits: 1 }).facetHits).toHaveLength(1);
    for (const maxFacetHits of [0, 101, 1.5, 'many']) {
      expect(() => engine.searchForFacetValues(INDEX, 'brand.name', { facetQuery: 'n', maxFacetHits }), String(maxFacetHits)).toThrow(/maxFacetHits/);
    }
    const refused = await post(`/1/indexes/${INDEX}/facets/gender/query`, '{"facetQuery":"w"}', 'application/json');
    expect(refused).toEqual({ status: 400, body: { status: 400, message: 'Cannot search in `gender` attribute, you need to add `searchable(gender)` to attributesForFaceting.' } });
  });
});

describe('what a hit can carry', () => {
  it('gives snippets of the asked attributes, with the ellipsis where words were cut', () => {
    const long = records.find((record) => record.name.split(/\s+/).length > 4)!;
    const word = long.name.split(/\s+/).at(-1)!;
    const [hit] = search({ query: word, filters: `productID=${long.productID}`, attributesToSnippet: ['name:2', 'brand.name'], snippetEllipsisText: '[…]' }).hits;
    const snippet = hit._snippetResult as { name: { value: string; matchLevel: string }; brand: { name: { value: string } } };
    expect(snippet.name.value).toMatch(/^\[…\].*<em>/);
    expect(snippet.name.value.replace(/<\/?em>/g, '').replace('[…]', '').trim().split(/\s+/).length).toBeLessThanOrEqual(2);
    expect(snippet.name.matchLevel).not.toBe('none');
    expect(snippet.brand.name.value).toBe(long.brand.name);
    expect(search({ query: word, hitsPerPage: 1 }).hits[0]._snippetResult).toBeUndefined();
  });

  it('answers a queryID with clickAnalytics, ranking info with getRankingInfo', () => {
    const clicked = search({ query: 'sweat', clickAnalytics: true, hitsPerPage: 2 });
    expect(clicked.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(search({ params: 'clickAnalytics=true' }).queryID).not.toBe(clicked.queryID);
    expect(search({ query: 'sweat' }).queryID).toBeUndefined();
    const [hit] = search({ query: 'sweat', getRankingInfo: true, hitsPerPage: 1 }).hits;
    expect(hit._rankingInfo).toMatchObject({ nbTypos: 0, nbExactWords: 1, words: 1, filters: 0 });
  });
});

describe('the wire', () => {
  it('reads a JSON body sent as form-urlencoded, as v4 browser clients send it', async () => {
    const body = JSON.stringify({ requests: [{ indexName: INDEX, params: 'query=sweat&hitsPerPage=2' }] });
    const answer = await post('/1/indexes/*/queries', body, 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(200);
    expect((answer.body.results as { hits: unknown[] }[])[0].hits).toHaveLength(2);
    expect(await post(`/1/indexes/${INDEX}/query`, '{"query":"sweat"}', 'application/x-www-form-urlencoded')).toMatchObject({ status: 200 });
  });

  it('names the unknown index', async () => {
    expect(await post('/1/indexes/nowhere/query', '{}', 'text/plain')).toEqual({ status: 404, body: { message: 'Index nowhere does not exist', status: 404 } });
  });

  it('refuses or clamps out-of-range parameters as Algolia documents', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ hitsPerPage: 1001 }, /hitsPerPage.*between 0 and 1000/],
      [{ maxValuesPerFacet: -1 }, /maxValuesPerFacet/],
      [{ query: 'é'.repeat(257) }, /512 bytes/],
      [{ sortFacetValuesBy: 'random' }, /sortFacetValuesBy/],
      [{ attributesToSnippet: ['name:0'] }, /attributesToSnippet/],
      [{ highlightPreTag: 'x'.repeat(101) }, /highlightPreTag/],
      [{ filters: Array.from({ length: 1001 }, (_, index) => `price=${index}`).join(' OR ') }, /Too many filters/],
    ];
    for (const [params, message] of cases) {
      const answer = await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: INDEX, ...params }] }), 'text/plain');
      expect(answer.status, JSON.stringify(params).slice(0, 80)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(search({ query: 'é'.repeat(256), hitsPerPage: 0 }).nbHits).toBe(0);
    const tooMany = JSON.stringify({ requests: Array.from({ length: 51 }, () => ({ indexName: INDEX, hitsPerPage: 0 })) });
    expect(await post('/1/indexes/*/queries', tooMany, 'text/plain')).toEqual({ status: 400, body: { message: 'Too many queries in multi query request', status: 400 } });
    const fifty = await post('/1/indexes/*/queries', JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName: INDEX, hitsPerPage: 0 })) }), 'text/plain');
    expect(fifty.status).toBe(200);
    const beyond = search({ hitsPerPage: 1000, page: 1 });
    expect(beyond.hits).toEqual([]);
  });
});
