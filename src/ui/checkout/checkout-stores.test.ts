import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { checkoutTestbed } from '../../adapters/in-memory/checkout-testbed';
import type { Balance, OrderDocument } from '../../application/ports/orders-api';
import type { Basket } from '../../domain/basket/basket';
import { OrdersStore } from '../accounts/orders-store';
import type { CheckoutStoreDeps } from './checkout-store-deps';
import { ConfirmStore } from './confirm-store';
import { explanationOf, PaymentStore } from './payment-store';
import { ShippingStore } from './shipping-store';

/** Camille signed in with 2 tees (L, 24.50 €), her basket priced; the stores wired on the in-memory shop. */
async function tunnel(options: { storeCountry?: string; balances?: Record<number, Balance> } = {}) {
  const t = checkoutTestbed({ balances: options.balances });
  await t.login.execute({ email: 'camille@example.com', password: DEMO_PASSWORD });
  await t.basket.add.execute({ productId: 12, sizeId: 1003, quantity: 2 });
  const page = {
    basket: t.repository.load() as Basket,
    adopt(basket: Basket) {
      this.basket = basket;
    },
  };
  const expired: string[] = [];
  const reported: string[] = [];
  const deps: CheckoutStoreDeps = {
    useCases: async () => t,
    basket: page,
    auth: { loggedIn: true, sessionExpired: () => expired.push('expired') },
    storeCountry: () => options.storeCountry ?? 'FR',
    listCards: async () => {
      const result = await t.listCards.execute();
      return result.kind === 'found' ? result.cards : [];
    },
    refreshBasket: async () => {
      page.basket = (await t.basket.load.execute({ recalculate: true })).basket;
    },
    report: (_error, context) => reported.push(context),
    now: () => new Date('2026-11-24T10:00:00Z'),
  };
  const listed = await t.listAddresses.execute();
  const addresses = listed.kind === 'found' ? listed.addresses : [];
  return { t, page, deps, addresses, expired, reported };
}

describe('ShippingStore (step 2)', () => {
  it('takes the default address and the first home carrier, then a relay point clears the address (SPEC §4)', async () => {
    const { deps, page, addresses } = await tunnel();
    const shipping = new ShippingStore(deps);
    await shipping.start(addresses);
    expect(page.basket.state.shippingAddress?.id).toBe(addresses.find((address) => address.default)?.id);
    expect(shipping.offered.map((carrier) => carrier.type)).not.toContain('point_relais');
    expect(page.basket.state.carrier).toMatchObject({ id: 1, price: { amount: 490 } });
    expect(shipping.ready).toBe(true);

    await shipping.setMode('relay');
    expect(shipping.ready).toBe(false);
    await shipping.searchRelays('75011');
    expect(shipping.relayPoints?.map((point) => point.id)).toEqual(['FR-75011-1', 'FR-75011-2']);
    await shipping.chooseRelay(shipping.relayPoints![1]);
    expect(page.basket.state).toMatchObject({ shippingAddress: null, relayPoint: { id: 'FR-75011-2' }, carrier: { type: 'point_relais' } });
    expect(shipping.ready).toBe(true);

    // And the reverse: an address clears the relay point and its relay carrier.
    await shipping.setMode('home');
    await shipping.chooseAddress(addresses[0]);
    expect(page.basket.state).toMatchObject({ relayPoint: null, shippingAddress: { id: addresses[0].id }, carrier: { type: 'home' } });
  });

  it('says when the relay points cannot be fetched, and when the country is not delivered (SPEC §8)', async () => {
    const { deps, t } = await tunnel();
    const shipping = new ShippingStore(deps);
    await shipping.setMode('relay');
    t.shop.relaysDown = true;
    await shipping.searchRelays('75011');
    expect(shipping.problems).toContain('relay-fetch-failed');
    await shipping.searchRelays('7');
    expect(shipping.relayPoints).toEqual([]);

    const abroad = await tunnel({ storeCountry: 'US' });
    const nowhere = new ShippingStore(abroad.deps);
    await nowhere.start([]);
    expect(nowhere.problems).toEqual(['country-not-deliverable']);
    expect(nowhere.carriersMessage).toBe("Ce pays n'est pas disponible à la livraison.");
    expect(nowhere.ready).toBe(false);
  });
});

describe('PaymentStore (step 3)', () => {
  async function readyToPay() {
    const bed = await tunnel();
    await new ShippingStore(bed.deps).start(bed.addresses);
    return bed;
  }

  it('offers 4× only from 150 € and needs the terms before placing anything', async () => {
    const { deps, t } = await readyToPay();
    const payment = new PaymentStore(deps);
    await payment.load();
    expect(payment.total).toBe(53.9);
    expect(payment.instalmentsOffered).toBe(false);
    expect(payment.cards?.length).toBeGreaterThan(0);
    expect(payment.choice).toEqual({ method: 'card', cardId: payment.cards![0].id });
    payment.choose({ method: 'transfer' });
    expect(await payment.place()).toEqual({ kind: 'stay' });
    expect(payment.termsMissing).toBe(true);
    expect(t.shop.orders).toHaveLength(0);
  });

  it('offers vouchers and credits only when the balance covers the total (SPEC §2)', async () => {
    const voucher = (remaining: number) => ({ id: 7, kind: 'voucher' as const, code: 'BIENVENUE50', label: 'Bienvenue', amount: 50, remaining, expiresAt: null, origin: null });
    const short = await tunnel({ balances: { 1: { balance: 50, vouchers: [voucher(50)], credits: [] } } });
    await new ShippingStore(short.deps).start(short.addresses);
    const notEnough = new PaymentStore(short.deps);
    await notEnough.load();
    expect(notEnough.balanceCovers).toBe(false);

    const rich = await tunnel({ balances: { 1: { balance: 60, vouchers: [voucher(60)], credits: [] } } });
    await new ShippingStore(rich.deps).start(rich.addresses);
    const payment = new PaymentStore(rich.deps);
    await payment.load();
    expect(payment.balanceCovers).toBe(true);
    payment.choose({ method: 'balance' });
    payment.setAcceptTerms(true);
    expect(await payment.place()).toMatchObject({ kind: 'confirmed' });
    expect(rich.t.shop.orders[0].order.paymentMethod).toBe('balance');
  });

  it('lets vouchers and credits that do not cover the total pay part of it beside another means', async () => {
    const credit = { id: 8, kind: 'giftcard' as const, code: null, label: 'Carte cadeau', amount: 25, remaining: 25, expiresAt: null, origin: 'CADE…O001' };
    const bed = await tunnel({ balances: { 1: { balance: 25, vouchers: [], credits: [credit] } } });
    await new ShippingStore(bed.deps).start(bed.addresses);
    const payment = new PaymentStore(bed.deps);
    await payment.load();
    expect(payment.balanceCovers).toBe(false);
    expect(payment.balanceSwitchOffered).toBe(true);
    expect(payment.toPay).toBe(53.9);
    payment.setUseBalance(true);
    expect(payment.balanceShare).toBe(25);
    expect(payment.toPay).toBe(28.9);
    payment.choose({ method: 'transfer' });
    payment.setAcceptTerms(true);
    expect(await payment.place()).toMatchObject({ kind: 'confirmed' });
    const sent = [...bed.t.shop.keys.values()].map((entry) => JSON.parse(entry.request) as { payment: unknown });
    expect(sent[0].payment).toEqual({ method: 'transfer', useBalance: true });
  });

  it('places one order however many times the button is pressed at once', async () => {
    const { deps, t } = await readyToPay();
    const payment = new PaymentStore(deps);
    payment.choose({ method: 'transfer' });
    payment.setAcceptTerms(true);
    const [first, second] = await Promise.all([payment.place(), payment.place()]);
    expect(first).toMatchObject({ kind: 'confirmed' });
    expect(second).toEqual({ kind: 'stay' });
    expect(t.shop.orders).toHaveLength(1);
  });

  it('sends a new card to the provider, and a failed bank return keeps the basket with the reason', async () => {
    const { deps, t, page } = await readyToPay();
    const payment = new PaymentStore(deps);
    payment.choose({ method: 'card', cardId: null });
    payment.setAcceptTerms(true);
    const placed = await payment.place();
    expect(placed).toEqual({ kind: 'redirect', url: `http://shop.test/sandbox-pay/pay_${t.shop.orders[0].order.id}` });
    t.shop.orders[0].provider = 'failed';
    expect(await payment.completeReturn(t.shop.orders[0].order.id)).toEqual({ kind: 'failed' });
    expect(payment.message).toEqual({ kind: 'key', key: 'payment.errors.failed' });
    // The provider code's explanation, without the generic sentence the page shows in its own words.
    expect(payment.failureDetail).toBeTruthy();
    expect(payment.failureDetail).not.toContain('Votre paiement a échoué');
    expect(t.repository.load().isEmpty).toBe(false);
    expect(page.basket.isEmpty).toBe(false);
  });

  it('a paid bank return leads to step 4, whose store cleans the basket', async () => {
    const { deps, t, page } = await readyToPay();
    const payment = new PaymentStore(deps);
    payment.choose({ method: 'card', cardId: null });
    payment.setAcceptTerms(true);
    await payment.place();
    const orderId = t.shop.orders[0].order.id;
    // The shopper has not paid on the provider's page yet: the order waits and the page says so.
    expect(await payment.completeReturn(orderId)).toEqual({ kind: 'pending' });
    expect(payment.message).toEqual({ kind: 'key', key: 'payment.errors.pending' });
    t.shop.orders[0].provider = 'paid';
    expect(await payment.completeReturn(orderId)).toEqual({ kind: 'paid', orderId });
    const confirm = new ConfirmStore(deps);
    await confirm.load(orderId);
    expect(confirm.order?.status).toBe('paid');
    expect(page.basket.isEmpty).toBe(true);
    expect(t.repository.load().isEmpty).toBe(true);
  });
});

describe('OrdersStore (order history)', () => {
  it('lists the order in progress, shows it, downloads the purchase order, and says the bill comes after payment', async () => {
    const { deps, t, addresses } = await tunnel();
    await new ShippingStore(deps).start(addresses);
    const payment = new PaymentStore(deps);
    payment.choose({ method: 'transfer' });
    payment.setAcceptTerms(true);
    const placed = await payment.place();
    const saved: OrderDocument[] = [];
    const orders = new OrdersStore({ useCases: async () => t, auth: deps.auth, report: deps.report, save: (document) => saved.push(document) });
    await orders.loadList();
    expect(orders.inProgress?.map((order) => order.id)).toEqual([placed.kind === 'confirmed' ? placed.orderId : -1]);
    await orders.loadOrder(orders.inProgress![0].id);
    expect(orders.order?.paymentMethod).toBe('transfer');
    await orders.download('purchase-order');
    expect(saved.map((document) => document.fileName)).toEqual([`bon-de-commande-${orders.order!.id}.pdf`]);
    await orders.download('bill');
    expect(orders.downloadFailed).toBe('bill');
    await orders.loadOrder(999_999);
    expect(orders.notFound).toBe(true);
  });
});

describe('explanationOf', () => {
  it('keeps the provider code’s explanation without the generic sentence the page shows itself', () => {
    expect(explanationOf("Votre paiement a échoué, vous n'avez pas été débité. Votre banque a refusé le paiement.")).toBe('Votre banque a refusé le paiement.');
    expect(explanationOf('Votre paiement a échoué, vous n’avez pas été débité.')).toBeNull();
    expect(explanationOf(null)).toBeNull();
  });

  it('keeps only the explanation on every store, whatever its language (issue 35)', () => {
    expect(explanationOf('Ihre Zahlung ist fehlgeschlagen, es wurde nichts abgebucht. Ihre Bank hat die Zahlung abgelehnt.')).toBe('Ihre Bank hat die Zahlung abgelehnt.');
    expect(explanationOf('Tu pago ha fallado, no se te ha cobrado nada.')).toBeNull();
  });
});
