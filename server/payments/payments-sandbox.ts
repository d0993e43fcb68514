/**
 * The sandbox payment provider (DESIGN decision 7, docs/checkout-api.md "The sandbox payment
 * provider"): the PaymentProvider port over the sandbox's own tables, and the steps the shopper
 * takes on its hosted pages (card, 3-D Secure challenge, PayPal), which `payments-routes.ts` serves
 * as HTML and as JSON. What a test card does comes from `src/domain/payments/test-cards.ts`.
 *
 * Only the digits' brand and last four survive a card step: the number and the CVC live in the
 * request's memory, never in a row, a log or an answer.
 */
import { decodeBehaviour, expiryInFuture, type CardBehaviour } from '../../src/domain/payments/test-cards';
import { isUnavailableCode } from '../../src/domain/payments/payment-codes';
import type { Db } from '../db/database';
import type { Cents } from '../../src/domain/money/money';
import type { NewPayment, PaymentProvider, ProviderPayment, ProviderPaymentStatus, ProviderRefund } from '../core/payment-provider';
import { newSandboxId, ONE_TIME_OWNER, SandboxStore, type CardRow, type PaymentRow } from './payments-repository';

export type SettledListener = Parameters<PaymentProvider['onSettled']>[0];

export interface SandboxOptions {
  db: Db;
  now?: () => Date;
  /** The origin the hosted pages are served at (PUBLIC_URL); unset: relative URLs, the shop's own origin. */
  publicUrl?: string;
  /** Where a failing settlement listener is reported (the shopper's step still ends). */
  onListenerError?: (error: unknown) => void;
  /**
   * How long the hosted pages accept a payment (default 25 min): shorter than the shop's wait for
   * it (ORDER_PAYMENT_TIMEOUT_MINUTES, 30), so no payment is authorised for an order given up on.
   */
  sessionMinutes?: number;
}

export const SESSION_EXPIRED_CODE = '4010311';

/** Where a payment's shopper is sent next: the hosted page while it waits, the shop's return URL once it ended. */
export const ENDED: readonly ProviderPaymentStatus[] = ['authorised', 'declined', 'unavailable', 'cancelled'];

export class SandboxPaymentProvider implements PaymentProvider {
  readonly store: SandboxStore;
  readonly now: () => Date;
  readonly sessionMs: number;
  private readonly listeners: SettledListener[] = [];
  private readonly origin: string;

  constructor(private readonly options: SandboxOptions) {
    this.store = new SandboxStore(options.db);
    this.now = options.now ?? (() => new Date());
    this.sessionMs = (options.sessionMinutes ?? 25) * 60_000;
    this.origin = options.publicUrl ? new URL(options.publicUrl).origin : '';
  }

  async createPayment(payment: NewPayment): Promise<ProviderPayment> {
    if (!Number.isInteger(payment.amount) || payment.amount <= 0) throw new Error(`A payment needs a positive amount in cents, not ${payment.amount}`);
    if (payment.method === 'paypal' && payment.savedCardToken) throw new Error('PayPal takes no saved card');
    const now = this.now();
    const row = {
      id: newSandboxId('pay'),
      method: payment.method,
      amount_cents: payment.amount,
      currency: payment.currency,
      instalments: payment.instalments === 4 ? 4 : 1,
      merchant_reference: payment.merchantReference,
      customer_ref: payment.customerRef,
      return_url: payment.returnUrl,
      locale: payment.locale,
      save_card: payment.saveCard && !payment.savedCardToken,
      code: null,
      card_token: null,
    };
    if (!payment.savedCardToken) return this.view(await this.store.insertPayment({ ...row, status: 'pending' }, now));

    // A saved card: the provider decides at once, unless the card's bank wants a challenge.
    const card = await this.store.card(payment.savedCardToken);
    const usable = card && card.customer_ref !== ONE_TIME_OWNER && card.customer_ref === payment.customerRef ? card : undefined;
    // A token this customer does not hold is a bad request (4010310); an expired card is the bank's refusal (4000003).
    const first = !usable ? { status: 'declined' as const, code: '4010310' }
      : !expiryInFuture(usable.expiry_month, usable.expiry_year, now) ? { status: 'declined' as const, code: '4000003' }
        : resultOf(decodeBehaviour(usable.behaviour), false);
    const inserted = await this.store.insertPayment({ ...row, status: first.status, code: first.code ?? null, card_token: usable?.token ?? null }, now);
    return this.view(inserted, usable);
  }

  /** The sandbox's own row of a payment (its hosted pages render from it). */
  findPayment(id: string): Promise<PaymentRow | undefined> {
    return this.store.payment(id);
  }

  async getPayment(id: string): Promise<ProviderPayment | undefined> {
    const row = await this.store.payment(id);
    return row ? this.view(row, await this.store.card(row.card_token)) : undefined;
  }

  onSettled(listener: SettledListener): void {
    this.listeners.push(listener);
  }

  async forgetCard(token: string): Promise<void> {
    await this.store.forgetCard(token);
  }

  async refundPayment(paymentId: string, amount: Cents, reference: string): Promise<ProviderRefund> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`A refund needs a positive amount in cents, not ${amount}`);
    if (reference.length === 0 || reference.length > 100) throw new Error('A refund needs a reference of 1 to 100 characters');
    const refund = await this.store.refund(paymentId, amount, reference, this.now());
    if (typeof refund === 'string') throw new Error(`The sandbox refuses to refund ${paymentId}: ${refund}`);
    return refund;
  }

  /** The hosted page of a payment (card form, or PayPal's). */
  pageUrl(row: Pick<PaymentRow, 'id' | 'method' | 'status'>): string {
    const base = `${this.origin}/sandbox-pay/${row.id}`;
    if (row.status === 'challenge') return `${base}/challenge`;
    return row.method === 'paypal' ? `${base}/paypal` : base;
  }

  /** The shop's return URL, with `error=decline|unavailable` when the payment failed. */
  returnUrl(row: Pick<PaymentRow, 'return_url' | 'status'>): string {
    if (row.status === 'authorised') return row.return_url;
    const error = row.status === 'unavailable' ? 'unavailable' : 'decline';
    return `${row.return_url}${row.return_url.includes('?') ? '&' : '?'}error=${error}`;
  }

  /** Where the shopper goes after a step: the next page while the payment waits, the shop once it ended. */
  nextUrl(row: PaymentRow): string {
    return ENDED.includes(row.status) ? this.returnUrl(row) : this.pageUrl(row);
  }

  /** The port's view of a payment row. */
  view(row: PaymentRow, card?: CardRow): ProviderPayment {
    const payment: ProviderPayment = { id: row.id, status: row.status };
    if (row.code) payment.code = row.code;
    if (!ENDED.includes(row.status)) payment.redirectUrl = this.pageUrl(row);
    if (card) {
      payment.card = { brand: card.brand, last4: card.last4, expiryMonth: card.expiry_month, expiryYear: card.expiry_year, holder: card.holder };
      if (row.save_card && card.customer_ref !== ONE_TIME_OWNER) payment.card.token = card.token;
    }
    return payment;
  }

  /** Ends a waiting payment once (the listeners hear of it after the write); undefined when it had already moved on. */
  async settle(id: string, result: { status: ProviderPaymentStatus; code?: string; cardToken?: string }): Promise<PaymentRow | undefined> {
    const row = await this.store.move(id, ['pending', 'challenge'], result, this.now());
    if (!row) return undefined;
    const payment = this.view(row, await this.store.card(row.card_token));
    for (const listener of this.listeners) {
      try {
        await listener(payment, row.merchant_reference);
      } catch (error) {
        // The shop also asks for the payment when the shopper comes back: a failing webhook loses nothing.
        this.options.onListenerError?.(error);
      }
    }
    return row;
  }
}

/** How a card behaves once any challenge is passed (`challengePassed`) or before one (false). */
export function resultOf(behaviour: CardBehaviour, challengePassed: boolean): { status: ProviderPaymentStatus; code?: string } {
  switch (behaviour.kind) {
    case 'success':
      return { status: 'authorised' };
    case '3ds-success':
      return challengePassed ? { status: 'authorised' } : { status: 'challenge' };
    case '3ds-declined':
    case 'declined':
    case 'unavailable':
      if (behaviour.kind === '3ds-declined' && !challengePassed) return { status: 'challenge' };
      return { status: isUnavailableCode(behaviour.code) ? 'unavailable' : 'declined', code: behaviour.code };
  }
}
