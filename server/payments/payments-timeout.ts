/**
 * Every call of the payment provider within PAYMENT_TIMEOUT_MS (issue 37, DESIGN decision 21): a
 * provider that hangs must not hold the shopper's request (nor a sweep) for ever. The adapter wraps
 * any PaymentProvider; a call past its time rejects with PaymentProviderTimeout, which the callers
 * treat as the provider's unavailability (the order keeps awaiting its payment). The call itself
 * cannot be taken back: its late answer rides on the error, and a late failure is swallowed there
 * (nobody waits for it any more, and an unhandled rejection must not end the process).
 */
import type { Cents } from '../../src/domain/money/money';
import { PaymentProviderTimeout, type NewPayment, type PaymentProvider, type ProviderPayment, type ProviderRefund } from '../core/payment-provider';

export const DEFAULT_PAYMENT_TIMEOUT_MS = 15_000;

export class TimedPaymentProvider implements PaymentProvider {
  constructor(
    /** The provider's own adapter (its hosted pages, for the sandbox, are served from it). */
    readonly inner: PaymentProvider,
    readonly timeoutMs: number = DEFAULT_PAYMENT_TIMEOUT_MS,
  ) {}

  createPayment(payment: NewPayment): Promise<ProviderPayment> {
    return this.timed('createPayment', () => this.inner.createPayment(payment));
  }

  getPayment(id: string): Promise<ProviderPayment | undefined> {
    return this.timed('getPayment', () => this.inner.getPayment(id));
  }

  onSettled(listener: Parameters<PaymentProvider['onSettled']>[0]): void {
    this.inner.onSettled(listener);
  }

  forgetCard(token: string): Promise<void> {
    return this.timed('forgetCard', () => this.inner.forgetCard(token));
  }

  refundPayment(paymentId: string, amount: Cents, reference: string): Promise<ProviderRefund> {
    return this.timed('refundPayment', () => this.inner.refundPayment(paymentId, amount, reference));
  }

  private timed<T>(operation: PaymentProviderTimeout['operation'], call: () => Promise<T>): Promise<T> {
    const answer = Promise.resolve().then(call);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const late = answer.catch(() => undefined);
        reject(new PaymentProviderTimeout(operation, this.timeoutMs, late));
      }, this.timeoutMs);
      answer.then(
        (value) => { clearTimeout(timer); resolve(value); },
        (error: unknown) => { clearTimeout(timer); reject(error); },
      );
    });
  }
}

/** The provider behind any timed adapter: the sandbox's pages need the sandbox itself. */
export function providerBehind(provider: PaymentProvider | undefined): PaymentProvider | undefined {
  return provider instanceof TimedPaymentProvider ? providerBehind(provider.inner) : provider;
}
