import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { checkoutTestbed } from '../../adapters/in-memory/checkout-testbed';

/** Camille placed one order (2 tees) with `method`; nobody is signed in afterwards unless said. */
async function ordered(method: 'transfer' | 'card' = 'transfer', options: Parameters<typeof checkoutTestbed>[0] = {}) {
  const t = checkoutTestbed(options);
  await t.login.execute({ email: 'camille@example.com', password: DEMO_PASSWORD });
  await t.basket.add.execute({ productId: 12, sizeId: 1003, quantity: 2 });
  await t.chooseShippingAddress.execute(11);
  await t.chooseCarrier.execute({ carrierId: 1 });
  const placed = await t.placeOrder.execute({ payment: { method }, acceptTerms: true });
  if (placed.kind !== 'confirmed' && placed.kind !== 'redirect') throw new Error(placed.kind);
  return { t, orderId: placed.order.id };
}

async function signInAs(t: ReturnType<typeof checkoutTestbed>, email: string) {
  await t.logout.execute();
  await t.login.execute({ email, password: DEMO_PASSWORD });
}

describe('ListOrders, GetOrder and the documents', () => {
  it('lists the orders in progress and finished, and shows one', async () => {
    const { t, orderId } = await ordered();
    expect(await t.listOrders.execute()).toMatchObject({ kind: 'found', inProgress: [{ id: orderId, itemCount: 2, total: 53.9 }], finished: [] });
    expect(await t.getOrder.execute(orderId)).toMatchObject({ kind: 'found', order: { id: orderId, status: 'awaiting_payment' } });
  });

  it("does not find another customer's order, nor a nonsense id", async () => {
    const { t, orderId } = await ordered();
    await signInAs(t, 'sam@example.com');
    expect(await t.getOrder.execute(orderId)).toEqual({ kind: 'not-found' });
    expect(await t.downloadPurchaseOrder.execute(orderId)).toEqual({ kind: 'not-found' });
    expect(await t.getOrder.execute(-3)).toEqual({ kind: 'not-found' });
  });

  it('has a purchase order at once and a bill once the order is paid', async () => {
    const { t, orderId } = await ordered();
    expect(await t.downloadPurchaseOrder.execute(orderId)).toMatchObject({ kind: 'downloaded', document: { fileName: `bon-de-commande-${orderId}.pdf` } });
    expect(await t.downloadBill.execute(orderId)).toMatchObject({ kind: 'not-available', message: expect.stringContaining('payée') });
    await signInAs(t, 'support@example.com');
    await t.markOrderPaid.execute(orderId);
    await signInAs(t, 'camille@example.com');
    expect(await t.downloadBill.execute(orderId)).toMatchObject({ kind: 'downloaded', document: { fileName: `facture-${orderId}.pdf` } });
  });

  it('gives the balance, and nothing to a signed-out visitor', async () => {
    const balance = { balance: 50, vouchers: [{ id: 1, kind: 'voucher' as const, code: 'BIENVENUE50', label: 'Bienvenue', amount: 50, remaining: 50, expiresAt: null, origin: null }], credits: [] };
    const { t } = await ordered('transfer', { balances: { 1: balance } });
    expect(await t.getBalance.execute()).toEqual({ kind: 'found', ...balance });
    await t.logout.execute();
    expect(await t.getBalance.execute()).toEqual({ kind: 'signed-out' });
    expect(await t.listOrders.execute()).toEqual({ kind: 'signed-out' });
  });
});

describe('Support staff (role support)', () => {
  it('refuses a customer without the role', async () => {
    const { t, orderId } = await ordered();
    expect(await t.listAdminOrders.execute()).toMatchObject({ kind: 'forbidden' });
    expect(await t.shipOrder.execute({ orderId, trackingNumber: 'TRACK1234' })).toMatchObject({ kind: 'forbidden' });
  });

  it('lists by customer and status, marks a transfer paid, ships with a tracking number and delivers', async () => {
    const { t, orderId } = await ordered();
    await signInAs(t, 'support@example.com');
    expect(await t.listAdminOrders.execute({ customer: 'camille@example.com', status: 'awaiting_payment' })).toMatchObject({ kind: 'found', orders: [{ id: orderId, customerEmail: 'camille@example.com' }] });
    expect(await t.listAdminOrders.execute({ customer: 'sam@example.com' })).toMatchObject({ kind: 'found', orders: [] });
    expect(await t.showAdminOrder.execute(orderId)).toMatchObject({ kind: 'found', order: { customer: { email: 'camille@example.com' } } });
    expect(await t.shipOrder.execute({ orderId, trackingNumber: 'TRACK1234' })).toMatchObject({ kind: 'refused', code: 409 });
    expect(await t.markOrderPaid.execute(orderId)).toMatchObject({ kind: 'paid', order: { status: 'paid' } });
    expect(await t.shipOrder.execute({ orderId, trackingNumber: ' TRACK1234 ' })).toMatchObject({ kind: 'shipped', order: { status: 'shipped', tracking: { number: 'TRACK1234' } } });
    expect(await t.cancelOrder.execute({ orderId })).toMatchObject({ kind: 'refused', code: 409 });
    expect(await t.deliverOrder.execute(orderId)).toMatchObject({ kind: 'delivered', order: { status: 'delivered' } });
    await signInAs(t, 'camille@example.com');
    expect(await t.listOrders.execute()).toMatchObject({ inProgress: [], finished: [{ id: orderId, status: 'delivered' }] });
  });

  it('checks the tracking number before asking, and cancels an unshipped order (its stock goes back)', async () => {
    const { t, orderId } = await ordered();
    await signInAs(t, 'support@example.com');
    expect(await t.shipOrder.execute({ orderId, trackingNumber: 'AB-1' })).toEqual({ kind: 'invalid-tracking-number' });
    expect(await t.showAdminOrder.execute(9999)).toEqual({ kind: 'not-found' });
    expect(await t.markOrderPaid.execute(9999)).toEqual({ kind: 'not-found' });
    expect(await t.cancelOrder.execute({ orderId, reason: ' client ' })).toMatchObject({ kind: 'cancelled', order: { status: 'cancelled' } });
    expect(await t.shop.stockOf({ productId: 12, productSizeId: 1003 })).toBe(5);
  });
});
