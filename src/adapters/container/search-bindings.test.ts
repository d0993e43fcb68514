import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAlgoliaRests } from '../algolia/algolia-fallback';
import { SearchTopSellers } from '../../application/search/search-top-sellers';
import { LazySearchIndex } from '../algolia/lazy-search-index';
import { InMemorySearchIndex } from '../in-memory/in-memory-search-index';
import { anIndexedProduct } from '../in-memory/search-fixtures';
import { createBrowserContainer } from './browser';
import { createCliContainer } from './cli';
import { createSsrContainer } from './ssr';
import { SEARCH_INDEX } from '../../application/ports/search-index';
import { TOP_SELLERS } from '../../application/ports/top-sellers';
import { resolve } from './bind';
import { GET_TOP_SALES, SEARCH_PRODUCTS, SUGGEST_SEARCH } from './search-tokens';

/** Records the calls; `/init` names the public key `told-key` (and no Algolia), searches find nothing. */
function recordingFetch() {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    if (new URL(request.url).pathname.endsWith('/init')) {
      return new Response(JSON.stringify({ search: { appId: 'boutique', searchKey: 'told-key', host: 'http://elsewhere' } }), { headers: { 'content-type': 'application/json' } });
    }
    const empty = { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 6 };
    return new Response(JSON.stringify({ results: [empty, empty] }), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

const keyOf = (request: Request) => request.headers.get('x-algolia-api-key') ?? new URL(request.url).searchParams.get('x-algolia-api-key');

afterEach(() => {
  vi.unstubAllGlobals();
  forgetAlgoliaRests();
});

describe('search bindings', () => {
  it('query the shop itself through the runtime fetch by default (server rendering stays in process)', async () => {
    const { fetch, requests } = recordingFetch();
    const container = createSsrContainer({ storeId: 'boutique_it', locale: 'it', device: 0, apiBase: 'http://shop', fetch, searchKey: 'public-key' });
    // The Algolia client loads with the first query (LazySearchIndex).
    expect(resolve(container, SEARCH_INDEX)).toBeInstanceOf(LazySearchIndex);
    expect(await resolve(container, GET_TOP_SALES).execute()).toEqual([]);
    expect(requests[0].url).toMatch(/^http:\/\/shop\/1\/indexes\/\*\/queries\?/);
    expect(requests[0].headers.get('x-algolia-application-id')).toBe('boutique');
    expect(keyOf(requests[0])).toBe('public-key');
    expect(JSON.parse(await requests[0].text())).toMatchObject({ requests: [{ indexName: 'boutique_it_products_top_sales', hitsPerPage: 6 }] });
  });

  it('without settings nor key (the CLI), ask /init for the public key and search the shop given with it', async () => {
    const { fetch, requests } = recordingFetch();
    const container = createCliContainer({ api: 'http://localhost:3999', storeId: 'boutique_es', profilePath: '/nonexistent/profile.json', fetch });
    await resolve(container, SUGGEST_SEARCH).execute('sud');
    expect(new URL(requests[0].url).pathname).toBe('/api/v5/init');
    expect(requests[1].url).toMatch(/^http:\/\/localhost:3999\/1\/indexes\/\*\/queries/);
    expect(keyOf(requests[1])).toBe('told-key');
  });

  it('use the search settings given, e.g. the origin GET /init names', async () => {
    const { fetch, requests } = recordingFetch();
    const container = createCliContainer({
      api: 'http://localhost:3999', storeId: 'boutique_es', profilePath: '/nonexistent/profile.json', fetch,
      search: { appId: 'boutique', searchKey: 'k', host: 'http://search.local:8080' },
    });
    await resolve(container, SUGGEST_SEARCH).execute('sud');
    expect(requests[0].url).toMatch(/^http:\/\/search\.local:8080\/1\/indexes\/\*\/queries/);
    expect(JSON.parse(await requests[0].text()).requests.map((request: { indexName: string }) => request.indexName)).toEqual(['boutique_es_suggestions', 'boutique_es_products']);
  });

  it('on Algolia, ask the shop itself (through the runtime fetch) when Algolia cannot be reached', async () => {
    const algolia: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      algolia.push(String(input));
      throw new TypeError('fetch failed');
    });
    const { fetch, requests } = recordingFetch();
    const container = createSsrContainer({ storeId: 'boutique_it', locale: 'it', device: 0, apiBase: 'http://shop', fetch, search: { appId: 'APPID', searchKey: 'k', host: null } });
    expect(await resolve(container, GET_TOP_SALES).execute()).toEqual([]);
    expect(algolia.length).toBeGreaterThan(0);
    expect(algolia.every((url) => /^https:\/\/appid[-.\w]*\.algolia(net)?\.(net|com)\//i.test(url))).toBe(true);
    expect(requests.map((request) => request.url)).toEqual([expect.stringMatching(/^http:\/\/shop\/1\/indexes\/\*\/queries\?/)]);
  });

  it('give the error page the search index best sellers', () => {
    const container = createBrowserContainer({ storeId: 'boutique_com', locale: 'en', device: 0 });
    expect(resolve(container, TOP_SELLERS)).toBeInstanceOf(SearchTopSellers);
  });

  it('accept a replacement search index', async () => {
    const index = new InMemorySearchIndex({ locale: 'de', products: [anIndexedProduct({ productID: 7 })] });
    const container = createSsrContainer({ storeId: 'boutique_de', locale: 'de', device: 0, apiBase: 'http://shop', searchIndex: index });
    const result = await resolve(container, SEARCH_PRODUCTS).execute({ query: 'sweat' });
    expect(result.kind === 'found' && result.cards.map((card) => card.id)).toEqual([7]);
  });
});
