/**
 * Tracker issue 9 (DESIGN decision 13), one test per case the hostile-input run found: bad input
 * is a 4xx `{ code, message }`, never a 500, and absolute URLs never come from a forged Host.
 * The random side of it is tests/security/hostile-input-*.test.ts; pages are in ../ssr/hostile-pages.test.ts.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitResponse, PageInfo, ParseResult } from '../../src/domain/catalogue/site';
import type { ProductDetailResponse } from '../../src/domain/catalogue/product';
import { buildApp } from '../app';
import { restockIn } from '../alerts/alerts-test-kit';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { useApi } from '../testing/api-harness';
import { demoCatalogue, fixtures } from '../testing/catalogue-fixtures';

/** The shop as `npm start` runs it with no PUBLIC_URL: port 3000, the default allowed hosts. */
const LOCAL = 'http://localhost:3000';
const DEFAULTS = { port: 3000, publicUrl: undefined, storeBaseUrls: {}, allowedHosts: ['localhost:3000', '127.0.0.1:3000', '[::1]:3000'] };
const api = useApi({ config: DEFAULTS });

const call = (options: InjectOptions) => api.app.inject(options);
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  call({ method: 'POST', url: `/api/v5${url}`, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } });

/** A refusal: the status, and the body every error has (SPEC §8). */
async function expectRefused(answer: Promise<{ statusCode: number; json(): unknown; headers: Record<string, unknown> }>, status = 400) {
  const response = await answer;
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/json');
  const body = response.json() as { code: number; message: string };
  expect(body).toEqual({ code: status, message: expect.any(String) });
  return body.message;
}

const soldOutSize = (index: number) => {
  const restricted = new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
  const product = demoCatalogue().products.filter(
    (p) => !restricted.has(p.brandId) && !p.isOnlyOutlet && p.sizes.some((s) => s.stock === 0),
  )[index];
  return { product, size: product.sizes.find((s) => s.stock === 0)! };
};

describe('NUL and other control characters never reach the database', () => {
  it('refuses them in the /parse path, in CMS, template and referer names, in template lists', async () => {
    expect(await expectRefused(post('/parse', { path: '/a\u0000b' }))).toBe('body/path must not contain control characters');
    await expectRefused(post('/parse', { path: '/homme', url: '/homme?\u0000' }));
    await expectRefused(post('/page-info', { path: '/\u0000' }));
    for (const url of ['/cms/slug/%00', '/template-page/%00', '/template-page/home/%00', '/templates?templateSlugs[]=%00', '/templates?templateSlugs=a&templateSlugs=%00', '/referers/%00', '/cms/slug/a%0Ab', '/referers/%7F', '/referers/%C2%85']) {
      expect(await expectRefused(call({ url: `/api/v5${url}` })), url).toMatch(/must not contain control characters/);
    }
  });

  it('refuses them in stock-alert addresses and device tokens', async () => {
    const { product, size } = soldOutSize(0);
    const alert = { productId: product.id, productSizeId: size.id, email: 'nul@example.com' };
    expect(await expectRefused(post('/product-alerts', { ...alert, email: 'a\u0000@b.fr' }))).toBe('body/email must not contain control characters');
    expect(await expectRefused(post('/product-alerts', { ...alert, deviceTokenSalesforce: 'x\u0000' }))).toBe('body/deviceTokenSalesforce must not contain control characters');
    await expectRefused(call({ url: '/api/v5/product-alerts?email=a%00@b.fr' }));
    await expectRefused(post('/basket/detail', { basketItems: [], basketPromotion: { code: 'WELCOME\u0000' } }));
  });

  it('refuses them in object keys and in the shop headers; free text keeps its line breaks', async () => {
    await expectRefused(post('/basket/detail', { basketItems: [], 'x\u0000': 1 }));
    await expectRefused(call({ url: '/api/v5/init', headers: { 'accept-language': 'fr\u0001' } }));
    // A line break is free text's right; this field is a code, so its schema still refuses it.
    expect(await expectRefused(post('/basket/detail', { basketItems: [], basketPromotion: { code: 'A\nB' } }))).toMatch(/basketPromotion/);
  });

  it('answers an encoded NUL in a parsed path as a page that does not exist', async () => {
    for (const path of ['/p/%00', '/t/%00', '/tp/%00', '/homme/%00', '/%00', '/search/%0a', '/a%ffb']) {
      const answer = await post('/parse', { path });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.json<ParseResult>().code, path).toBe(404);
    }
  });
});

describe('numbers fit their columns', () => {
  it('refuses ids beyond an int4, negative, zero or fractional', async () => {
    for (const id of [2147483648, -1, 0, 1.5, 1e21]) {
      expect(await expectRefused(post('/page-info', { path: '/x', pageInfo: { type: 'category', id } })), String(id)).toMatch(/^body\/pageInfo\/id /);
    }
    for (const url of ['/products/2147483648', '/products/-1', '/products/99999999999999999999/information', '/product-alerts/2147483648', '/products/scores?productIds=2147483648', '/products/scores?productIds=1,99999999999', '/products/colours?productIds=1,2147483648']) {
      expect(await expectRefused(call({ method: url.startsWith('/product-alerts') ? 'DELETE' : 'GET', url: `/api/v5${url}` })).catch(String), url).toMatch(/^(params|querystring)\//);
    }
    // Digits the id conversion reads loosely are still never a 5xx.
    for (const url of ['/products/1.5', '/products/0x10', '/products/1e3', '/products/%201']) expect((await call({ url: `/api/v5${url}` })).statusCode, url).toBe(404);
    const { product, size } = soldOutSize(0);
    await expectRefused(post('/product-alerts', { productId: 2147483648, productSizeId: size.id, email: 'big@example.com' }));
    await expectRefused(post('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'big@example.com', customerId: -3 }));
    for (const productId of ['2147483648', '9999999999', 2147483648, -5]) {
      await expectRefused(post('/basket/detail', { basketItems: [{ productId, productSizeId: 1, quantity: 1 }] }));
    }
  });

  it('still takes the largest int4 and ids written as digits', async () => {
    expect((await call({ url: '/api/v5/products/2147483647' })).statusCode).toBe(404);
    expect((await call({ url: '/api/v5/products/scores?productIds=2147483647,0001' })).statusCode).toBe(200);
    expect((await post('/basket/detail', { basketItems: [{ productId: ' 2147483647 ', productSizeId: '0001', quantity: '1' }] })).statusCode).toBe(200);
  });
});

describe('over-long, nested and malformed input', () => {
  it('refuses values longer than their field', async () => {
    await expectRefused(post('/parse', { path: `/${'a'.repeat(2048)}` }));
    await expectRefused(post('/basket/detail', { basketItems: [], basketPromotion: { code: 'X'.repeat(65) } }));
    await expectRefused(call({ url: `/api/v5/product-alerts?email=${'a'.repeat(300)}@example.com` }));
    await expectRefused(call({ url: '/api/v5/init', headers: { 'accept-language': 'fr,'.repeat(200) } }));
    await expectRefused(post('/page-info', { path: '/x', pageInfo: { filters: { [`k${'y'.repeat(300)}`]: ['v'] } } }));
    // Path parameters longer than the router takes are no route at all.
    expect((await call({ url: `/api/v5/cms/slug/${'a'.repeat(300)}` })).statusCode).toBe(404);
  });

  it('refuses bodies nested too deep, broken JSON and wrong types', async () => {
    const deep = `{"basketItems": [], "extra": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const json = { 'content-type': 'application/json' };
    expect(await expectRefused(call({ method: 'POST', url: '/api/v5/basket/detail', payload: deep, headers: json }))).toMatch(/nested/);
    await expectRefused(call({ method: 'POST', url: '/api/v5/basket/detail', payload: '{"basketItems": [', headers: { 'content-type': 'application/json' } }));
    await expectRefused(call({ method: 'POST', url: '/api/v5/parse', payload: '{"__proto__": {"x": 1}, "path": "/"}', headers: { 'content-type': 'application/json' } }));
    for (const body of [null, [], 'path', { path: null }, { path: ['/'] }, { path: { toString: '/' } }]) await expectRefused(post('/parse', body));
  });

  it('refuses a malformed Host header everywhere, before any route runs', async () => {
    for (const host of ['[::1', 'a b', '127.0.0.1:99999', 'host@evil.example', 'evil.example/x']) {
      for (const url of ['/robots.txt', '/sitemap.xml', '/es/sitemap.xml', '/api/v5/init', '/media/nothing.svg']) {
        expect(await expectRefused(call({ url, headers: { host } })), `${host} ${url}`).toBe('Invalid Host header');
      }
    }
  });
});

describe('absolute URLs come from a trusted origin', () => {
  const evil = { host: 'evil.example' };
  const noEvil = (text: string) => expect(text).not.toMatch(/evil/);

  it('gives a forged Host the configured origin in init, parse, page-info and product answers', async () => {
    const init = await call({ url: '/api/v5/init', headers: evil });
    noEvil(init.body);
    const stores = init.json<InitResponse>().stores;
    expect(stores.map((store) => store.baseUrl)).toEqual([LOCAL, `${LOCAL}/es`, `${LOCAL}/it`, `${LOCAL}/nl`, `${LOCAL}/de`, `${LOCAL}/en`]);

    const parse = await post('/parse', { path: '/homme' }, evil);
    noEvil(parse.body);
    expect(parse.json<ParseResult>().pageInfo?.alternates.es).toMatch(new RegExp(`^${LOCAL}/es/`));
    const info = await post('/page-info', { path: '/homme' }, evil);
    noEvil(info.body);
    expect(info.json<PageInfo>().alternates.fr).toMatch(new RegExp(`^${LOCAL}/`));

    const product = fixtures.discounted();
    const detail = await call({ url: `/api/v5/products/${product.id}`, headers: evil });
    noEvil(detail.body);
    expect(detail.json<ProductDetailResponse>().metadata.canonical).toBe(`${LOCAL}/p/${product.slugs.fr}`);
  });

  it('writes the configured origin into robots.txt and the sitemaps', async () => {
    const robots = await call({ url: '/robots.txt', headers: evil });
    expect(robots.statusCode).toBe(200);
    noEvil(robots.body);
    expect(robots.body).toContain(`Sitemap: ${LOCAL}/es/sitemap.xml`);
    for (const url of ['/sitemap.xml', '/de/sitemap.xml']) {
      const sitemap = await call({ url, headers: evil });
      expect(sitemap.statusCode).toBe(200);
      noEvil(sitemap.body);
      expect(sitemap.body).toContain(`<loc>${LOCAL}${url.replace('/sitemap.xml', '')}/`);
    }
  });

  it('keeps the origin of an allowed host', async () => {
    const init = await call({ url: '/api/v5/init', headers: { host: '127.0.0.1:3000' } });
    expect(init.json<InitResponse>().stores[1].baseUrl).toBe('http://127.0.0.1:3000/es');
    const robots = await call({ url: '/robots.txt', headers: { host: '[::1]:3000' } });
    expect(robots.body).toContain('Sitemap: http://[::1]:3000/sitemap.xml');
  });

  it('links stock-alert mails to the configured origin, whatever Host the subscriber sent', async () => {
    const { product, size } = soldOutSize(1);
    const answer = await post('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'forged-host@example.com' }, { host: 'evil.example', store: 'boutique_es' });
    expect(answer.statusCode).toBe(201);
    await restockIn(api.app, size.id, 2);
    const [mail] = await readOutboxDir(api.app.mailer.outboxDir!, 'forged-host@example.com');
    expect(mail.meta.url).toBe(`${LOCAL}/es/p/${product.slugs.es}`);
    noEvil(JSON.stringify(mail));
  });

  describe('with PUBLIC_URL and STORE_BASE_URLS', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp({
        db: api.db,
        pages: false,
        mode: 'test',
        config: { ...DEFAULTS, publicUrl: 'https://shop.example', storeBaseUrls: { boutique_es: 'https://es.shop.example' } },
      });
    });
    afterAll(async () => app?.close());

    it('uses them for an unknown host, and for their own hosts whatever scheme the request came in', async () => {
      for (const host of ['evil.example', 'shop.example', 'es.shop.example']) {
        const init = await app.inject({ url: '/api/v5/init', headers: { host } });
        expect(init.json<InitResponse>().stores.slice(0, 2).map((store) => store.baseUrl), host).toEqual(['https://shop.example', 'https://es.shop.example']);
        noEvil(init.body);
        const search = init.json<InitResponse>().search;
        if (search?.host) expect(search.host, host).toBe(host === 'es.shop.example' ? 'https://es.shop.example' : 'https://shop.example');
      }
      const robots = await app.inject({ url: '/robots.txt', headers: { host: 'es.shop.example' } });
      expect(robots.body).toContain('Sitemap: https://es.shop.example/es/sitemap.xml');
      expect(robots.body).not.toContain('https://shop.example');
      const evilRobots = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
      expect(evilRobots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
      noEvil(evilRobots.body);
    });
  });
});
