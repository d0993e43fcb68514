import { describe, expect, it } from 'vitest';
import { HttpApiClient } from './api-client';
import { HttpCatalogueApi } from './http-catalogue-api';

/** Paths, methods and bodies of each call, through an injected fetch (the real server is covered in the integration test). */
function recordingApi(answer: (url: URL) => unknown = () => ({})) {
  const calls: { method: string; path: string; body: unknown; version: string | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({
      method: request.method,
      path: decodeURIComponent(url.pathname + url.search),
      body: text ? JSON.parse(text) : undefined,
      version: request.headers.get('version'),
    });
    const body = answer(url);
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  const client = new HttpApiClient({ apiBase: 'http://shop', context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, fetch });
  return { api: new HttpCatalogueApi(client), calls };
}

describe('HttpCatalogueApi', () => {
  it('waits longer for the parse answer than for other calls (a busy shop is not a missing page)', async () => {
    const fetch: typeof globalThis.fetch = async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return new Response(JSON.stringify({ code: 200, url: { path: '/homme' }, pageInfo: null }), { headers: { 'content-type': 'application/json' } });
    };
    const client = new HttpApiClient({ apiBase: 'http://shop', context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, fetch, timeoutMs: 50 });
    const api = new HttpCatalogueApi(client);
    await expect(api.init()).rejects.toMatchObject({ code: 0, message: 'Network Error' });
    await expect(api.parse('/homme', 'http://shop/homme', 'http://shop')).resolves.toMatchObject({ code: 200 });
  });

  it('maps each call to its v5 path', async () => {
    const { api, calls } = recordingApi();
    await api.init();
    await api.menu();
    await api.translations();
    await api.parse('/p/x', 'http://shop/p/x', 'http://shop');
    await api.pageInfo({ type: 'home' }, '/');
    await api.cmsPage('faq');
    await api.templatePage('summer');
    await api.templates(['top_categorie_homepage', 'home_highlights']);
    await api.product(12);
    await api.productInformation(12);
    await api.associatedProducts(12);
    await api.productScores([1, 2]);
    await api.facetNames();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v5/init',
      'GET /api/v5/website-main/menu/v3',
      'GET /api/v5/translations',
      'POST /api/v5/parse',
      'POST /api/v5/page-info',
      'GET /api/v5/cms/slug/faq',
      'GET /api/v5/template-page/summer/v3',
      'GET /api/v5/templates?templateSlugs[]=top_categorie_homepage&templateSlugs[]=home_highlights',
      'GET /api/v5/products/12',
      'GET /api/v5/products/12/information',
      'GET /api/v5/products/12/associated',
      'GET /api/v5/products/scores?productIds=1,2',
      'GET /api/v5/facet-names',
    ]);
    expect(calls[3].body).toEqual({ path: '/p/x', url: 'http://shop/p/x', baseUrl: 'http://shop' });
    expect(calls[4].body).toEqual({ pageInfo: { type: 'home' }, path: '/' });
    expect(calls[8].version).toBe('v3');
  });

  it('reads the free-shipping amount', async () => {
    const { api } = recordingApi(() => ({ freeShipping: 79 }));
    expect(await api.freeShippingAmount()).toBe(79);
  });

  it('swallows referer failures as null', async () => {
    const { api } = recordingApi(() => new Response('{"code":404,"message":"Referer not found"}', { status: 404 }));
    expect(await api.referer('unknown')).toBeNull();
  });
});
