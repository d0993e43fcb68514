/**
 * Races through the real app (issue 16), on PGlite and — when TEST_DATABASE_URL is set — on a
 * PostgreSQL database of their own, where requests really run at once (PGlite serialises them):
 * the last unit of a size bought by many shoppers, one return idempotency key sent ten times, one
 * voucher spent by two checkouts. The races already proven elsewhere are not repeated here (see
 * docs/production.md "Races": the last unit by two, one checkout key ×10, one credit by four
 * checkouts, one gift card by several customers, one return by three).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '../../src/domain/orders/order';
import type { ReturnOrder } from '../../src/domain/returns/returns';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize, stockOf } from '../../server/testing/orders-test-kit';
import { accountsClient, type AccountsClient } from '../../server/testing/accounts-harness';
import type { ApiHarness } from '../../server/testing/api-harness';
import { createTestDatabase, type TestDatabase } from '../../server/testing/test-database';

const SHOPPERS = Math.max(2, Number(process.env.RACE_SHOPPERS) || 8);
const HOME = { civility: 1, lastName: 'Durand', firstName: 'Léa', street: '5 rue du Port', zipCode: '13002', city: 'Marseille', countryIsoCode2: 'FR', phoneNumber: '06 11 22 33 44' };
const ENGINES: [string, string][] = [['PGlite', ''], ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as [string, string]] : [])];
if (!process.env.TEST_DATABASE_URL) console.warn('races: TEST_DATABASE_URL is not set, so the races run on PGlite only (where requests are serialised)');

type Answer<T> = T & { code?: number; reason?: string; message?: string };

describe.each(ENGINES)('races on %s', (_engine, databaseUrl) => {
  const payments = new FakePaymentProvider();
  let database: TestDatabase;
  let app: FastifyInstance;
  let db: Db;
  let client: AccountsClient;

  beforeAll(async () => {
    database = await createTestDatabase({ databaseUrl });
    db = database.db;
    app = await buildApp({ db, pages: false, mode: 'test', payments });
    client = accountsClient({ app, db } as ApiHarness);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const place = (token: string, body: unknown, key = newKey()) =>
    client.post<Answer<PlacedOrder>>('/secure/checkout/orders', body, { token, headers: { 'idempotency-key': key } });

  /** A new customer with a French address: its token and address id. */
  async function shopper(): Promise<{ token: string; addressId: number }> {
    const session = await client.register();
    const address = await client.post<{ id: number }>('/secure/account/addresses', HOME, { token: session.token });
    expect(address.status).toBe(201);
    return { token: session.token, addressId: address.body.id };
  }

  it(`sells the last unit once to ${SHOPPERS} shoppers at once; the stock never goes below 0`, async () => {
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, shopper));
    const size = await stockedSize(db, 1, 31);
    const answers = await Promise.all(shoppers.map(({ token, addressId }) => place(token, placingBody(size, addressId))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(SHOPPERS - 1).fill(409)]);
    for (const answer of answers.filter((one) => one.status === 409)) expect(answer.body.reason).toBe('stock');
    expect(await stockOf(db, size.productSizeId)).toBe(0);
    const lines = await db.selectFrom('order_lines').select('order_id').where('product_size_id', '=', size.productSizeId).execute();
    expect(lines).toHaveLength(1);
  });

  it('lets two checkouts paying with one voucher take it once: one order, the other refused, the voucher never below 0', async () => {
    const camille = await client.signIn('camille@example.com');
    const voucher = await db
      .selectFrom('balance_entries as e')
      .innerJoin('customers as c', 'c.id', 'e.customer_id')
      .select(['e.id', 'e.remaining_cents'])
      .where('c.email', '=', 'camille@example.com')
      .where('e.code', '=', 'BIENVENUE50')
      .executeTakeFirstOrThrow();
    expect(voucher.remaining_cents).toBe(5000);
    const address = await firstAddressId(db, 'camille@example.com');
    // Two orders of about 25 € to 49 € each (sizes of 20 € to 45 €): the 50 € voucher pays one of them, not both.
    const sizes = await Promise.all([stockedSize(db, 5, 32), stockedSize(db, 5, 33)]);
    const answers = await Promise.all(sizes.map((size) => place(camille.token, placingBody(size, address, { basketItems: [{ ...size, quantity: size.price <= 2200 ? 2 : 1 }], payment: { method: 'balance' } }))));
    // The loser is refused: 409 `balance` when it read the voucher before the winner took it, else 400 (the balance does not cover it).
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== 201)!;
    expect([400, 409]).toContain(loser.status);
    if (loser.status === 409) expect(loser.body.reason).toBe('balance');
    const spent = Math.round(answers.find((answer) => answer.status === 201)!.body.order.amounts.balance * 100);
    const after = await db.selectFrom('balance_entries').select('remaining_cents').where('id', '=', voucher.id).executeTakeFirstOrThrow();
    expect(after.remaining_cents).toBeGreaterThanOrEqual(0);
    const movements = await db.selectFrom('balance_movements').select((eb) => eb.fn.sum<string>('amount_cents').as('net')).where('entry_id', '=', voucher.id).executeTakeFirstOrThrow();
    expect(5000 + Number(movements.net)).toBe(after.remaining_cents);
    const entries = await db.selectFrom('balance_entries as e').innerJoin('customers as c', 'c.id', 'e.customer_id').select((eb) => eb.fn.sum<string>('e.remaining_cents').as('left')).where('c.email', '=', 'camille@example.com').executeTakeFirstOrThrow();
    expect(Number(entries.left)).toBe(5000 - spent);
  });

  it('makes one return of one idempotency key sent ten times at once: ten identical answers', async () => {
    const camille = await client.signIn('camille@example.com');
    const support = await client.signIn('support@example.com');
    const size = await stockedSize(db, 10, 34);
    const placed = await place(camille.token, placingBody(size, await firstAddressId(db, 'camille@example.com'), { payment: { method: 'card' } }));
    expect(placed.status).toBe(201);
    const id = placed.body.order.id;
    await payments.settle(payments.byOrder(id)!.id, 'authorised');
    expect((await client.post(`/secure/orders/${id}/payment-return`, {}, { token: camille.token })).status).toBe(200);
    for (const [step, body] of [['ship', { trackingNumber: 'RACE1234' }], ['deliver', {}]] as const) {
      expect((await client.post(`/admin/orders/${id}/${step}`, body, { token: support.token })).status).toBe(200);
    }
    const order = (await client.get<Order>(`/secure/orders/${id}`, { token: camille.token })).body;
    const body = {
      orderId: id, returnOrderRefundTypeId: 1, status: 'waitClient', acceptTerms: true,
      products: [{ orderProduct: order.lines[0].id, quantity: 1, reason: { id: 1 }, comment: 'Trop petit pour moi, dommage' }],
    };
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post<Answer<ReturnOrder>>('/secure/return-orders', body, { token: camille.token, headers: { 'idempotency-key': key } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
    const rows = await db.selectFrom('return_orders').select('id').where('order_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });
});
