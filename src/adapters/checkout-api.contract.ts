import { describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '../domain/orders/order';
import type { CheckoutApi } from '../application/ports/checkout-api';
import type { AdminOrdersApi, OrdersApi } from '../application/ports/orders-api';

/** One signed-in person's view of the shop. */
export interface CheckoutClient {
  checkout: CheckoutApi;
  orders: OrdersApi;
  admin: AdminOrdersApi;
  /** The person's first (default) address. */
  addressId: number;
}

export interface CheckoutApiContractSetup {
  /** Camille (a customer with an address), Sam (another customer) or the support agent, signed in. */
  signedIn(who: 'camille' | 'sam' | 'support'): Promise<CheckoutClient>;
  /** A size well in stock. */
  item: { productId: number; productSizeId: number };
  /** Somewhere relay points are found in France. */
  relayQuery: string;
}

let keys = 0;
const aKey = (label: string) => `contract-${label}-${Date.now().toString(36)}-${++keys}`.slice(0, 100);

/**
 * What the checkout, orders and support APIs promise the use cases, whatever the adapter: the
 * in-memory fake and the HTTP clients against the real server run the same checks
 * (docs/checkout-api.md).
 */
export function describeCheckoutApiContract(name: string, setup: CheckoutApiContractSetup): void {
  describe(`Checkout API contract: ${name}`, () => {
    const request = async (client: CheckoutClient, overrides: Partial<PlaceOrderRequest> = {}): Promise<PlaceOrderRequest> => {
      const [home] = (await client.checkout.carriers('FR', 50)).filter((carrier) => carrier.type === 'home');
      return {
        basketItems: [{ ...setup.item, quantity: 1 }],
        device: 0,
        shipping: { addressId: client.addressId },
        carrierId: home.id,
        payment: { method: 'transfer' },
        acceptTerms: true,
        ...overrides,
      };
    };

    it('offers carriers by rank with prices in cents, and refuses a country it does not deliver', async () => {
      const { checkout } = await setup.signedIn('camille');
      const carriers = await checkout.carriers('FR', 20);
      expect(carriers.some((carrier) => carrier.type === 'home')).toBe(true);
      expect(carriers.some((carrier) => carrier.type === 'point_relais')).toBe(true);
      expect(carriers.map((carrier) => carrier.rank)).toEqual([...carriers.map((carrier) => carrier.rank)].sort((a, b) => a - b));
      expect(carriers.every((carrier) => Number.isInteger(carrier.price.priceWithDuty))).toBe(true);
      await expect(checkout.carriers('US', 20)).rejects.toMatchObject({ code: 400, message: "Ce pays n'est pas disponible à la livraison." });
    });

    it('finds relay points nearest first, with their opening hours', async () => {
      const { checkout } = await setup.signedIn('camille');
      const points = await checkout.relayPoints('FR', setup.relayQuery);
      expect(points.length).toBeGreaterThan(0);
      expect(points.map((point) => point.distanceKm)).toEqual([...points.map((point) => point.distanceKm)].sort((a, b) => a - b));
      expect(points[0].openingHours.length).toBeGreaterThan(0);
    });

    it('places once per key: the same key again is the same order, another body with it is a 422', async () => {
      const client = await setup.signedIn('camille');
      const body = await request(client);
      const key = aKey('same');
      const first = await client.checkout.placeOrder(body, key);
      expect(first).toMatchObject({ order: { status: 'awaiting_payment', paymentMethod: 'transfer', paymentMethodId: 11 }, next: { kind: 'confirmed' } });
      expect((await client.checkout.placeOrder(body, key)).order.id).toBe(first.order.id);
      await expect(client.checkout.placeOrder({ ...body, payment: { method: 'cheque' } }, key)).rejects.toMatchObject({ code: 422 });
    });

    it('refuses unaccepted terms (400) and a total that is not the shop’s (409 price-changed)', async () => {
      const client = await setup.signedIn('camille');
      await expect(client.checkout.placeOrder(await request(client, { acceptTerms: false }), aKey('terms'))).rejects.toMatchObject({ code: 400 });
      await expect(client.checkout.placeOrder(await request(client, { expectedTotal: 0.01 }), aKey('total'))).rejects.toMatchObject({ code: 409, reason: 'price-changed' });
    });

    it('sends a new card to the provider’s page; the order awaits payment meanwhile', async () => {
      const client = await setup.signedIn('camille');
      const placed = await client.checkout.placeOrder(await request(client, { payment: { method: 'card' } }), aKey('card'));
      expect(placed.next).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/\/sandbox-pay\/[^/]+/) });
      expect(await client.checkout.paymentReturn(placed.order.id)).toMatchObject({ order: { id: placed.order.id, status: 'awaiting_payment' }, payment: { status: 'pending' } });
    });

    it('lists, shows and documents the customer’s orders, and nobody else’s', async () => {
      const camille = await setup.signedIn('camille');
      const { order } = await camille.checkout.placeOrder(await request(camille), aKey('history'));
      const listed = await camille.orders.orders();
      expect(listed.inProgress.find((summary) => summary.id === order.id)).toMatchObject({ reference: order.reference, status: 'awaiting_payment', itemCount: 1 });
      expect(await camille.orders.order(order.id)).toMatchObject({ id: order.id, lines: [{ productSizeId: setup.item.productSizeId, quantity: 1 }] });
      await expect(camille.orders.bill(order.id)).rejects.toMatchObject({ code: 409 });
      const purchaseOrder = await camille.orders.purchaseOrder(order.id);
      expect(purchaseOrder.fileName).toBe(`bon-de-commande-${order.id}.pdf`);
      expect(new TextDecoder().decode(purchaseOrder.bytes.subarray(0, 5))).toBe('%PDF-');
      const sam = await setup.signedIn('sam');
      await expect(sam.orders.order(order.id)).rejects.toMatchObject({ code: 404 });
      await expect(sam.orders.purchaseOrder(order.id)).rejects.toMatchObject({ code: 404 });
      expect(await camille.orders.balance()).toMatchObject({ balance: expect.any(Number), vouchers: expect.any(Array), credits: expect.any(Array) });
    });

    it('lets support staff, and only them, follow an order to its delivery', async () => {
      const camille = await setup.signedIn('camille');
      const { order } = await camille.checkout.placeOrder(await request(camille), aKey('support'));
      await expect(camille.admin.list({})).rejects.toMatchObject({ code: 403 });
      await expect(camille.admin.markPaid(order.id)).rejects.toMatchObject({ code: 403 });
      const { admin } = await setup.signedIn('support');
      expect((await admin.list({ customer: 'camille@example.com', status: 'awaiting_payment' })).orders.some((listed) => listed.id === order.id)).toBe(true);
      expect(await admin.show(order.id)).toMatchObject({ id: order.id, customer: { email: 'camille@example.com' } });
      await expect(admin.ship(order.id, 'TRACK1234')).rejects.toMatchObject({ code: 409 });
      expect(await admin.markPaid(order.id)).toMatchObject({ status: 'paid' });
      expect(await admin.ship(order.id, 'TRACK1234')).toMatchObject({ status: 'shipped', tracking: { number: 'TRACK1234' } });
      await expect(admin.cancel(order.id)).rejects.toMatchObject({ code: 409 });
      expect(await admin.deliver(order.id)).toMatchObject({ status: 'delivered' });
      const bill = await camille.orders.bill(order.id);
      expect(bill.fileName).toBe(`facture-${order.id}.pdf`);
      await expect(admin.show(987_654)).rejects.toMatchObject({ code: 404 });
    });
  });
}
