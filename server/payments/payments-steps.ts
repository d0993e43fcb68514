/**
 * What the shopper does on the sandbox's hosted pages, the same for the HTML forms and the JSON
 * calls of scripts (docs/checkout-api.md): type a card (at most 3 tries per payment), answer the
 * 3-D Secure challenge (`123456` passes; one try), approve or cancel PayPal, or give up. Each step
 * answers the payment's new status and where the shopper goes next.
 */
import { CHALLENGE_FAILED_CODE, CHALLENGE_PASSCODE, behaviourOf, checkCard, decodeBehaviour, encodeBehaviour, needsChallenge } from '../../src/domain/payments/test-cards';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { ProviderPaymentStatus } from '../core/payment-provider';
import { ENDED, SESSION_EXPIRED_CODE, resultOf, type SandboxPaymentProvider } from './payments-sandbox';
import { ONE_TIME_OWNER, type PaymentRow } from './payments-repository';
import { sandboxText, type SandboxTextKey } from './payments-texts';

export const MAX_CARD_ATTEMPTS = 3;
/** The code a payment ends with when its 3 card tries were wrong. */
const TOO_MANY_ATTEMPTS_CODE = '4000011';
const ABANDONED_CODE = '4010202';

export interface CardInput {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holder: string;
}

export interface StepAnswer {
  status: ProviderPaymentStatus;
  next?: 'challenge';
  redirectUrl: string;
  /** The payment as it is now (the pages re-render from it). */
  payment: PaymentRow;
}

type Step = Outcome<StepAnswer>;

export async function payWithCard(provider: SandboxPaymentProvider, id: string, input: CardInput): Promise<Step> {
  const waiting = await waitingFor(provider, id, 'card', 'pending');
  if (!waiting.ok) return waiting;
  const payment = waiting.value;
  const now = provider.now();
  const attempts = await provider.store.countAttempt(id, MAX_CARD_ATTEMPTS, now);
  if (attempts === undefined) return refuse(payment, 'wrong-state', 'already-ended');
  const checked = checkCard(input, now);
  const holder = input.holder.trim().replace(/\s+/g, ' ');
  const problem = 'problem' in checked ? checked.problem : holder.length < 2 || holder.length > 80 ? 'holder' : null;
  if (problem || 'problem' in checked) {
    if (attempts >= MAX_CARD_ATTEMPTS) return ended(provider, id, { status: 'declined', code: TOO_MANY_ATTEMPTS_CODE });
    const message = `${sandboxText(payment.locale, `invalid-${problem ?? 'number'}` as SandboxTextKey)} ${sandboxText(payment.locale, 'attemptsLeft', { n: MAX_CARD_ATTEMPTS - attempts })}`;
    return fail('invalid-input', message);
  }
  const behaviour = behaviourOf(checked.digits);
  const cardToken = await provider.store.insertCard({
    owner: payment.save_card ? payment.customer_ref : ONE_TIME_OWNER,
    brand: checked.brand,
    last4: checked.digits.slice(-4),
    expiryMonth: input.expiryMonth,
    expiryYear: input.expiryYear < 100 ? 2000 + input.expiryYear : input.expiryYear,
    holder,
    behaviour: encodeBehaviour(behaviour),
  }, now);
  if (needsChallenge(behaviour)) {
    const moved = await provider.store.move(id, ['pending'], { status: 'challenge', cardToken }, now);
    if (!moved) return refuse(payment, 'wrong-state', 'already-ended');
    return succeed({ status: 'challenge', next: 'challenge', redirectUrl: provider.nextUrl(moved), payment: moved });
  }
  return ended(provider, id, { ...resultOf(behaviour, false), cardToken });
}

export async function answerChallenge(provider: SandboxPaymentProvider, id: string, answer: { code: string } | { abandon: true }): Promise<Step> {
  const waiting = await waitingFor(provider, id, 'card', 'challenge');
  if (!waiting.ok) return waiting;
  if ('abandon' in answer) return ended(provider, id, { status: 'declined', code: ABANDONED_CODE });
  const card = await provider.store.card(waiting.value.card_token);
  const behaviour = card ? decodeBehaviour(card.behaviour) : { kind: '3ds-declined' as const, code: CHALLENGE_FAILED_CODE };
  // A card made to fail 3-D Secure fails whatever is typed; the others pass with the right passcode.
  if (behaviour.kind !== '3ds-declined' && answer.code.trim() !== CHALLENGE_PASSCODE) return ended(provider, id, { status: 'declined', code: CHALLENGE_FAILED_CODE });
  return ended(provider, id, resultOf(behaviour, true));
}

export async function answerPaypal(provider: SandboxPaymentProvider, id: string, approve: boolean): Promise<Step> {
  const waiting = await waitingFor(provider, id, 'paypal', 'pending');
  if (!waiting.ok) return waiting;
  return ended(provider, id, { status: approve ? 'authorised' : 'cancelled' });
}

/** The shopper gives up on the card or PayPal page. */
export async function cancelPayment(provider: SandboxPaymentProvider, id: string): Promise<Step> {
  const payment = await provider.store.payment(id);
  if (!payment) return fail('not-found', sandboxText('fr', 'notFound'));
  if (ENDED.includes(payment.status)) return refuse(payment, 'wrong-state', 'already-ended');
  return ended(provider, id, { status: 'cancelled' });
}

async function waitingFor(provider: SandboxPaymentProvider, id: string, method: PaymentRow['method'], status: 'pending' | 'challenge'): Promise<Outcome<PaymentRow>> {
  const payment = await provider.store.payment(id);
  if (!payment) return fail('not-found', sandboxText('fr', 'notFound'));
  if (ENDED.includes(payment.status)) return refuse(payment, 'wrong-state', 'already-ended');
  if (provider.now().getTime() - new Date(payment.created_at).getTime() > provider.sessionMs) {
    await provider.settle(id, { status: 'declined', code: SESSION_EXPIRED_CODE });
    return refuse(payment, 'wrong-state', 'expired');
  }
  if (payment.method !== method || payment.status !== status) return refuse(payment, 'wrong-state', 'wrong-step');
  return succeed(payment);
}

async function ended(provider: SandboxPaymentProvider, id: string, result: { status: ProviderPaymentStatus; code?: string; cardToken?: string }): Promise<Step> {
  const row = await provider.settle(id, result);
  if (!row) {
    const current = await provider.store.payment(id);
    return fail('wrong-state', sandboxText(current?.locale ?? 'fr', 'already-ended'));
  }
  return succeed({ status: row.status, redirectUrl: provider.returnUrl(row), payment: row });
}

const refuse = (payment: PaymentRow, kind: 'wrong-state', key: SandboxTextKey) => fail(kind, sandboxText(payment.locale, key));
