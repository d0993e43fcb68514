import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from './search-engine';
import { startSearchServer, type SearchServer } from './search-http-test-support';
import { demoCatalogue } from '../testing/search-test-support';

const INDEX = 'boutique_com_products';
let server: SearchServer;
let base: string;

beforeAll(async () => {
  server = await startSearchServer(SearchEngine.fromCatalogue(demoCatalogue(), ['boutique_com']));
  base = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server.close();
});

async function apiError(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error('the call succeeded');
}

describe('the algoliasearch client against the embedded endpoint', () => {
  it('runs multi-queries (text/plain JSON body) on products and suggestions', async () => {
    const { results } = await server.client.search({
      requests: [
        { indexName: INDEX, query: 'hoodie', hitsPerPage: 8, facets: ['*'], filters: 'isOnlyOutlet:false' },
        { indexName: 'boutique_com_suggestions', query: 'hoo', hitsPerPage: 15 },
      ],
    });
    const [products, suggestions] = results as { hits: { name?: string; text?: { en: string } }[]; nbHits: number; facets?: object; index: string }[];
    expect(products.index).toBe(INDEX);
    expect(products.hits.length).toBe(Math.min(8, products.nbHits));
    expect(products.hits.every((hit) => /hoodie/i.test(hit.name ?? ''))).toBe(true);
    expect(products.facets).toHaveProperty('brand.name');
    expect(suggestions.hits.some((hit) => hit.text?.en === 'hoodies')).toBe(true);
  });

  it('queries one index with object params and with a params string', async () => {
    const single = await server.client.searchSingleIndex({ indexName: `${INDEX}_price_asc`, searchParams: { query: '', hitsPerPage: 4, page: 2 } });
    expect(single).toMatchObject({ page: 2, hitsPerPage: 4, index: `${INDEX}_price_asc` });
    const response = await fetch(`${base}/1/indexes/${INDEX}/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-algolia-api-key': server.keys.parentKey },
      body: JSON.stringify({ params: 'query=boots&hitsPerPage=2&facets=%5B%22gender%22%5D' }),
    });
    const body = (await response.json()) as { hits: unknown[]; query: string; facets: object; params: string };
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toMatchObject({ query: 'boots', params: 'query=boots&hitsPerPage=2&facets=%5B%22gender%22%5D' });
    expect(body.hits).toHaveLength(2);
    expect(body.facets).toHaveProperty('gender');
  });

  it('works with the lite client', async () => {
    const { results } = await server.lite.search({ requests: [{ indexName: INDEX, query: 'tshirt', hitsPerPage: 15 }] });
    const [first] = results as { hits: { name: string }[] }[];
    expect(first.hits.length).toBeGreaterThan(0);
    expect(first.hits.every((hit) => hit.name.includes('T-shirt'))).toBe(true);
    const legacy = await server.lite.search([{ indexName: INDEX, params: { query: 't-shrit', hitsPerPage: 1 } }]);
    expect((legacy.results[0] as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });

  it('gets objects', async () => {
    const { hits } = await server.client.searchSingleIndex<{ name: string }>({ indexName: INDEX, searchParams: { hitsPerPage: 1 } });
    const object = await server.client.getObject({ indexName: INDEX, objectID: hits[0].objectID, attributesToRetrieve: ['name', 'price'] });
    expect(Object.keys(object).sort()).toEqual(['name', 'objectID', 'price']);
    const many = await server.client.getObjects({ requests: [{ indexName: INDEX, objectID: hits[0].objectID }, { indexName: INDEX, objectID: 'nope' }] });
    expect(many.results[0]).toMatchObject({ objectID: hits[0].objectID });
    expect(many.results[1]).toBeNull();
  });

  it('searches facet values', async () => {
    const response = await server.client.searchForFacetValues({ indexName: INDEX, facetName: 'brand.name', searchForFacetValuesRequest: { facetQuery: 'nor' } });
    expect(response.facetHits.map((hit) => hit.value)).toContain('Nordvik');
    const { results } = await server.client.search({ requests: [{ indexName: INDEX, type: 'facet', facet: 'color', facetQuery: 'bl' }] });
    expect((results[0] as { facetHits: { value: string }[] }).facetHits.map((hit) => hit.value).sort()).toEqual(['Black', 'Blue']);
  });

  it('answers errors as Algolia does: { message, status }', async () => {
    expect(await apiError(server.client.searchSingleIndex({ indexName: 'nowhere', searchParams: {} }))).toEqual({ status: 404, message: 'Index nowhere does not exist' });
    expect(await apiError(server.client.searchSingleIndex({ indexName: INDEX, searchParams: { filters: 'price > ' } }))).toEqual({
      status: 400,
      message: 'filters: Unexpected token end of filter expected numeric at col 9',
    });
    expect((await apiError(server.client.search({ requests: [{ indexName: INDEX, facetFilters: [[['x:y']]] as never }] }))).status).toBe(400);
    expect(await apiError(server.client.getObject({ indexName: INDEX, objectID: 'nope' }))).toEqual({ status: 404, message: 'ObjectID does not exist' });
    const broken = await fetch(`${base}/1/indexes/*/queries`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-algolia-api-key': server.keys.parentKey }, body: '{oops' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'Invalid JSON body', status: 400 });
    const noRequests = await fetch(`${base}/1/indexes/*/queries`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-algolia-api-key': server.keys.parentKey }, body: '{}' });
    expect(await noRequests.json()).toEqual({ message: 'requests: expected an array', status: 400 });
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${base}/1/indexes/*/queries`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
