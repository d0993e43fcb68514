/**
 * XSS (issue 16) through the server-rendered pages (pages plugin, `inject()`):
 * - reflected: search terms, `?q=`, listing filters and sorts, unknown paths (404 pages), product
 *   and content slugs, any query string;
 * - stored: a product's name (its page, the search page and the Algolia-compatible highlights),
 *   ratings' comments and authors' names, customers' names and addresses, contact messages (shown
 *   back through the pages and the JSON API);
 * with `<script>`, `"><img src=x onerror=…>`, `</script><script>`, `<!--`, `javascript:` URLs,
 * `{{…}}` and U+2028. The HTML never holds them unescaped: no injected element or attribute, no
 * `javascript:` link, no inline script the browser would run (the page state is a JSON data block),
 * and no inline script element, that data block included, contains `<`, U+2028 or U+2029 (so
 * neither `</script>` nor `<!--` can end or bend it). JSON answers are `application/json` with `nosniff`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../server/testing/accounts-harness';
import type { ApiHarness } from '../../server/testing/api-harness';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { newKey, placingBody, stockedSize } from '../../server/testing/orders-test-kit';
import { send } from './support/api-call';

const MARK = 'xss7q';
export const XSS_PAYLOADS = [
  `<script>alert('${MARK}')</script>`,
  `"><img src=x onerror=alert('${MARK}')>`,
  `'><svg onload=alert('${MARK}')>`,
  `</script><script>alert('${MARK}')</script>`,
  `<!--${MARK}<script>`,
  `javascript:alert('${MARK}')`,
  `{{constructor.constructor('alert(1)')()}}${MARK}`,
  `${MARK}\u2028\u2029</title><iframe src=javascript:alert(1)>`,
  `<a href="javascript:alert('${MARK}')">x</a>`,
  `${MARK}" autofocus onfocus="alert(1)`,
];

/** Elements a payload would have injected (outside any attribute: a real `<` in the HTML). */
const INJECTED = [new RegExp(`<script>alert\\('${MARK}'\\)`, 'i'), /<img src=x onerror/i, /<svg onload/i, /<iframe src=javascript/i, new RegExp(`<!--${MARK}`)];
const TAG = /<[a-z][a-z0-9-]*\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function expectSafeHtml(html: string, where: string): void {
  for (const pattern of INJECTED) expect(pattern.test(html), `${where}: ${pattern} in the page`).toBe(false);
  for (const [, attributes] of html.matchAll(TAG)) {
    for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE)) {
      // As a browser reads a URL attribute: controls and spaces do not count.
      const value = [...decode(values.find((v) => v !== undefined) ?? '')].filter((c) => c.charCodeAt(0) > 0x20).join('');
      // A payload never becomes an attribute of its own (an event handler) nor a javascript: link.
      expect(/^on/i.test(name) && value.includes(MARK), `${where}: handler ${name}=${value}`).toBe(false);
      if (/^(href|src|action|formaction|xlink:href)$/i.test(name)) expect(value, `${where}: ${name}`).not.toMatch(/^javascript:/i);
      expect(name, `${where}: injected attribute`).not.toMatch(/^(onerror|onload|onfocus|autofocus)$/i);
    }
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes, text]) => ({ attributes, text }));
  for (const { text } of inline) expect(text, `${where}: inline script`).not.toMatch(/<|\u2028|\u2029/);
  // Inline elements are data only (the state, JSON-LD): nothing a browser would run.
  for (const { attributes } of inline) expect(attributes, `${where}: inline script`).toMatch(/\btype="application\/(ld\+)?json"/);
  // A page's state is one data block, which the checks above cover, and which reads back as JSON.
  const states = inline.filter(({ attributes }) => / id="boutique-state"/.test(attributes));
  if (/<div id="root">/.test(html)) {
    expect(states, `${where}: state block`).toHaveLength(1);
    expect(() => JSON.parse(states[0].text), `${where}: state block`).not.toThrow();
  }
}

let shop: TestServer;
let api: ApiHarness;
let pages = 0;
const payloadAt = (index: number) => XSS_PAYLOADS[index % XSS_PAYLOADS.length];
const encode = (text: string) => encodeURIComponent(text);

/** The product's page and name as the French store shows them. */
async function productOf(id: number): Promise<{ path: string; name: string }> {
  const answer = await send<{ product: { slug: string; name: string } }>(api, 'GET', `/products/${id}`, { headers: { version: 'v3' } });
  expect(answer.status, answer.text).toBe(200);
  return { path: `/p/${answer.body.product.slug}`, name: answer.body.product.name };
}

beforeAll(async () => {
  shop = await startTestServer();
  api = { app: shop.app, get db() { return shop.app.db; } } as unknown as ApiHarness;
}, 180_000);
afterAll(async () => {
  console.log(`[security xss] ${XSS_PAYLOADS.length} payloads, ${pages} pages and answers checked`);
  await shop?.close();
});

async function page(url: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await shop.app.inject({ method: 'GET', url, headers });
  expect(answer.statusCode, url).toBeLessThan(500);
  pages++;
  const location = answer.headers.location;
  if (location) return page(String(location).replace(/^https?:\/\/[^/]+/, ''), headers);
  if (String(answer.headers['content-type']).includes('text/html')) expectSafeHtml(answer.body, url);
  return answer.body;
}

describe('reflected XSS', () => {
  it('search terms, ?q=, listing filters, unknown paths and slugs come back escaped', async () => {
    for (const payload of XSS_PAYLOADS) {
      const p = encode(payload);
      const inPath = [`/${p}`, `/p/${p}`, `/t/${p}`, `/es/${p}`];
      for (const url of [`/search/${p}`, `/?q=${p}`, `/homme?brand=${p}&sort=${p}&page=${p}`, `/femme/sweats?color=${p}&size=${p}`, ...inPath, `/login?redirect=${p}`, `/outlet?${p}=${p}`]) {
        await page(url, { referer: 'https://evil.example/' });
      }
    }
  }, 300_000);

  // Found by this run: react-router's patterns stop at line terminators, so such a path matched no
  // route and rendered the 500 page; it is now kept encoded (src/ui/entry-server.tsx) and is a 404.
  it('a page path with U+2028 or U+2029 is a 404 page', async () => {
    for (const url of ['/a%E2%80%A8b', '/p/x%E2%80%A9y', '/es/%E2%80%A8']) {
      const answer = await shop.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
  });

  it('API errors that quote input are JSON with nosniff', async () => {
    for (const payload of XSS_PAYLOADS) {
      for (const [method, url, body] of [
        ['GET', `/api/v5/products/${encode(payload)}`, undefined],
        ['GET', `/api/v5/cms/slug/${encode(payload)}`, undefined],
        ['POST', '/api/v5/parse', { path: `/${payload}` }],
        ['POST', '/api/v5/newsletters/subscribe', { email: payload }],
        ['GET', `/api/v5/checkout/relay-points?country=FR&q=${encode(payload)}`, undefined],
      ] as const) {
        const answer = await shop.app.inject({ method, url, headers: body ? { 'content-type': 'application/json' } : {}, ...(body ? { payload: body } : {}) });
        pages++;
        expect(answer.statusCode, url).toBeLessThan(500);
        expect(String(answer.headers['content-type']), url).toContain('application/json');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  }, 120_000);
});

describe('stored XSS', () => {
  it('a product name with payloads: its page, the search page and the search highlights', async () => {
    const size = await stockedSize(shop.app.db, 10);
    const name = `Sweat ${MARK} ${XSS_PAYLOADS.join(' ')}`;
    await shop.app.db.updateTable('product_translations').set({ name }).where('product_id', '=', size.productId).execute();
    await shop.app.catalogueChanges.refreshProducts([size.productId]);
    const product = await productOf(size.productId);
    expect(product.name).toContain(MARK);
    expect(await page(product.path)).toContain(MARK); // shown, escaped
    const search = await page(`/search/${MARK}`);
    expect(search).toContain(MARK); // the product is shown, escaped
    const highlights = await shop.app.inject({ method: 'POST', url: '/1/indexes/*/queries', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ requests: [{ indexName: 'products_fr', params: `query=${MARK}` }] }) });
    expect(highlights.statusCode).toBeLessThan(500);
    expect(String(highlights.headers['content-type'])).toContain('application/json');
  }, 120_000);

  it('ratings, names, addresses and contact messages are shown back escaped', async () => {
    const client = accountsClient(api);
    const a = await client.register({ firstName: payloadAt(1).slice(0, 50), lastName: payloadAt(0).slice(0, 50) });
    const size = await stockedSize(shop.app.db, 50, 2);
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const reviewer = await client.register({ firstName: payload.slice(0, 50) });
      const rated = await send(api, 'PUT', `/secure/products/${size.productId}/rating`, { token: reviewer.token, body: { score: 1 + (index % 5), comment: payload } });
      expect(rated.status, rated.text).toBeLessThan(300);
    }
    await shop.app.catalogueChanges.refreshProducts([size.productId]);
    const ratings = await send(api, 'GET', `/products/${size.productId}/ratings`);
    expect(String(ratings.headers['content-type'])).toContain('application/json');
    expect(ratings.text).toContain(MARK);
    await page((await productOf(size.productId)).path);

    const address = await send<{ id: number }>(api, 'POST', '/secure/account/addresses', {
      token: a.token,
      body: { civility: 2, firstName: payloadAt(1), lastName: payloadAt(3), street: payloadAt(0), streetDetails: payloadAt(8), company: payloadAt(5), zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '0612345678' },
    });
    expect(address.status, address.text).toBe(201);
    const placed = await send<{ order: { id: number } }>(api, 'POST', '/secure/checkout/orders', { token: a.token, body: placingBody(size, address.body.id), headers: { 'idempotency-key': newKey() } });
    expect(placed.status, placed.text).toBe(201);
    const contact = await send(api, 'POST', '/contact', { token: a.token, body: { email: a.email, name: payloadAt(1).slice(0, 100), subject: 'other', message: XSS_PAYLOADS.join('\n') } });
    expect(contact.status, contact.text).toBe(201);
    // The signed-in pages that show them (rendered for the visitor's token cookie when the shop does so).
    const auth = { cookie: `auth._token.local=${encode(`Bearer ${a.token}`)}; auth.strategy=local` };
    for (const url of ['/account', '/account/addresses', '/account/orders', `/account/orders/${placed.body.order.id}`, '/checkout/summary', '/contact']) await page(url, auth);
    for (const url of ['/secure/account/addresses', '/secure/account/profile/v2', `/secure/orders/${placed.body.order.id}`]) {
      const answer = await send(api, 'GET', url, { token: a.token });
      expect(String(answer.headers['content-type']), url).toContain('application/json');
      expect(answer.text, url).toContain(MARK);
    }
  }, 180_000);
});
