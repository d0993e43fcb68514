/**
 * Requests meant to hurt the endpoint: they must be refused with Algolia's `{ message, status }`
 * 400, answer in milliseconds, leave memory flat and keep every answer within a known size.
 * Driven through `app.inject()` on the Algolia routes, with fast-check for random shapes.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes, STREAM_ABOVE_BYTES } from './search-routes';
import { buildStoreRecords } from './search-records-from-catalogue';
import { SearchEngine, MAX_QUERIES_PER_CALL } from './search-engine';
import { MAX_HITS_PER_PAGE, PAGINATION_LIMIT } from './search-params';
import { demoCatalogue } from '../testing/search-test-support';
import { SearchKeys } from './search-keys';
import { TEST_PARENT_KEY } from './search-http-test-support';

const STORE = 'boutique_com';
const INDEX = `${STORE}_products`;
let engine: SearchEngine;
let app: FastifyInstance;

beforeAll(async () => {
  engine = SearchEngine.fromCatalogue(demoCatalogue(), [STORE]);
  app = Fastify({ logger: false });
  await app.register(searchRoutes, { engine, keys: new SearchKeys(TEST_PARENT_KEY) });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

async function call(url: string, body: unknown, contentType = 'text/plain') {
  const response = await app.inject({ method: 'POST', url, headers: { 'content-type': contentType, 'x-algolia-api-key': TEST_PARENT_KEY }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: response.statusCode, body: response.body, bytes: response.rawPayload.length, headers: response.headers };
}

const queries = (...requests: Record<string, unknown>[]) => call('/1/indexes/*/queries', { requests: requests.map((request) => ({ indexName: INDEX, ...request })) });

function expectRefused(answer: { status: number; body: string }, what: string): void {
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBe(400);
  const body = JSON.parse(answer.body) as { message: unknown; status: unknown };
  expect(Object.keys(body).sort(), what).toEqual(['message', 'status']);
  expect(body.status).toBe(400);
  expect(typeof body.message).toBe('string');
}

/** `[[[…leaf…]]]` as JSON text: built as text, since JSON.stringify itself overflows at such depths. */
const nestedJson = (depth: number, leaf = '"brand.name:Nordvik"'): string => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;

const rawQueries = (request: string) => call('/1/indexes/*/queries', `{"requests":[{"indexName":"${INDEX}",${request}}]}`);

describe('hostile shapes are 400s, never 500s', () => {
  it('refuses deep nesting: parentheses in filters, arrays in any parameter', async () => {
    const parentheses = `${'('.repeat(20_000)}price > 1${')'.repeat(20_000)}`;
    expectRefused(await queries({ filters: parentheses }), 'nested parentheses');
    expectRefused(await queries({ params: `filters=${encodeURIComponent(parentheses)}` }), 'nested parentheses in params');
    expect((await queries({ filters: `${'('.repeat(32)}price > 1${')'.repeat(32)}`, hitsPerPage: 0 })).status).toBe(200);
    for (const name of ['optionalFilters', 'facetFilters', 'numericFilters', 'tagFilters', 'maxFacetHits', 'attributesToRetrieve', 'analyticsTags', 'hitsPerPage']) {
      expectRefused(await rawQueries(`"${name}":${nestedJson(20_000)}`), `nested ${name}`);
      if (name !== 'analyticsTags') expectRefused(await queries({ params: `${name}=${encodeURIComponent(nestedJson(20_000))}` }), `nested ${name} in params`);
    }
    expectRefused(await rawQueries(`"type":"facet","facet":"brand.name","maxFacetHits":${nestedJson(20_000, '5')}`), 'nested maxFacetHits');
    expectRefused(await rawQueries(`"params":{"optionalFilters":${nestedJson(20_000)}}`), 'nested params object');
    const deepJson = `{"requests":[{"indexName":"${INDEX}","x":${'['.repeat(50_000)}{"__proto__":1}${']'.repeat(50_000)}}]}`;
    for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      expect((await call('/1/indexes/*/queries', deepJson, contentType)).status, contentType).toBeLessThan(500);
    }
  });

  it('refuses wrongly typed objects and attributes', async () => {
    for (const attributesToRetrieve of ['name', [1], [null], {}]) {
      const body = { requests: [{ indexName: INDEX, objectID: '1', attributesToRetrieve }] };
      expectRefused(await call('/1/indexes/*/objects', body), `objects with attributesToRetrieve ${JSON.stringify(attributesToRetrieve)}`);
    }
    for (const attributesToRetrieve of [[1], [null], {}]) expectRefused(await queries({ attributesToRetrieve }), `query with ${JSON.stringify(attributesToRetrieve)}`);
    for (const body of [{ requests: [null] }, { requests: [1] }, { requests: 'x' }, { requests: [{ objectID: '1' }] }, { requests: [{ indexName: INDEX, objectID: {} }] }, [], 'x']) {
      expectRefused(await call('/1/indexes/*/objects', body), `objects ${JSON.stringify(body)}`);
    }
    for (const body of [{ requests: [null] }, { requests: [[]] }, { requests: [{ indexName: 1 }] }, { requests: [{ indexName: INDEX, type: 'other' }] }]) {
      expectRefused(await call('/1/indexes/*/queries', body), `queries ${JSON.stringify(body)}`);
    }
    const [first] = buildStoreRecords(demoCatalogue(), STORE);
    for (const query of ['[1]', '%5Bnull%5D', '%5B']) {
      const response = await app.inject({ method: 'GET', url: `/1/indexes/${INDEX}/${first.objectID}?attributesToRetrieve=${query}`, headers: { 'x-algolia-api-key': TEST_PARENT_KEY } });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('answers any random parameter value with a 200 or a 400 in Algolia’s shape', async () => {
    const names = ['query', 'filters', 'facetFilters', 'numericFilters', 'optionalFilters', 'facets', 'hitsPerPage', 'page', 'maxValuesPerFacet', 'attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet', 'highlightPreTag', 'typoTolerance', 'restrictSearchableAttributes', 'sortFacetValuesBy', 'getRankingInfo', 'maxFacetHits'];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 4 }), fc.boolean(), async (params, facet) => {
        const request = facet ? { ...params, type: 'facet', facet: 'brand.name', hitsPerPage: 0 } : { ...params, hitsPerPage: typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 0 };
        const answer = await queries(request);
        if (answer.status !== 200) expectRefused(answer, JSON.stringify(request));
      }),
      { numRuns: 300, seed: 14 },
    );
  });
});

describe('cost and size', () => {
  it('answers odd and worst-case queries in milliseconds', async () => {
    const variants = [...new Set([...'capuche'].flatMap((_, at) => [...'aeiourst'].map((letter) => `capuche`.slice(0, at) + letter + `capuche`.slice(at + 1))))];
    const worst = [
      'é😀\u0000\ud800',
      '*',
      '*'.repeat(512),
      '😀'.repeat(128),
      variants.join(' ').slice(0, 512),
      Array.from({ length: 100 }, (_, index) => `sweat${String.fromCharCode(97 + (index % 26))}`).join(' ').slice(0, 512),
      'à '.repeat(170),
    ];
    for (const query of worst) {
      engine.clearCaches();
      const started = performance.now();
      const answer = await queries({ query }, { query, hitsPerPage: 48, facets: ['*'] }, { indexName: `${STORE}_suggestions`, query });
      const elapsed = performance.now() - started;
      expect(answer.status, JSON.stringify(query).slice(0, 40)).toBe(200);
      // Milliseconds: a few when idle; a generous bound for a busy machine.
      expect(elapsed, JSON.stringify(query).slice(0, 40)).toBeLessThan(400);
    }
  });

  it('bounds every answer: 50 queries of at most 1,000 hits, each hit a few times its record; large answers streamed', async () => {
    const records = buildStoreRecords(demoCatalogue(), STORE);
    const largestRecord = Math.max(...records.map((record) => JSON.stringify(record).length));
    const everything = { hitsPerPage: MAX_HITS_PER_PAGE, attributesToHighlight: ['*'], attributesToSnippet: ['*:1000'], getRankingInfo: true, facets: ['*'], maxValuesPerFacet: 5000 };
    for (const query of ['', 'e']) {
      const answer = await queries({ ...everything, query });
      const [result] = JSON.parse(answer.body).results as { hits: unknown[] }[];
      expect(result.hits.length).toBeLessThanOrEqual(Math.min(PAGINATION_LIMIT, records.length));
      // The record, its highlight and snippet (each its strings plus tags and match data), ranking info; facets.
      expect(answer.bytes / result.hits.length, `bytes per hit for "${query}"`).toBeLessThan(largestRecord * 6);
    }
    const streamed = await queries(...Array.from({ length: 8 }, () => ({ hitsPerPage: MAX_HITS_PER_PAGE, attributesToHighlight: [] })));
    expect(streamed.status).toBe(200);
    expect(streamed.bytes).toBeGreaterThan(STREAM_ABOVE_BYTES);
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(JSON.parse(streamed.body).results).toHaveLength(8);
    expectRefused(await queries(...Array.from({ length: MAX_QUERIES_PER_CALL + 1 }, () => ({ hitsPerPage: 0 }))), 'too many queries');
    expectRefused(await queries({ hitsPerPage: MAX_HITS_PER_PAGE + 1 }), 'too many hits');
    expect(JSON.parse((await queries({ hitsPerPage: MAX_HITS_PER_PAGE, page: 1 })).body).results[0].hits).toEqual([]);
  });

  it('keeps memory flat after hostile requests: every cache is bounded', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const hostile = (index: number) => queries(
      { hitsPerPage: 1, attributesToHighlight: ['names', `x${index}`, 'y'.repeat(900)] },
      { hitsPerPage: 1, query: `${'q'.repeat(400)}${index}`, filters: `brand.name:"${'z'.repeat(4000)}${index}"` },
      { hitsPerPage: 1, highlightPreTag: `<b data-i="${index}">`.padEnd(100, 'x'), query: 'e' },
      { type: 'facet', facet: 'brand.name', facetQuery: `${index}` },
    );
    for (let index = 0; index < 100; index++) await hostile(index);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let index = 100; index < 500; index++) expect((await hostile(index)).status).toBe(200);
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(grown / 2 ** 20).toBeLessThan(8);
  });
});
