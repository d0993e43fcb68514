/**
 * `/api/v5/admin/promotions` as the demo merchandiser, and what shoppers' baskets say after each
 * change: an automatic "3 for 2 on T-shirts" (French and German), a "-10 € from 100 € for
 * newsletter subscribers" code (anonymous, signed in), inputs refused in plain words, disabling.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';

const api = useApi();
const client = accountsClient(api);
let merch = '';
const as = () => ({ token: merch });

type Basket = {
  price: number;
  basketItems: { productSizeId: number; discountAmountWithDuty: number; price: number }[];
  appliedPromotions: { code: string | null; name: string; discount: number; freeShipping: boolean }[];
  declinedPromotions: { code: string | null; name: string; message: string }[];
  basketPromotion: { valid: boolean; promotionValidity: { message: string } } | null;
};

/** T-shirts (category 100) sold in France and Germany, in stock: [productId, productSizeId, fr price]. */
async function tshirts(count: number) {
  const rows = await api.db
    .selectFrom('products as p')
    .innerJoin('product_sizes as ps', 'ps.product_id', 'p.id')
    .innerJoin('product_prices as fr', (join) => join.onRef('fr.product_id', '=', 'p.id').on('fr.country_code', '=', 'fr'))
    .innerJoin('product_prices as de', (join) => join.onRef('de.product_id', '=', 'p.id').on('de.country_code', '=', 'de'))
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id as productId', 'ps.id as productSizeId', 'fr.price'])
    .where('p.category_id', '=', 100)
    .where('b.restricted', '=', false)
    .where('p.is_only_outlet', '=', false)
    .where('ps.stock', '>', 5)
    .orderBy('ps.id')
    .execute();
  const byProduct = new Map(rows.map((row) => [row.productId, row]));
  return [...byProduct.values()].slice(0, count);
}

const basket = (items: { productId: number; productSizeId: number }[], options: { store?: string; code?: string; token?: string } = {}) =>
  client.post<Basket>('/basket/detail', { basketItems: items.map((item) => ({ ...item, quantity: 1 })), ...(options.code ? { basketPromotion: { code: options.code } } : {}) }, { store: options.store, token: options.token });

beforeAll(async () => {
  merch = (await client.signIn('merch@example.com')).token;
});

describe('/admin/promotions guards', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await client.get('/admin/promotions')).status).toBe(401);
    const camille = await client.signIn('camille@example.com');
    expect(await client.get('/admin/promotions', { token: camille.token })).toMatchObject({ status: 403, body: { message: 'Réservé aux responsables du catalogue.' } });
  });
});

describe('POST /admin/promotions refuses in plain words', () => {
  it.each([
    [{ code: 'BAD1', name: 'x', effect: { kind: 'percent', percent: 150 } }, 'The percent must be a percent above 0 and at most 100'],
    [{ code: 'BAD2', name: 'x', effect: { kind: 'amount', amount: 9.999 } }, 'The amount must be an amount in euros with at most 2 decimals'],
    [{ code: 'BAD3', name: 'x', validFrom: 'tomorrow', effect: { kind: 'free-shipping' } }, 'validFrom must be an ISO date'],
    [{ code: 'BAD4', name: 'x', effect: { kind: 'tiered', tiers: [{ from: 200, percent: 15 }, { from: 100, percent: 10 }] } }, 'Tiers must be in ascending order'],
    [{ code: 'BAD5', name: 'x', effect: { kind: 'buy-x-get-y', buy: 2, pay: 3 } }, 'Pay (3) must be less than buy (2)'],
    [{ name: 'x', effect: { kind: 'free-shipping' } }, 'A promotion needs a code'],
    [{ code: 'BAD6', name: 'x', include: { categories: ['no-such'] }, effect: { kind: 'free-shipping' } }, 'Included: unknown category no-such.'],
  ])('%j', async (body, message) => {
    const answer = await client.post<{ code: number; message: string }>('/admin/promotions', body, as());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('refuses a code that exists (409)', async () => {
    expect((await client.post('/admin/promotions', { code: 'BIENVENUE10', name: 'x', effect: { kind: 'free-shipping' } }, as())).status).toBe(409);
  });
});

describe('an automatic 3 for 2 on T-shirts', () => {
  it('is created, listed, and applied to a basket of three T-shirts in French and German', async () => {
    const created = await client.post<{ code: string; automatic: boolean; effect: unknown; createdBy: string }>('/admin/promotions', {
      automatic: true, names: { fr: '3 pour 2 sur les T-shirts', de: '3 für 2 auf T-Shirts' }, name: '3 for 2 on T-shirts', include: { categories: ['100'] }, effect: { kind: 'buy-x-get-y', buy: 3, pay: 2 },
    }, as());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'AUTO-3-FOR-2-ON-T-SHIRTS', automatic: true, effect: { kind: 'buy-x-get-y', buy: 3, pay: 2 }, createdBy: 'merch@example.com' });
    const list = await client.get<{ promotions: { code: string }[] }>('/admin/promotions', as());
    expect(list.body.promotions.map((promotion) => promotion.code)).toContain('AUTO-3-FOR-2-ON-T-SHIRTS');

    const three = await tshirts(3);
    const cheapest = Math.min(...three.map((line) => line.price));
    const french = await basket(three);
    expect(french.status).toBe(200);
    expect(french.body.appliedPromotions).toEqual([{ code: null, name: '3 pour 2 sur les T-shirts', discount: cheapest / 100, freeShipping: false }]);
    expect(french.body.basketItems.reduce((sum, line) => sum + line.discountAmountWithDuty, 0)).toBeCloseTo(cheapest / 100, 2);
    const german = await basket(three, { store: 'boutique_de' });
    expect(german.body.appliedPromotions[0].name).toBe('3 für 2 auf T-Shirts');

    const two = await basket(three.slice(0, 2));
    expect(two.body.appliedPromotions).toEqual([]);
    expect(two.body.declinedPromotions).toEqual([{ code: null, name: '3 pour 2 sur les T-shirts', message: 'Ajoutez encore 1 article pour profiter de « 3 pour 2 sur les T-shirts »' }]);
    expect((await basket(three.slice(0, 2), { store: 'boutique_de' })).body.declinedPromotions[0].message).toBe('Legen Sie noch 1 Artikel dazu für „3 für 2 auf T-Shirts“');
  });

  it('is disabled, and no basket gets it any more', async () => {
    const disabled = await client.post<{ disabled: boolean; updatedBy: string }>('/admin/promotions/AUTO-3-FOR-2-ON-T-SHIRTS/disable', {}, as());
    expect(disabled.body).toMatchObject({ disabled: true, updatedBy: 'merch@example.com' });
    const answer = await basket(await tshirts(3));
    expect(answer.body.appliedPromotions).toEqual([]);
    expect(answer.body.declinedPromotions).toEqual([]);
  });
});

describe('a "-10 € from 100 €" code for newsletter subscribers', () => {
  it('tells an anonymous shopper to sign in, and a subscriber gets it from 100 €', async () => {
    const created = await client.post('/admin/promotions', {
      code: 'NEWS10', name: '-10 € dès 100 € pour les abonnés', minimum: 100, segment: 'newsletter', effect: { kind: 'amount', amount: 10 },
    }, as());
    expect(created.status).toBe(201);
    const items = await tshirts(6);
    const anonymous = await basket(items, { code: 'NEWS10' });
    expect(anonymous.body.basketPromotion).toMatchObject({ valid: false, promotionValidity: { message: 'Réservé aux abonnés à la newsletter : connectez-vous pour en profiter' } });
    expect(anonymous.body.declinedPromotions[0]).toMatchObject({ code: 'NEWS10', name: '-10 € dès 100 € pour les abonnés' });

    const camille = await client.signIn('camille@example.com');
    const notYet = await basket(items, { code: 'NEWS10', token: camille.token });
    const customer = await api.db.selectFrom('customers').select(['id', 'email', 'store_id']).where('email', '=', 'camille@example.com').executeTakeFirstOrThrow();
    await api.db.deleteFrom('newsletter_subscriptions').where('email', '=', customer.email).execute();
    if (!notYet.body.basketPromotion?.valid) expect(notYet.body.basketPromotion?.promotionValidity.message).toBe('Réservé aux abonnés à la newsletter');
    await api.db.insertInto('newsletter_subscriptions').values({ email: customer.email, store_id: customer.store_id, status: 'subscribed', customer_id: customer.id, locale: 'fr' }).execute();
    const signedIn = await basket(items, { code: 'NEWS10', token: camille.token });
    expect(signedIn.body.basketItems.reduce((sum, line) => sum + line.price, 0)).toBeGreaterThanOrEqual(100);
    expect(signedIn.body.basketPromotion?.valid).toBe(true);
    expect(signedIn.body.appliedPromotions).toContainEqual({ code: 'NEWS10', name: '-10 € dès 100 € pour les abonnés', discount: 10, freeShipping: false });
    const small = await basket(items.slice(0, 1), { code: 'NEWS10', token: camille.token });
    expect(small.body.basketPromotion?.valid).toBe(false);
  });

  it('keeps the first codes answering as they did', async () => {
    const answer = await basket(await tshirts(1), { code: 'BIENVENUE10' });
    expect(answer.body.basketPromotion).toMatchObject({ valid: true, promotionValidity: { message: 'Code promo appliqué' } });
    expect(answer.body.appliedPromotions).toMatchObject([{ code: 'BIENVENUE10', name: 'Bienvenue : -10 % sur tout le site' }]);
  });
});
