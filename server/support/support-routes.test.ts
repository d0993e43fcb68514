/**
 * The support desk of the back office (issue 39) through the API: the customer search and page,
 * the order list's filters, the timeline and the refund of a cancelled order, and the answers to
 * contact messages (mailed in the sender's language). Each route refuses anonymous callers (401),
 * customers, staff without the support role and staff sessions without a second factor (403), and
 * names nothing it does not know (404).
 */
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../src/domain/contact/contact-message';
import type { CustomerFile, CustomerSearchItem } from '../../src/domain/support/customer-file';
import type { PlacedOrder } from '../../src/domain/orders/order';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { useApi } from '../testing/api-harness';
import { accountsClient, freshIp } from '../testing/accounts-harness';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize } from '../testing/orders-test-kit';

const payments = new FakePaymentProvider();
const api = useApi({ payments });
const client = accountsClient(api);
const as = (token: string) => ({ token });

type Item = { id: number; status: string; storeId: string; paymentMethod: string; createdAt: string; total: number; customer: { email: string } };
type AdminOrder = PlacedOrder['order'] & { timeline: { kind: string; status: string | null; note: string | null; actor: string | null; amount: number | null }[]; actions: Record<string, boolean>; refunds: unknown[] };

async function staff() {
  const [support, merch, camille] = await Promise.all([client.signIn('support@example.com'), client.signIn('merch@example.com'), client.signIn('camille@example.com')]);
  return { support: support.token, merch: merch.token, camille: camille.token, camilleId: camille.customer.id };
}

describe('the support desk routes refuse whoever is not support', () => {
  it('anonymous 401; customer, merchandiser and a session without second factor 403; unknown ids 404; bad input 400', async () => {
    const { support, merch, camille } = await staff();
    for (const path of ['/admin/customers?q=camille', '/admin/customers/camille@example.com']) {
      expect((await client.get(path)).status, path).toBe(401);
      expect((await client.get(path, as(camille))).status, path).toBe(403);
      expect((await client.get(path, as(merch))).status, path).toBe(403);
    }
    for (const [path, body] of [['/admin/contact-messages/1/answer', { text: 'Bonjour' }], ['/admin/contact-messages/1/done', {}], ['/admin/orders/100001/refund', {}]] as const) {
      expect((await client.post(path, body)).status, path).toBe(401);
      expect((await client.post(path, body, as(camille))).status, path).toBe(403);
      expect((await client.post(path, body, as(merch))).status, path).toBe(403);
    }
    // A support member whose session proved no second factor: refused like a customer, told why.
    const member = await client.register();
    const admin = await client.signIn('admin@example.com');
    expect((await client.put(`/admin/staff/${encodeURIComponent(member.email)}/roles/support`, undefined, as(admin.token))).status).toBe(200);
    const bare = await client.post<{ token: string }>('/security/login', { _username: member.email, _password: member.password, refreshTransport: 'body' });
    expect(bare.status).toBe(200);
    for (const path of ['/admin/customers?q=camille', '/admin/customers/camille@example.com']) {
      expect(await client.get(path, as(bare.body.token)), path).toMatchObject({ status: 403, body: { message: expect.stringContaining('Second facteur requis') } });
    }
    expect((await client.post('/admin/contact-messages/1/answer', { text: 'Bonjour' }, as(bare.body.token))).status).toBe(403);
    // Ids this shop never gave: 404, never another answer.
    expect((await client.get('/admin/customers/99999999', as(support))).status).toBe(404);
    expect((await client.get('/admin/customers/nobody@example.com', as(support))).status).toBe(404);
    expect((await client.post('/admin/contact-messages/99999999/answer', { text: 'Bonjour' }, as(support))).status).toBe(404);
    expect((await client.post('/admin/contact-messages/CT-ZZZZZZZZ/done', {}, as(support))).status).toBe(404);
    expect((await client.post('/admin/orders/99999999/refund', {}, as(support))).status).toBe(404);
    // Bad input: a clear 400.
    expect((await client.get('/admin/customers?pageSize=500', as(support))).status).toBe(400);
    expect((await client.get('/admin/customers/not%20an%20id', as(support))).status).toBe(400);
    expect((await client.get('/admin/orders?from=yesterday', as(support))).status).toBe(400);
    expect((await client.get('/admin/orders?sort=password', as(support))).status).toBe(400);
  });
});

describe('GET /admin/customers', () => {
  it('finds customers by e-mail address, name, account or order number, paged, counted by the database', async () => {
    const { support, camilleId } = await staff();
    const byEmail = await client.get<{ items: CustomerSearchItem[]; total: number }>('/admin/customers?q=CAMILLE@', as(support));
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.items.map((item) => item.email)).toContain('camille@example.com');
    const camille = byEmail.body.items.find((item) => item.email === 'camille@example.com')!;
    const orders = await api.db.selectFrom('orders').select('id').where('customer_id', '=', camilleId).orderBy('id').execute();
    expect(camille).toMatchObject({ id: camilleId, firstName: 'Camille', lastName: 'Martin', closed: false, orderCount: orders.length });

    const byName = await client.get<{ items: CustomerSearchItem[] }>(`/admin/customers?q=${encodeURIComponent('martin camille')}`, as(support));
    expect(byName.body.items.map((item) => item.id)).toContain(camilleId);
    const byOrder = await client.get<{ items: CustomerSearchItem[]; total: number }>(`/admin/customers?q=${orders[0].id}`, as(support));
    expect(byOrder.body.items.map((item) => item.id)).toContain(camilleId);

    const all = await client.get<{ items: CustomerSearchItem[]; total: number }>('/admin/customers?pageSize=2&sort=email&dir=asc', as(support));
    expect(all.body.items).toHaveLength(2);
    expect(all.body.total).toBeGreaterThan(2);
    const second = await client.get<{ items: CustomerSearchItem[] }>('/admin/customers?pageSize=2&page=2&sort=email&dir=asc', as(support));
    expect(second.body.items[0].email > all.body.items[1].email).toBe(true);
    const none = await client.get<{ items: unknown[]; total: number }>('/admin/customers?q=%25_nobody_%25', as(support));
    expect(none.body).toEqual({ items: [], total: 0 });
  });
});

describe('GET /admin/customers/:customer', () => {
  it('gathers the customer’s page, by e-mail address or account number', async () => {
    const { support, camilleId } = await staff();
    const page = await client.get<CustomerFile>('/admin/customers/camille@example.com', as(support));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body.profile).toMatchObject({ id: camilleId, email: 'camille@example.com', firstName: 'Camille', storeId: 'laboutiqueofficielle', closed: false });
    expect(page.body.addresses.length).toBeGreaterThan(0);
    const count = await api.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('customer_id', '=', camilleId).executeTakeFirstOrThrow();
    expect(page.body.orders.total).toBe(Number(count.n));
    expect(page.body.orders.items.length).toBe(Math.min(20, Number(count.n)));
    expect(page.body.balance.vouchers.map((voucher) => voucher.code)).toContain('BIENVENUE50');
    expect(page.body.favourites.count).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(page.body.consents)).toBe(true);
    // Reading her page is itself a staff call: the next read lists it in her audit trail.
    const again = await client.get<CustomerFile>(`/admin/customers/${camilleId}`, as(support));
    expect(again.body.profile.email).toBe('camille@example.com');
    expect(again.body.audit.map((entry) => entry.action)).toContain('GET /api/v5/admin/customers/:customer');
  });
});

describe('GET /admin/orders with filters, timeline and refund', () => {
  it('filters by status, store, day and payment means, sorts and pages, counted by the database', async () => {
    const { support } = await staff();
    const page = await client.get<{ items: Item[]; total: number; orders: unknown[]; pages: number }>('/admin/orders?pageSize=5&sort=total&dir=asc', as(support));
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(5);
    expect(page.body.orders).toHaveLength(page.body.items.length);
    const totals = page.body.items.map((item) => item.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const all = await api.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(page.body.total).toBe(Number(all.n));

    const first = page.body.items[0];
    const day = first.createdAt.slice(0, 10);
    const filtered = await client.get<{ items: Item[]; total: number }>(
      `/admin/orders?status=${first.status}&store=${first.storeId}&payment=${first.paymentMethod}&from=${day}&to=${day}&pageSize=100`, as(support));
    expect(filtered.body.items.map((item) => item.id)).toContain(first.id);
    for (const item of filtered.body.items) expect(item).toMatchObject({ status: first.status, storeId: first.storeId, paymentMethod: first.paymentMethod });
    expect((await client.get<{ total: number }>('/admin/orders?from=2000-01-01&to=2000-01-02', as(support))).body.total).toBe(0);
    const byEmail = await client.get<{ items: Item[] }>('/admin/orders?q=camille', as(support));
    expect(byEmail.body.items.every((item) => item.customer.email === 'camille@example.com')).toBe(true);
  });

  it('shows the timeline, and refunds a paid order once after it is cancelled', async () => {
    const { support, camille } = await staff();
    const size = await stockedSize(api.db, 5, 3);
    const placed = await client.post<PlacedOrder>('/secure/checkout/orders', placingBody(size, await firstAddressId(api.db, 'camille@example.com'), { payment: { method: 'card' } }),
      { token: camille, headers: { 'idempotency-key': newKey() } });
    expect(placed.status).toBe(201);
    const id = placed.body.order.id;
    const payment = payments.byOrder(id)!;
    await payments.settle(payment.id, 'authorised');
    await client.post(`/secure/orders/${id}/payment-return`, {}, { token: camille });
    expect((await client.post(`/admin/orders/${id}/refund`, {}, as(support))).status).toBe(409);
    const cancelled = await client.post(`/admin/orders/${id}/cancel`, { reason: 'Client absent trois semaines' }, as(support));
    expect(cancelled.status).toBe(200);

    const shown = await client.get<AdminOrder>(`/admin/orders/${id}`, as(support));
    expect(shown.body.timeline.map((step) => step.status)).toEqual(['awaiting_payment', 'paid', 'cancelled']);
    expect(shown.body.timeline[2]).toMatchObject({ note: 'Client absent trois semaines', actor: expect.stringMatching(/^support:\d+$/) });
    expect(shown.body.actions).toMatchObject({ ship: false, cancel: false, refund: true });

    const [one, two] = await Promise.all([
      client.post<AdminOrder>(`/admin/orders/${id}/refund`, {}, as(support)),
      client.post<AdminOrder>(`/admin/orders/${id}/refund`, {}, as(support)),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const refunded = one.status === 200 ? one.body : two.body;
    expect(refunded.timeline.at(-1)).toMatchObject({ kind: 'refund', means: 'provider', amount: placed.body.order.amounts.total });
    expect(refunded.actions.refund).toBe(false);
    await expect.poll(() => [...payments.refunds.values()].filter((refund) => refund.paymentId === payment.id).length).toBe(1);
    // The customer sees it on her order.
    const hers = await client.get<{ refunds: { amount: number }[] }>(`/secure/orders/${id}`, { token: camille });
    expect(hers.body.refunds).toEqual([expect.objectContaining({ amount: placed.body.order.amounts.total, means: 'provider', returnReference: String(id) })]);
  });

  it('refunds a cancelled transfer order as a credit on the balance when asked', async () => {
    const { support, camille } = await staff();
    const size = await stockedSize(api.db, 5, 4);
    const placed = await client.post<PlacedOrder>('/secure/checkout/orders', placingBody(size, await firstAddressId(api.db, 'camille@example.com')),
      { token: camille, headers: { 'idempotency-key': newKey() } });
    const id = placed.body.order.id;
    expect((await client.post(`/admin/orders/${id}/mark-paid`, {}, as(support))).status).toBe(200);
    expect((await client.post(`/admin/orders/${id}/cancel`, {}, as(support))).status).toBe(200);
    expect((await client.post(`/admin/orders/${id}/refund`, { means: 'sideways' }, as(support))).status).toBe(400);
    const refunded = await client.post<AdminOrder>(`/admin/orders/${id}/refund`, { means: 'credit' }, as(support));
    expect(refunded.status).toBe(200);
    const credit = await api.db.selectFrom('balance_entries').selectAll().where('origin_ref', '=', `order-${id}`).executeTakeFirstOrThrow();
    expect(credit.amount_cents).toBe(Math.round(placed.body.order.amounts.total * 100));
  });
});

describe('answering contact messages', () => {
  it('mails the answer in the sender’s language, keeps it with the message, marks it done; the list filters open and done', async () => {
    const { support } = await staff();
    const sent = await client.post<{ reference: string }>('/contact',
      { email: 'lucia@example.com', name: 'Lucía García', subject: 'delivery', message: 'Mi paquete no ha llegado todavía, ¿podéis mirarlo?' },
      { ip: freshIp(), lang: 'es-ES' });
    expect(sent.status).toBe(201);
    const reference = sent.body.reference;
    const open = await client.get<{ messages: { reference: string; status: string; answerCount: number }[] }>('/admin/contact-messages?status=open', as(support));
    expect(open.body.messages.find((message) => message.reference === reference)).toMatchObject({ status: 'open', answerCount: 0 });

    expect((await client.post(`/admin/contact-messages/${reference}/answer`, { text: ' ' }, as(support))).status).toBe(400);
    const answered = await client.post<ContactMessage>(`/admin/contact-messages/${reference}/answer`, { text: 'Tu paquete sale hoy con Colissimo.', done: true }, as(support));
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ reference, status: 'done', answers: [expect.objectContaining({ agentEmail: 'support@example.com', text: 'Tu paquete sale hoy con Colissimo.', locale: 'es' })] });

    const mail = (await readOutboxDir(api.app.mailer.outboxDir!, 'lucia@example.com')).find((candidate) => candidate.kind === 'contact-answer' && candidate.meta.reference === reference)!;
    expect(mail).toMatchObject({ locale: 'es', subject: expect.stringContaining('respuesta a tu mensaje') });
    expect(mail.text).toContain('Tu paquete sale hoy con Colissimo.');
    expect(mail.text).toContain('Hola Lucía García');

    const done = await client.get<{ messages: { reference: string }[] }>('/admin/contact-messages?status=done', as(support));
    expect(done.body.messages.map((message) => message.reference)).toContain(reference);
    const stillOpen = await client.get<{ messages: { reference: string }[] }>('/admin/contact-messages?status=open', as(support));
    expect(stillOpen.body.messages.map((message) => message.reference)).not.toContain(reference);
    const again = await client.post<ContactMessage>(`/admin/contact-messages/${reference}/done`, {}, as(support));
    expect(again.body).toMatchObject({ status: 'done', doneAt: answered.body.doneAt });
  });
});
