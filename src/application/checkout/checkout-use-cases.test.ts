import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { checkoutTestbed } from '../../adapters/in-memory/checkout-testbed';
import { NOT_DELIVERABLE, PARIS_RELAYS, RELAY_FETCH_ERROR } from '../../adapters/in-memory/in-memory-orders';

/** Camille signed in with 2 tees (L, 24.50 €) in her basket, priced. */
async function shopping(options: Parameters<typeof checkoutTestbed>[0] = {}) {
  const t = checkoutTestbed(options);
  await t.login.execute({ email: 'camille@example.com', password: DEMO_PASSWORD });
  await t.basket.add.execute({ productId: 12, sizeId: 1003, quantity: 2 });
  return t;
}

/** …who chose her home address (11) and the home carrier (1, 4.90 €). */
async function readyToPay(options: Parameters<typeof checkoutTestbed>[0] = {}) {
  const t = await shopping(options);
  await t.chooseShippingAddress.execute(11);
  await t.chooseCarrier.execute({ carrierId: 1 });
  return t;
}

const stockOfL = (t: ReturnType<typeof checkoutTestbed>) => t.shop.stockOf({ productId: 12, productSizeId: 1003 });

describe('ListCarriers and FindRelayPoints (step 2)', () => {
  it('lists the carriers of the destination by rank, priced for the basket', async () => {
    const t = await shopping();
    const found = await t.listCarriers.execute();
    expect(found).toMatchObject({ kind: 'found', country: 'FR' });
    if (found.kind !== 'found') return;
    expect(found.carriers.map((carrier) => [carrier.id, carrier.price.priceWithDuty])).toEqual([[1, 490], [3, 1290], [2, 390]]);
    const free = await t.listCarriers.execute({ amount: 120 });
    expect(free.kind === 'found' && free.carriers.find((carrier) => carrier.id === 1)?.price).toMatchObject({ freeShipping: true, priceWithDuty: 0 });
  });

  it("says when the shop does not deliver the country, in the shop's words", async () => {
    expect(await (await shopping()).listCarriers.execute({ country: 'us' })).toEqual({ kind: 'not-deliverable', country: 'US', message: NOT_DELIVERABLE });
  });

  it('finds relay points nearest first; a short query asks nothing; a finder failure is a message', async () => {
    const t = await shopping();
    expect(await t.findRelayPoints.execute({ query: ' 75011 ' })).toMatchObject({ kind: 'found', points: [{ id: 'FR-75011-1' }, { id: 'FR-75011-2' }] });
    expect(await t.findRelayPoints.execute({ query: '7' })).toEqual({ kind: 'query-too-short' });
    t.shop.relaysDown = true;
    expect(await t.findRelayPoints.execute({ query: '75011' })).toEqual({ kind: 'failed', message: RELAY_FETCH_ERROR });
  });
});

describe('ChooseShippingAddress, ChooseRelayPoint, ChooseCarrier (SPEC §4)', () => {
  it('chooses an address of the book, which clears the relay point and its relay carrier', async () => {
    const t = await shopping();
    await t.chooseRelayPoint.execute(PARIS_RELAYS[0]);
    expect(await t.chooseCarrier.execute({ carrierId: 2 })).toMatchObject({ kind: 'chosen' });
    const chosen = await t.chooseShippingAddress.execute(12);
    expect(chosen).toMatchObject({ kind: 'chosen', basket: { state: { shippingAddress: { id: 12, city: 'Lyon' }, relayPoint: null, carrier: null } } });
    expect(t.repository.load().deliveryMode).toBe('home');
  });

  it('refuses an address that is not in the book, and asks a signed-out visitor to sign in', async () => {
    const t = await shopping();
    expect(await t.chooseShippingAddress.execute(999)).toEqual({ kind: 'not-found' });
    await t.logout.execute();
    expect(await t.chooseShippingAddress.execute(11)).toEqual({ kind: 'signed-out' });
  });

  it('finds a relay point again by id near the place searched (the CLI), and clears the address', async () => {
    const t = await shopping();
    await t.chooseShippingAddress.execute(11);
    await t.chooseCarrier.execute({ carrierId: 1 });
    const chosen = await t.chooseRelayPoint.execute({ id: 'FR-75011-2', query: '75011' });
    expect(chosen).toMatchObject({ kind: 'chosen', point: { id: 'FR-75011-2', name: 'Presse Voltaire' } });
    expect(t.repository.load().state).toMatchObject({ shippingAddress: null, carrier: null, relayPoint: { id: 'FR-75011-2' } });
    expect(await t.chooseRelayPoint.execute({ id: 'FR-99999-9', query: '75011' })).toEqual({ kind: 'not-found' });
  });

  it('keeps the chosen carrier with its price in cents, and refuses one that does not fit the delivery mode', async () => {
    const t = await shopping();
    await t.chooseShippingAddress.execute(11);
    expect(await t.chooseCarrier.execute({ carrierId: 2 })).toEqual({ kind: 'wrong-delivery-mode', mode: 'home' });
    expect(await t.chooseCarrier.execute({ carrierId: 42 })).toEqual({ kind: 'not-found' });
    await t.chooseCarrier.execute({ carrierId: 3 });
    expect(t.repository.load().state.carrier).toMatchObject({ id: 3, code: 'chrono_express', type: 'express', price: { amount: 1290 } });
    expect(t.repository.load().amounts().total).toBe(61.9);
  });
});

describe('PlaceOrder (step 3)', () => {
  it('says what is missing before sending anything', async () => {
    const t = await shopping();
    const pay = () => t.placeOrder.execute({ payment: { method: 'transfer' }, acceptTerms: true });
    expect(await pay()).toEqual({ kind: 'incomplete', missing: 'delivery' });
    await t.chooseShippingAddress.execute(11);
    expect(await pay()).toEqual({ kind: 'incomplete', missing: 'carrier' });
    await t.chooseCarrier.execute({ carrierId: 1 });
    expect(await t.placeOrder.execute({ payment: { method: 'transfer' }, acceptTerms: false })).toEqual({ kind: 'incomplete', missing: 'terms' });
    expect(t.shop.orders).toEqual([]);
  });

  it('places a transfer order from the stored basket: confirmed, stock taken, the order kept in the basket', async () => {
    const t = await readyToPay();
    const placed = await t.placeOrder.execute({ payment: { method: 'transfer' }, acceptTerms: true });
    expect(placed).toMatchObject({ kind: 'confirmed', order: { status: 'awaiting_payment', paymentMethodId: 11, amounts: { total: 53.9 } } });
    expect(t.shop.keys.size).toBe(1);
    expect([...t.shop.keys.values()][0].request).toContain('"expectedTotal":53.9');
    expect(await stockOfL(t)).toBe(3);
    expect(t.repository.load().state.order).toEqual({ id: t.shop.orders[0].order.id, reference: t.shop.orders[0].order.reference });
  });

  it('sends the same key again after a lost answer or a reload: one order, not two', async () => {
    const t = await readyToPay();
    t.shop.loseNextAnswer = true;
    await expect(t.placeOrder.execute({ payment: { method: 'transfer' }, acceptTerms: true })).rejects.toMatchObject({ code: 0 });
    expect(t.repository.load().attempt?.key).toBe('attempt-key-000001');
    const retried = await t.placeOrder.execute({ payment: { method: 'transfer' }, acceptTerms: true });
    expect(retried.kind).toBe('confirmed');
    expect(t.shop.orders).toHaveLength(1);
    expect(await stockOfL(t)).toBe(3);
  });

  it('a double click sends one key twice: one order', async () => {
    const t = await readyToPay();
    const pay = () => t.placeOrder.execute({ payment: { method: 'transfer' }, acceptTerms: true });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect(first.kind === 'confirmed' && second.kind === 'confirmed' && second.order.id === first.order.id).toBe(true);
    expect(t.shop.orders).toHaveLength(1);
    expect(await stockOfL(t)).toBe(3);
  });

  it('makes a new attempt for another request (another means), not a refused key', async () => {
    const t = await readyToPay();
    await t.placeOrder.execute({ payment: { method: 'card' }, acceptTerms: true });
    const second = await t.placeOrder.execute({ payment: { method: 'cheque' }, acceptTerms: true });
    expect(second.kind).toBe('confirmed');
    expect([...t.shop.keys.keys()]).toEqual(['attempt-key-000001', 'attempt-key-000002']);
  });

  it('sends a new card to the provider page; the same click again gives the same page', async () => {
    const t = await readyToPay();
    const first = await t.placeOrder.execute({ payment: { method: 'card', saveCard: true }, acceptTerms: true });
    expect(first).toMatchObject({ kind: 'redirect', url: expect.stringContaining('/sandbox-pay/'), order: { status: 'awaiting_payment' } });
    const again = await t.placeOrder.execute({ payment: { method: 'card', saveCard: true }, acceptTerms: true });
    expect(again).toEqual(first);
    expect(t.shop.orders).toHaveLength(1);
  });

  it('on a stock refusal ends the attempt and prices the basket again', async () => {
    const t = await readyToPay();
    t.basket.api.setStock(1003, 1);
    const refused = await t.placeOrder.execute({ payment: { method: 'transfer' }, acceptTerms: true });
    expect(refused).toMatchObject({ kind: 'refused', reason: 'stock' });
    const basket = t.repository.load();
    expect(basket.attempt).toBeNull();
    expect(basket.lines[0].quantity).toBe(1);
    expect(t.shop.orders).toEqual([]);
  });

  it('on a changed total refreshes the carrier price, so the next attempt goes through with a new key', async () => {
    const t = await readyToPay();
    const stale = t.repository.load();
    t.repository.save(stale.chooseCarrier({ ...stale.state.carrier!, price: { amount: 100 } }));
    const refused = await t.placeOrder.execute({ payment: { method: 'cheque' }, acceptTerms: true });
    expect(refused).toMatchObject({ kind: 'refused', reason: 'price-changed', message: expect.stringContaining('53.9') });
    expect(t.repository.load().state.carrier?.price.amount).toBe(490);
    expect(t.repository.load().attempt).toBeNull();
    expect(await t.placeOrder.execute({ payment: { method: 'cheque' }, acceptTerms: true })).toMatchObject({ kind: 'confirmed' });
    // The refused attempt wrote nothing (and its key was not kept); the new one has its own key.
    expect([...t.shop.keys.keys()]).toEqual(['attempt-key-000002']);
  });

  it('is signed out when the session ended', async () => {
    const t = await readyToPay();
    t.tokens.clear();
    expect(await t.placeOrder.execute({ payment: { method: 'transfer' }, acceptTerms: true })).toEqual({ kind: 'signed-out' });
  });
});

describe('CompletePayment and FinishCheckout (bank return, step 4)', () => {
  it('a declined card: the provider code and message, the basket kept, stock back, the next try a new order', async () => {
    const t = await readyToPay();
    t.shop.nextPayment = 'failed';
    const placed = await t.placeOrder.execute({ payment: { method: 'card' }, acceptTerms: true });
    if (placed.kind !== 'redirect') throw new Error(placed.kind);
    const failed = await t.completePayment.execute(placed.order.id);
    expect(failed).toMatchObject({ kind: 'failed', code: '4000001', message: expect.stringMatching(/^Votre paiement a échoué/), order: { status: 'cancelled' } });
    expect(await stockOfL(t)).toBe(5);
    const basket = t.repository.load();
    expect(basket.state).toMatchObject({ order: null, attempt: null });
    expect(basket.lines).toHaveLength(1);
    t.shop.nextPayment = 'paid';
    const retry = await t.placeOrder.execute({ payment: { method: 'card' }, acceptTerms: true });
    expect(retry.kind === 'redirect' && retry.order.id).not.toBe(placed.order.id);
    expect(t.repository.load().attempt?.key).toBe('attempt-key-000002');
  });

  it('a paid card: the order stays in the basket until step 4 cleans it all', async () => {
    const t = await readyToPay();
    t.shop.nextPayment = 'paid';
    t.repository.save(t.repository.load().withVouchers([{ id: 1, amount: 5 }]));
    const placed = await t.placeOrder.execute({ payment: { method: 'card' }, acceptTerms: true });
    if (placed.kind !== 'redirect') throw new Error(placed.kind);
    expect(await t.finishCheckout.execute(placed.order.id)).toMatchObject({ kind: 'not-placed' });
    expect(t.repository.load().isEmpty).toBe(false);
    expect(await t.completePayment.execute(placed.order.id)).toMatchObject({ kind: 'paid', order: { status: 'paid' } });
    expect(t.repository.load().state.order?.id).toBe(placed.order.id);
    const finished = await t.finishCheckout.execute(placed.order.id);
    expect(finished).toMatchObject({ kind: 'finished', order: { id: placed.order.id } });
    expect(t.repository.load().state).toMatchObject({ lines: [], promotion: null, vouchers: [], shippingAddress: null, carrier: null, order: null, attempt: null });
  });

  it('a kept key whose order was cancelled meanwhile (its bank return was lost) starts a new attempt', async () => {
    const t = await readyToPay();
    t.shop.nextPayment = 'failed';
    const first = await t.placeOrder.execute({ payment: { method: 'card' }, acceptTerms: true });
    if (first.kind !== 'redirect') throw new Error(first.kind);
    // The provider declined and the shop cancelled the order, but this basket never heard of it.
    await t.shop.paymentReturn(t.accounts.signedIn(t.tokens).customer, first.order.id);
    t.shop.nextPayment = 'paid';
    const again = await t.placeOrder.execute({ payment: { method: 'card' }, acceptTerms: true });
    expect(again).toMatchObject({ kind: 'redirect', order: { status: 'awaiting_payment' } });
    expect(again.kind === 'redirect' && again.order.id).not.toBe(first.order.id);
    expect(t.repository.load().state).toMatchObject({ attempt: { key: 'attempt-key-000002' }, order: { id: again.kind === 'redirect' ? again.order.id : 0 } });
  });

  it("a bank return for another order than the basket's leaves the basket alone", async () => {
    const t = await readyToPay();
    t.shop.nextPayment = 'paid';
    const old = await t.placeOrder.execute({ payment: { method: 'card' }, acceptTerms: true });
    if (old.kind !== 'redirect') throw new Error(old.kind);
    await t.completePayment.execute(old.order.id);
    await t.finishCheckout.execute(old.order.id);
    await t.basket.add.execute({ productId: 13, sizeId: 2001 });
    expect(await t.completePayment.execute(old.order.id)).toMatchObject({ kind: 'paid' });
    expect(await t.finishCheckout.execute(old.order.id)).toMatchObject({ kind: 'finished' });
    expect(t.repository.load().state).toMatchObject({ order: null, lines: [{ info: { id: 13 } }] });
  });

  it('a pending payment and an unknown order', async () => {
    const t = await readyToPay();
    t.shop.nextPayment = 'pending';
    const placed = await t.placeOrder.execute({ payment: { method: 'paypal' }, acceptTerms: true });
    if (placed.kind !== 'redirect') throw new Error(placed.kind);
    expect(await t.completePayment.execute(placed.order.id)).toMatchObject({ kind: 'pending' });
    expect(await t.completePayment.execute(4242)).toEqual({ kind: 'not-found' });
  });

  it('finishing an old order leaves a basket started since alone', async () => {
    const t = await readyToPay();
    const placed = await t.placeOrder.execute({ payment: { method: 'transfer' }, acceptTerms: true });
    if (placed.kind !== 'confirmed') throw new Error(placed.kind);
    await t.finishCheckout.execute(placed.order.id);
    await t.basket.add.execute({ productId: 13, sizeId: 2001 });
    expect(await t.finishCheckout.execute(placed.order.id)).toMatchObject({ kind: 'finished' });
    expect(t.repository.load().lines).toHaveLength(1);
  });
});
