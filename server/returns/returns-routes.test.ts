import { describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '../../src/domain/orders/order';
import type { ReturnOrder, ReturnReason, ReturnSummary } from '../../src/domain/returns/returns';
import { useApi } from '../testing/api-harness';
import { accountsClient, type Session } from '../testing/accounts-harness';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { formatCents } from '../../src/domain/money/money';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize } from '../testing/orders-test-kit';
import { sweepPendingRefunds } from './returns-refunds';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date();
const payments = new FakePaymentProvider();
const api = useApi({ payments, now: () => clock });
const client = accountsClient(api, { now: () => clock });

type Answer<T> = T & { code?: number; message?: string };

/** A card order of `email`, paid through the (fake) provider, shipped and delivered now (the clock). */
async function deliveredOrder(email: string, items: { quantity: number }[], options: { deliver?: boolean; skip?: number; method?: 'card' | 'transfer' } = {}): Promise<{ order: Order; session: Session }> {
  const session = await client.signIn(email);
  const support = await client.signIn('support@example.com');
  const sizes = await Promise.all(items.map((_, index) => stockedSize(api.db, 100, (options.skip ?? 0) + index)));
  const body = placingBody(sizes[0], await firstAddressId(api.db, email), {
    basketItems: sizes.map((size, index) => ({ productId: size.productId, productSizeId: size.productSizeId, quantity: items[index].quantity })),
    payment: { method: options.method ?? 'card' },
  });
  const placed = await client.post<Answer<PlacedOrder>>('/secure/checkout/orders', body, { token: session.token, headers: { 'idempotency-key': newKey() } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body.order.id;
  if (options.method === 'transfer') {
    expect((await client.post(`/admin/orders/${id}/mark-paid`, {}, { token: support.token })).status).toBe(200);
  } else {
    await payments.settle(payments.byOrder(id)!.id, 'authorised');
    expect((await client.post(`/secure/orders/${id}/payment-return`, {}, { token: session.token })).status).toBe(200);
  }
  expect((await client.post(`/admin/orders/${id}/ship`, { trackingNumber: 'TRACK1234' }, { token: support.token })).status).toBe(200);
  if (options.deliver !== false) expect((await client.post(`/admin/orders/${id}/deliver`, {}, { token: support.token })).status).toBe(200);
  const order = await client.get<Order>(`/secure/orders/${id}`, { token: session.token });
  return { order: order.body, session };
}

const returnBody = (order: Order, products: { line: number; quantity: number; reason?: number; comment?: string }[], overrides: Record<string, unknown> = {}) => ({
  orderId: order.id,
  returnOrderRefundTypeId: 1,
  status: 'waitClient',
  acceptTerms: true,
  products: products.map((product) => ({
    orderProduct: order.lines[product.line].id,
    quantity: product.quantity,
    reason: { id: product.reason ?? 1 },
    comment: product.comment ?? 'Trop petit pour moi, dommage',
  })),
  ...overrides,
});

const create = (token: string, body: unknown, key?: string) =>
  client.post<Answer<ReturnOrder>>('/secure/return-orders', body, { token, headers: key ? { 'idempotency-key': key } : {} });

const admin = async () => (await client.signIn('support@example.com')).token;

describe('GET /return-orders-reasons', () => {
  it('lists the active reasons in the request’s language, two of them with a free label', async () => {
    const fr = await api.get<ReturnReason[]>('/return-orders-reasons');
    expect(fr.status).toBe(200);
    expect(fr.body.length).toBeGreaterThanOrEqual(7);
    expect(fr.body[0]).toEqual({ id: 1, name: 'Trop petit', transportLabelFree: false, active: true, delete: false, fit: 'small' });
    expect(fr.body.filter((reason) => reason.transportLabelFree).map((reason) => reason.id)).toEqual([5, 6]);
    const de = await api.get<ReturnReason[]>('/return-orders-reasons', { lang: 'de' });
    expect(de.body[0].name).toBe('Zu klein');
  });
});

describe('a return from creation to credit', () => {
  it('creates with the fee, shows in the order, mails the coupon link, gives the PDF, then is received and accepted once as a credit valid one year', async () => {
    clock = new Date();
    const { order, session } = await deliveredOrder('camille@example.com', [{ quantity: 2 }, { quantity: 1 }]);
    expect(order.returnDeadline).toBe(new Date(new Date(order.events.at(-1)!.at).getTime() + 14 * DAY).toISOString());
    expect(order.lines.map((line) => line.returnedQuantity)).toEqual([0, 0]);

    const created = await create(session.token, returnBody(order, [{ line: 0, quantity: 1 }, { line: 1, quantity: 1, reason: 3 }]), newKey());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ret = created.body;
    const value = order.lines[0].unitPrice + order.lines[1].unitPrice;
    expect(ret).toMatchObject({ status: 'waitClient', statusLabel: 'En attente de votre colis', refundType: 'credit', returnOrderRefundTypeId: 1, fee: 5.99, transportLabelFree: false });
    expect(ret.reference).toMatch(/^RT-\d{6}$/);
    expect(ret.goodsAmount).toBeCloseTo(value, 2);
    expect(ret.refundAmount).toBeCloseTo(value - 5.99, 2);
    expect(ret.products.map((product) => product.orderProduct)).toEqual([order.lines[0].id, order.lines[1].id]);

    const after = await client.get<Order>(`/secure/orders/${order.id}`, { token: session.token });
    expect(after.body.lines.map((line) => line.returnedQuantity)).toEqual([1, 1]);
    const list = await client.get<ReturnSummary[]>(`/secure/orders/${order.id}/return-orders`, { token: session.token });
    expect(list.body).toEqual([expect.objectContaining({ id: ret.id, itemCount: 2, status: 'waitClient' })]);

    const mails = await readOutboxDir(api.app.mailer.outboxDir!, 'camille@example.com');
    const mail = mails.find((candidate) => candidate.kind === 'return-created' && candidate.meta.returnId === ret.id);
    expect(mail?.text).toContain(`/account/history/${order.id}/product-return-detail/${ret.id}`);

    const coupon = await client.get<string>(`/secure/return-orders/${ret.id}/return-coupon`, { token: session.token });
    expect(coupon.status).toBe(200);
    expect(coupon.headers['content-type']).toBe('application/pdf');
    expect(coupon.headers['content-disposition']).toBe(`attachment; filename="retour-${ret.reference}.pdf"`);
    expect(coupon.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const points = await client.get<{ id: string }[]>(`/secure/return-orders/${ret.id}/relay-points`, { token: session.token });
    expect(points.status).toBe(200);
    expect(points.body.length).toBeGreaterThan(0);

    const token = await admin();
    const early = await client.post(`/admin/return-orders/${ret.id}/accept`, {}, { token });
    expect(early.status).toBe(409);
    const received = await client.post<ReturnOrder>(`/admin/return-orders/${ret.reference}/receive`, {}, { token });
    expect(received.body.status).toBe('received');
    expect((await client.patch(`/secure/return-orders/${ret.id}/cancel`, {}, { token: session.token })).status).toBe(409);
    expect((await client.get(`/secure/return-orders/${ret.id}/return-coupon`, { token: session.token })).status).toBe(409);

    const before = await client.get<{ credits: { origin: string | null }[] }>('/secure/account/vouchers', { token: session.token });
    const [first, second] = await Promise.all([
      client.post<ReturnOrder>(`/admin/return-orders/${ret.id}/accept`, {}, { token }),
      client.post<ReturnOrder>(`/admin/return-orders/${ret.id}/accept`, {}, { token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const accepted = first.status === 200 ? first.body : second.body;
    expect(accepted.status).toBe('accepted');
    expect(accepted.settlement).toMatchObject({ kind: 'credit', amount: ret.refundAmount });
    const expiry = new Date(clock);
    expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
    expect(accepted.settlement?.kind === 'credit' && accepted.settlement.expiresAt).toBe(expiry.toISOString());
    expect(accepted.events.map((event) => event.status)).toEqual(['waitClient', 'received', 'accepted']);

    const balance = await client.get<{ credits: { origin: string | null; amount: number; expiresAt: string }[] }>('/secure/account/vouchers', { token: session.token });
    const credits = balance.body.credits.filter((credit) => credit.origin === ret.reference);
    expect(credits).toEqual([expect.objectContaining({ amount: ret.refundAmount, expiresAt: expiry.toISOString() })]);
    expect(balance.body.credits.length).toBe(before.body.credits.length + 1);
    const refunded = await client.get<Order>(`/secure/orders/${order.id}`, { token: session.token });
    expect(refunded.body.refunds).toEqual([expect.objectContaining({ means: 'credit', amount: ret.refundAmount, returnReference: ret.reference })]);
    const kinds = (await readOutboxDir(api.app.mailer.outboxDir!, 'camille@example.com')).filter((candidate) => candidate.meta.returnId === ret.id).map((candidate) => candidate.kind);
    expect(kinds.sort()).toEqual(['return-accepted', 'return-created', 'return-received']);
  });
});

describe('refunds to the original means', () => {
  it('refunds through the provider once (free label: no fee), visible in the order; a failed call stays pending until the sweep', async () => {
    clock = new Date();
    const { order, session } = await deliveredOrder('camille@example.com', [{ quantity: 1 }, { quantity: 1 }], { skip: 3 });
    const created = await create(session.token, returnBody(order, [{ line: 0, quantity: 1, reason: 5 }], { returnOrderRefundTypeId: 2 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ fee: 0, transportLabelFree: true, refundType: 'refund' });
    expect(created.body.refundAmount).toBeCloseTo(order.lines[0].unitPrice, 2);
    const token = await admin();
    await client.post(`/admin/return-orders/${created.body.id}/receive`, {}, { token });
    const accepted = await client.post<ReturnOrder>(`/admin/return-orders/${created.body.id}/accept`, {}, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.settlement).toEqual({ kind: 'refund', amount: created.body.refundAmount, refunded: created.body.refundAmount, credited: 0 });
    const payment = payments.byOrder(order.id)!;
    const made = [...payments.refunds.values()].filter((refund) => refund.paymentId === payment.id);
    expect(made.map((refund) => refund.amount)).toEqual([Math.round(created.body.refundAmount * 100)]);
    const row = await api.db.selectFrom('order_refunds').selectAll().where('return_id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', means: 'provider', provider_refund_id: made[0].id });
    const after = await client.get<Order>(`/secure/orders/${order.id}`, { token: session.token });
    expect(after.body.refunds).toEqual([expect.objectContaining({ means: 'provider', returnReference: created.body.reference })]);

    // The provider is down: the refund waits, then the sweep takes it once.
    const second = await create(session.token, returnBody(order, [{ line: 1, quantity: 1, reason: 2 }], { returnOrderRefundTypeId: 2 }));
    await client.post(`/admin/return-orders/${second.body.id}/receive`, {}, { token });
    payments.failRefund = true;
    expect((await client.post(`/admin/return-orders/${second.body.id}/accept`, {}, { token })).status).toBe(200);
    const pending = await api.db.selectFrom('order_refunds').selectAll().where('return_id', '=', second.body.id).executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
    payments.failRefund = false;
    expect(await sweepPendingRefunds({ db: api.db, payments })).toBeGreaterThanOrEqual(1);
    expect(await sweepPendingRefunds({ db: api.db, payments })).toBe(0);
    const done = await api.db.selectFrom('order_refunds').selectAll().where('return_id', '=', second.body.id).executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
    expect([...payments.refunds.values()].filter((refund) => refund.paymentId === payment.id)).toHaveLength(2);
  });

  it('gives back as a credit what the balance paid, and records a transfer order’s refund as done by support outside the shop', async () => {
    clock = new Date();
    const token = await admin();
    const { order, session } = await deliveredOrder('camille@example.com', [{ quantity: 1 }], { skip: 20 });
    const ret = await create(session.token, returnBody(order, [{ line: 0, quantity: 1, reason: 6 }], { returnOrderRefundTypeId: 2 }));
    expect(ret.status).toBe(201);
    const goods = Math.round(ret.body.refundAmount * 100);
    await client.post(`/admin/return-orders/${ret.body.id}/receive`, {}, { token });
    // As if the order had been paid partly from a voucher: the provider took 5.00 € less than the goods are worth.
    const total = Math.round(order.amounts.total * 100);
    await api.db.updateTable('orders').set({ balance_cents: total - (goods - 500), total_cents: goods - 500 }).where('id', '=', order.id).execute();
    const accepted = await client.post<ReturnOrder>(`/admin/return-orders/${ret.body.id}/accept`, {}, { token });
    expect(accepted.body.settlement).toEqual({ kind: 'refund', amount: goods / 100, refunded: (goods - 500) / 100, credited: 5 });
    const view = await client.get<Order>(`/secure/orders/${order.id}`, { token: session.token });
    expect(view.body.refunds.map((refund) => [refund.means, refund.amount])).toEqual([['provider', (goods - 500) / 100], ['credit', 5]]);
    // The mail says both parts: the card's, and the credit's.
    const mails = await readOutboxDir(api.app.mailer.outboxDir!, 'camille@example.com');
    const mail = mails.find((candidate) => candidate.kind === 'return-accepted' && candidate.meta.returnId === ret.body.id);
    expect(mail?.text).toContain(`${formatCents(goods - 500, 'fr-FR')} vous sont remboursés sur votre moyen de paiement`);
    expect(mail?.text).toContain(`La part payée en bons et avoirs, ${formatCents(500, 'fr-FR')}, vous revient en avoir`);

    const transfer = await deliveredOrder('camille@example.com', [{ quantity: 1 }], { skip: 21, method: 'transfer' });
    const byTransfer = await create(session.token, returnBody(transfer.order, [{ line: 0, quantity: 1, reason: 5 }], { returnOrderRefundTypeId: 2 }));
    await client.post(`/admin/return-orders/${byTransfer.body.id}/receive`, {}, { token });
    const settled = await client.post<ReturnOrder>(`/admin/return-orders/${byTransfer.body.id}/accept`, {}, { token });
    expect(settled.body.settlement).toMatchObject({ kind: 'refund', credited: 0, refunded: byTransfer.body.refundAmount });
    const row = await api.db.selectFrom('order_refunds').selectAll().where('return_id', '=', byTransfer.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ means: 'provider', status: 'manual', provider_refund_id: null });
  });

  it('support may settle as a credit what the customer asked as a refund, and refuse another with a reason', async () => {
    clock = new Date();
    const { order, session } = await deliveredOrder('camille@example.com', [{ quantity: 2 }], { skip: 6 });
    const token = await admin();
    const one = await create(session.token, returnBody(order, [{ line: 0, quantity: 1 }], { returnOrderRefundTypeId: 2 }));
    await client.post(`/admin/return-orders/${one.body.id}/receive`, {}, { token });
    const credited = await client.post<ReturnOrder>(`/admin/return-orders/${one.body.id}/accept`, { refundType: 'credit' }, { token });
    expect(credited.body.settlement?.kind).toBe('credit');
    const two = await create(session.token, returnBody(order, [{ line: 0, quantity: 1 }]));
    await client.post(`/admin/return-orders/${two.body.id}/receive`, {}, { token });
    expect((await client.post(`/admin/return-orders/${two.body.id}/refuse`, { reason: 'x' }, { token })).status).toBe(400);
    const refused = await client.post<ReturnOrder>(`/admin/return-orders/${two.body.id}/refuse`, { reason: 'Article porté et lavé' }, { token });
    expect(refused.body).toMatchObject({ status: 'refused', refusalReason: 'Article porté et lavé', settlement: null });
    // A refused return keeps its quantities: nothing is left to return.
    expect((await create(session.token, returnBody(order, [{ line: 0, quantity: 1 }]))).status).toBe(409);
  });
});

describe('refusals', () => {
  it('refuses an order not delivered, and one whose 14 days are over (clock)', async () => {
    clock = new Date();
    const shipped = await deliveredOrder('camille@example.com', [{ quantity: 1 }], { deliver: false, skip: 8 });
    const notDelivered = await create(shipped.session.token, returnBody(shipped.order, [{ line: 0, quantity: 1 }]));
    expect(notDelivered.status).toBe(409);
    expect(notDelivered.body.message).toContain('livrée');

    const { order, session } = await deliveredOrder('camille@example.com', [{ quantity: 1 }], { skip: 9 });
    clock = new Date(clock.getTime() + 14 * DAY);
    // Access tokens live minutes: sign in again at the clock's new time.
    const later = await client.signIn('camille@example.com');
    expect((await create(later.token, returnBody(order, [{ line: 0, quantity: 1 }]))).status).toBe(201);
    expect(session.token).not.toBe(later.token);
    const { order: late } = await deliveredOrder('camille@example.com', [{ quantity: 1 }], { skip: 10 });
    clock = new Date(clock.getTime() + 14 * DAY + 1000);
    const closed = await create((await client.signIn('camille@example.com')).token, returnBody(late, [{ line: 0, quantity: 1 }]));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toContain('14');
    clock = new Date();
  });

  it('never returns more than bought minus returned; a cancelled return frees its units; cancel only while waiting', async () => {
    clock = new Date();
    const { order, session } = await deliveredOrder('camille@example.com', [{ quantity: 2 }], { skip: 11 });
    const tooMany = await create(session.token, returnBody(order, [{ line: 0, quantity: 3 }]));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('2 ×');
    const split = await create(session.token, returnBody(order, [{ line: 0, quantity: 1 }, { line: 0, quantity: 2 }]));
    expect(split.status).toBe(400);
    const all = await create(session.token, returnBody(order, [{ line: 0, quantity: 2 }]));
    expect(all.status).toBe(201);
    const again = await create(session.token, returnBody(order, [{ line: 0, quantity: 1 }]));
    expect(again.status).toBe(409);
    const cancelled = await client.patch<ReturnOrder>(`/secure/return-orders/${all.body.id}/cancel`, {}, { token: session.token });
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect((await client.patch(`/secure/return-orders/${all.body.id}/cancel`, {}, { token: session.token })).status).toBe(409);
    expect((await client.get(`/secure/return-orders/${all.body.id}/relay-points`, { token: session.token })).status).toBe(409);
    expect((await create(session.token, returnBody(order, [{ line: 0, quantity: 2 }]))).status).toBe(201);
  });

  it('hides another customer’s order and return (404) and keeps the admin routes for support (401/403)', async () => {
    clock = new Date();
    const { order, session } = await deliveredOrder('camille@example.com', [{ quantity: 1 }], { skip: 12 });
    const ret = await create(session.token, returnBody(order, [{ line: 0, quantity: 1 }]));
    const sam = await client.signIn('sam@example.com');
    expect((await create(sam.token, returnBody(order, [{ line: 0, quantity: 1 }]))).status).toBe(404);
    expect((await create(sam.token, returnBody(order, [{ line: 0, quantity: 1 }], { orderId: 99_999_999 }))).status).toBe(404);
    for (const path of [`/secure/return-orders/${ret.body.id}`, `/secure/return-orders/${ret.body.id}/return-coupon`, `/secure/return-orders/${ret.body.id}/relay-points`, `/secure/orders/${order.id}/return-orders`]) {
      expect((await client.get(path, { token: sam.token })).status, path).toBe(404);
    }
    expect((await client.patch(`/secure/return-orders/${ret.body.id}/cancel`, {}, { token: sam.token })).status).toBe(404);
    expect((await client.get(`/secure/return-orders/${ret.body.id}`)).status).toBe(401);
    for (const [method, path] of [['GET', '/admin/return-orders'], ['GET', `/admin/return-orders/${ret.body.id}`], ['POST', `/admin/return-orders/${ret.body.id}/receive`], ['POST', `/admin/return-orders/${ret.body.id}/accept`]] as const) {
      expect((await client.call(method, path, { body: method === 'POST' ? {} : undefined })).status, path).toBe(401);
      expect((await client.call(method, path, { token: session.token, body: method === 'POST' ? {} : undefined })).status, path).toBe(403);
    }
    const token = await admin();
    const list = await client.get<{ returns: { id: number; customerEmail: string }[] }>('/admin/return-orders?status=waitClient&customer=camille@example.com', { token });
    expect(list.body.returns.map((item) => item.id)).toContain(ret.body.id);
    expect(list.body.returns.every((item) => item.customerEmail === 'camille@example.com')).toBe(true);
    const shown = await client.get<{ customer: { email: string } }>(`/admin/return-orders/${ret.body.reference}`, { token });
    expect(shown.body.customer.email).toBe('camille@example.com');
    expect((await client.get('/admin/return-orders/RT-999999', { token })).status).toBe(404);
    expect((await client.get('/admin/return-orders/abc', { token })).status).toBe(400);
    const byAgent = await client.post<ReturnOrder>(`/admin/return-orders/${ret.body.id}/cancel`, { reason: 'Demande par téléphone' }, { token });
    expect(byAgent.body.status).toBe('cancelled');
  });
});

describe('races and hostile input', () => {
  it('two returns of the last unit at once make one; the same key twice at once makes one; the same key with another body is 422', async () => {
    clock = new Date();
    const { order, session } = await deliveredOrder('camille@example.com', [{ quantity: 1 }, { quantity: 3 }], { skip: 14 });
    const body = returnBody(order, [{ line: 0, quantity: 1 }]);
    const racing = await Promise.all([create(session.token, body), create(session.token, body), create(session.token, body)]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);

    const key = newKey();
    const twin = returnBody(order, [{ line: 1, quantity: 1 }]);
    const both = await Promise.all([create(session.token, twin, key), create(session.token, twin, key)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(both[0].body.id).toBe(both[1].body.id);
    const other = await create(session.token, returnBody(order, [{ line: 1, quantity: 2 }]), key);
    expect(other.status).toBe(422);
    const held = await client.get<Order>(`/secure/orders/${order.id}`, { token: session.token });
    expect(held.body.lines.map((line) => line.returnedQuantity)).toEqual([1, 1]);
  });

  it('answers hostile bodies with a 400, never a 500', async () => {
    clock = new Date();
    const { order, session } = await deliveredOrder('camille@example.com', [{ quantity: 1 }], { skip: 17 });
    const good = returnBody(order, [{ line: 0, quantity: 1 }]);
    const product = good.products[0];
    const cases: [string, unknown][] = [
      ['string quantity', { ...good, products: [{ ...product, quantity: '1' }] }],
      ['huge quantity', { ...good, products: [{ ...product, quantity: 1e12 }] }],
      ['negative quantity', { ...good, products: [{ ...product, quantity: -1 }] }],
      ['zero quantity', { ...good, products: [{ ...product, quantity: 0 }] }],
      ['10k comment', { ...good, products: [{ ...product, comment: 'x'.repeat(10_000) }] }],
      ['short comment', { ...good, products: [{ ...product, comment: 'court' }] }],
      ['control characters', { ...good, products: [{ ...product, comment: 'abc\u0000defghijkl' }] }],
      ['unknown reason', { ...good, products: [{ ...product, reason: { id: 999 } }] }],
      ['unknown line', { ...good, products: [{ ...product, orderProduct: 2_000_000_000 }] }],
      ['no products', { ...good, products: [] }],
      ['terms not accepted', { ...good, acceptTerms: false }],
      ['refund type 3', { ...good, returnOrderRefundTypeId: 3 }],
      ['string order id', { ...good, orderId: 'abc' }],
      ['status accepted', { ...good, status: 'accepted' }],
      ['array body', [good]],
    ];
    for (const [name, body] of cases) {
      const answer = await create(session.token, body);
      expect(answer.status, name).toBe(400);
      expect(typeof answer.body.message, name).toBe('string');
    }
    expect((await create(session.token, good, 'short')).status).toBe(400);
    expect((await client.get('/secure/return-orders/abc', { token: session.token })).status).toBe(400);
    expect((await client.get('/secure/return-orders/99999999999', { token: session.token })).status).toBe(400);
    expect((await create(session.token, good)).status).toBe(201);
  });
});
