import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders/order';
import type { ReturnOrder } from '../../src/domain/returns/returns';
import { DEMO_RETURN_ORDERS } from '../demo/seed-returns';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';

// The app's own sandbox provider (no fake): the seeded demo orders of camille, refunded for real.
const api = useApi();
const client = accountsClient(api);

const demoOrder = async (key: string) =>
  api.db.selectFrom('orders').select(['id', 'payment_reference']).where('idempotency_key', '=', key).executeTakeFirstOrThrow();

describe('returns of the demo orders through the sandbox provider', () => {
  it('returns part of the recent demo order, refunds it through the sandbox once, and refuses the 40-day-old one', async () => {
    const recent = await demoOrder(DEMO_RETURN_ORDERS.returnableKey);
    const old = await demoOrder(DEMO_RETURN_ORDERS.closedKey);
    // The test database may have been seeded days ago: the recent order was delivered yesterday.
    await api.db.updateTable('order_events').set({ at: new Date(Date.now() - 86_400_000) }).where('order_id', '=', recent.id).where('status', '=', 'delivered').execute();
    const camille = await client.signIn('camille@example.com');
    const order = (await client.get<Order>(`/secure/orders/${recent.id}`, { token: camille.token })).body;
    expect(order.returnDeadline).not.toBeNull();
    const body = (orderId: number, line: number) => ({
      orderId, returnOrderRefundTypeId: 2, acceptTerms: true,
      products: [{ orderProduct: line, quantity: 1, reason: { id: 4 }, comment: 'Pas comme sur la photo' }],
    });
    const created = await client.post<ReturnOrder>('/secure/return-orders', body(recent.id, order.lines[0].id), { token: camille.token });
    expect(created.status).toBe(201);
    expect(created.body.fee).toBe(5.99);
    const closed = await client.post<{ message: string }>('/secure/return-orders', body(old.id, 1), { token: camille.token });
    expect(closed.status).toBe(409);

    const support = await client.signIn('support@example.com');
    await client.post(`/admin/return-orders/${created.body.reference}/receive`, {}, { token: support.token });
    const accepted = await client.post<ReturnOrder>(`/admin/return-orders/${created.body.reference}/accept`, {}, { token: support.token });
    expect(accepted.body.settlement).toEqual({ kind: 'refund', amount: created.body.refundAmount, refunded: created.body.refundAmount, credited: 0 });
    const refund = await api.db.selectFrom('order_refunds').selectAll().where('return_id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(refund.status).toBe('done');
    const taken = await api.db.selectFrom('sandbox_refunds').selectAll().where('payment_id', '=', recent.payment_reference!).execute();
    expect(taken).toEqual([expect.objectContaining({ id: refund.provider_refund_id, reference: `refund-${refund.id}`, amount_cents: Math.round(created.body.refundAmount * 100) })]);
  });
});
