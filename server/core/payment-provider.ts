/**
 * The PaymentProvider port (DESIGN decision 7, docs/checkout-api.md): the shop asks a provider
 * to take a payment and later asks how it went. The default adapter is the sandbox served by the
 * shop itself (`server/payments/payments-sandbox.ts`); a real provider would be another adapter. The shop never
 * sees a card number: the provider's hosted page takes it, and gives back a token when the
 * shopper asked to save the card.
 *
 * The sandbox's hosted pages are served by the shop's own process under `/sandbox-pay/*`:
 * `redirectUrl` is absolute on PUBLIC_URL when it is configured, and relative
 * (`/sandbox-pay/{id}`) otherwise, the shop's own origin, since both share it (never built from a
 * Host header). `returnUrl` may be absolute or relative; the provider appends
 * `error=decline|unavailable` to it when the payment failed (cancelled counts as declined).
 *
 * `onSettled` listeners hear of a payment that ended on the hosted pages, after the provider wrote
 * it. A payment decided inside `createPayment` (a saved card without challenge) is only answered:
 * the caller has the status in its hands, and may still be inside its own transaction.
 */
import type { Cents } from '../../src/domain/money/money';

export type ProviderPaymentStatus = 'pending' | 'challenge' | 'authorised' | 'declined' | 'unavailable' | 'cancelled';

export interface NewPayment {
  /** The shop's order number. */
  merchantReference: string;
  amount: Cents;
  currency: 'EUR';
  method: 'card' | 'paypal';
  /** 1, or 4 for a payment in four. */
  instalments: number;
  /** The shop's customer as the provider knows it (cards are tokenised per customer). */
  customerRef: string;
  /**
   * A saved card's token: the payment is tried at once when the card needs no challenge (status
   * authorised, declined or unavailable in the answer, no redirectUrl); else status `challenge` and
   * the 3-D Secure page as redirectUrl. A token the customer does not hold is declined (4010310).
   */
  savedCardToken?: string;
  saveCard: boolean;
  /** Where the hosted pages send the shopper back (`…/checkout/payment?bank_return=true&order_ref=…`). */
  returnUrl: string;
  locale: string;
}

export interface ProviderCard {
  /** Only when the shopper asked to save the card (and it was not forgotten since). */
  token?: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
}

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  /** The provider's answer code when declined or unavailable (4000001…, 4010101…). */
  code?: string;
  /** The hosted page to send the shopper to, while the payment waits for them. */
  redirectUrl?: string;
  card?: ProviderCard;
}

export interface PaymentProvider {
  createPayment(payment: NewPayment): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment | undefined>;
  /** Called by the provider when a payment ends (authorised, declined, unavailable, cancelled): the webhook. */
  onSettled(listener: (payment: ProviderPayment, merchantReference: string) => Promise<void> | void): void;
  /** Forget a saved card (the card book's delete): no payment can be made with its token any more. */
  forgetCard(token: string): Promise<void>;
  /**
   * Gives back `amount` cents of an authorised payment. `reference` is the merchant's id of this
   * refund and makes the call idempotent: asked again with the same reference, the provider answers
   * the refund it already made (never a second one). Throws when the payment is unknown, not
   * authorised, or would be refunded more than it took.
   */
  refundPayment(paymentId: string, amount: Cents, reference: string): Promise<ProviderRefund>;
}

export interface ProviderRefund {
  id: string;
  amount: Cents;
}

/**
 * A provider call that did not answer in time (the timed adapter, `server/payments/payments-timeout.ts`).
 * The call may still succeed at the provider: `late` is its answer if it ever comes (a payment
 * created, a refund made), so the caller can record it rather than ask for a second one.
 */
export class PaymentProviderTimeout extends Error {
  constructor(
    readonly operation: 'createPayment' | 'getPayment' | 'forgetCard' | 'refundPayment',
    readonly timeoutMs: number,
    readonly late: Promise<unknown>,
  ) {
    super(`The payment provider did not answer ${operation} within ${timeoutMs} ms`);
    this.name = 'PaymentProviderTimeout';
  }
}
