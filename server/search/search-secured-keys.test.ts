/**
 * Secured search keys (issue 36), as an attacker sees the shop's Algolia-compatible endpoint:
 * keys made by the real `algoliasearch` helper are accepted and equal the shop's own; the public
 * key never shows an outlet-only record, whatever the query forges; a missing, tampered, expired
 * or foreign key is Algolia's 403; an outlet key sees the outlet, on its store's indexes only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import { KEY_REFUSALS, PUBLIC_KEY_FILTERS } from '../../src/domain/search/secured-search-key';
import { demoCatalogue } from '../testing/search-test-support';
import { SearchEngine } from './search-engine';
import { startSearchServer, TEST_PARENT_KEY, type SearchServer } from './search-http-test-support';
import { generateSecuredKey, SearchKeys } from './search-keys';

const STORE = 'laboutiqueofficielle';
const OTHER = 'boutique_es';
const INDEX = `${STORE}_products`;
/** The node client's key helpers (`@algolia/client-search`'s SearchClientNodeHelpers), which the `algoliasearch` type leaves out. */
interface KeyHelpers {
  generateSecuredApiKey(options: { parentApiKey: string; restrictions?: Record<string, unknown> }): string;
}
const helper = algoliasearch('boutique', 'unused') as unknown as KeyHelpers;
const outletIds = new Set(demoCatalogue().products.filter((product) => product.isOnlyOutlet).map((product) => String(product.id)));
const nowSeconds = () => Math.floor(Date.now() / 1000);

let server: SearchServer;

beforeAll(async () => {
  server = await startSearchServer(SearchEngine.fromCatalogue(demoCatalogue(), [STORE, OTHER]));
});

afterAll(async () => {
  await server?.close();
});

type Answer = { hits: { objectID: string; isOnlyOutlet?: boolean }[]; nbHits: number; facets?: Record<string, Record<string, number>> };

const post = (path: string, body: unknown, key?: string | null, via: 'header' | 'query' = 'header') => {
  const url = via === 'query' && key ? `${path}?x-algolia-api-key=${encodeURIComponent(key)}` : path;
  const headers: Record<string, string> = { 'content-type': 'text/plain', ...(via === 'header' && key ? { 'x-algolia-api-key': key } : {}) };
  return server.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
};

async function query(key: string | null, request: Record<string, unknown>): Promise<Answer> {
  const answer = await post('/1/indexes/*/queries', { requests: [{ indexName: INDEX, hitsPerPage: 1000, ...request }] }, key);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { results: Answer[] }).results[0];
}

const outletHits = (answer: Answer) => answer.hits.filter((hit) => outletIds.has(hit.objectID));

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { name, status, message } = error as { name?: string; status?: number; message: string };
    if (name === 'ApiError' && typeof status === 'number') return { status, message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('keys made by the real client', () => {
  it('are the keys the shop makes, byte for byte', () => {
    const cases = [
      { filters: PUBLIC_KEY_FILTERS },
      { restrictIndices: [`${STORE}_*`], validUntil: 1_900_000_000 },
      { filters: 'brand.slug:"a b" OR gender:women', validUntil: 1_900_000_000, restrictIndices: ['x', '*_y'], userToken: 'user 42/é', restrictSources: '10.0.0.0/8' },
      { searchParams: { hitsPerPage: 3, facetFilters: ['gender:women'] }, filters: 'inStock:true' },
    ];
    for (const restrictions of cases) {
      expect(generateSecuredKey(TEST_PARENT_KEY, restrictions)).toBe(helper.generateSecuredApiKey({ parentApiKey: TEST_PARENT_KEY, restrictions }));
    }
    const outletKey = server.keys.outletKey(STORE);
    const validUntil = Number(/validUntil=(\d+)/.exec(Buffer.from(outletKey, 'base64').toString())![1]);
    expect(validUntil - nowSeconds()).toBeGreaterThan(3500);
    expect(outletKey).toBe(helper.generateSecuredApiKey({ parentApiKey: TEST_PARENT_KEY, restrictions: { restrictIndices: [`${STORE}_*`], validUntil } }));
  });

  it('are accepted by the endpoint and hold their filters', async () => {
    const key = helper.generateSecuredApiKey({ parentApiKey: TEST_PARENT_KEY, restrictions: { filters: 'gender:women', validUntil: nowSeconds() + 60, userToken: 'u1' } });
    const { results } = await server.clientWith(key).search({ requests: [{ indexName: INDEX, hitsPerPage: 1000, filters: 'gender:men' }] });
    expect((results[0] as Answer).nbHits).toBe(0);
    const women = (await server.clientWith(key).search({ requests: [{ indexName: INDEX, hitsPerPage: 1000, facets: ['gender'] }] })).results[0] as Answer;
    expect(women.nbHits).toBeGreaterThan(0);
    expect(Object.keys(women.facets!.gender)).toEqual(['women']);
  });
});

describe('the public key', () => {
  const key = () => server.keys.publicKey;

  it('finds no outlet-only record, even asked for them; facet counts leave them out', async () => {
    expect(outletIds.size).toBeGreaterThan(0);
    const asked = await query(key(), { filters: 'isOnlyOutlet:true', facets: ['isOnlyOutlet', 'brand.slug'] });
    expect(asked.nbHits).toBe(0);
    expect(asked.facets?.isOnlyOutlet ?? {}).toEqual({});
    const all = await query(key(), { facets: ['isOnlyOutlet'] });
    expect(outletHits(all)).toEqual([]);
    expect(all.facets!.isOnlyOutlet).toEqual({ false: all.nbHits });
    // The parent sees them: the records are there.
    expect(outletHits(await query(TEST_PARENT_KEY, { filters: 'isOnlyOutlet:true' })).length).toBe(outletIds.size);
  });

  it('cannot be widened by a forged filter of any kind', async () => {
    for (const forged of [
      { filters: 'isOnlyOutlet:false OR isOnlyOutlet:true' },
      { filters: 'displayInListing:true OR isOnlyOutlet:true' },
      { filters: 'NOT isOnlyOutlet:false' },
      { facetFilters: [['isOnlyOutlet:true', 'isOnlyOutlet:false']] },
      { numericFilters: ['isOnlyOutlet=1'] },
      { optionalFilters: ['isOnlyOutlet:true'] },
      { params: 'filters=isOnlyOutlet%3Atrue' },
    ]) {
      expect(outletHits(await query(key(), forged)), JSON.stringify(forged)).toEqual([]);
    }
  });

  it('searches facet values and reads objects without the outlet', async () => {
    const outletBrands = new Set(demoCatalogue().products.filter((product) => product.isOnlyOutlet).map((product) => product.brandId));
    const facet = await post(`/1/indexes/${INDEX}/facets/brand.name/query`, { facetQuery: '', filters: 'isOnlyOutlet:true', maxFacetHits: 100 }, key());
    expect(facet.statusCode).toBe(200);
    expect(facet.json().facetHits).toEqual([]);
    const multiFacet = await post('/1/indexes/*/queries', { requests: [{ indexName: INDEX, type: 'facet', facet: 'brand.name', facetQuery: '', filters: 'isOnlyOutlet:true' }] }, key());
    expect(multiFacet.json().results[0].facetHits).toEqual([]);
    expect(outletBrands.size).toBeGreaterThan(0);

    const [outletId] = outletIds;
    const objects = await post('/1/indexes/*/objects', { requests: [{ indexName: INDEX, objectID: outletId }] }, key());
    expect(objects.json()).toEqual({ results: [null] });
    const single = await server.app.inject({ method: 'GET', url: `/1/indexes/${INDEX}/${outletId}`, headers: { 'x-algolia-api-key': key() } });
    expect(single.statusCode).toBe(404);
    const browse = await post(`/1/indexes/${INDEX}/query`, { filters: `objectID:${outletId}`, hitsPerPage: 1000 }, key());
    expect(outletHits(browse.json())).toEqual([]);
    // With the outlet key, the same calls answer it.
    const outlet = await post('/1/indexes/*/objects', { requests: [{ indexName: INDEX, objectID: outletId }] }, server.keys.outletKey(STORE));
    expect(outlet.json().results[0]).toMatchObject({ objectID: outletId, isOnlyOutlet: true });
  });

  it('works from the query string as browsers send it', async () => {
    const answer = await post('/1/indexes/*/queries', { requests: [{ indexName: INDEX, filters: 'isOnlyOutlet:true' }] }, key(), 'query');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results[0].nbHits).toBe(0);
  });
});

describe('refused keys', () => {
  const refused = (message: string) => ({ status: 403, message });

  it('answer 403 with Algolia message on every route: none, unknown, tampered, wrong parent', async () => {
    const [outletId] = outletIds;
    const decoded = Buffer.from(server.keys.publicKey, 'base64').toString();
    const tampered = Buffer.from(decoded.replace('NOT%20isOnlyOutlet%3Atrue', 'isOnlyOutlet%3Atrue')).toString('base64');
    const widened = Buffer.from(decoded.slice(0, 64)).toString('base64');
    const foreign = new SearchKeys('another-parent').publicKey;
    for (const key of [null, 'search-key', 'public-search-key', tampered, widened, foreign, `${server.keys.publicKey}x`, '%%%']) {
      for (const answer of [
        await post('/1/indexes/*/queries', { requests: [{ indexName: INDEX }] }, key),
        await post(`/1/indexes/${INDEX}/query`, {}, key),
        await post(`/1/indexes/${INDEX}/facets/brand.name/query`, { facetQuery: 'a' }, key),
        await post('/1/indexes/*/objects', { requests: [{ indexName: INDEX, objectID: outletId }] }, key),
        await server.app.inject({ method: 'GET', url: `/1/indexes/${INDEX}/${outletId}`, headers: key ? { 'x-algolia-api-key': key } : {} }),
      ]) {
        expect(answer.statusCode, String(key)).toBe(403);
        expect(answer.json()).toEqual({ message: KEY_REFUSALS.invalid, status: 403 });
      }
    }
    expect(await refusal(server.clientWith(foreign).search({ requests: [{ indexName: INDEX }] }))).toEqual(refused(KEY_REFUSALS.invalid));
  });

  it('refuse an expired key, and a key on an index it does not name', async () => {
    const expired = helper.generateSecuredApiKey({ parentApiKey: TEST_PARENT_KEY, restrictions: { validUntil: nowSeconds() - 1 } });
    expect(await refusal(server.clientWith(expired).search({ requests: [{ indexName: INDEX }] }))).toEqual(refused(KEY_REFUSALS.expired));
    const outletKey = server.keys.outletKey(STORE);
    expect(await refusal(server.clientWith(outletKey).search({ requests: [{ indexName: `${OTHER}_products` }] }))).toEqual(refused(KEY_REFUSALS.index));
    expect(await refusal(server.clientWith(outletKey).searchForFacetValues({ indexName: `${OTHER}_products`, facetName: 'brand.name' }))).toEqual(refused(KEY_REFUSALS.index));
    expect(await refusal(server.clientWith(outletKey).getObjects({ requests: [{ indexName: INDEX, objectID: '1' }, { indexName: `${OTHER}_products`, objectID: '1' }] }))).toEqual(refused(KEY_REFUSALS.index));
    // Its own store's replicas and suggestions are its to use.
    const own = await server.clientWith(outletKey).search({ requests: [{ indexName: `${INDEX}_price_asc`, filters: 'isOnlyOutlet:true', hitsPerPage: 1000 }, { indexName: `${STORE}_suggestions`, query: '' }] });
    expect((own.results[0] as Answer).nbHits).toBe(outletIds.size);
  });

  it('refuse a key used from another source than it names', async () => {
    const here = helper.generateSecuredApiKey({ parentApiKey: TEST_PARENT_KEY, restrictions: { restrictSources: '127.0.0.0/8' } });
    const elsewhere = helper.generateSecuredApiKey({ parentApiKey: TEST_PARENT_KEY, restrictions: { restrictSources: '192.0.2.0/24' } });
    expect((await post(`/1/indexes/${INDEX}/query`, {}, here)).statusCode).toBe(200);
    expect((await post(`/1/indexes/${INDEX}/query`, {}, elsewhere)).statusCode).toBe(403);
  });

  it('keep the preflight open (it carries no key)', async () => {
    const answer = await server.app.inject({ method: 'OPTIONS', url: '/1/indexes/*/queries' });
    expect(answer.statusCode).toBe(204);
  });
});
