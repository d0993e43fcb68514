/**
 * The provider side of placing an order: after the order is committed, the payment is created
 * once (a retry of the attempt, a double click or a second shop process finds it through
 * `payment_reference`), and the answer says where the shopper goes next: the provider's hosted
 * page, or nowhere (confirmed). A saved card the provider charges at once is settled right here.
 */
import { paysWithProvider, type PlaceOrderNext } from '../../src/domain/orders/order';
import { isStoreId, STORES } from '../../src/domain/store/stores';
import { isUnavailableCode } from '../../src/domain/payments/payment-codes';
import { storeBaseUrl } from '../http/store-urls';
import type { OrdersDeps } from './orders-deps';
import { claimPaymentReference, paymentReferenceOf } from './orders-repository';
import { askProvider, PaymentUnavailableError, settlePayment } from './orders-settlement';
import { PaymentProviderTimeout, type ProviderPayment } from '../core/payment-provider';
import type { OrderRow } from './orders-view';

/** `<store>/checkout/payment?bank_return=true&order_ref=<id>`: where the provider sends the shopper back. */
export function bankReturnUrl(deps: Pick<OrdersDeps, 'urls'>, row: Pick<OrderRow, 'id' | 'store_id'>, origin: string): string {
  const store = STORES[isStoreId(row.store_id) ? row.store_id : 'laboutiqueofficielle'];
  return `${storeBaseUrl(store, deps.urls, origin)}/checkout/payment?bank_return=true&order_ref=${row.id}`;
}

/** Payments being created in this process, by order: concurrent retries wait for the first. */
const starting = new Map<number, Promise<string>>();
/**
 * Orders whose saved card payment timed out, by order: the provider may have charged the card all
 * the same, so no second charge is asked for until its late answer comes (or the order's payment
 * times out and the sweep settles it). A new card or PayPal is only charged on the hosted page of
 * the payment the shopper is sent to: a retry may create another one.
 */
const unanswered = new Set<number>();

const isProviderPayment = (value: unknown): value is ProviderPayment =>
  typeof value === 'object' && value !== null && typeof (value as ProviderPayment).id === 'string';

/** A payment created after its call timed out is the order's if it has none yet: a retry or the sweep then settles it. */
function adoptLatePayment(deps: OrdersDeps, orderId: number, timeout: PaymentProviderTimeout, savedCard: boolean): void {
  if (savedCard) {
    unanswered.add(orderId);
    setTimeout(() => unanswered.delete(orderId), deps.paymentTimeoutMinutes * 60_000).unref();
  }
  void timeout.late
    .then(async (created) => {
      if (isProviderPayment(created)) await claimPaymentReference(deps.db, orderId, created.id, deps.now());
    })
    .catch((error: unknown) => deps.log?.warn({ err: error, orderId }, 'a payment created after its timeout could not be recorded'))
    .finally(() => unanswered.delete(orderId));
}

async function createPayment(deps: OrdersDeps, row: OrderRow, origin: string, savedCardToken: string | undefined, saveCard: boolean): Promise<string> {
  if (!deps.payments) throw new PaymentUnavailableError();
  // The row may have been read before a previous creation ended: the database says.
  const current = await paymentReferenceOf(deps.db, row.id);
  if (current) return current;
  if (unanswered.has(row.id)) throw new PaymentUnavailableError();
  let created;
  try {
    created = await deps.payments.createPayment({
      merchantReference: String(row.id),
      amount: row.total_cents,
      currency: 'EUR',
      method: row.payment_method === 'paypal' ? 'paypal' : 'card',
      instalments: row.payment_method === 'instalments4' ? 4 : 1,
      customerRef: String(row.customer_id),
      ...(savedCardToken ? { savedCardToken } : {}),
      saveCard,
      returnUrl: bankReturnUrl(deps, row, origin),
      locale: row.locale,
    });
  } catch (error) {
    if (error instanceof PaymentProviderTimeout) adoptLatePayment(deps, row.id, error, savedCardToken !== undefined);
    throw new PaymentUnavailableError(error);
  }
  // Another process may have been faster: its payment is the order's.
  if (await claimPaymentReference(deps.db, row.id, created.id, deps.now())) return created.id;
  return (await paymentReferenceOf(deps.db, row.id))!;
}

/** The order's provider payment, created when it has none yet. */
export async function ensurePayment(deps: OrdersDeps, row: OrderRow, origin: string, card?: { token?: string; saveCard: boolean }): Promise<string> {
  if (row.payment_reference) return row.payment_reference;
  let pending = starting.get(row.id);
  if (!pending) {
    pending = createPayment(deps, row, origin, card?.token, card?.saveCard ?? false).finally(() => starting.delete(row.id));
    starting.set(row.id, pending);
  }
  return pending;
}

/**
 * Where the shopper goes after placing (or retrying) the attempt that made `row`. A payment that
 * failed at once goes to the bank return page with its error, which says why and keeps the basket.
 */
export async function nextStep(deps: OrdersDeps, row: OrderRow, origin: string, card?: { token?: string; saveCard: boolean }): Promise<{ next: PlaceOrderNext; row: OrderRow }> {
  if (!paysWithProvider(row.payment_method) || (row.status !== 'awaiting_payment' && row.status !== 'cancelled')) {
    return { next: { kind: 'confirmed' }, row };
  }
  const failed = (current: OrderRow): PlaceOrderNext => ({
    kind: 'redirect',
    url: `${bankReturnUrl(deps, current, origin)}&error=${current.payment_code === 'unavailable' || isUnavailableCode(current.payment_code ?? '') ? 'unavailable' : 'decline'}`,
  });
  if (row.status === 'cancelled') return { next: failed(row), row };
  const reference = await ensurePayment(deps, row, origin, card);
  const payment = await askProvider(deps, reference);
  if (payment?.status === 'pending' || payment?.status === 'challenge') {
    if (payment.redirectUrl) return { next: { kind: 'redirect', url: payment.redirectUrl }, row: { ...row, payment_reference: reference } };
  }
  const settled = await settlePayment(deps, row.id, { ...(payment ? { payment } : {}), origin });
  const current = settled?.record.row ?? row;
  if (current.status === 'cancelled') return { next: failed(current), row: current };
  if (current.status === 'awaiting_payment') return { next: { kind: 'redirect', url: bankReturnUrl(deps, current, origin) }, row: current };
  return { next: { kind: 'confirmed' }, row: current };
}
