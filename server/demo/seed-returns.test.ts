import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseReturnWindow } from '../../src/domain/returns/returns';
import { SandboxPaymentProvider } from '../payments/payments-sandbox';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_RETURN_ORDERS, DEMO_RETURNS_SETTING, ensureDemoReturns, RETURN_REASONS } from './seed-returns';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => database?.dispose());

const DAY = 86_400_000;

const demoOrders = () =>
  database.db.selectFrom('orders as o').innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['o.id', 'o.idempotency_key', 'o.status', 'o.payment_reference', 'o.total_cents'])
    .where('c.email', '=', DEMO_RETURN_ORDERS.email)
    .where('o.idempotency_key', 'in', [DEMO_RETURN_ORDERS.returnableKey, DEMO_RETURN_ORDERS.closedKey])
    .orderBy('o.id')
    .execute();

const deliveredAt = async (orderId: number) =>
  new Date((await database.db.selectFrom('order_events').select('at').where('order_id', '=', orderId).where('status', '=', 'delivered').executeTakeFirstOrThrow()).at);

describe('ensureDemoReturns', () => {
  it('seeded the reasons in six languages, two with a free label', async () => {
    const reasons = await database.db.selectFrom('return_reasons').selectAll().orderBy('rank').execute();
    expect(reasons.map((reason) => reason.id)).toEqual(RETURN_REASONS.map((reason) => reason.id));
    for (const reason of reasons) expect(Object.keys(reason.names).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
    expect(reasons.filter((reason) => reason.transport_label_free).map((reason) => reason.id)).toEqual([5, 6]);
  });

  it('gave camille a card order delivered 2 days before seeding (returnable) and one delivered 40 days before (closed)', async () => {
    const marker = await database.db.selectFrom('settings').select('value').where('key', '=', DEMO_RETURNS_SETTING).executeTakeFirstOrThrow();
    const seededAt = new Date((marker.value as { seededAt: string }).seededAt);
    const [returnable, closed, ...more] = await demoOrders();
    expect(more).toEqual([]);
    expect(returnable).toMatchObject({ idempotency_key: DEMO_RETURN_ORDERS.returnableKey, status: 'delivered' });
    expect(closed).toMatchObject({ idempotency_key: DEMO_RETURN_ORDERS.closedKey, status: 'delivered' });
    expect(Math.round((seededAt.getTime() - (await deliveredAt(returnable.id)).getTime()) / DAY)).toBe(2);
    expect(Math.round((seededAt.getTime() - (await deliveredAt(closed.id)).getTime()) / DAY)).toBe(40);
    expect(refuseReturnWindow('delivered', await deliveredAt(returnable.id), seededAt)).toBeNull();
    expect(refuseReturnWindow('delivered', await deliveredAt(closed.id), seededAt)).toBe('window-closed');
    const lines = await database.db.selectFrom('order_lines').select(['order_id', 'quantity']).where('order_id', 'in', [returnable.id, closed.id]).execute();
    expect(lines.filter((line) => line.order_id === returnable.id).map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('lets the sandbox refund the demo card payment, once per reference, never more than it took', async () => {
    const [returnable] = await demoOrders();
    const sandbox = new SandboxPaymentProvider({ db: database.db });
    const first = await sandbox.refundPayment(returnable.payment_reference!, 1000, 'refund-test-1');
    const again = await sandbox.refundPayment(returnable.payment_reference!, 1000, 'refund-test-1');
    expect(again).toEqual(first);
    await expect(sandbox.refundPayment(returnable.payment_reference!, returnable.total_cents, 'refund-test-2')).rejects.toThrow(/too-much/);
    const racing = await Promise.allSettled([1, 2, 3].map((n) => sandbox.refundPayment(returnable.payment_reference!, returnable.total_cents - 1000, `refund-race-${n}`)));
    expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await expect(sandbox.refundPayment('pay_unknown', 100, 'refund-test-3')).rejects.toThrow(/unknown/);
  });

  it('refreshes the reasons but never gives the orders again', async () => {
    expect(await ensureDemoReturns(database.db)).toBe(0);
    expect(await demoOrders()).toHaveLength(2);
    await database.db.deleteFrom('settings').where('key', '=', DEMO_RETURNS_SETTING).execute();
    // A database without the marker gets them (the same keys: a second pair is not made for an order already there).
    expect(await ensureDemoReturns(database.db)).toBe(0);
    expect(await demoOrders()).toHaveLength(2);
  });
});
