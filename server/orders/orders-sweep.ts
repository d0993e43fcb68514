/**
 * Orders left awaiting a card or PayPal payment longer than ORDER_PAYMENT_TIMEOUT_MINUTES: the
 * provider is asked once more (a payment settled while its notice was lost is honoured), and what
 * is still not authorised is cancelled, giving its stock and balance back. Runs when the app starts
 * and every minute (an unref'd timer: it never keeps a process alive), stopped when the app closes.
 */
import type { OrdersDeps } from './orders-deps';
import { cancelOrder } from './orders-cancel';
import { staleProviderOrders } from './orders-repository';
import { settlePayment } from './orders-settlement';
import { startSweep, type Sweep } from '../core/sweep';

export const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 100;

/** One pass; answers how many orders it cancelled. */
export async function sweepExpiredPayments(deps: OrdersDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.paymentTimeoutMinutes * 60_000);
  const stale = await staleProviderOrders(deps.db, cutoff, BATCH);
  let cancelled = 0;
  for (const order of stale) {
    try {
      const settled = order.payment_reference && deps.payments ? await settlePayment(deps, order.id) : undefined;
      if (settled && settled.record.row.status !== 'awaiting_payment') {
        if (settled.record.row.status === 'cancelled') cancelled += 1;
        continue;
      }
      const row = await cancelOrder(deps, order.id, { from: ['awaiting_payment'], actor: 'system', note: 'payment timeout', paymentCode: 'timeout' });
      if (row) cancelled += 1;
    } catch (error) {
      // One order the provider cannot answer for must not stop the others.
      deps.log?.warn({ err: error, orderId: order.id }, 'the payment sweep could not settle an order');
    }
  }
  return cancelled;
}

/** Starts the sweep (now, then every minute); `stop` ends it once the pass in flight is over (the database must outlive it). */
export function startPaymentSweep(deps: OrdersDeps, intervalMs = SWEEP_INTERVAL_MS): Sweep {
  return startSweep('payment', () => sweepExpiredPayments(deps), intervalMs, deps.log);
}
