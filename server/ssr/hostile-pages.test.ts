/**
 * Storefront pages under odd paths and Host headers (DESIGN decision 13, tracker issue 9): never a
 * 5xx; a path no page can have is the store's 404 page; a malformed Host is a 400; a forged Host
 * never reaches canonical or hreflang links. A table of the cases the hostile-input run found,
 * then a small property (PAGE_RUNS, default 40).
 */
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

const RUNS = Math.max(1, Number(process.env.PAGE_RUNS) || 40);
const LOCAL = 'http://localhost:3000';
const CONFIG = { port: 3000, publicUrl: undefined, storeBaseUrls: {}, allowedHosts: ['localhost:3000', '127.0.0.1:3000', '[::1]:3000'] };

describe('storefront pages under hostile paths and hosts', () => {
  let shop: TestServer;
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });
  /** Over the socket, the request target exactly as written (an in-process request would normalise `/\\/x`). */
  const wire = (path: string, host: string) =>
    new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const { port } = new URL(shop.url);
      const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host }, setHost: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });

  beforeAll(async () => {
    shop = await startTestServer({ config: CONFIG });
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('answers the 404 page of the store for paths with control characters, whatever they decode to', async () => {
    const paths = {
      '/homme%0a': 'fr-FR', '/%0a': 'fr-FR', '/p/%0a': 'fr-FR', '/es/%0d': 'es-ES', '/de/homme%0A%0D': 'de-DE', '/p/%00': 'fr-FR',
      '/t/%00': 'fr-FR', '/tp/%00': 'fr-FR', '/a%00b': 'fr-FR', '/it/%7f': 'it-IT', '/en/%C2%85': 'en-IE',
    };
    for (const [path, lang] of Object.entries(paths)) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.headers['content-type'], path).toContain('text/html');
      expect(page.body, path).toContain(`<html lang="${lang}">`);
    }
  });

  it('keeps odd, traversing and over-long paths on the shop, never a 5xx', async () => {
    const paths = [
      '/.//evil.example?page=1', '//evil.example/x', '/\\evil.example', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd',
      '/p/..%2F..%2F', `/${'a'.repeat(3000)}`, `/homme/${'b'.repeat(150)}`, '/?page=%00', '/homme?page=1%00', '/nouveautes?page=99999999999',
      '/c-lea-moreau-99999999999', '/search?q=%00', '/search/%00', '/es/search/%0a/2', '/%EF%BF%BF', '/%F0%9F%98%80', '/unsubscribe?email=%00', '/login?redirect=//evil.example',
    ];
    for (const path of paths) {
      const page = await get(path);
      expect(page.statusCode, path).toBeLessThan(500);
      const location = String(page.headers.location ?? '');
      expect(location, path).not.toMatch(/^(\/\/|\/\\|[a-z]+:)|evil/i);
    }
    // A path that does not even decode is refused before routing.
    for (const path of ['/%ff', '/%E0%A4%A', '/es/%ED%A0%80']) {
      const page = await get(path);
      expect([page.statusCode, page.json()], path).toEqual([400, { code: 400, message: 'Malformed URL' }]);
    }
  });

  it('refuses a malformed Host with a 400, and never writes a forged one into the links of a page', async () => {
    for (const host of ['[::1', 'a b', '127.0.0.1:99999', 'host@evil.example']) {
      const page = await get('/', { host });
      expect([page.statusCode, page.json()], host).toEqual([400, { code: 400, message: 'Invalid Host header' }]);
    }
    const product = fixtures.discounted();
    for (const path of ['/es/marcas', `/p/${product.slugs.fr}`, '/']) {
      const page = await get(path, { host: 'evil.example' });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).not.toMatch(/evil\.example/);
      if (path !== '/') expect(page.body, path).toMatch(new RegExp(`<link rel="canonical" href="${LOCAL}/`));
      expect(page.body, path).toMatch(new RegExp(`<link rel="alternate" hreflang="[a-z-]+" href="${LOCAL}/`, 'i'));
    }
    const trusted = await get('/es/marcas', { host: '127.0.0.1:3000' });
    expect(trusted.body).toContain('<link rel="canonical" href="http://127.0.0.1:3000/es/marcas">');
  });

  it('never answers 5xx, whatever the path, query and Host (property)', async () => {
    const segment = fc.oneof(
      fc.constantFrom('homme', 'p', 't', 'tp', 'search', 'es', 'de', 'c-lea-moreau-1', 'nouveautes', 'marques', 'account', 'checkout', '..', '.', '', 'faq'),
      fc.constantFrom('%00', '%0a', '%0D', '%7f', '%C2%85', '%ff', '%E0%A4%A', '%2e%2e', '%2F', '%252e', '%20', '+', ';', '%', '\\', '\\evil.example', '/evil.example'),
      fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
    );
    const path = fc.array(segment, { minLength: 0, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    const query = fc.option(fc.constantFrom('page=1', 'page=%00', 'page=-1', 'page=99999999999', 'q=%00', 'no_cache=1', 'x=%ff', 'a[]=1&a[]=%0a', 'referer=%00'), { nil: '' });
    const host = fc.constantFrom('localhost:3000', 'evil.example', '[::1]:3000', 'EVIL.example.', 'localhost:80', '[::1', 'a b', 'x@y');
    await fc.assert(
      fc.asyncProperty(path, query, host, async (p, q, h) => {
        const url = q ? `${p}?${q}` : p;
        const page = await wire(url, h);
        expect(page.statusCode, `${url} (${h})`).toBeLessThan(500);
        expect(page.body, `${url} (${h})`).not.toMatch(/https?:\/\/evil\.example/i);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
