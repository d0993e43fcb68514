import type { Basket } from '../../domain/basket/basket';
import { paysLater, type Order } from '../../domain/orders/order';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { BasketRepository } from '../ports/basket-repository';
import type { OrdersApi } from '../ports/orders-api';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type FinishCheckoutResult =
  /** Step 4: the order, and the basket cleaned (lines, promotion, vouchers, credits, choices). */
  | { kind: 'finished'; order: Order; basket: Basket }
  /** The order is not placed (awaiting a card payment, or cancelled): the basket is kept. */
  | { kind: 'not-placed'; order: Order; basket: Basket }
  | { kind: 'not-found' }
  | SignedOut;

/** Paid, or awaiting a transfer or a cheque the shop waits for: the shopper's part is done. */
export function isPlaced(order: Order): boolean {
  if (order.status === 'cancelled') return false;
  return order.status !== 'awaiting_payment' || paysLater(order.paymentMethod);
}

/**
 * Step 4 (SPEC §4 clean basket): once the order is placed, the basket it was placed from is
 * emptied. The order is asked for first, so opening the confirmation page of an unpaid order
 * keeps the basket; a reload after cleaning finds the order again and the basket already clean.
 */
export class FinishCheckout {
  constructor(
    private readonly orders: OrdersApi,
    private readonly tokens: AuthTokenStore,
    private readonly repository: BasketRepository,
  ) {}

  async execute(orderId: number): Promise<FinishCheckoutResult> {
    try {
      const order = await asCustomer(this.tokens, () => this.orders.order(orderId));
      if (isSignedOut(order)) return order;
      const basket = this.repository.load();
      if (!isPlaced(order)) return { kind: 'not-placed', order, basket };
      // Only the basket this order was placed from is cleaned: an old confirmation page opened
      // again leaves a basket started since then alone.
      if (basket.state.order?.id !== order.id) return { kind: 'finished', order, basket };
      const cleaned = basket.clean();
      this.repository.save(cleaned);
      return { kind: 'finished', order, basket: cleaned };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      throw error;
    }
  }
}
