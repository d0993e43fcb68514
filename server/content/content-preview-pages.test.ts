/**
 * The merchant's content on the real storefront pages: a draft shows only through a preview link
 * (rendered for its holder, never kept in the shared page cache nor taken from it), a published
 * change shows on the next page view, and a page cached just before a scheduled change's time does
 * not outlive it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { injectStaffSignIn } from '../testing/staff-second-factor';

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const FAQ = '/t/faq';
const ENTRY = '/api/v5/admin/content/entries/page/laboutiqueofficielle/faq';

describe('content on the storefront pages', () => {
  let shop: TestServer;
  let token = '';

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
    const answer = await shop.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body ? { payload: JSON.stringify(body) } : {}) });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json();
  };
  const signIn = async () => {
    token = await injectStaffSignIn(shop.app, null, 'merch@example.com', 'Boutique2026', () => clock.now);
  };
  const page = (url = FAQ) => shop.app.inject({ url });

  beforeAll(async () => {
    shop = await startTestServer({ now: () => clock.now });
    await signIn();
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('shows a draft in a preview only, never from or into the shared page cache', async () => {
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect((await page()).headers['x-page-cache']).toBe('fresh');
    await call('PUT', ENTRY, { body: { title: 'Questions fréquentes', slug: 'faq', markdown: '## Livraison\n\nLivrée en **48 h** <img src=x onerror=alert(1)>' } });
    const shared = await page();
    expect(shared.headers['x-page-cache']).toBe('fresh');
    expect(shared.body).not.toContain('Livrée en');

    const { url } = await call('POST', '/api/v5/admin/content/preview', { store: 'laboutiqueofficielle', path: FAQ, hours: 1 });
    const link = new URL(url);
    const preview = await page(`${link.pathname}${link.search}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-page-cache']).toBe('bypass');
    expect(preview.body).toContain('Livrée en <strong>48 h</strong>');
    expect(preview.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(preview.body).not.toMatch(/<img src=x/);
    const after = await page();
    expect(after.headers['x-page-cache']).toBe('fresh');
    expect(after.body).toBe(first.body);
    // A forged or expired link is the shoppers' page.
    expect((await page(`${FAQ}?preview=laboutiqueofficielle.9999999999.${'A'.repeat(43)}`)).body).not.toContain('Livrée en');
  });

  it('previews a new page nobody else can open yet', async () => {
    await call('PUT', '/api/v5/admin/content/entries/page/laboutiqueofficielle/black-friday', { body: { title: 'Black Friday', slug: 'black-friday', markdown: 'Tout à **-30 %**.' } });
    expect((await page('/t/black-friday')).statusCode).toBe(404);
    const { url } = await call('POST', '/api/v5/admin/content/preview', { store: 'laboutiqueofficielle', path: '/t/black-friday' });
    const link = new URL(url);
    const preview = await page(`${link.pathname}${link.search}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Tout à <strong>-30 %</strong>');
    expect((await page('/t/black-friday')).statusCode).toBe(404);
  });

  it('shows a published change on the next page view', async () => {
    await call('POST', `${ENTRY}/publish`, {});
    const next = await page();
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(next.body).toContain('Livrée en <strong>48 h</strong>');
  });

  it('forgets a page cached just before midnight when a scheduled change goes live', async () => {
    clock.now = new Date('2026-11-26T22:59:59Z'); // 23:59:59 in Paris
    await signIn();
    await call('PUT', ENTRY, { body: { title: 'Questions fréquentes', slug: 'faq', markdown: 'Black Friday : livraison offerte.' }, status: 'published', publishAt: '2026-11-27T00:00' });
    expect((await page()).body).not.toContain('Black Friday');
    expect((await page()).headers['x-page-cache']).toBe('fresh');
    clock.now = new Date('2026-11-26T23:00:00.200Z');
    const started = Date.now();
    let shown = false;
    while (!shown && Date.now() - started < 3000) {
      shown = (await page()).body.includes('Black Friday');
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(shown).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
