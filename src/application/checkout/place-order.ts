import { chosenCarrier, placeOrderRequest, requestFingerprint, type MissingChoice, type PaymentChoice } from '../../domain/basket/order-request';
import type { Order, PlaceOrderRequest } from '../../domain/orders/order';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { BasketRepository } from '../ports/basket-repository';
import type { CheckoutApi } from '../ports/checkout-api';
import type { RequestContext } from '../ports/request-context';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';
import type { RecalculateBasket } from '../basket/recalculate-basket';
import { newAttemptKey } from './attempt-key';
import { destinationCountry } from './checkout-destination';

export interface PlaceOrderInput {
  payment: PaymentChoice;
  acceptTerms: boolean;
  /** The shipping address (or, for a relay point, the default address) by default. */
  billingAddressId?: number;
}

/** `balance`: vouchers and credits were spent meanwhile (another checkout): the balance is read again. */
export type RefusalReason = 'stock' | 'price-changed' | 'promotion' | 'balance' | 'invalid';

export type PlaceOrderResult =
  /** Final (balance, transfer, cheque, a saved card without 3-D Secure): on to step 4. */
  | { kind: 'confirmed'; order: Order }
  /** The order awaits payment on the provider's page; it sends the shopper back to step 3. */
  | { kind: 'redirect'; url: string; order: Order }
  /** Nothing was written; the basket was priced again when stock, price or promotion changed. */
  | { kind: 'refused'; reason: RefusalReason; message: string }
  /** A choice of the tunnel is missing; nothing was sent. */
  | { kind: 'incomplete'; missing: MissingChoice }
  | SignedOut;

const CHANGED: readonly string[] = ['stock', 'price-changed', 'promotion'];

/**
 * Step 3: places the order the stored basket describes. The idempotency key is made once per
 * attempt and saved before the call, so a retry after a network failure, a double click or a
 * reload sends the same key and the shop answers with the same order; the attempt ends when the
 * shop refuses (nothing was written), when the payment fails (CompletePayment) or when the
 * checkout finishes. Transport failures are thrown with the attempt kept, for a retry.
 */
export class PlaceOrder {
  constructor(
    private readonly checkout: CheckoutApi,
    private readonly tokens: AuthTokenStore,
    private readonly repository: BasketRepository,
    private readonly context: RequestContext,
    private readonly recalculate: RecalculateBasket,
    private readonly newKey: () => string = newAttemptKey,
  ) {}

  async execute(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const basket = this.repository.load();
    const built = placeOrderRequest(basket, { ...input, device: this.context.device });
    if (!built.ok) return { kind: 'incomplete', missing: built.missing };
    const fingerprint = requestFingerprint(built.request);
    const kept = basket.attemptKeyFor(fingerprint);
    const result = await this.attempt(built.request, fingerprint, kept ?? this.newKey());
    // The kept key was the attempt of an order whose payment failed meanwhile (its bank return
    // never reached this basket): that attempt is over, and this one is new.
    if (kept && (result.kind === 'confirmed' || result.kind === 'redirect') && result.order.status === 'cancelled') {
      this.repository.save(this.repository.load().withOrder(null).withAttempt(null));
      return this.attempt(built.request, fingerprint, this.newKey());
    }
    return result;
  }

  private async attempt(request: PlaceOrderRequest, fingerprint: string, key: string): Promise<PlaceOrderResult> {
    // Saved before anything is awaited: a second click while this one waits finds the key and sends it again.
    this.repository.save(this.repository.load().withAttempt({ key, request: fingerprint }));
    try {
      const placed = await asCustomer(this.tokens, () => this.checkout.placeOrder(request, key));
      if (isSignedOut(placed)) return placed;
      const { order, next } = placed;
      this.repository.save(this.repository.load().withOrder({ id: order.id, reference: order.reference }));
      return next.kind === 'redirect' ? { kind: 'redirect', url: next.url, order } : { kind: 'confirmed', order };
    } catch (error) {
      if (!isApiError(error) || ![400, 409, 422].includes(error.code)) throw error;
      this.repository.save(this.repository.load().withAttempt(null));
      const reason: RefusalReason = error.code === 409 && error.reason && CHANGED.includes(error.reason) ? (error.reason as RefusalReason)
        : error.code === 409 && error.reason === 'balance' ? 'balance' : error.code === 409 ? 'stock' : 'invalid';
      if (reason !== 'invalid' && reason !== 'balance') await this.reprice();
      return { kind: 'refused', reason, message: error.message };
    }
  }

  /** Stock, prices or the promotion changed: the basket and the chosen carrier's price are refreshed for the next attempt. */
  private async reprice(): Promise<void> {
    const priced = await this.recalculate.execute();
    const carrier = priced.basket.state.carrier;
    if (!carrier || priced.kind !== 'updated') return;
    try {
      const offers = await this.checkout.carriers(destinationCountry(priced.basket, this.context), priced.basket.amounts().goods);
      const offer = offers.find((candidate) => candidate.id === carrier.id);
      this.repository.save(this.repository.load().chooseCarrier(offer ? chosenCarrier(offer) : null));
    } catch {
      // The carrier keeps its price: the step 2 page lists the offers again anyway.
    }
  }
}
