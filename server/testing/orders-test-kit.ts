/**
 * Test helpers of the orders module: an in-memory payment provider that implements the port and
 * lets a test decide how each payment ends, products with a known stock, and a placing body.
 */
import { randomUUID } from 'node:crypto';
import type { NewPayment, PaymentProvider, ProviderCard, ProviderPayment, ProviderPaymentStatus, ProviderRefund } from '../core/payment-provider';
import type { Db } from '../db/database';
import type { PlaceOrderBody } from '../orders/orders-schemas';

type Listener = Parameters<PaymentProvider['onSettled']>[0];

export class FakePaymentProvider implements PaymentProvider {
  readonly payments = new Map<string, ProviderPayment & { request: NewPayment }>();
  private readonly listeners: Listener[] = [];
  /** How a payment with a saved card ends at once (else it waits for a challenge). */
  savedCardOutcome: ProviderPaymentStatus = 'authorised';
  failCreate = false;

  async createPayment(request: NewPayment): Promise<ProviderPayment> {
    if (this.failCreate) throw new Error('provider down');
    const id = `fake_${randomUUID()}`;
    const payment: ProviderPayment & { request: NewPayment } = { id, status: 'pending', redirectUrl: `https://pay.example/${id}`, request };
    if (request.savedCardToken) {
      payment.status = this.savedCardOutcome;
      delete payment.redirectUrl;
      if (payment.status === 'declined') payment.code = '4000001';
      payment.card = { brand: 'Visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, holder: 'Saved Card' };
    }
    this.payments.set(id, payment);
    return { ...payment };
  }

  async getPayment(id: string): Promise<ProviderPayment | undefined> {
    const payment = this.payments.get(id);
    return payment ? { ...payment } : undefined;
  }

  onSettled(listener: Listener): void {
    this.listeners.push(listener);
  }

  async forgetCard(): Promise<void> {}

  /** Refunds by reference (idempotent, as the port asks); `failRefund` makes the next calls throw. */
  readonly refunds = new Map<string, ProviderRefund & { paymentId: string }>();
  failRefund = false;

  async refundPayment(paymentId: string, amount: number, reference: string): Promise<ProviderRefund> {
    if (this.failRefund) throw new Error('provider down');
    const known = this.refunds.get(reference);
    if (known) return { id: known.id, amount: known.amount };
    const payment = this.payments.get(paymentId);
    if (!payment || payment.status !== 'authorised') throw new Error(`Payment ${paymentId} cannot be refunded`);
    const refunded = [...this.refunds.values()].filter((refund) => refund.paymentId === paymentId).reduce((sum, refund) => sum + refund.amount, 0);
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > payment.request.amount) throw new Error('Refund above what was taken');
    const refund = { id: `fake_refund_${randomUUID()}`, amount, paymentId };
    this.refunds.set(reference, refund);
    return { id: refund.id, amount };
  }

  /** The shopper finished on the hosted page; `notify` calls the listeners (the webhook). */
  async settle(id: string, status: ProviderPaymentStatus, options: { code?: string; card?: ProviderCard; notify?: boolean } = {}): Promise<void> {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`No payment ${id}`);
    payment.status = status;
    delete payment.redirectUrl;
    if (options.code) payment.code = options.code;
    if (options.card) payment.card = options.card;
    if (options.notify) for (const listener of this.listeners) await listener({ ...payment }, payment.request.merchantReference);
  }

  byOrder(orderId: number): (ProviderPayment & { request: NewPayment }) | undefined {
    return [...this.payments.values()].find((payment) => payment.request.merchantReference === String(orderId));
  }
}

/** A size of a product sold in France, its stock set to `stock`. */
export async function stockedSize(db: Db, stock: number, skip = 0): Promise<{ productId: number; productSizeId: number; price: number }> {
  const row = await db
    .selectFrom('product_sizes as ps')
    .innerJoin('product_prices as pp', 'pp.product_id', 'ps.product_id')
    .innerJoin('products as p', 'p.id', 'ps.product_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['ps.id', 'ps.product_id', 'pp.price'])
    .where('pp.country_code', '=', 'fr')
    .where('b.restricted', '=', false)
    .where('p.is_only_outlet', '=', false)
    .where('pp.price', '>=', 2000)
    .where('pp.price', '<=', 4500)
    .orderBy('ps.id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.updateTable('product_sizes').set({ stock }).where('id', '=', row.id).execute();
  return { productId: row.product_id, productSizeId: row.id, price: row.price };
}

export async function stockOf(db: Db, productSizeId: number): Promise<number> {
  return (await db.selectFrom('product_sizes').select('stock').where('id', '=', productSizeId).executeTakeFirstOrThrow()).stock;
}

export async function firstAddressId(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('addresses as a').innerJoin('customers as c', 'c.id', 'a.customer_id').select('a.id').where('c.email', '=', email).orderBy('a.is_default', 'desc').orderBy('a.id').executeTakeFirstOrThrow();
  return row.id;
}

export const newKey = (): string => `test-${randomUUID()}`;

export function placingBody(item: { productId: number; productSizeId: number }, addressId: number, overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    basketItems: [{ productId: item.productId, productSizeId: item.productSizeId, quantity: 1 }],
    shipping: { addressId },
    carrierId: 1,
    payment: { method: 'transfer' },
    acceptTerms: true,
    ...overrides,
  };
}
