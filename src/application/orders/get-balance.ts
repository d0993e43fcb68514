import type { AuthTokenStore } from '../ports/auth-token-store';
import type { Balance, OrdersApi } from '../ports/orders-api';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type GetBalanceResult = ({ kind: 'found' } & Balance) | SignedOut;

/** The customer's vouchers and credits (SPEC §2): what "voucher-and-credit" (id 10) can spend now. */
export class GetBalance {
  constructor(
    private readonly orders: OrdersApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(): Promise<GetBalanceResult> {
    const balance = await asCustomer(this.tokens, () => this.orders.balance());
    return isSignedOut(balance) ? balance : { kind: 'found', ...balance };
  }
}
