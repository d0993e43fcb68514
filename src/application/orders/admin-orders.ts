import type { Order, OrderSummary } from '../../domain/orders/order';
import { TRACKING_NUMBER } from '../../domain/orders/parcel-tracking';
import { isApiError } from '../ports/api-error';
import type { AdminOrdersApi } from '../ports/orders-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

/** The signed-in customer is not support staff (a 403). */
export type Forbidden = { kind: 'forbidden'; message: string };
export type AdminNotFound = { kind: 'not-found' };
/** The order cannot make this move (a 409: not paid, not shipped, already cancelled…), or the input is refused (400). */
export type AdminRefused = { kind: 'refused'; code: number; message: string };

export type AdminOutcome<T> = T | Forbidden | AdminNotFound | AdminRefused | SignedOut;

/** Runs a support call: 403, 404, 400 and 409 are expected outcomes; the rest is thrown. */
export async function asSupport<T, R>(tokens: AuthTokenStore, call: () => Promise<T>, done: (value: T) => R): Promise<AdminOutcome<R>> {
  try {
    const value = await asCustomer(tokens, call);
    return isSignedOut(value) ? value : done(value);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === 403) return { kind: 'forbidden', message: error.message };
    if (error.isNotFound) return { kind: 'not-found' };
    if (error.code === 400 || error.code === 409) return { kind: 'refused', code: error.code, message: error.message };
    throw error;
  }
}

const validId = (orderId: number) => Number.isSafeInteger(orderId) && orderId > 0;

export type AdminOrderSummary = OrderSummary & { customerEmail: string };
export type ListAdminOrdersResult = AdminOutcome<{ kind: 'found'; orders: AdminOrderSummary[]; page: number; pages: number }>;

/** Support staff: every customer's orders, newest first, by status and customer e-mail. */
export class ListAdminOrders {
  constructor(
    private readonly admin: AdminOrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(filter: { status?: string; customer?: string; page?: number } = {}): Promise<ListAdminOrdersResult> {
    return asSupport(this.tokens, () => this.admin.list(filter), (found) => ({ kind: 'found' as const, ...found }));
  }
}

export type AdminOrder = Order & { customer: { id: number; email: string; firstName: string; lastName: string } };
export type ShowAdminOrderResult = AdminOutcome<{ kind: 'found'; order: AdminOrder }>;

export class ShowAdminOrder {
  constructor(
    private readonly admin: AdminOrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(orderId: number): Promise<ShowAdminOrderResult> {
    if (!validId(orderId)) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.admin.show(orderId), (order) => ({ kind: 'found' as const, order }));
  }
}

export type ShipOrderResult = AdminOutcome<{ kind: 'shipped'; order: Order }> | { kind: 'invalid-tracking-number' };

/** A paid order leaves the warehouse with the carrier's tracking number; the shop mails the customer. */
export class ShipOrder {
  constructor(
    private readonly admin: AdminOrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: { orderId: number; trackingNumber: string }): Promise<ShipOrderResult> {
    const trackingNumber = input.trackingNumber.trim();
    if (!TRACKING_NUMBER.test(trackingNumber)) return { kind: 'invalid-tracking-number' };
    if (!validId(input.orderId)) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.admin.ship(input.orderId, trackingNumber), (order) => ({ kind: 'shipped' as const, order }));
  }
}

export type DeliverOrderResult = AdminOutcome<{ kind: 'delivered'; order: Order }>;

export class DeliverOrder {
  constructor(
    private readonly admin: AdminOrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(orderId: number): Promise<DeliverOrderResult> {
    if (!validId(orderId)) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.admin.deliver(orderId), (order) => ({ kind: 'delivered' as const, order }));
  }
}

export type MarkOrderPaidResult = AdminOutcome<{ kind: 'paid'; order: Order }>;

/** A bank transfer or a cheque arrived: the order is paid (the shop mails the confirmation). */
export class MarkOrderPaid {
  constructor(
    private readonly admin: AdminOrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(orderId: number): Promise<MarkOrderPaidResult> {
    if (!validId(orderId)) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.admin.markPaid(orderId), (order) => ({ kind: 'paid' as const, order }));
  }
}

export type CancelOrderResult = AdminOutcome<{ kind: 'cancelled'; order: Order }>;

/** Cancels an order not shipped yet: the shop gives its stock and any balance spent back. */
export class CancelOrder {
  constructor(
    private readonly admin: AdminOrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: { orderId: number; reason?: string }): Promise<CancelOrderResult> {
    if (!validId(input.orderId)) return { kind: 'not-found' };
    const reason = input.reason?.trim() || undefined;
    return asSupport(this.tokens, () => this.admin.cancel(input.orderId, reason), (order) => ({ kind: 'cancelled' as const, order }));
  }
}
