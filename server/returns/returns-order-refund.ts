/**
 * Support refunds an order cancelled after its money arrived (issue 39: "refund"): cancelling gives
 * the stock and the balance back (server/orders/orders-cancel.ts), not what the card, PayPal, the
 * transfer or the cheque paid. The refund is written like a return's (returns-refunds.ts): one
 * `order_refunds` row without a return, in a transaction that locks the order (a second click waits,
 * then finds it refunded; a partial unique index makes it certain), the provider asked after the
 * commit with the row's id as the refund reference, and the sweep retrying a refund left pending.
 * A transfer or cheque is refunded by support outside the shop (`manual`); `credit` puts the amount
 * on the customer's balance instead (valid one year, like a return's credit).
 */
import { creditExpiry } from '../../src/domain/returns/returns';
import { paysWithProvider } from '../../src/domain/orders/order';
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';
import { fail } from '../core/outcome';
import { committedUnit } from '../db/transaction';
import { addCredit, adminShowOrder } from '../orders/orders-service';
import type { ReturnsContext, ReturnsDeps } from './returns-deps';
import { cancelledOrderRefund, insertOrderRefund, lockOrderForRefund, orderExists, orderWasPaid } from './returns-repository';
import { pushProviderRefund } from './returns-refunds';
import { returnText } from './returns-texts';

/** `original`: back the way it was paid (the provider, or by hand for a transfer or cheque); `credit`: on the customer's balance. */
export type OrderRefundMeans = 'original' | 'credit';

type Refunded = Awaited<ReturnType<typeof adminShowOrder>>;

export async function adminRefundOrder(deps: ReturnsDeps, context: ReturnsContext, orderId: number, means: OrderRefundMeans = 'original'): Promise<Refunded> {
  if (!(await orderExists(deps.db, orderId))) return fail('not-found', returnText('orderNotFound', context.locale));
  const done = await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    const order = await lockOrderForRefund(trx, orderId);
    const amount = order.payment_method === 'balance' ? 0 : order.total_cents;
    if (order.status !== 'cancelled' || amount <= 0) return false;
    if (!(await orderWasPaid(trx, orderId)) || (await cancelledOrderRefund(trx, orderId))) return false;
    const now = deps.now();
    if (means === 'credit') {
      const locale: LocaleCode = isLocaleCode(order.locale) ? order.locale : 'fr';
      const entryId = await addCredit(trx, {
        customerId: order.customer_id,
        label: returnText('orderCreditLabel', locale, { reference: String(order.id) }),
        amount,
        expiresAt: creditExpiry(now),
        originRef: `order-${order.id}`,
        at: now,
      });
      await insertOrderRefund(trx, { order_id: order.id, return_id: null, amount_cents: amount, means: 'credit', status: 'done', provider_refund_id: null, balance_entry_id: entryId, at: now });
      return true;
    }
    const viaProvider = paysWithProvider(order.payment_method) && order.payment_reference !== null;
    const id = await insertOrderRefund(trx, {
      order_id: order.id, return_id: null, amount_cents: amount, means: 'provider', status: viaProvider ? 'pending' : 'manual', provider_refund_id: null, balance_entry_id: null, at: now,
    });
    if (viaProvider) afterCommit(() => pushProviderRefund(deps, id));
    return true;
  });
  if (!done) return fail('wrong-state', returnText('cannotRefundOrder', context.locale));
  return adminShowOrder(deps, context, orderId);
}
