/**
 * The orders back end as plain data, behind the in-memory CheckoutApi, OrdersApi and
 * AdminOrdersApi (docs/checkout-api.md), for use-case tests: carriers for a few countries, relay
 * points, placing with an idempotency key (the same key and request: the same order; another
 * request: 422), stock checked and taken, the client's total checked, a provider whose answer the
 * test decides. Prices come from the in-memory basket pricing, as on the shop.
 */
import { shippingPrice } from '../../domain/basket/shipping';
import type { Carrier } from '../../domain/catalogue/carrier';
import { fromEuros, toEuros } from '../../domain/money/money';
import { PAYMENT_METHOD_IDS, type Order, type OrderStatus, type PaymentReturn, type PlacedOrder, type PlaceOrderRequest } from '../../domain/orders/order';
import { PAYMENT_FAILED } from '../../domain/payments/payment-codes';
import type { RelayPoint } from '../../domain/orders/relay-point';
import { ApiError } from '../../application/ports/api-error';
import type { CheckoutApi } from '../../application/ports/checkout-api';
import { aCarrier } from './basket-fixtures';
import type { InMemoryBasketApi } from './in-memory-basket-api';
import type { InMemoryCustomer } from './in-memory-accounts';

export const NOT_DELIVERABLE = "Ce pays n'est pas disponible à la livraison.";
export const RELAY_FETCH_ERROR = 'Impossible de récupérer les points relais, merci de réessayer.';

const CARRIERS: Carrier[] = [
  aCarrier(),
  aCarrier({ id: 2, rank: 3, code: 'relais_colis', type: 'point_relais', name: 'Relais Colis', price: { id: 2, freeShipping: false, freeShippingAmount: 9900, priceWithoutDuty: 325, priceWithDuty: 390 } }),
  aCarrier({ id: 3, rank: 2, code: 'chrono_express', type: 'express', name: 'Chrono Express', price: { id: 3, freeShipping: false, freeShippingAmount: 0, priceWithoutDuty: 1075, priceWithDuty: 1290 } }),
];

export const PARIS_RELAYS: RelayPoint[] = [
  { id: 'FR-75011-1', carrierCode: 'relais_colis', name: 'Tabac de la Roquette', street: '20 rue de la Roquette', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', latitude: 48.854, longitude: 2.372, openingHours: [{ day: 1, open: '08:00', close: '19:00' }], distanceKm: 0.4 },
  { id: 'FR-75011-2', carrierCode: 'relais_colis', name: 'Presse Voltaire', street: '80 boulevard Voltaire', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', latitude: 48.861, longitude: 2.376, openingHours: [{ day: 1, open: '09:00', close: '18:00' }], distanceKm: 1.1 },
];

export interface InMemoryOrder {
  order: Order;
  customerId: number;
  /** What the sandbox provider will answer for this order's payment. */
  provider: 'paid' | 'failed' | 'pending';
}

/** The shop's orders, shared by every client (each `InMemoryCheckoutApi` speaks for its own signed-in customer). */
export class InMemoryOrders {
  readonly orders: InMemoryOrder[] = [];
  /** Idempotency keys: the request they were first sent with and the answer given. */
  readonly keys = new Map<string, { request: string; placed: PlacedOrder }>();
  /** Countries with carriers. */
  deliverable = new Set(['FR', 'BE', 'ES', 'IT', 'DE', 'IE', 'LU']);
  relaysDown = false;
  /** The next placing writes the order, then the answer is lost (a network failure). */
  loseNextAnswer = false;
  /** What the provider answers for the next new card and PayPal payments (nothing typed yet: pending). */
  nextPayment: InMemoryOrder['provider'] = 'pending';
  private nextId = 500;
  private readonly writing = new Map<string, Promise<PlacedOrder>>();

  constructor(private readonly pricing: InMemoryBasketApi) {}

  async carriers(country: string, amount: number): Promise<Carrier[]> {
    if (!this.deliverable.has(country.toUpperCase())) throw new ApiError(400, NOT_DELIVERABLE);
    return CARRIERS.map((carrier) => {
      const { freeShipping, priceWithDuty } = shippingPrice(carrier.price.priceWithDuty, carrier.price.freeShippingAmount || Infinity, fromEuros(amount));
      return { ...carrier, price: { ...carrier.price, freeShipping, priceWithDuty } };
    }).sort((a, b) => a.rank - b.rank);
  }

  async relayPoints(country: string, query: string): Promise<RelayPoint[]> {
    if (this.relaysDown) throw new ApiError(503, RELAY_FETCH_ERROR);
    if (query.trim().length < 2) throw new ApiError(400, 'q must have at least 2 characters');
    return PARIS_RELAYS.filter((point) => point.countryIsoCode2 === country && (point.zipCode.startsWith(query) || point.city.toLowerCase() === query.toLowerCase()));
  }

  async placeOrder(customer: InMemoryCustomer, request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
    const body = JSON.stringify(request);
    // A key being written waits for that write, as the shop's unique index makes a racing twin do.
    const racing = this.writing.get(idempotencyKey);
    if (racing) await racing.catch(() => undefined);
    const known = this.keys.get(idempotencyKey);
    if (known) {
      if (known.request !== body) throw new ApiError(422, 'Cette clé a déjà servi pour une autre commande.');
      // The order as it is now (paid, or cancelled by a failed payment), with the same next step.
      const now = this.orders.find((entry) => entry.order.id === known.placed.order.id)!;
      return structuredClone({ ...known.placed, order: now.order });
    }
    if (!request.acceptTerms) throw new ApiError(400, 'Veuillez accepter les conditions générales de vente.');
    const writing = this.write(customer, request).then((placed) => {
      this.keys.set(idempotencyKey, { request: body, placed });
      return placed;
    });
    this.writing.set(idempotencyKey, writing);
    const placed = await writing.finally(() => this.writing.delete(idempotencyKey));
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new ApiError(ApiError.NETWORK_CODE, ApiError.NETWORK_MESSAGE);
    }
    return structuredClone(placed);
  }

  async paymentReturn(customer: InMemoryCustomer, orderId: number): Promise<PaymentReturn> {
    const entry = this.mine(customer, orderId);
    const status = entry.order.status === 'awaiting_payment' ? entry.provider : entry.order.status === 'cancelled' ? 'failed' : 'paid';
    if (entry.order.status === 'awaiting_payment' && status === 'paid') this.move(entry, 'paid');
    if (entry.order.status === 'awaiting_payment' && status === 'failed') await this.cancel(entry);
    const payment = status === 'failed' ? { status, code: '4000001', message: `${PAYMENT_FAILED} Votre banque a refusé le paiement.` } : { status };
    return { order: structuredClone(entry.order), payment };
  }

  /** The customer's order, or a 404 (another customer's too). */
  mine(customer: InMemoryCustomer, orderId: number): InMemoryOrder {
    const entry = this.orders.find((candidate) => candidate.order.id === orderId);
    if (!entry || entry.customerId !== customer.profile.id) throw new ApiError(404, 'Commande introuvable');
    return entry;
  }

  move(entry: InMemoryOrder, status: OrderStatus): void {
    entry.order.status = status;
    entry.order.statusLabel = status;
    entry.order.events.push({ status, at: new Date().toISOString() });
    entry.order.documents.bill = status !== 'awaiting_payment' && status !== 'cancelled';
  }

  /** Cancelled: the stock goes back. */
  async cancel(entry: InMemoryOrder): Promise<void> {
    for (const line of entry.order.lines) this.pricing.setStock(line.productSizeId, (await this.stockOf(line)) + line.quantity);
    this.move(entry, 'cancelled');
  }

  /** A size's stock, as the pricing says it. */
  async stockOf(size: { productId: number; productSizeId: number }): Promise<number> {
    const detail = await this.pricing.detail({ basketItems: [{ ...size, quantity: 1 }], basketPromotion: null, countryIsoCode: 'FR', device: 0 });
    return detail.basketItems[0]?.quantityAvailable ?? 0;
  }

  private async write(customer: InMemoryCustomer, request: PlaceOrderRequest): Promise<PlacedOrder> {
    const detail = await this.pricing.detail({ basketItems: request.basketItems, basketPromotion: request.basketPromotion ?? null, countryIsoCode: 'FR', device: request.device });
    const available = (wanted: { productSizeId: number }) => detail.basketItems.find((item) => item.productSizeId === wanted.productSizeId)?.quantityAvailable ?? 0;
    const short = request.basketItems.filter((wanted) => available(wanted) < wanted.quantity);
    if (short.length > 0) throw new ApiError(409, 'Certains articles ne sont plus disponibles.', { reason: 'stock' });
    if (request.basketPromotion && !detail.basketPromotion?.valid) throw new ApiError(409, "Ce code promo n'est plus valable.", { reason: 'promotion' });
    const carrier = (await this.carriers('FR', detail.price ?? 0)).find((candidate) => candidate.id === request.carrierId);
    if (!carrier) throw new ApiError(400, 'Aucun mode de livraison');
    const total = fromEuros(detail.price ?? 0) + carrier.price.priceWithDuty;
    if (request.expectedTotal !== undefined && fromEuros(request.expectedTotal) !== total) {
      throw new ApiError(409, `Le total de votre commande est maintenant de ${toEuros(total)} €.`, { reason: 'price-changed' });
    }
    for (const wanted of request.basketItems) this.pricing.setStock(wanted.productSizeId, available(wanted) - wanted.quantity);
    const { method, cardId } = request.payment;
    const final = method === 'balance' || method === 'transfer' || method === 'cheque' || cardId !== undefined;
    const status: OrderStatus = method === 'balance' || cardId !== undefined ? 'paid' : 'awaiting_payment';
    const order = this.anOrder(request, status, total, carrier);
    this.orders.push({ order, customerId: customer.profile.id, provider: this.nextPayment });
    return { order, next: final ? { kind: 'confirmed' } : { kind: 'redirect', url: `http://shop.test/sandbox-pay/pay_${order.id}` } };
  }

  private anOrder(request: PlaceOrderRequest, status: OrderStatus, total: number, carrier: Carrier): Order {
    const id = this.nextId++;
    const address = { civility: 2, firstName: 'Camille', lastName: 'Martin', company: null, street: '12 rue des Lilas', streetDetails: null, zipCode: '75011', city: 'Paris', state: null, countryIsoCode2: 'FR', countryName: 'France', phoneNumber: null };
    const at = new Date().toISOString();
    return {
      id, reference: String(id), status, statusLabel: status, createdAt: at,
      paymentMethod: request.payment.method, paymentMethodId: PAYMENT_METHOD_IDS[request.payment.method],
      amounts: { goods: toEuros(total - carrier.price.priceWithDuty), discount: 0, shipping: toEuros(carrier.price.priceWithDuty), balance: 0, total: toEuros(total), dutyFree: 0, vat: 0 },
      promotionCode: request.basketPromotion?.code ?? null,
      lines: request.basketItems.map((item, index) => ({ ...item, id: id * 100 + index + 1, name: `Produit ${item.productId}`, brand: 'Marque', size: 'M', unitPrice: 0, originUnitPrice: null, total: 0, picture: null, url: null, returnedQuantity: 0 })),
      carrier: { id: carrier.id, code: carrier.code, name: carrier.name, type: carrier.type, deliveryDate: carrier.deliveryDate.deliveryDate },
      shippingAddress: address, billingAddress: address,
      relayPoint: 'relayPointId' in request.shipping ? { id: request.shipping.relayPointId, name: 'Relais', street: 'rue', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR' } : null,
      instalments: null, card: null, tracking: null,
      events: [{ status, at }],
      documents: { bill: status === 'paid', purchaseOrder: true },
      returnDeadline: null,
      refunds: [],
    };
  }
}

/** Steps 2 and 3 for one client: its calls speak for the customer its token belongs to (401 without one). */
export class InMemoryCheckoutApi implements CheckoutApi {
  constructor(
    private readonly shop: InMemoryOrders,
    private readonly caller: () => InMemoryCustomer,
  ) {}

  carriers(country: string, amount: number): Promise<Carrier[]> {
    return this.shop.carriers(country, amount);
  }

  relayPoints(country: string, query: string): Promise<RelayPoint[]> {
    return this.shop.relayPoints(country, query);
  }

  placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
    return this.shop.placeOrder(this.caller(), request, idempotencyKey);
  }

  paymentReturn(orderId: number): Promise<PaymentReturn> {
    return this.shop.paymentReturn(this.caller(), orderId);
  }
}
