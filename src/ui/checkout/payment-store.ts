import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Card } from '../../domain/accounts/card';
import { fromEuros, toEuros } from '../../domain/money/money';
import { partialPayment } from '../../domain/orders/balance';
import { PAYMENT_FAILED_SENTENCES } from '../../domain/payments/payment-codes';
import { INSTALMENTS_MINIMUM_CENTS, instalmentSchedule, type Instalment, type PaymentMethod } from '../../domain/orders/order';
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
 * own words ('Votre paiement a échoué, vous n'avez pas été débité.', in the store's language).
 */
export function explanationOf(message: string | null): string | null {
  const text = (message ?? '').trim().replace(/’/gu, "'");
  const generic = PAYMENT_FAILED_SENTENCES.find((sentence) => text.startsWith(sentence));
  const rest = (generic ? text.slice(generic.length) : text).trim();
  return rest || null;
}

/**
 * Step 3 (SPEC §2, §9): the means offered for the total (4× from 150 €, vouchers and credits when
 * the balance covers it, else a switch that lets them pay part of it beside another means), the terms, and placing the order once: the button is off while it is
 * placed, and the use case keeps one idempotency key per attempt, so a double click or a reload
 * never makes two orders. A failed payment keeps the basket; the page says why.
 */
export class PaymentStore {
  cards: Card[] | null = null;
  balance: Balance | null = null;
  choice: PaymentChoice | null = null;
  saveCard = false;
  /** "Use my vouchers and credits": they pay what they can, the chosen means the rest. */
  useBalance = false;
  acceptTerms = false;
  termsMissing = false;
  placing = false;
  completing = false;
  message: UiMessage | null = null;
  /** The provider code's explanation after a failed payment (in the store's language, from the shop). */
  failureDetail: string | null = null;

  constructor(private readonly deps: CheckoutStoreDeps) {
    makeAutoObservable<PaymentStore, 'deps'>(this, { cards: observableRef, balance: observableRef, choice: observableRef, deps: false }, { autoBind: true });
  }

  /** Euros to pay: goods after the promotion plus the chosen carrier (null before the basket is priced). */
  get total(): number | null {
    return this.deps.basket.basket.amounts().total;
  }

  /** Euros the vouchers and credits pay beside another means (the switch is on and they do not cover it all). */
  get balanceShare(): number {
    if (!this.useBalance || this.balanceCovers || this.balance === null || this.total === null) return 0;
    return toEuros(partialPayment(fromEuros(this.balance.balance), fromEuros(this.total)).balance);
  }

  /** Euros the chosen means pays: the total, less what vouchers and credits pay. */
  get toPay(): number | null {
    return this.total === null ? null : toEuros(fromEuros(this.total) - fromEuros(this.balanceShare));
  }

  /** The switch is offered when there is a balance that does not cover the total (else: the balance means, or nothing). */
  get balanceSwitchOffered(): boolean {
    return this.balance !== null && this.balance.balance > 0 && this.total !== null && !this.balanceCovers;
  }

  /** Payment in 4 counts what the card pays (SPEC §9: from 150 €). */
  get instalmentsOffered(): boolean {
    return this.toPay !== null && fromEuros(this.toPay) >= INSTALMENTS_MINIMUM_CENTS;
  }

  get schedule(): Instalment[] {
    return this.toPay === null ? [] : instalmentSchedule(fromEuros(this.toPay), this.deps.now());
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

  setUseBalance(use: boolean): void {
    this.useBalance = use;
    this.message = null;
    // Less to pay by card may fall under the minimum of payment in 4.
    if (this.choice?.method === 'instalments4' && !this.instalmentsOffered) this.choice = null;
  }

  /** After a refusal about the balance (another checkout spent it): read it again. */
  private async reloadBalance(): Promise<void> {
    try {
      const result = await (await this.deps.useCases()).getBalance.execute();
      runInAction(() => {
        this.balance = result.kind === 'found' ? result : null;
        if (!this.balanceSwitchOffered) this.useBalance = false;
      });
    } catch (error) {
      this.deps.report(error, 'Unable to fetch the balance');
    }
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
          ...(this.balanceShare > 0 && choice.method !== 'balance' ? { useBalance: true } : {}),
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
          // Vouchers and credits were spent meanwhile: read them again. Stock, prices or the
          // promotion changed: the use case priced the stored basket again.
          if (result.reason === 'balance') await this.reloadBalance();
          else if (result.reason !== 'invalid') await this.deps.refreshBasket();
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
