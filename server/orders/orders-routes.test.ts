import { describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '../../src/domain/orders/order';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize, stockOf } from '../testing/orders-test-kit';

const payments = new FakePaymentProvider();
const api = useApi({ payments });
const client = accountsClient(api);

const place = (token: string, body: unknown, key = newKey()) =>
  client.post<PlacedOrder & { code?: number; message?: string; reason?: string }>('/secure/checkout/orders', body, { token, headers: { 'idempotency-key': key } });

describe('POST /secure/checkout/orders', () => {
  it('places a transfer order priced by the server, takes the stock, mails how to pay; the same key answers the same order', async () => {
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 5);
    const body = placingBody(size, await firstAddressId(api.db, 'camille@example.com'), { basketItems: [{ ...size, quantity: 2 }] });
    const key = newKey();
    const first = await place(camille.token, body, key);
    expect(first.status).toBe(201);
    expect(first.body.next).toEqual({ kind: 'confirmed' });
    const order = first.body.order;
    expect(order).toMatchObject({ status: 'awaiting_payment', statusLabel: 'En attente de paiement', paymentMethod: 'transfer', paymentMethodId: 11, documents: { bill: false, purchaseOrder: true } });
    expect(order.amounts.goods).toBe((size.price * 2) / 100);
    expect(order.amounts.total).toBeCloseTo(order.amounts.goods + order.amounts.shipping, 2);
    expect(order.lines).toHaveLength(1);
    expect(order.events.map((event) => event.status)).toEqual(['awaiting_payment']);
    expect(await stockOf(api.db, size.productSizeId)).toBe(3);

    const again = await place(camille.token, body, key);
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(order.id);
    expect(await stockOf(api.db, size.productSizeId)).toBe(3);
    const other = await place(camille.token, { ...body, basketItems: [{ ...size, quantity: 1 }] }, key);
    expect(other.status).toBe(422);

    const mails = await readOutboxDir(api.app.mailer.outboxDir!, 'camille@example.com');
    const mail = mails.find((candidate) => candidate.meta.orderId === order.id);
    expect(mail?.kind).toBe('order-confirmation');
    expect(mail?.text).toContain('IBAN');
    // The figures of the bill, and the delivery day in words (issue 35).
    expect(mail?.text).toContain('Total TTC : ');
    expect(mail?.text).toContain('Montant à payer : ');
    expect(mail?.text).not.toMatch(/\(\d{4}-\d{2}-\d{2}\)/);
  });

  it('pays from the balance when it covers the total (BIENVENUE50), refuses it otherwise', async () => {
    const camille = await client.signIn('camille@example.com');
    const vouchers = await client.get<{ balance: number; vouchers: { code: string; remaining: number }[] }>('/secure/account/vouchers', { token: camille.token });
    expect(vouchers.body.vouchers.map((voucher) => voucher.code)).toContain('BIENVENUE50');
    const before = vouchers.body.balance;
    const address = await firstAddressId(api.db, 'camille@example.com');
    const size = await stockedSize(api.db, 5, 1);
    const paid = await place(camille.token, placingBody(size, address, { payment: { method: 'balance' } }));
    expect(paid.status).toBe(201);
    expect(paid.body.order).toMatchObject({ status: 'paid', paymentMethodId: 10, amounts: { total: 0 } });
    const after = await client.get<{ balance: number }>('/secure/account/vouchers', { token: camille.token });
    expect(after.body.balance).toBeCloseTo(before - paid.body.order.amounts.balance, 2);
    const tooMuch = await place(camille.token, placingBody(size, address, { basketItems: [{ ...size, quantity: 3 }], payment: { method: 'balance' } }));
    expect(tooMuch.status).toBe(400);
    expect(await stockOf(api.db, size.productSizeId)).toBe(4);
  });

  it('sends a card payment to the provider, then settles it once however many times it is asked', async () => {
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 5, 2);
    const placed = await place(camille.token, placingBody(size, await firstAddressId(api.db, 'camille@example.com'), { payment: { method: 'card', saveCard: true } }));
    expect(placed.status).toBe(201);
    expect(placed.body.next).toMatchObject({ kind: 'redirect', url: expect.stringContaining('https://pay.example/') });
    const payment = payments.byOrder(placed.body.order.id)!;
    expect(payment.request.returnUrl).toMatch(/\/checkout\/payment\?bank_return=true&order_ref=\d+$/);
    const pending = await client.post<{ payment: { status: string } }>(`/secure/orders/${placed.body.order.id}/payment-return`, {}, { token: camille.token });
    expect(pending.body.payment.status).toBe('pending');
    await payments.settle(payment.id, 'authorised', { card: { token: `tok_${payment.id}`, brand: 'Visa', last4: '1881', expiryMonth: 1, expiryYear: 2031, holder: 'C M' } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.post<{ order: Order; payment: { status: string } }>(`/secure/orders/${placed.body.order.id}/payment-return`, {}, { token: camille.token })));
    expect(answers.map((answer) => answer.body.payment.status)).toEqual(Array(5).fill('paid'));
    const events = await api.db.selectFrom('order_events').select('status').where('order_id', '=', placed.body.order.id).execute();
    expect(events.map((event) => event.status)).toEqual(['awaiting_payment', 'paid']);
    expect(answers[0].body.order.card).toEqual({ brand: 'Visa', last4: '1881' });
    const cards = await api.db.selectFrom('payment_cards').select('id').where('provider_token', '=', `tok_${payment.id}`).execute();
    expect(cards).toHaveLength(1);
  });

  it('cancels a declined payment: stock back, the provider code and the failure message', async () => {
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 2, 3);
    const placed = await place(camille.token, placingBody(size, await firstAddressId(api.db, 'camille@example.com'), { payment: { method: 'paypal' } }));
    expect(await stockOf(api.db, size.productSizeId)).toBe(1);
    await payments.settle(payments.byOrder(placed.body.order.id)!.id, 'declined', { code: '4000001', notify: true });
    expect(await stockOf(api.db, size.productSizeId)).toBe(2);
    const back = await client.post<{ order: Order; payment: { status: string; code: string; message: string } }>(`/secure/orders/${placed.body.order.id}/payment-return`, {}, { token: camille.token });
    expect(back.body.order.status).toBe('cancelled');
    expect(back.body.payment).toMatchObject({ status: 'failed', code: '4000001', message: expect.stringMatching(/^Votre paiement a échoué/) });
  });

  it('charges a saved card at once (confirmed) and refuses a card of another customer', async () => {
    const camille = await client.signIn('camille@example.com');
    const card = await api.db.selectFrom('payment_cards as pc').innerJoin('customers as c', 'c.id', 'pc.customer_id').select('pc.id').where('c.email', '=', 'camille@example.com').executeTakeFirstOrThrow();
    const size = await stockedSize(api.db, 3, 4);
    const address = await firstAddressId(api.db, 'camille@example.com');
    const placed = await place(camille.token, placingBody(size, address, { payment: { method: 'card', cardId: card.id } }));
    expect(placed.body).toMatchObject({ next: { kind: 'confirmed' }, order: { status: 'paid' } });
    const lucia = await client.signIn('lucia@example.com');
    const stolen = await place(lucia.token, placingBody(size, await firstAddressId(api.db, 'lucia@example.com'), { carrierId: 1, payment: { method: 'card', cardId: card.id } }));
    expect(stolen.status).toBe(400);
  });

  it.each([
    ['terms not accepted', { acceptTerms: false }, 400],
    ['no delivery mode', { carrierId: undefined }, 400],
    ['a relay carrier to an address', { carrierId: 2 }, 400],
    ['4× under the minimum', { payment: { method: 'instalments4' } }, 400],
    ['a wrong expected total', { expectedTotal: 1 }, 409],
    ['an invalid promotion', { basketPromotion: { code: 'ETE2024' } }, 409],
    ['another customer’s address', { shipping: { addressId: 1_000_000 } }, 400],
    ['a huge quantity', { basketItems: [{ productId: 1, productSizeId: 1, quantity: 1_000_000 }] }, 400],
    ['a negative id', { basketItems: [{ productId: -1, productSizeId: 1, quantity: 1 }] }, 400],
    ['a string for a number', { carrierId: 'one' }, 400],
    ['an unknown method', { payment: { method: 'bitcoin' } }, 400],
  ])('refuses %s', async (_name, overrides, status) => {
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 4, 5);
    const answer = await place(camille.token, { ...placingBody(size, await firstAddressId(api.db, 'camille@example.com')), ...overrides });
    expect(answer.status).toBe(status);
    expect(answer.body.message).toEqual(expect.any(String));
    if (status === 409) expect(answer.body.reason).toMatch(/price-changed|promotion/);
    expect(await stockOf(api.db, size.productSizeId)).toBe(4);
  });

  it('refuses a missing or malformed key, a missing or forged token', async () => {
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 4, 6);
    const body = placingBody(size, await firstAddressId(api.db, 'camille@example.com'));
    expect((await client.post('/secure/checkout/orders', body, { token: camille.token })).status).toBe(400);
    expect((await place(camille.token, body, 'short')).status).toBe(400);
    expect((await client.post('/secure/checkout/orders', body, { headers: { 'idempotency-key': newKey() } })).status).toBe(401);
    expect((await place(`${camille.token.slice(0, -4)}AAAA`, body)).status).toBe(401);
  });

  it('sells the last unit once to two shoppers racing for it', async () => {
    const [camille, support] = await Promise.all([client.signIn('camille@example.com'), client.signIn('support@example.com')]);
    const size = await stockedSize(api.db, 1, 7);
    const [a, b] = await Promise.all([
      place(camille.token, placingBody(size, await firstAddressId(api.db, 'camille@example.com'))),
      place(support.token, placingBody(size, await firstAddressId(api.db, 'support@example.com'))),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((answer) => answer.status === 409)?.body.reason).toBe('stock');
    expect(await stockOf(api.db, size.productSizeId)).toBe(0);
    const lines = await api.db.selectFrom('order_lines').select('id').where('product_size_id', '=', size.productSizeId).execute();
    expect(lines).toHaveLength(1);
  });

  it('makes one order of the same key sent ten times at once', async () => {
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 20, 8);
    const key = newKey();
    const body = placingBody(size, await firstAddressId(api.db, 'camille@example.com'), { payment: { method: 'card' } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(camille.token, body, key)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.order.id)).size).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.next))).size).toBe(1);
    expect(await stockOf(api.db, size.productSizeId)).toBe(19);
    expect([...payments.payments.values()].filter((payment) => payment.request.merchantReference === String(answers[0].body.order.id))).toHaveLength(1);
  });
});
