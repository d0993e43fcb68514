import type { Order } from '../../domain/orders/order';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { OrdersApi } from '../ports/orders-api';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type GetOrderResult = { kind: 'found'; order: Order } | { kind: 'not-found' } | SignedOut;

/** One order of the signed-in customer; another customer's is not found (a 404, as an unknown one). */
export class GetOrder {
  constructor(
    private readonly orders: OrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(orderId: number): Promise<GetOrderResult> {
    if (!Number.isSafeInteger(orderId) || orderId <= 0) return { kind: 'not-found' };
    try {
      const order = await asCustomer(this.tokens, () => this.orders.order(orderId));
      return isSignedOut(order) ? order : { kind: 'found', order };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      throw error;
    }
  }
}
