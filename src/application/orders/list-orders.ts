import type { OrderSummary } from '../../domain/orders/order';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { OrdersApi } from '../ports/orders-api';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type ListOrdersResult = { kind: 'found'; inProgress: OrderSummary[]; finished: OrderSummary[] } | SignedOut;

/** The order history (SPEC §2 "orders (in progress / finished)"), newest first. */
export class ListOrders {
  constructor(
    private readonly orders: OrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(): Promise<ListOrdersResult> {
    const found = await asCustomer(this.tokens, () => this.orders.orders());
    return isSignedOut(found) ? found : { kind: 'found', inProgress: found.inProgress, finished: found.finished };
  }
}
