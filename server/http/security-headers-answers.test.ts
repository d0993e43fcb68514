/**
 * Every kind of answer carries the browser-side defences (issue 36: Permissions-Policy and
 * Cross-Origin-Resource-Policy beside issue 16's): API JSON and its errors, pages and their
 * redirects and 404s, pictures, the Algolia-compatible endpoint and its preflight, the sandbox
 * payment page, SEO files, a malformed request, and files served by @fastify/static.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '../../src/domain/routing/listing-slugs';
import { fixtures } from '../testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { PERMISSIONS_POLICY, resourcePolicyFor, securityHeadersHook } from './security-headers';

const OFF = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'bluetooth', 'display-capture', 'browsing-topics'];

function expectDefences(answer: LightMyRequestResponse, what: string, resourcePolicy: 'same-origin' | 'cross-origin') {
  expect(answer.headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  expect(answer.headers['cross-origin-resource-policy'], what).toBe(resourcePolicy);
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['cross-origin-opener-policy'], what).toBe('same-origin');
}

describe('the policies themselves', () => {
  it('turn the powerful features off, passkeys open to the shop alone', () => {
    const features = new Map(PERMISSIONS_POLICY.split(', ').map((part) => part.split('=') as [string, string]));
    for (const feature of OFF) expect(features.get(feature), feature).toBe('()');
    expect(features.get('publickey-credentials-get')).toBe('(self)');
    expect(features.get('publickey-credentials-create')).toBe('(self)');
    expect([...features.values()].every((value) => value === '()' || value === '(self)')).toBe(true);
  });

  it('let other sites embed the pictures (mails, feeds) and read the search endpoint, nothing else', () => {
    expect(resourcePolicyFor('/media/p/abc/480')).toBe('cross-origin');
    expect(resourcePolicyFor('/media/originals/abc.jpg')).toBe('cross-origin');
    expect(resourcePolicyFor('/1/indexes/*/queries')).toBe('cross-origin');
    for (const url of ['/', '/api/v5/init', '/assets/app.js', '/mediatheque', '/es/media/x', '/p/x', '/favicon.svg', '/sandbox-pay/x']) expect(resourcePolicyFor(url), url).toBe('same-origin');
  });
});

describe('every answer of the shop', () => {
  let shop: TestServer;
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });

  beforeAll(async () => {
    shop = await startTestServer();
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('API answers, their errors and their refusals', async () => {
    const outlet = fixtures.outletOnly();
    const cases: [string, Promise<LightMyRequestResponse>, number][] = [
      ['JSON', get('/api/v5/init'), 200],
      ['unknown API path', get('/api/v5/nothing'), 404],
      ['bad input', get('/api/v5/products/abc'), 400],
      ['bad store header', get('/api/v5/init', { store: 'nowhere' }), 400],
      ['signed-out', get('/api/v5/secure/account/profile/v2'), 401],
      ['outlet refusal', get(`/api/v5/products/${outlet.id}`), 403],
      ['write refused', shop.app.inject({ method: 'POST', url: '/api/v5/basket/detail', payload: '{"basketItems":', headers: { 'content-type': 'application/json' } }), 400],
    ];
    for (const [what, answer, status] of cases) {
      const resolved = await answer;
      expect(resolved.statusCode, what).toBe(status);
      expectDefences(resolved, what, 'same-origin');
    }
  });

  it('pages, their redirects and their 404s, robots.txt and the sitemap', async () => {
    const cases: [string, string, number][] = [
      ['home', '/', 200],
      ['product page', productPath(fixtures.fullPrice().slugs.fr), 200],
      ['outlet without a pass', '/outlet', 302],
      ['unknown page', '/p/nothing-of-that-name', 404],
      ['robots.txt', '/robots.txt', 200],
      ['sitemap', '/sitemap.xml', 200],
    ];
    for (const [what, url, status] of cases) {
      const answer = await get(url);
      expect(answer.statusCode, what).toBe(status);
      expectDefences(answer, what, 'same-origin');
    }
    // The same page again (from the page cache when the app keeps one).
    expectDefences(await get('/'), 'home again', 'same-origin');
  });

  it('pictures (embeddable elsewhere) and their 404s', async () => {
    const picture = '/media/flags/fr.svg';
    const found = await get(picture);
    expect(found.statusCode).toBe(200);
    expectDefences(found, picture, 'cross-origin');
    const missing = await get('/media/nothing');
    expect(missing.statusCode).toBe(404);
    expectDefences(missing, 'missing picture', 'cross-origin');
    const flag = await get('/assets/flags/fr.svg');
    expectDefences(flag, 'flag', 'same-origin');
  });

  it('the search endpoint, its preflight and its errors, readable by any origin', async () => {
    const query = await shop.app.inject({
      method: 'POST', url: '/1/indexes/*/queries', headers: { 'content-type': 'text/plain', origin: 'https://boutique.example' },
      payload: JSON.stringify({ requests: [{ indexName: 'laboutiqueofficielle_products', params: 'query=tee' }] }),
    });
    expect(query.statusCode).toBeLessThan(500);
    expectDefences(query, 'search', 'cross-origin');
    expect(query.headers['access-control-allow-origin']).toBe('*');
    const preflight = await shop.app.inject({ method: 'OPTIONS', url: '/1/indexes/*/queries', headers: { origin: 'https://boutique.example', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expectDefences(preflight, 'preflight', 'cross-origin');
    const broken = await shop.app.inject({ method: 'POST', url: '/1/indexes/*/queries', headers: { 'content-type': 'text/plain' }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    expectDefences(broken, 'search error', 'cross-origin');
  });

  it('a malformed Host and an unknown payment page', async () => {
    const badHost = await shop.app.inject({ url: '/', headers: { host: 'bad host!' } });
    expect(badHost.statusCode).toBe(400);
    expectDefences(badHost, 'bad host', 'same-origin');
    const payment = await get('/sandbox-pay/pay_nothing');
    expect(payment.statusCode).toBeGreaterThanOrEqual(400);
    expectDefences(payment, 'sandbox payment page', 'same-origin');
  });
});

describe('static files', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'boutique-static-'));
    mkdirSync(path.join(directory, 'assets'));
    writeFileSync(path.join(directory, 'assets', 'app-1234abcd.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('carry them as @fastify/static sends them (a file, a 404, a 304)', async () => {
    const app = Fastify();
    app.decorateRequest('trustedOrigin', '');
    app.addHook('onSend', securityHeadersHook());
    await app.register(fastifyStatic, { root: path.join(directory, 'assets'), prefix: '/assets/' });
    const file = await app.inject({ url: '/assets/app-1234abcd.js' });
    expect(file.statusCode).toBe(200);
    expectDefences(file, 'file', 'same-origin');
    const missing = await app.inject({ url: '/assets/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expectDefences(missing, 'missing file', 'same-origin');
    const again = await app.inject({ url: '/assets/app-1234abcd.js', headers: { 'if-none-match': String(file.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expectDefences(again, 'not modified', 'same-origin');
    await app.close();
  });
});
