/**
 * Open redirects (issue 16): ≥ 50 payloads (`//evil.example`, `/\evil.example`, `https:evil`,
 * `%2F%2Fevil`, `javascript:`, unicode slashes, `@evil`, tabs and newlines inside…) against every
 * input that leads to a redirect or a link: page paths (trailing-slash, legacy, slug and locale
 * redirects), the query parameters a login, logout or back link could read (`redirect`,
 * `returnUrl`, `next`, `back`…), the search form's `?q=`, the locale cookie, the parse service's
 * redirect answers, the Host and forwarding headers that absolute links are built from (payment
 * return URLs, the sandbox's redirects, newsletter, alert and password mails). Every Location and
 * every link is resolved as a browser would (WHATWG URL: `\` is `/`, tabs and newlines dropped)
 * against the shop's origin and must stay on it or on a configured store origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutboxDir } from '../../server/mail/file-outbox-mailer';
import { accountsClient } from '../../server/testing/accounts-harness';
import type { ApiHarness } from '../../server/testing/api-harness';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { newKey, placingBody, stockedSize } from '../../server/testing/orders-test-kit';

const SHOP = 'http://localhost:3000';
const STORE_ORIGINS = [SHOP];

export const REDIRECT_PAYLOADS = [
  '//evil.example', '//evil.example/', '///evil.example', '////evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\\/evil.example',
  'https://evil.example', 'http://evil.example', 'https:evil.example', 'https:/evil.example', 'https:\\\\evil.example', 'HTTPS://EVIL.EXAMPLE', '//EVIL.example',
  '%2F%2Fevil.example', '%2f%2fevil.example', '/%2F%2Fevil.example', '%5C%5Cevil.example', '/%5Cevil.example', '%252F%252Fevil.example', '/%09/evil.example',
  '/\t/evil.example', '/\n/evil.example', '\t//evil.example', '/%0a/evil.example', '/%0d/evil.example', ' //evil.example', '//evil.example%00', '//evil%00.example',
  'javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'javascript%3Aalert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)',
  '//evil.example@localhost:3000', 'http://localhost:3000@evil.example', '@evil.example', '/@evil.example', 'localhost:3000@evil.example', '//localhost:3000.evil.example',
  '/／evil.example', '／／evil.example', '/⁄evil.example', '//evil。example', '/%E2%88%95evil.example', '/\u2215evil.example', '//ⓔⓥⓘⓛ.example',
  '/..//evil.example', '/.//evil.example', '/./\\evil.example', '/%2e%2e//evil.example', '//%65vil.example', '//evil.example#@localhost', '//evil.example?@localhost',
  '/?//evil.example', 'evil.example', '.evil.example', '//0x7f.1', '//2130706433', '//[::1]', '/\u0000//evil.example',
];

/** Stays on the shop: a Location or link resolved as a browser would, against the page's origin. */
function expectSameOrigin(target: string, where: string): void {
  let resolved: URL;
  try {
    resolved = new URL(target, `${SHOP}/some/page`);
  } catch {
    return; // a browser would not follow it either
  }
  expect(['http:', 'https:'], `${where} → ${target}`).toContain(resolved.protocol);
  expect(STORE_ORIGINS, `${where} → ${target}`).toContain(resolved.origin);
}

let shop: TestServer;
let checked = 0;

beforeAll(async () => {
  shop = await startTestServer();
}, 180_000);
afterAll(async () => {
  console.log(`[security open-redirects] ${REDIRECT_PAYLOADS.length} payloads, ${checked} redirects and links checked`);
  await shop?.close();
});

const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%00';
  }
};

async function follow(url: string, headers: Record<string, string> = {}): Promise<void> {
  let answer;
  try {
    answer = await shop.app.inject({ method: 'GET', url, headers });
  } catch {
    return; // no HTTP client could send it
  }
  expect(answer.statusCode, url).toBeLessThan(500);
  const location = answer.headers.location;
  if (location !== undefined) {
    checked++;
    expectSameOrigin(String(location), `GET ${url}`);
  }
}

describe('open redirects', () => {
  it(`has at least 50 payloads (${REDIRECT_PAYLOADS.length})`, () => {
    expect(REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it('page paths: trailing slash, legacy, slug and locale redirects stay on the shop', async () => {
    for (const payload of REDIRECT_PAYLOADS) {
      // Raw in the path as far as an HTTP request line allows: controls and spaces percent-encoded.
      const raw = [...payload].map((c) => (c.charCodeAt(0) <= 0x20 ? encode(c) : c)).join('');
      for (const url of [`/${raw}`, `/${raw}/`, `${raw.startsWith('/') ? '' : '/'}${raw}/`, `/es/${raw}/`, `/homme/${raw}/`, `/p/${encode(payload)}`, `/search/${encode(payload)}`]) {
        if (url.startsWith('/')) await follow(url);
      }
    }
  }, 300_000);

  it('the query parameters a login, logout or back link could read, and the search form', async () => {
    const pages = ['/login', '/logout', '/outlet', '/checkout/payment'];
    const names = ['redirect', 'redirect_uri', 'returnUrl', 'return_url', 'next', 'back', 'continue', 'url', 'to', 'q'];
    for (const payload of REDIRECT_PAYLOADS) {
      for (const page of pages) {
        await follow(`${page}?${names.map((name) => `${name}=${encode(payload)}`).join('&')}`, { referer: payload.replace(/[^\x20-\x7e]/g, '') });
      }
      await follow(`/search?q=${encode(payload)}`);
      await follow(`/?q=${encode(payload)}`);
      await follow('/', { cookie: `locale=${encode(payload)}`, 'accept-language': 'es' });
    }
  }, 300_000);

  it('the parse service answers redirects on the shop only', async () => {
    for (const payload of REDIRECT_PAYLOADS) {
      for (const path of [payload, `/${payload}`, `/${payload}/`, `/homme/${payload}/`]) {
        const answer = await shop.app.inject({ method: 'POST', url: '/api/v5/parse', payload: { path }, headers: { 'content-type': 'application/json' } });
        expect(answer.statusCode, path).toBeLessThan(500);
        if (answer.statusCode !== 200) continue;
        const body = answer.json<{ code?: number; url?: { path?: string } }>();
        if ((body.code === 301 || body.code === 302) && body.url?.path !== undefined) {
          checked++;
          expectSameOrigin(body.url.path, `parse ${JSON.stringify(path)}`);
        }
      }
    }
  }, 300_000);

  it('absolute links follow the configured origin, not a Host or forwarding header: payment return, sandbox, mails', async () => {
    const api = { app: shop.app, db: shop.app.db } as unknown as ApiHarness;
    const client = accountsClient(api);
    const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https', origin: SHOP };
    const a = await client.register({}, { headers: hostile });
    const size = await stockedSize(shop.app.db, 50);
    const address = await shop.app.db.selectFrom('addresses').select('id').where('customer_id', '=', a.customer.id).executeTakeFirst();
    const addressId = address?.id ?? (await client.post<{ id: number }>('/secure/account/addresses', {
      civility: 2, firstName: 'Ada', lastName: 'L', street: '1 rue A', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '0612345678',
    }, { token: a.token })).body.id;
    const placed = await client.post<{ next?: { url?: string } }>('/secure/checkout/orders', placingBody(size, addressId, { payment: { method: 'card' } }), {
      token: a.token, headers: { ...hostile, 'idempotency-key': newKey() },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const links: string[] = [...(JSON.stringify(placed.body).match(/https?:[^"\s]+/g) ?? [])];
    const stored = await shop.app.db.selectFrom('sandbox_payments').selectAll().execute();
    links.push(...(JSON.stringify(stored).match(/https?:[^"\s\\]+/g) ?? []));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      checked++;
      expectSameOrigin(link, 'payment');
    }
    // The sandbox's own redirects (its pages send the shopper back to the stored return URL).
    for (const payment of stored) {
      for (const url of [`/sandbox-pay/${payment.id}/challenge`, `/sandbox-pay/${payment.id}/paypal`]) await follow(url, hostile);
      const cancelled = await shop.app.inject({ method: 'POST', url: `/sandbox-pay/${payment.id}`, payload: 'action=cancel', headers: { ...hostile, 'content-type': 'application/x-www-form-urlencoded' } });
      if (cancelled.headers.location) expectSameOrigin(String(cancelled.headers.location), 'sandbox cancel');
    }

    // Mails: newsletter welcome, password reset, stock alert confirmation.
    const email = `redirect.${Date.now().toString(36)}@example.com`;
    await client.post('/newsletters/subscribe', { email }, { headers: hostile });
    await client.post('/security/forgot-password', { email: a.email }, { headers: hostile });
    const soldOut = await stockedSize(shop.app.db, 0, 5);
    await client.post('/product-alerts', { productId: soldOut.productId, productSizeId: soldOut.productSizeId, email, alertType: 'back_in_stock' }, { headers: hostile });
    const mails = [...(await readOutboxDir(shop.app.mailer.outboxDir!, email)), ...(await readOutboxDir(shop.app.mailer.outboxDir!, a.email))];
    expect(mails.length).toBeGreaterThanOrEqual(2);
    const mailLinks = JSON.stringify(mails).match(/https?:\/\/[^"\s\\<>)]+/g) ?? [];
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) {
      checked++;
      expect(link, 'mail link').not.toContain('evil.example');
      if (!/^https?:\/\/(www\.)?(w3\.org|schemas|fonts\.|facebook|instagram|twitter|x\.com|tiktok|youtube|pinterest|apple|google)/.test(link)) expectSameOrigin(link, 'mail link');
    }
  }, 120_000);
});
