/**
 * How a provider payment ends for its order — one function for the bank return
 * (`POST /secure/orders/{id}/payment-return`), the provider's settlement listener and the sweep.
 * Authorised: the order is paid (card brand and last digits kept, the card saved when the shopper
 * asked, the confirmation mail sent). Declined, unavailable or cancelled: the order is cancelled
 * and gives its stock and balance back, keeping the provider's code. Every change is guarded by
 * `where status = 'awaiting_payment'`: calling it twice, even at once, settles once.
 */
import { paysWithProvider } from '../../src/domain/orders/order';
import type { ProviderPayment } from '../core/payment-provider';
import { cancelOrder } from './orders-cancel';
import type { OrdersDeps } from './orders-deps';
import { sendOrderMail } from './orders-mails';
import { findOrder, insertOrderEvent, moveOrder, rememberCard } from './orders-repository';
import { committedUnit } from '../db/transaction';
import type { OrderRecord, OrderRow } from './orders-view';
import { paymentFailureMessage } from '../../src/domain/payments/payment-codes';

export interface PaymentState {
  status: 'paid' | 'failed' | 'pending';
  code?: string;
  message?: string;
}

export interface Settled {
  record: OrderRecord;
  payment: PaymentState;
}

/** The provider could not answer (an error, or no answer within PAYMENT_TIMEOUT_MS): the order keeps awaiting its payment. */
export class PaymentUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The payment provider could not take the payment', { cause });
    this.name = 'PaymentUnavailableError';
  }
}

/** The provider's view of a payment; its failure to answer is its unavailability, never the payment's failure. */
export async function askProvider(deps: OrdersDeps, reference: string): Promise<ProviderPayment | undefined> {
  if (!deps.payments) return undefined;
  try {
    return await deps.payments.getPayment(reference);
  } catch (error) {
    throw new PaymentUnavailableError(error);
  }
}

const FAILED = new Set(['declined', 'unavailable', 'cancelled']);

/** What an order's payment stands at, from the order alone. */
export function paymentState(row: OrderRow, locale: string = row.locale): PaymentState {
  if (row.status === 'awaiting_payment') return { status: 'pending' };
  if (row.status === 'cancelled') {
    const code = row.payment_code ?? undefined;
    return { status: 'failed', ...(code ? { code } : {}), message: paymentFailureMessage(code, locale) };
  }
  return { status: 'paid' };
}

/** Marks an authorised order paid; false when it no longer awaited payment. */
async function markPaid(deps: OrdersDeps, row: OrderRow, payment: ProviderPayment, origin?: string): Promise<boolean> {
  return committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    const now = deps.now();
    const paid = await moveOrder(trx, row.id, {
      to: 'paid',
      from: ['awaiting_payment'],
      at: now,
      set: { card_brand: payment.card?.brand ?? null, card_last4: payment.card?.last4 ?? null, payment_code: null },
    });
    if (!paid) return false;
    await insertOrderEvent(trx, { order_id: row.id, status: 'paid', at: now, actor: 'payment', note: null });
    const card = payment.card;
    // The card book is the accounts module's; the card joins it in the transaction that pays the order.
    if (card?.token) await rememberCard(trx, row.customer_id, { ...card, token: card.token });
    afterCommit(() => sendOrderMail(deps, row.id, 'order-confirmation', origin));
    return true;
  });
}

/**
 * Settles an order's provider payment from `payment` (the listener's) or by asking the provider.
 * Undefined when the order does not exist (or is not the customer's, with `customerId`); throws
 * PaymentUnavailableError when the provider cannot be asked (the order stays as it was).
 */
export async function settlePayment(
  deps: OrdersDeps,
  orderId: number,
  options: { customerId?: number; payment?: ProviderPayment; origin?: string; locale?: string } = {},
): Promise<Settled | undefined> {
  const found = await findOrder(deps.db, orderId, options.customerId);
  if (!found) return undefined;
  const { row } = found;
  if (row.status !== 'awaiting_payment' || !paysWithProvider(row.payment_method) || !row.payment_reference) {
    return { record: found, payment: paymentState(row, options.locale) };
  }
  const payment = options.payment ?? (await askProvider(deps, row.payment_reference));
  if (!payment || payment.id !== row.payment_reference) return { record: found, payment: paymentState(row, options.locale) };
  if (payment.status === 'authorised') {
    await markPaid(deps, row, payment, options.origin);
  } else if (FAILED.has(payment.status)) {
    await cancelOrder(deps, row.id, { from: ['awaiting_payment'], actor: 'payment', paymentCode: payment.code ?? payment.status, note: `payment ${payment.status}` });
  }
  const after = (await findOrder(deps.db, orderId))!;
  return { record: after, payment: paymentState(after.row, options.locale) };
}

/** The provider's settlement listener (its webhook): the payment names the order by its merchant reference. */
export async function onProviderSettled(deps: OrdersDeps, payment: ProviderPayment, merchantReference: string): Promise<void> {
  const orderId = Number(merchantReference);
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return;
  const settled = await settlePayment(deps, orderId, { payment });
  if (settled && settled.record.row.status === 'cancelled' && payment.status === 'authorised') {
    // Money taken for an order that had already been cancelled (too late): support must refund it.
    deps.log?.warn({ orderId, paymentId: payment.id }, 'a payment was authorised after its order was cancelled: refund it');
  }
}
