/**
 * Orders and their promotions (issue 34): 20 checkouts racing for the last 5 uses of a code get
 * exactly 5 orders carrying it; the others are refused with the price-changed conflict naming the
 * new total, and placed at that total; a retry of the same key counts once; a cancelled order
 * gives its use back. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../src/domain/orders/order';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize } from '../testing/orders-test-kit';

const payments = new FakePaymentProvider();
const api = useApi({ payments });
const client = accountsClient(api);
const EMAIL = 'camille@example.com';
const NAMES = JSON.stringify({ fr: 'Les 5 dernières', es: 'Últimas', it: 'Ultime', nl: 'Laatste', de: 'Letzte', en: 'Last five' });

type Answer = PlacedOrder & { code?: number; message?: string; reason?: string };
const place = (token: string, body: unknown, key = newKey()) =>
  client.post<Answer>('/secure/checkout/orders', body, { token, headers: { 'idempotency-key': key } });

async function limitedCode(code: string, limit: number, uses: number) {
  await api.db
    .insertInto('promotions')
    .values({ code, names: NAMES, active: true, conditions: '{}', effect: JSON.stringify({ kind: 'percent', percent: 10, target: 'basket' }), usage_limit: limit, uses })
    .execute();
}

// Written before any request reads (and caches) the promotions.
beforeAll(async () => {
  const gift = await stockedSize(api.db, 7, 40);
  giftSizeId = gift.productSizeId;
  await api.db
    .insertInto('promotions')
    .values({ code: 'GIFT', names: NAMES, active: true, automatic: false, conditions: '{}', effect: JSON.stringify({ kind: 'gift', productId: gift.productId, productSizeId: gift.productSizeId }) })
    .execute();
  await limitedCode('LAST5', 10, 5);
  await limitedCode('RETRY', 100, 0);
  await limitedCode('GIVEBACK', 1, 0);
});

let giftSizeId = 0;

const usesOf = async (code: string) => (await api.db.selectFrom('promotions').select('uses').where('code', '=', code).executeTakeFirstOrThrow()).uses;
const carrying = async (code: string) => (await api.db.selectFrom('order_promotions').select('order_id').where('promotion_code', '=', code).where('released_at', 'is', null).execute()).length;

describe('orders and promotion usage limits', () => {
  it('gives the last 5 uses to exactly 5 of 20 racing checkouts; the others see the new total and are placed at it', async () => {
    const camille = await client.signIn(EMAIL);
    const size = await stockedSize(api.db, 100, 30);
    const address = await firstAddressId(api.db, EMAIL);
    const detail = await api.post<{ priceWithDefaultCarrier: number; defaultCarrier: { id: number }; basketPromotion: { valid: boolean } }>(
      '/basket/detail?no_cache=1', { basketItems: [{ ...size, quantity: 1 }], basketPromotion: { code: 'LAST5' } },
    );
    expect(detail.body.basketPromotion.valid).toBe(true);
    const body = placingBody(size, address, { carrierId: detail.body.defaultCarrier.id, basketPromotion: { code: 'LAST5' }, expectedTotal: detail.body.priceWithDefaultCarrier });
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(camille.token, body)));
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(placed).toHaveLength(5);
    for (const answer of placed) expect(answer.body.order.promotionCode).toBe('LAST5');
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.reason).toBe('price-changed');
    }
    expect(await usesOf('LAST5')).toBe(10);
    expect(await carrying('LAST5')).toBe(5);
    // No order is lost: each refused shopper confirms the new total and is placed.
    const newTotal = Math.round((detail.body.priceWithDefaultCarrier + size.price * 0.1 / 100) * 100) / 100;
    expect(refused[0].body.message).toContain(newTotal.toFixed(2).replace('.', ','));
    const again = await Promise.all(refused.map(() => place(camille.token, { ...body, basketPromotion: null, expectedTotal: newTotal })));
    for (const answer of again) expect(answer.status).toBe(201);
    expect(await usesOf('LAST5')).toBe(10);
  }, 120_000);

  it('counts a retried order once', async () => {
    const camille = await client.signIn(EMAIL);
    const size = await stockedSize(api.db, 20, 31);
    const body = placingBody(size, await firstAddressId(api.db, EMAIL), { basketPromotion: { code: 'RETRY' } });
    const key = newKey();
    const [first, second] = await Promise.all([place(camille.token, body, key), place(camille.token, body, key)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const third = await place(camille.token, body, key);
    expect(third.status).toBe(200);
    expect(await usesOf('RETRY')).toBe(1);
    const rows = await api.db.selectFrom('order_promotions').selectAll().where('promotion_code', '=', 'RETRY').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ order_id: first.body.order.id, automatic: false, name: 'Les 5 dernières', discount_cents: Math.round(size.price / 10) });
  });

  it('gives the use back when the order is cancelled (a declined payment)', async () => {
    const camille = await client.signIn(EMAIL);
    const size = await stockedSize(api.db, 20, 32);
    const placed = await place(camille.token, placingBody(size, await firstAddressId(api.db, EMAIL), { basketPromotion: { code: 'GIVEBACK' }, payment: { method: 'paypal' } }));
    expect(placed.status).toBe(201);
    expect(await usesOf('GIVEBACK')).toBe(1);
    await payments.settle(payments.byOrder(placed.body.order.id)!.id, 'declined', { code: '4000001', notify: true });
    expect(await usesOf('GIVEBACK')).toBe(0);
    expect(await carrying('GIVEBACK')).toBe(0);
  });

  it('adds a gift promotion’s size to the order at 0, and takes its stock', async () => {
    const camille = await client.signIn(EMAIL);
    const size = await stockedSize(api.db, 20, 33);
    const detail = await api.post<{ appliedPromotions: { gift?: { productSizeId: number } }[] }>('/basket/detail', { basketItems: [{ ...size, quantity: 1 }], basketPromotion: { code: 'GIFT' } });
    expect(detail.body.appliedPromotions).toContainEqual(expect.objectContaining({ code: 'GIFT', discount: 0, gift: expect.objectContaining({ productSizeId: giftSizeId }) }));
    const placed = await place(camille.token, placingBody(size, await firstAddressId(api.db, EMAIL), { basketPromotion: { code: 'GIFT' } }));
    expect(placed.status).toBe(201);
    const lines = await api.db.selectFrom('order_lines').select(['product_size_id', 'quantity', 'total_cents']).where('order_id', '=', placed.body.order.id).orderBy('id').execute();
    expect(lines).toEqual([{ product_size_id: size.productSizeId, quantity: 1, total_cents: size.price }, { product_size_id: giftSizeId, quantity: 1, total_cents: 0 }]);
    expect((await api.db.selectFrom('product_sizes').select('stock').where('id', '=', giftSizeId).executeTakeFirstOrThrow()).stock).toBe(6);
  });
});
