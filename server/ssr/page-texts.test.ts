import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/ui/entry-server';
import { SHELL_TEXT_PREFIXES } from '../../src/ui/i18n/page-texts';
import { createInjectFetch } from './inject-fetch';
import { startTestServer, type TestServer } from '../testing/test-server';

interface State {
  translations: Record<string, string>;
  page: { listing: { hits: { pictures: unknown[]; prices: Record<string, unknown> }[] } | null } | null;
}

const stateOf = (html: string): State => JSON.parse(/<script type="application\/json" id="boutique-state">(.*?)<\/script>/s.exec(html)![1]) as State;
const markupOf = (html: string): string => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/**
 * Issue 40: a page's HTML carries the texts its render read and the shell's, not the catalogue; the
 * browser's first render, from those texts alone, is the server's markup (hydration matches).
 */
describe('the texts a page carries', () => {
  let shop: TestServer;
  let catalogue: Record<string, string>;

  beforeAll(async () => {
    shop = await startTestServer();
    catalogue = (await shop.app.inject({ url: '/api/v5/translations', headers: { store: 'laboutiqueofficielle', 'accept-language': 'fr-FR' } })).json();
  });

  afterAll(async () => {
    await shop?.close();
  });

  /** A render through the shop's own API, its translations answered by `translations` when given. */
  const renderWith = (url: string, translations?: Record<string, string>, cookie?: string) => {
    const api = createInjectFetch(shop.app);
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (translations && new URL(request.url).pathname === '/api/v5/translations') return Response.json(translations);
      return api(request);
    }) as typeof globalThis.fetch;
    return render({ url, headers: { 'user-agent': 'test', 'accept-language': 'fr-FR', ...(cookie ? { cookie } : {}) }, fetch, apiBase: 'http://shop.test' });
  };

  it('gives a listing the texts it shows, not the checkout’s nor the account’s', async () => {
    const { status, html } = await renderWith('/homme');
    expect(status).toBe(200);
    const texts = stateOf(html).translations;
    expect(texts['listing.sortBy']).toBe(catalogue['listing.sortBy']);
    expect(html).toContain(`>${catalogue['listing.sortBy']}<`);
    // A counted text travels with all its forms: the browser may count again.
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['listing.count_one', 'listing.count_other', 'header.basket.count_one', 'header.basket.count_other']));
    for (const key of ['payment.card.number', 'checkout.title', 'account.title', 'returns.title', 'shipping.title'].filter((key) => key in catalogue)) expect(texts, key).not.toHaveProperty(key);
    expect(Object.keys(texts).some((key) => /^(payment|shipping|returns|orders|account|giftcards|vouchers)\./.test(key))).toBe(false);
    expect(JSON.stringify(texts).length).toBeLessThan(JSON.stringify(catalogue).length / 4);
    // Every text it carries is one the shell may show or one the page reads.
    for (const key of Object.keys(texts)) expect(key in catalogue, key).toBe(true);
  });

  it('keeps of each hit the picture and the price a card shows', async () => {
    const { listing } = stateOf((await renderWith('/homme')).html).page!;
    expect(listing!.hits.length).toBeGreaterThan(0);
    for (const hit of listing!.hits) {
      expect(hit.pictures.length).toBeLessThanOrEqual(1);
      expect(Object.keys(hit.prices)).toHaveLength(1);
    }
  });

  it.each(['/homme', '/', '/es/hombre', '/login', '/checkout/basket', '/marques', '/search/sweat'])('renders %s from the texts its state carries as it did from the whole catalogue', async (url) => {
    const whole = await renderWith(url);
    const texts = stateOf(whole.html).translations;
    const fromState = await renderWith(url, texts);
    expect(markupOf(fromState.html)).toBe(markupOf(whole.html));
    expect(stateOf(fromState.html).translations).toEqual(texts);
  });

  it('names the whole catalogue, whose answer under that name the browser may keep for good', async () => {
    const { html } = await renderWith('/homme');
    const version = (JSON.parse(/<script type="application\/json" id="boutique-state">(.*?)<\/script>/s.exec(html)![1]) as { textsVersion: string }).textsVersion;
    const ask = (query: string) => shop.app.inject({ url: `/api/v5/translations${query}`, headers: { store: 'laboutiqueofficielle', 'accept-language': 'fr-FR' } });
    const named = await ask(`?v=${version}`);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual(catalogue);
    expect(named.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A name the texts no longer have (they changed since the page was kept): today's, not kept.
    expect((await ask('?v=0')).headers['cache-control']).toBe('no-cache');
    expect((await ask('')).headers['cache-control']).toBe('no-cache');
    expect((await ask('?v=%3Cb%3E')).statusCode).toBe(400);
  });

  it('gives a private page every text, marked complete: its browser asks for none later', async () => {
    const { html } = await renderWith('/account', undefined, 'auth._token.customLocal=Bearer%20test-token');
    const state = stateOf(html) as State & { textsComplete?: boolean };
    expect(state.translations).toEqual(catalogue);
    expect(state.textsComplete).toBe(true);
    expect((stateOf((await renderWith('/homme')).html) as State & { textsComplete?: boolean }).textsComplete).toBeUndefined();
  });

  it('never carries a text outside the page’s reading and the shell', async () => {
    const { html } = await renderWith('/checkout/basket');
    const texts = stateOf(html).translations;
    expect(Object.keys(texts).some((key) => key.startsWith('listing.facet.'))).toBe(false);
    expect(Object.keys(texts).filter((key) => SHELL_TEXT_PREFIXES.some((prefix) => key.startsWith(prefix))).length).toBeGreaterThan(0);
  });
});
