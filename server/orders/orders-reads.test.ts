import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Order, OrderSummary, PlacedOrder } from '../../src/domain/orders/order';
import type { Carrier } from '../../src/domain/catalogue/carrier';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { TtlCache } from '../cache/ttl-cache';
import { ordersDepsOf } from './orders-deps';
import { sweepExpiredPayments } from './orders-sweep';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize, stockOf } from '../testing/orders-test-kit';

const payments = new FakePaymentProvider();
const api = useApi({ payments });
const client = accountsClient(api);

async function placed(email: string, overrides: Record<string, unknown> = {}, stock = 5, skip = 20) {
  const session = await client.signIn(email);
  const size = await stockedSize(api.db, stock, skip);
  const answer = await client.post<PlacedOrder>('/secure/checkout/orders', { ...placingBody(size, await firstAddressId(api.db, email)), ...overrides }, { token: session.token, headers: { 'idempotency-key': newKey() } });
  if (answer.status !== 201) throw new Error(`placing failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { session, size, order: answer.body.order };
}

describe('the customer’s orders', () => {
  it('lists them in progress / finished, shows one, and hides another customer’s (404)', async () => {
    const { session, order } = await placed('camille@example.com');
    const history = await client.get<{ inProgress: OrderSummary[]; finished: OrderSummary[] }>('/secure/me/orders', { token: session.token });
    expect(history.body.inProgress[0]).toMatchObject({ id: order.id, reference: String(order.id), status: 'awaiting_payment', itemCount: 1 });
    const shown = await client.get<Order>(`/secure/orders/${order.id}`, { token: session.token, lang: 'de' });
    expect(shown.body).toMatchObject({ id: order.id, statusLabel: 'Zahlung ausstehend' });
    const lucia = await client.signIn('lucia@example.com');
    expect((await client.get(`/secure/orders/${order.id}`, { token: lucia.token })).status).toBe(404);
    expect((await client.get(`/secure/orders/${order.id}/purchase-order`, { token: lucia.token })).status).toBe(404);
    expect((await client.post(`/secure/orders/${order.id}/payment-return`, {}, { token: lucia.token })).status).toBe(404);
    expect((await client.get(`/secure/orders/${order.id}`)).status).toBe(401);
    expect((await client.get('/secure/orders/abc', { token: session.token })).status).toBe(400);
    expect((await client.get('/secure/orders/99999999999', { token: session.token })).status).toBe(400);
  });

  it('gives the purchase order at once and the bill only once paid', async () => {
    const { session, order } = await placed('camille@example.com', {}, 5, 21);
    const purchase = await client.get(`/secure/orders/${order.id}/purchase-order`, { token: session.token });
    expect(purchase.status).toBe(200);
    expect(purchase.headers['content-type']).toBe('application/pdf');
    expect(purchase.headers['content-disposition']).toBe(`attachment; filename="bon-de-commande-${order.id}.pdf"`);
    expect(purchase.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Named in the language it is written in, as the download link saves it (issue 35).
    const german = await client.get(`/secure/orders/${order.id}/purchase-order`, { token: session.token, lang: 'de' });
    expect(german.headers['content-disposition']).toBe(`attachment; filename="bestellschein-${order.id}.pdf"`);
    expect((await client.get(`/secure/orders/${order.id}/bill`, { token: session.token })).status).toBe(409);
    const support = await client.signIn('support@example.com');
    expect((await client.post(`/admin/orders/${order.id}/mark-paid`, {}, { token: support.token })).status).toBe(200);
    const bill = await client.get(`/secure/orders/${order.id}/bill`, { token: session.token });
    expect(bill.status).toBe(200);
    expect(bill.headers['content-disposition']).toBe(`attachment; filename="facture-${order.id}.pdf"`);
    const english = await client.get(`/secure/orders/${order.id}/bill`, { token: session.token, lang: 'en' });
    expect(english.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.id}.pdf"`);
    expect(execFileSync('pdftotext', ['-layout', '-', '-'], { input: english.raw.rawPayload }).toString()).toContain('INVOICE');
    // The seller block is the store's, as the database holds it.
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bill.raw.rawPayload }).toString();
    for (const expected of ['Boutique SAS', 'FR40123456789', 'service@laboutiqueofficielle.example']) expect(text).toContain(expected);
  });
});

describe('/admin/orders (support)', () => {
  it('is refused without a token (401) and without the support role (403)', async () => {
    const camille = await client.signIn('camille@example.com');
    expect((await client.get('/admin/orders')).status).toBe(401);
    expect((await client.get('/admin/orders', { token: camille.token })).status).toBe(403);
    expect((await client.post('/admin/orders/100001/cancel', {}, { token: camille.token })).status).toBe(403);
  });

  it('marks a transfer paid, ships with a tracking link (mail), delivers; each change dated with its agent', async () => {
    const { order } = await placed('camille@example.com', {}, 5, 22);
    const support = await client.signIn('support@example.com');
    const list = await client.get<{ orders: { id: number; customerEmail: string }[]; pages: number }>('/admin/orders?status=awaiting_payment&customer=CAMILLE@example.com', { token: support.token });
    expect(list.body.orders.map((row) => row.id)).toContain(order.id);
    expect(list.body.orders.every((row) => row.customerEmail === 'camille@example.com')).toBe(true);
    expect((await client.post(`/admin/orders/${order.id}/ship`, { trackingNumber: 'AB123456' }, { token: support.token })).status).toBe(409);
    expect((await client.post(`/admin/orders/${order.id}/mark-paid`, {}, { token: support.token })).body).toMatchObject({ status: 'paid' });
    expect((await client.post(`/admin/orders/${order.id}/ship`, { trackingNumber: 'bad number!' }, { token: support.token })).status).toBe(400);
    const shipped = await client.post<Order>(`/admin/orders/${order.id}/ship`, { trackingNumber: 'ab123456' }, { token: support.token });
    expect(shipped.body.tracking).toEqual({ number: 'AB123456', url: expect.stringContaining('AB123456') });
    expect((await client.post(`/admin/orders/${order.id}/cancel`, {}, { token: support.token })).status).toBe(409);
    const delivered = await client.post<Order>(`/admin/orders/${order.id}/deliver`, {}, { token: support.token });
    expect(delivered.body.events.map((event) => event.status)).toEqual(['awaiting_payment', 'paid', 'shipped', 'delivered']);
    const actors = await api.db.selectFrom('order_events').select('actor').where('order_id', '=', order.id).orderBy('id').execute();
    expect(actors.map((row) => row.actor)).toEqual(['customer', `support:${support.customer.id}`, `support:${support.customer.id}`, `support:${support.customer.id}`]);
    const shown = await client.get<{ customer: { email: string } }>(`/admin/orders/${order.id}`, { token: support.token });
    expect(shown.body.customer.email).toBe('camille@example.com');
    const mails = await readOutboxDir(api.app.mailer.outboxDir!, 'camille@example.com');
    const shipping = mails.find((mail) => mail.kind === 'order-shipped' && mail.meta.orderId === order.id);
    expect(shipping?.text).toContain(String(shipped.body.tracking!.url));
  });

  it('cancels an order not shipped: stock and balance back', async () => {
    const { order, size } = await placed('camille@example.com', { payment: { method: 'balance' } }, 5, 23);
    const balance = async () => (await client.get<{ balance: number }>('/secure/account/vouchers', { token: (await client.signIn('camille@example.com')).token })).body.balance;
    const before = await balance();
    expect(await stockOf(api.db, size.productSizeId)).toBe(4);
    const support = await client.signIn('support@example.com');
    const cancelled = await client.post<Order>(`/admin/orders/${order.id}/cancel`, { reason: 'customer asked' }, { token: support.token });
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(api.db, size.productSizeId)).toBe(5);
    expect(await balance()).toBeCloseTo(before + order.amounts.balance, 2);
    expect((await client.post(`/admin/orders/${order.id}/cancel`, {}, { token: support.token })).status).toBe(409);
    expect((await client.post('/admin/orders/99999999/deliver', {}, { token: support.token })).status).toBe(404);
  });
});

describe('the payment sweep', () => {
  it('cancels a card order left unpaid past the timeout, and honours one the provider authorised', async () => {
    const stale = await placed('camille@example.com', { payment: { method: 'card' } }, 5, 24);
    const paidLate = await placed('camille@example.com', { payment: { method: 'card' } }, 5, 25);
    await payments.settle(payments.byOrder(paidLate.order.id)!.id, 'authorised');
    const later = new Date(Date.now() + 31 * 60_000);
    const deps = ordersDepsOf({ db: api.db, cache: new TtlCache(0), urls: { publicUrl: undefined, storeBaseUrls: {} }, now: () => later, payments });
    expect(await sweepExpiredPayments(deps)).toBeGreaterThanOrEqual(1);
    const status = async (id: number) => (await api.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await status(stale.order.id)).toBe('cancelled');
    expect(await status(paidLate.order.id)).toBe('paid');
    expect(await stockOf(api.db, stale.size.productSizeId)).toBe(5);
  });
});

describe('GET /checkout/carriers', () => {
  it('quotes every carrier of the destination by rank, free at the threshold', async () => {
    const answer = await client.get<Carrier[]>('/checkout/carriers?country=FR&amount=20');
    expect(answer.body.map((carrier) => carrier.code)).toEqual(['colipost_home', 'relais_pickup', 'chrono_express']);
    expect(answer.body[0].price).toMatchObject({ priceWithDuty: 490, freeShipping: false, freeShippingAmount: 9900 });
    const free = await client.get<Carrier[]>('/checkout/carriers?country=fr&amount=99');
    expect(free.body[0].price).toMatchObject({ priceWithDuty: 0, freeShipping: true });
    expect((await client.get<Carrier[]>('/checkout/carriers?country=PT&amount=10')).body.map((carrier) => carrier.type)).not.toContain('express');
  });

  it('refuses a country it does not deliver, and hostile input', async () => {
    expect(await client.get('/checkout/carriers?country=US&amount=10')).toMatchObject({ status: 400, body: { message: "Ce pays n'est pas disponible à la livraison." } });
    expect((await client.get('/checkout/carriers?country=FRA&amount=10')).status).toBe(400);
    expect((await client.get('/checkout/carriers?country=FR&amount=-1')).status).toBe(400);
    expect((await client.get('/checkout/carriers?country=FR')).status).toBe(400);
  });
});
