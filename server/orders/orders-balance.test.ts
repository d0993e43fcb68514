/**
 * Vouchers and credits paying part of an order (docs/returns-api.md "Checkout with vouchers and
 * credits"): the rest goes to the provider, a balance that covers everything asks for means 10, an
 * expired credit is not spent, two checkouts racing for one credit never take it below zero, and a
 * cancelled order gives it back.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Balance } from '../../src/application/ports/orders-api';
import type { PlacedOrder } from '../../src/domain/orders/order';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { demoGiftcardCode } from '../demo/seed-giftcards';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize, stockOf } from '../testing/orders-test-kit';

const payments = new FakePaymentProvider();
const api = useApi({ payments });
const client = accountsClient(api);
const EMAIL = 'camille@example.com';

const place = (token: string, body: unknown, key = newKey()) =>
  client.post<PlacedOrder & { code?: number; message?: string; reason?: string }>('/secure/checkout/orders', body, { token, headers: { 'idempotency-key': key } });

async function customerId(): Promise<number> {
  return (await api.db.selectFrom('customers').select('id').where('email', '=', EMAIL).executeTakeFirstOrThrow()).id;
}

/** Camille's balance: only the credits given here. */
async function giveCredit(cents: number, expiresAt: Date | null = new Date('2035-01-01T00:00:00Z')): Promise<number> {
  const entry = await api.db
    .insertInto('balance_entries')
    .values({ customer_id: await customerId(), kind: 'credit', code: null, label: 'Avoir', amount_cents: cents, remaining_cents: cents, expires_at: expiresAt, origin_ref: 'RT-000001' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return entry.id;
}

const remaining = async (entryId: number) => (await api.db.selectFrom('balance_entries').select('remaining_cents').where('id', '=', entryId).executeTakeFirstOrThrow()).remaining_cents;

beforeEach(async () => {
  await api.db.updateTable('balance_entries').set({ remaining_cents: 0 }).where('customer_id', '=', await customerId()).execute();
});

describe('paying part of an order with vouchers and credits (useBalance)', () => {
  it('spends an activated gift card and asks the provider for the rest only', async () => {
    const camille = await client.signIn(EMAIL);
    expect((await client.post('/secure/account/giftcards', { code: demoGiftcardCode(25, 10) }, { token: camille.token })).status).toBe(201);
    const size = await stockedSize(api.db, 5, 20);
    const body = placingBody(size, await firstAddressId(api.db, EMAIL), { basketItems: [{ ...size, quantity: 2 }], payment: { method: 'card', useBalance: true } });
    const placed = await place(camille.token, body);
    expect(placed.status).toBe(201);
    const { order } = placed.body;
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'card', amounts: { balance: 25 } });
    const whole = size.price * 2 + Math.round(order.amounts.shipping * 100);
    expect(Math.round(order.amounts.total * 100)).toBe(whole - 2500);
    expect(payments.byOrder(order.id)!.request.amount).toBe(whole - 2500);
    const balance = await client.get<Balance>('/secure/account/vouchers', { token: camille.token });
    expect(balance.body.balance).toBe(0);
  });

  it('refuses a balance that covers everything beside a card (400: use means 10), and pays it with means 10', async () => {
    const camille = await client.signIn(EMAIL);
    const entry = await giveCredit(50_000);
    const size = await stockedSize(api.db, 5, 21);
    const address = await firstAddressId(api.db, EMAIL);
    const refused = await place(camille.token, placingBody(size, address, { payment: { method: 'card', useBalance: true } }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('choisissez le paiement par bons et avoirs');
    expect(await remaining(entry)).toBe(50_000);
    expect(await stockOf(api.db, size.productSizeId)).toBe(5);
    const paid = await place(camille.token, placingBody(size, address, { payment: { method: 'balance', useBalance: true } }));
    expect(paid.status).toBe(201);
    expect(paid.body.order).toMatchObject({ status: 'paid', paymentMethodId: 10, amounts: { total: 0 } });
  });

  it('never spends an expired credit; without useBalance spends nothing', async () => {
    const camille = await client.signIn(EMAIL);
    const expired = await giveCredit(3000, new Date('2020-01-01T00:00:00Z'));
    const valid = await giveCredit(1000);
    const size = await stockedSize(api.db, 5, 22);
    const address = await firstAddressId(api.db, EMAIL);
    const placed = await place(camille.token, placingBody(size, address, { payment: { method: 'transfer', useBalance: true } }));
    expect(placed.status).toBe(201);
    expect(placed.body.order.amounts.balance).toBe(10);
    expect(await remaining(expired)).toBe(3000);
    expect(await remaining(valid)).toBe(0);
    const other = await giveCredit(1000);
    const plain = await place(camille.token, placingBody(size, address, { payment: { method: 'transfer' } }));
    expect(plain.body.order.amounts.balance).toBe(0);
    expect(await remaining(other)).toBe(1000);
  });

  it('checks payment in 4 against what the card pays', async () => {
    const camille = await client.signIn(EMAIL);
    await giveCredit(1000);
    const size = await stockedSize(api.db, 40, 23);
    const address = await firstAddressId(api.db, EMAIL);
    const body = placingBody(size, address, { basketItems: [{ ...size, quantity: Math.ceil(16_500 / size.price) }], payment: { method: 'instalments4', useBalance: true } });
    const placed = await place(camille.token, body);
    expect(placed.status).toBe(201);
    const { amounts, instalments } = placed.body.order;
    expect(amounts.balance).toBe(10);
    expect(instalments!.reduce((sum, part) => sum + Math.round(part.amount * 100), 0)).toBe(Math.round(amounts.total * 100));
    const whole = Math.round((amounts.total + amounts.balance) * 100);
    await giveCredit(whole - 14_000);
    const under = await place(camille.token, body);
    expect(under.status).toBe(400);
    expect(under.body.message).toContain('Le paiement en 4 fois est possible à partir de');
  });

  it('lets two checkouts racing for one credit take it once: never below zero, the other refused or paying in full', async () => {
    const camille = await client.signIn(EMAIL);
    const entry = await giveCredit(2000);
    const size = await stockedSize(api.db, 10, 24);
    const address = await firstAddressId(api.db, EMAIL);
    const answers = await Promise.all(Array.from({ length: 4 }, () => place(camille.token, placingBody(size, address, { payment: { method: 'card', useBalance: true } }))));
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const refused = answers.filter((answer) => answer.status === 409);
    for (const answer of refused) expect(answer.body.reason).toBe('balance');
    const spent = answers.filter((answer) => answer.status === 201).reduce((sum, answer) => sum + Math.round(answer.body.order.amounts.balance * 100), 0);
    expect(spent).toBe(2000);
    expect(await remaining(entry)).toBe(0);
    const movements = await api.db.selectFrom('balance_movements').select((eb) => eb.fn.sum<string>('amount_cents').as('net')).where('entry_id', '=', entry).executeTakeFirstOrThrow();
    expect(Number(movements.net)).toBe(-2000);
    expect(await stockOf(api.db, size.productSizeId)).toBe(10 - answers.filter((answer) => answer.status === 201).length);
  });

  it('gives the balance back when the order is cancelled (a declined payment)', async () => {
    const camille = await client.signIn(EMAIL);
    const entry = await giveCredit(1500);
    const size = await stockedSize(api.db, 5, 25);
    const placed = await place(camille.token, placingBody(size, await firstAddressId(api.db, EMAIL), { payment: { method: 'paypal', useBalance: true } }));
    expect(placed.status).toBe(201);
    expect(await remaining(entry)).toBe(0);
    await payments.settle(payments.byOrder(placed.body.order.id)!.id, 'declined', { code: '4000001', notify: true });
    expect(await remaining(entry)).toBe(1500);
    const order = await api.db.selectFrom('orders').select('status').where('id', '=', placed.body.order.id).executeTakeFirstOrThrow();
    expect(order.status).toBe('cancelled');
  });
});
