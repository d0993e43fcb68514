/**
 * The page cache in the running shop: anonymous visitors share rendered pages, each with their
 * own cookies, and a committed change shows on the next request.
 */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PAGE_FRESH_MS } from './page-cache';

const PRODUCT = 1534;
const PRODUCT_PAGE = `/p/tundra-chemise-vintage-beige-${PRODUCT}`;

function sessionIdOf(setCookie: string | string[] | undefined): string | undefined {
  return [setCookie ?? []].flat().map((cookie) => /^session_id=([^;]+)/.exec(cookie)?.[1]).find(Boolean);
}

describe('pages kept for anonymous visitors', () => {
  let shop: TestServer;

  beforeAll(async () => {
    shop = await startTestServer();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('renders a page once and serves it to the next visitors, each with their own session', async () => {
    const first = await shop.app.inject({ url: '/homme' });
    const second = await shop.app.inject({ url: '/homme' });
    const returning = await shop.app.inject({ url: '/homme', headers: { cookie: 'session_id=3509560b-7f26-45c1-8639-46846da42a05; locale=fr' } });
    expect([first.headers['x-page-cache'], second.headers['x-page-cache'], returning.headers['x-page-cache']]).toEqual(['miss', 'fresh', 'fresh']);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const sessions = [first, second, returning].map((response) => sessionIdOf(response.headers['set-cookie']));
    expect(new Set(sessions).size).toBe(3);
    expect(sessions[2]).toBe('3509560b-7f26-45c1-8639-46846da42a05');
    expect(first.body).not.toContain(sessions[0]);
    // The same bytes for everyone: a CDN may share it (without the visit's cookies), per cookie header.
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, no-cache="Set-Cookie"');
    expect(second.headers.vary).toContain('Cookie');
    expect(second.headers.vary).toContain('User-Agent');
  });

  it('keeps one page per device class and language', async () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const desktop = await shop.app.inject({ url: '/it/' });
    const mobile = await shop.app.inject({ url: '/it/', headers: { 'user-agent': phone } });
    const mobileAgain = await shop.app.inject({ url: '/it/', headers: { 'user-agent': phone } });
    expect(mobile.headers['x-page-cache']).toBe('miss');
    expect(mobileAgain.headers['x-page-cache']).toBe('fresh');
    expect(mobile.body).toContain('"device":1');
    expect(desktop.body).toContain('"device":0');
    expect(desktop.body).toContain('<html lang="it-IT">');
  });

  it('answers 304 to a browser that has the page, with its cookies still set', async () => {
    const page = await shop.app.inject({ url: '/femme' });
    const again = await shop.app.inject({ url: '/femme', headers: { 'if-none-match': page.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(sessionIdOf(again.headers['set-cookie'])).toBeDefined();
    const changed = await shop.app.inject({ url: '/femme', headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('shows a price change on the next request', async () => {
    const before = await shop.app.inject({ url: PRODUCT_PAGE });
    expect((await shop.app.inject({ url: PRODUCT_PAGE })).headers['x-page-cache']).toBe('fresh');
    expect(before.body).not.toContain('12,34');
    await shop.app.db.updateTable('product_prices').set({ price: 1234, original_price: null }).where('product_id', '=', PRODUCT).execute();
    await shop.app.catalogueChanges.refreshProducts([PRODUCT]);
    const after = await shop.app.inject({ url: PRODUCT_PAGE });
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('12,34');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('renders once for visitors who ask for the same page at the same moment', async () => {
    await shop.app.catalogueChanges.refreshProducts([]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => shop.app.inject({ url: '/enfant' })));
    const states = answers.map((response) => response.headers['x-page-cache']);
    expect(states.filter((state) => state === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    expect(new Set(answers.map((response) => sessionIdOf(response.headers['set-cookie']))).size).toBe(6);
  });

  it('serves compressed pages, under the same validator as the plain one', async () => {
    const plain = await shop.app.inject({ url: '/marques' });
    const brotli = await shop.app.inject({ url: '/marques', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await shop.app.inject({ url: '/marques', headers: { 'accept-encoding': 'gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  it('renders private, guest-only, missing and no-cache pages for each visitor', async () => {
    for (const url of ['/account', '/account/login', '/no-such-page-here', '/homme?no_cache=1']) {
      await shop.app.inject({ url });
      const again = await shop.app.inject({ url });
      expect(again.headers['x-page-cache'], url).toBe('bypass');
      expect(again.headers.etag, url).toBeUndefined();
    }
    const missing = await shop.app.inject({ url: '/no-such-page-here' });
    expect(missing.statusCode).toBe(404);
    // Compressed for the browser that accepts it, in one piece.
    const plain = await shop.app.inject({ url: '/account/login' });
    const brotli = await shop.app.inject({ url: '/account/login', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<html lang="fr-FR">');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('sends a language redirect of the front door to the visitor, never a shared page', async () => {
    const spanish = await shop.app.inject({ url: '/', headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(spanish.statusCode).toBe(302);
    expect(spanish.headers.location).toBe('/es/');
    const french = await shop.app.inject({ url: '/', headers: { cookie: 'locale=fr', 'accept-language': 'es-ES' } });
    expect(french.statusCode).toBe(200);
    expect(french.headers.vary).toContain('Accept-Language');
  });
});

describe('a kept page refreshed in the background', () => {
  let shop: TestServer;
  let offset = 0;

  beforeAll(async () => {
    shop = await startTestServer({ now: () => new Date(Date.now() + offset) });
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('stays a page for the visitors it was kept for: one who answered the cookie banner never gets it back', async () => {
    const answered = { cookie: `cookie_consent=v1.m0.k0.${Math.floor(Date.now() / 1000)}; session_id=3509560b-7f26-45c1-8639-46846da42a05` };
    const first = await shop.app.inject({ url: '/homme', headers: answered });
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.body).not.toContain('consent-banner');
    const asking = await shop.app.inject({ url: '/homme' });
    expect(asking.body).toContain('class="consent-banner"');
    offset += PAGE_FRESH_MS + 1_000;
    const stale = await shop.app.inject({ url: '/homme', headers: answered });
    expect(stale.headers['x-page-cache']).toBe('stale');
    // The refresh runs without the visitor's session, and with the answer the page's key stands for.
    let refreshed = stale;
    for (let tries = 0; tries < 100 && refreshed.headers['x-page-cache'] !== 'fresh'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      refreshed = await shop.app.inject({ url: '/homme', headers: answered });
    }
    expect(refreshed.headers['x-page-cache']).toBe('fresh');
    expect(refreshed.body).not.toContain('consent-banner');
    expect(refreshed.body).not.toContain('3509560b-7f26-45c1-8639-46846da42a05');
    expect((await shop.app.inject({ url: '/homme' })).body).toContain('class="consent-banner"');
  });

  it('refreshes the front door of a visitor whose language cookie says French to a Spanish browser', async () => {
    const visitor = { cookie: 'locale=fr; session_id=3509560b-7f26-45c1-8639-46846da42a05', 'accept-language': 'es-ES,es;q=0.9' };
    expect((await shop.app.inject({ url: '/', headers: visitor })).headers['x-page-cache']).toBe('miss');
    offset += PAGE_FRESH_MS + 1_000;
    expect((await shop.app.inject({ url: '/', headers: visitor })).headers['x-page-cache']).toBe('stale');
    let refreshed = '';
    for (let tries = 0; tries < 100 && refreshed !== 'fresh'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      refreshed = String((await shop.app.inject({ url: '/', headers: visitor })).headers['x-page-cache']);
    }
    expect(refreshed).toBe('fresh');
  });

  it('carries no other cookie into a refresh, however the kept ones are written', async () => {
    const hostile = { cookie: 'locale=fr%3B%20session_id%3D3509560b-7f26-45c1-8639-46846da42a05; foo=bar' };
    await shop.app.inject({ url: '/femme', headers: hostile });
    offset += PAGE_FRESH_MS + 1_000;
    await shop.app.inject({ url: '/femme', headers: hostile });
    let page = await shop.app.inject({ url: '/femme' });
    for (let tries = 0; tries < 100 && page.headers['x-page-cache'] !== 'fresh'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await shop.app.inject({ url: '/femme' });
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('3509560b-7f26-45c1-8639-46846da42a05');
  });
});
