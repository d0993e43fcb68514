import type { Order } from '../../domain/orders/order';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { BasketRepository } from '../ports/basket-repository';
import type { CheckoutApi } from '../ports/checkout-api';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type CompletePaymentResult =
  /** On to step 4: the basket keeps the order's reference for the confirmation page. */
  | { kind: 'paid'; order: Order }
  /**
   * 'Votre paiement a échoué...': the order was cancelled by the shop, the basket is kept and the
   * next try is a new attempt. `message` explains the provider's `code` (null when the shop gave none).
   */
  | { kind: 'failed'; order: Order; code: string | null; message: string | null }
  /** The provider has not decided yet (a PayPal or 3-D Secure page left open): ask again later. */
  | { kind: 'pending'; order: Order }
  | { kind: 'not-found' }
  | SignedOut;

/** Step 3, the bank's return (`/checkout/payment?bank_return=true&order_ref=…`): what the provider says of the order's payment. */
export class CompletePayment {
  constructor(
    private readonly checkout: CheckoutApi,
    private readonly tokens: AuthTokenStore,
    private readonly repository: BasketRepository,
  ) {}

  async execute(orderId: number): Promise<CompletePaymentResult> {
    try {
      const answer = await asCustomer(this.tokens, () => this.checkout.paymentReturn(orderId));
      if (isSignedOut(answer)) return answer;
      const { order, payment } = answer;
      const basket = this.repository.load();
      // A return for another order than the basket's (an old tab, another device) leaves the basket alone.
      const ours = basket.state.order?.id === order.id;
      if (payment.status === 'paid') {
        if (ours) this.repository.save(basket.withOrder({ id: order.id, reference: order.reference }));
        return { kind: 'paid', order };
      }
      if (payment.status === 'pending') return { kind: 'pending', order };
      // This attempt is over: the next click on "pay" makes a new key and a new order.
      if (ours) this.repository.save(basket.withOrder(null).withAttempt(null));
      return { kind: 'failed', order, code: payment.code ?? null, message: payment.message ?? null };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      throw error;
    }
  }
}
