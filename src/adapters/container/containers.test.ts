import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GetHomePage } from '../../application/home/get-home-page';
import { type RequestCookieJar } from '../cookies/request-cookie-jar';
import { aProductResponse } from '../in-memory/catalogue-fixtures';
import { InMemoryCatalogueApi } from '../in-memory/in-memory-catalogue-api';
import { buildBrowserContainer, createBrowserContainer } from './browser';
import { createCliContainer } from './cli';
import { createSsrContainer } from './ssr';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CATALOGUE_API } from '../../application/ports/catalogue-api';
import { COOKIE_JAR } from '../../application/ports/cookie-jar';
import { REQUEST_CONTEXT } from '../../application/ports/request-context';
import { API_CLIENT } from '../http/api-client';
import { resolve } from './bind';
import { GET_HOME_PAGE, GET_INIT, GET_PRODUCT, LIST_STORES } from './catalogue-tokens';

const dir = mkdtempSync(join(tmpdir(), 'boutique-container-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SSR container', () => {
  it('calls the API through the injected fetch with the request headers', async () => {
    const requests: Request[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      requests.push(input as Request);
      return new Response(JSON.stringify(aProductResponse({ id: 5 })), { headers: { 'content-type': 'application/json' } });
    };
    const container = createSsrContainer({ storeId: 'boutique_it', locale: 'it', device: 1, apiBase: 'http://shop', fetch, noCache: true });

    const result = await resolve(container, GET_PRODUCT).execute(5);

    expect(result.kind).toBe('found');
    expect(requests[0].url).toBe('http://shop/api/v5/products/5?no_cache=1');
    expect(requests[0].headers.get('store')).toBe('boutique_it');
    expect(requests[0].headers.get('accept-language')).toBe('it-IT');
  });

  it('gives each request its own cookie jar, collecting Set-Cookie', () => {
    const first = createSsrContainer({ storeId: 'laboutiqueofficielle', locale: 'fr', device: 0, apiBase: 'http://shop', cookies: 'a=1' });
    const second = createSsrContainer({ storeId: 'laboutiqueofficielle', locale: 'fr', device: 0, apiBase: 'http://shop' });
    const jar = resolve(first, COOKIE_JAR) as RequestCookieJar;
    jar.set('locale', 'fr');
    expect(jar.get('a')).toBe('1');
    expect(jar.setCookieHeaders()).toEqual(['locale=fr; Path=/; SameSite=Lax']);
    expect(resolve(second, COOKIE_JAR).get('locale')).toBeUndefined();
  });

  it('resolves singletons within a container', () => {
    const container = createSsrContainer({ storeId: 'boutique_de', locale: 'de', device: 0, apiBase: 'http://shop' });
    expect(resolve(container, GET_HOME_PAGE)).toBeInstanceOf(GetHomePage);
    expect(resolve(container, GET_HOME_PAGE)).toBe(resolve(container, GET_HOME_PAGE));
    expect(resolve(container, API_CLIENT).baseUrl).toBe('http://shop/api/v5');
    expect(resolve(container, REQUEST_CONTEXT)).toEqual({ storeId: 'boutique_de', locale: 'de', device: 0 });
  });

  it('accepts a replacement catalogue API', async () => {
    const api = new InMemoryCatalogueApi();
    const container = createSsrContainer({ storeId: 'boutique_de', locale: 'de', device: 0, apiBase: 'http://shop', catalogueApi: api });
    expect(resolve(container, CATALOGUE_API)).toBe(api);
    await resolve(container, GET_INIT).execute();
    expect(api.calls).toEqual(['init']);
  });
});

describe('browser container', () => {
  it('builds with same-origin API and memory fallbacks outside a browser', () => {
    const container = createBrowserContainer({ storeId: 'boutique_com', locale: 'en', device: 0 });
    expect(resolve(container, API_CLIENT).baseUrl).toBe('/api/v5');
    expect(resolve(container, LIST_STORES).execute()).toHaveLength(6);
  });

  it('builds the same bindings one feature at a time, pausing in between', async () => {
    let pauses = 0;
    const container = await buildBrowserContainer({ storeId: 'boutique_com', locale: 'en', device: 0 }, async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThan(3);
    expect(resolve(container, API_CLIENT).baseUrl).toBe('/api/v5');
    expect(resolve(container, LIST_STORES).execute()).toHaveLength(6);
    expect(resolve(container, AUTH_TOKEN_STORE)).toBe(resolve(container, AUTH_TOKEN_STORE));
  });
});

describe('CLI container', () => {
  it('keeps tokens in the profile file and speaks the store language', () => {
    const profilePath = join(dir, 'profile.json');
    const container = createCliContainer({ api: 'http://localhost:3999', storeId: 'boutique_es', profilePath });
    expect(resolve(container, REQUEST_CONTEXT).locale).toBe('es');
    resolve(container, AUTH_TOKEN_STORE).save({ accessToken: 't', refreshToken: 'r', strategy: 'customLocal' });

    const again = createCliContainer({ api: 'http://localhost:3999', storeId: 'boutique_es', profilePath });
    expect(resolve(again, AUTH_TOKEN_STORE).get()?.accessToken).toBe('t');
  });
});
