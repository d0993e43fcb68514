/**
 * Outlet-only products on the attacker's side (issue 36): without outlet access they cannot be
 * read through the product API, priced by /basket/detail, alerted on or ordered; forged, tampered
 * and hand-made passes open nothing; a signed pass (header or cookie) and a customer's token do.
 */
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { productPath } from '../../src/domain/routing/listing-slugs';
import type { ProductDetailResponse } from '../../src/domain/catalogue/product';
import type { ParseResult } from '../../src/domain/catalogue/site';
import { TtlCache } from '../cache/ttl-cache';
import { SHUT_OUTLET } from '../core/outlet-gate';
import { STORES } from '../../src/domain/store/stores';
import type { BasketDetailAnswer } from '../basket/basket-answer';
import { basketMessage } from '../basket/basket-texts';
import { priceOrder } from '../orders/orders-pricing';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize } from '../testing/orders-test-kit';
import { OUTLET_TEXTS } from './outlet-texts';

const api = useApi({ payments: new FakePaymentProvider() });
const accounts = accountsClient(api);
const closed = OUTLET_TEXTS['product-outlet-only'];

/** An outlet-only product sold in France with a size in stock (its stock set), and one of the same shop that is not. */
async function outletSize(stock = 5): Promise<{ productId: number; productSizeId: number; slug: string }> {
  const row = await api.db
    .selectFrom('product_sizes as ps')
    .innerJoin('products as p', 'p.id', 'ps.product_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('product_prices as pp', (join) => join.onRef('pp.product_id', '=', 'p.id').on('pp.country_code', '=', 'fr'))
    .innerJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', 'fr'))
    .select(['ps.id', 'ps.product_id', 't.slug'])
    .where('p.is_only_outlet', '=', true)
    .where('p.status', '=', 'published')
    .where('b.restricted', '=', false)
    .orderBy('ps.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await api.db.updateTable('product_sizes').set({ stock }).where('id', '=', row.id).execute();
  return { productId: row.product_id, productSizeId: row.id, slug: row.slug };
}

async function signedPass(email = 'camille@example.com'): Promise<string> {
  const grant = await api.post<{ pass: string }>('/outlet/access', { email });
  expect(grant.status).toBe(200);
  return grant.body.pass;
}

/** Hand-made and tampered passes: an address, a pass with its expiry pushed, with its signature changed, with another address. */
function forgeries(pass: string): string[] {
  const [expires, signature, address] = pass.split('.');
  const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
  return ['camille@example.com', `${Number(expires) + 86_400}.${signature}.${address}`, `${expires}.${flipped}.${address}`,
    `${expires}.${signature}.${Buffer.from('mallory@example.com').toString('base64url')}`, 'x', `${pass}.${pass}`];
}

describe('an outlet-only product without outlet access', () => {
  it('is refused by every product read, in the caller\'s language, as a private answer', async () => {
    const { productId } = await outletSize();
    for (const path of [`/products/${productId}`, `/products/${productId}/information`, `/products/${productId}/associated`]) {
      const answer = await api.get(path);
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toEqual({ code: 403, message: closed.fr });
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
    }
    const languages = { fr: 'fr-FR', es: 'es-ES', it: 'it-IT', nl: 'nl-BE', de: 'de-DE', en: 'en-IE' } as const;
    const stores = { fr: 'laboutiqueofficielle', es: 'boutique_es', it: 'boutique_it', nl: 'boutique_be', de: 'boutique_de', en: 'boutique_com' } as const;
    for (const locale of LOCALE_CODES) {
      const answer = await api.get<{ message: string }>(`/products/${productId}`, { store: stores[locale], lang: languages[locale] });
      if (answer.status === 404) continue; // not sold in that store's country
      expect(answer.body.message, locale).toBe(closed[locale]);
    }
    expect(new Set(Object.values(closed)).size).toBe(6);
    const scores = await api.get<{ productId: number }[]>(`/products/scores?productIds=${productId}`);
    expect(scores.body).toEqual([]);
  });

  it('stays shut to forged, tampered and hand-made passes, in the header and in the cookie', async () => {
    const { productId } = await outletSize();
    for (const forged of forgeries(await signedPass())) {
      expect((await api.get(`/products/${productId}`, { headers: { 'outlet-pass': forged } })).status, forged).toBe(403);
      expect((await api.get(`/products/${productId}`, { headers: { cookie: `outlet=${forged}` } })).status, forged).toBe(403);
    }
    // An invalid bearer token is no session (and no failure of a public read).
    expect((await api.get(`/products/${productId}`, { headers: { authorization: 'Bearer a.b.c' } })).status).toBe(403);
  });

  it('is not priced: /basket/detail drops its line with the unavailable-items message and prices the rest', async () => {
    const outlet = await outletSize();
    const other = await stockedSize(api.db, 5);
    const basket = { basketItems: [{ ...other, quantity: 1 }, { productId: outlet.productId, productSizeId: outlet.productSizeId, quantity: 2 }] };
    for (const headers of [{}, ...forgeries(await signedPass()).map((forged) => ({ 'outlet-pass': forged }))]) {
      const answer = await api.post<BasketDetailAnswer>('/basket/detail', basket, { headers });
      expect(answer.status).toBe(200);
      expect(answer.body.basketItems.map((line) => line.productId)).toEqual([other.productId]);
      expect(answer.body.removedItems).toEqual([{ productId: outlet.productId, productSizeId: outlet.productSizeId, quantity: 2, reason: 'outlet-only' }]);
      expect(answer.body.removedItemsMessage).toBe(basketMessage('itemsRemoved', 'fr'));
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    const german = await api.post<BasketDetailAnswer>('/basket/detail', basket, { store: 'boutique_de', lang: 'de-DE' });
    if (german.body.removedItems.length > 0) expect(german.body.removedItemsMessage).toBe(basketMessage('itemsRemoved', 'de'));
  });

  it('cannot be alerted on (the mail would name it)', async () => {
    const { productId, productSizeId } = await outletSize(0);
    const answer = await api.post('/product-alerts', { email: 'mallory@example.com', productId, productSizeId });
    expect(answer).toMatchObject({ status: 403, body: { code: 403, message: closed.fr } });
  });

  it('is named by no page info: what its path is answers the outlet, the same for everyone', async () => {
    const { slug, productId } = await outletSize();
    const name = (await api.db.selectFrom('product_translations').select('name').where('product_id', '=', productId).where('locale', '=', 'fr').executeTakeFirstOrThrow()).name;
    const parsed = await api.post<ParseResult>('/parse', { path: productPath(slug) });
    expect(parsed.body.pageInfo).toMatchObject({ type: 'product', id: productId, outletOnly: true, alternates: {} });
    expect(JSON.stringify(parsed.body.pageInfo)).not.toContain(name);
    const info = await api.post('/page-info', { pageInfo: { type: 'product', id: productId }, path: productPath(slug) });
    expect(JSON.stringify(info.body)).not.toContain(name);
  });

  it('refuses an order with one when the caller has no outlet access (priced by the shop alone)', async () => {
    const outlet = await outletSize();
    const priced = await priceOrder({ db: api.db, cache: new TtlCache(0), now: () => new Date() }, { store: STORES.laboutiqueofficielle, locale: 'fr', device: 0, noCache: true }, {
      items: [{ productId: outlet.productId, productSizeId: outlet.productSizeId, quantity: 1 }],
      promotionCode: null, device: 0, countryIsoCode: 'FR', carrierId: 1, customerId: null, outlet: SHUT_OUTLET,
    });
    expect(priced).toMatchObject({ ok: false, kind: 'not-allowed' });
  });
});

describe('an outlet-only product with outlet access', () => {
  it('answers a signed pass, in the header or in the cookie, as a private answer', async () => {
    const { productId } = await outletSize();
    const pass = await signedPass();
    for (const headers of [{ 'outlet-pass': pass }, { cookie: `theme=x; outlet=${pass}` }] as Record<string, string>[]) {
      const answer = await api.get<ProductDetailResponse>(`/products/${productId}`, { headers });
      expect(answer.status).toBe(200);
      expect(answer.body.product).toMatchObject({ id: productId, isOnlyOutlet: true });
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect((await api.get(`/products/${productId}/information`, { headers })).status).toBe(200);
      expect((await api.post<BasketDetailAnswer>('/basket/detail', { basketItems: [{ productId, productSizeId: (await outletSize()).productSizeId }] }, { headers })).body.removedItems).toEqual([]);
    }
  });

  it("answers a signed-in customer, prices the customer's basket and takes the order", async () => {
    const outlet = await outletSize();
    const camille = await accounts.signIn('camille@example.com');
    const bearer = { authorization: `Bearer ${camille.token}` };
    expect((await api.get(`/products/${outlet.productId}`, { headers: bearer })).status).toBe(200);
    const detail = await api.post<BasketDetailAnswer>('/basket/detail', { basketItems: [{ ...outlet, quantity: 1 }] }, { headers: bearer });
    expect(detail.body.basketItems.map((line) => line.productId)).toEqual([outlet.productId]);
    expect(detail.body.removedItemsMessage).toBeNull();
    const placed = await accounts.post('/secure/checkout/orders', placingBody(outlet, await firstAddressId(api.db, 'camille@example.com')), {
      token: camille.token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(placed.status).toBe(201);
  });

  it('leaves products outside the outlet as they were: shared answers, nothing asked', async () => {
    const other = await stockedSize(api.db, 5);
    const answer = await api.get(`/products/${other.productId}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const basket = await api.post<BasketDetailAnswer>('/basket/detail', { basketItems: [{ ...other, quantity: 1 }] });
    expect(basket.headers['cache-control']).toBe('no-cache');
  });
});
