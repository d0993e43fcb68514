import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Card } from '../../domain/customer/card';
import { fromEuros } from '../../domain/money/money';
import { INSTALMENTS_MINIMUM_CENTS, instalmentSchedule, type Instalment, type PaymentMethod } from '../../domain/order/order';
import type { Balance } from '../../application/ports/orders-api';
import type { UiMessage } from '../forms/form-message';
import type { CheckoutStoreDeps } from './checkout-store-deps';

/** What the shopper picked: a saved card (its id), a new card, or another mean. */
export type PaymentChoice = { method: 'card'; cardId: number | null } | { method: Exclude<PaymentMethod, 'card'> };

/** After "Place order": where the page goes next. */
export type PlaceOutcome = { kind: 'confirmed'; orderId: number } | { kind: 'redirect'; url: string } | { kind: 'stay' };

/** After the bank's return. */
export type ReturnOutcome = { kind: 'paid'; orderId: number } | { kind: 'failed' } | { kind: 'pending' };

/**
 * The provider code's explanation, without the generic sentence the page already shows in its
 * own language ('Votre paiement a échoué, vous n'avez pas été débité.').
 */
export function explanationOf(message: string | null): string | null {
  const rest = (message ?? '').replace(/^\s*Votre paiement a échoué, vous n['’]avez pas été débité\.\s*/u, '').trim();
  return rest || null;
}

/**
 * Step 3 (SPEC §2, §9): the means offered for the total (4× from 150 €, vouchers and credits when
 * the balance covers it), the terms, and placing the order once: the button is off while it is
 * placed, and the use case keeps one idempotency key per attempt, so a double click or a reload
 * never makes two orders. A failed payment keeps the basket; the page says why.
 */
export class PaymentStore {
  cards: Card[] | null = null;
  balance: Balance | null = null;
  choice: PaymentChoice | null = null;
  saveCard = false;
  acceptTerms = false;
  termsMissing = false;
  placing = false;
  completing = false;
  message: UiMessage | null = null;
  /** The provider code's explanation after a failed payment (French, from the shop). */
  failureDetail: string | null = null;

  constructor(private readonly deps: CheckoutStoreDeps) {
    makeAutoObservable<PaymentStore, 'deps'>(this, { cards: observableRef, balance: observableRef, choice: observableRef, deps: false }, { autoBind: true });
  }

  /** Euros to pay: goods after the promotion plus the chosen carrier (null before the basket is priced). */
  get total(): number | null {
    return this.deps.basket.basket.amounts().total;
  }

  get instalmentsOffered(): boolean {
    return this.total !== null && fromEuros(this.total) >= INSTALMENTS_MINIMUM_CENTS;
  }

  get schedule(): Instalment[] {
    return this.total === null ? [] : instalmentSchedule(fromEuros(this.total), this.deps.now());
  }

  /** SPEC §2: vouchers and credits pay the order only when they cover all of it. */
  get balanceCovers(): boolean {
    return this.balance !== null && this.total !== null && this.balance.balance > 0 && fromEuros(this.balance.balance) >= fromEuros(this.total);
  }

  get canPlace(): boolean {
    return this.choice !== null && !this.placing && this.total !== null && !this.deps.basket.basket.isEmpty;
  }

  /**
   * On arrival: what a previous visit left (a message, a finished attempt) goes; then the saved
   * cards and the balance, side by side (either may fail without hiding the other means).
   */
  async load(): Promise<void> {
    this.placing = false;
    this.termsMissing = false;
    this.message = null;
    this.failureDetail = null;
    const cases = await this.deps.useCases();
    await Promise.all([
      this.deps
        .listCards()
        .then((cards) => runInAction(() => (this.cards = cards)))
        .catch((error: unknown) => {
          this.deps.report(error, 'Unable to fetch the cards');
          runInAction(() => (this.cards = []));
        }),
      cases.getBalance
        .execute()
        .then((result) => runInAction(() => (this.balance = result.kind === 'found' ? result : null)))
        .catch((error: unknown) => this.deps.report(error, 'Unable to fetch the balance')),
    ]);
    // A saved card is the likeliest choice of a returning customer.
    runInAction(() => {
      if (this.choice === null && this.cards && this.cards.length > 0) this.choice = { method: 'card', cardId: this.cards[0].id };
    });
  }

  choose(choice: PaymentChoice): void {
    this.choice = choice;
    this.message = null;
  }

  setSaveCard(save: boolean): void {
    this.saveCard = save;
  }

  setAcceptTerms(accept: boolean): void {
    this.acceptTerms = accept;
    if (accept) this.termsMissing = false;
  }

  async place(): Promise<PlaceOutcome> {
    const choice = this.choice;
    if (!choice || this.placing) return { kind: 'stay' };
    if (!this.acceptTerms) {
      this.termsMissing = true;
      return { kind: 'stay' };
    }
    this.placing = true;
    this.message = null;
    this.failureDetail = null;
    try {
      const cases = await this.deps.useCases();
      const newCard = choice.method === 'card' && choice.cardId === null;
      const result = await cases.placeOrder.execute({
        payment: {
          method: choice.method,
          ...(choice.method === 'card' && choice.cardId !== null ? { cardId: choice.cardId } : {}),
          ...(newCard && this.saveCard ? { saveCard: true } : {}),
        },
        acceptTerms: true,
      });
      switch (result.kind) {
        case 'confirmed':
          runInAction(() => (this.placing = false));
          return { kind: 'confirmed', orderId: result.order.id };
        case 'redirect':
          // The page leaves for the provider: the button stays off until it has.
          return { kind: 'redirect', url: result.url };
        case 'signed-out':
          this.deps.auth.sessionExpired();
          break;
        case 'incomplete':
          runInAction(() => (this.message = { kind: 'key', key: `payment.errors.incomplete.${result.missing}` }));
          break;
        default:
          runInAction(() => (this.message = result.message ? { kind: 'text', text: result.message } : { kind: 'key', key: 'payment.errors.refused' }));
          // Stock, prices or the promotion changed: the use case priced the stored basket again.
          if (result.reason !== 'invalid') await this.deps.refreshBasket();
      }
    } catch (error) {
      this.deps.report(error, 'Unable to place the order');
      runInAction(() => (this.message = { kind: 'key', key: 'common.defaultError' }));
    }
    runInAction(() => (this.placing = false));
    return { kind: 'stay' };
  }

  /** The bank's return (`?bank_return=true&order_ref=…`): the shop asks the provider how it went. */
  async completeReturn(orderId: number): Promise<ReturnOutcome> {
    if (this.completing) return { kind: 'pending' };
    this.completing = true;
    this.message = null;
    try {
      const cases = await this.deps.useCases();
      const result = await cases.completePayment.execute(orderId);
      if (result.kind === 'paid') return { kind: 'paid', orderId };
      if (result.kind === 'signed-out') {
        this.deps.auth.sessionExpired();
        return { kind: 'pending' };
      }
      if (result.kind === 'failed') {
        runInAction(() => {
          this.message = { kind: 'key', key: 'payment.errors.failed' };
          this.failureDetail = explanationOf(result.message);
        });
        return { kind: 'failed' };
      }
      if (result.kind === 'not-found') {
        runInAction(() => (this.message = { kind: 'key', key: 'payment.errors.orderNotFound' }));
        return { kind: 'failed' };
      }
      runInAction(() => (this.message = { kind: 'key', key: 'payment.errors.pending' }));
      return { kind: 'pending' };
    } catch (error) {
      this.deps.report(error, 'Unable to complete the payment');
      runInAction(() => (this.message = { kind: 'key', key: 'common.defaultError' }));
      return { kind: 'pending' };
    } finally {
      runInAction(() => (this.completing = false));
    }
  }
}
