/**
 * The money of an accepted return (docs/returns-api.md "Accepting settles the money"), written in
 * the transaction that accepts it (the return row locked: a second accept finds it accepted).
 *
 * Provider refunds and the transaction: the provider is another system (even the sandbox, behind
 * the port: it has its own connection, and with PGlite a query outside the open transaction would
 * wait for it to end, so it cannot be called inside). So the transaction records a `pending`
 * order_refunds row for the provider's part, next to the status change; after the commit the
 * provider is asked with that row's id as the refund reference (`refund-<id>`), and the row is
 * marked `done` with the provider's refund id. The refund is thus never lost (the pending row is
 * committed with the acceptance, and a sweep retries pending rows every minute and when the app
 * starts) and never doubled (the provider answers the first refund again for a reference it knows).
 * A transfer or cheque order is refunded by support outside the shop: its row is `manual` at once.
 */
import { creditExpiry, returnReference, splitRefund, type RefundType } from '../../src/domain/returns/returns';
import { paysWithProvider } from '../../src/domain/orders/order';
import type { LocaleCode } from '../../src/domain/store/locales';
import { crashPause } from '../db/crash-hooks';
import type { Trx } from '../db/transaction';
import { addCredit } from '../orders/orders-service';
import { startSweep, type Sweep } from '../core/sweep';
import type { ReturnsDeps } from './returns-deps';
import {
  countRefundAttempt, insertOrderRefund, lockOrderForRefund, markRefundDone, pendingRefundIds, providerRefunded, providerRefundOf, type ReturnRow,
} from './returns-repository';
import { returnText } from './returns-texts';

export const refundReference = (orderRefundId: number): string => `refund-${orderRefundId}`;

/** What an order paid that the provider (or a transfer/cheque) took: its total left to pay, the balance part excluded. */
export function paidOutsideBalance(order: { payment_method: string; total_cents: number; status: string }): number {
  return order.payment_method === 'balance' ? 0 : order.total_cents;
}

/**
 * Writes the money of an accepted return; answers the id of the provider refund to ask for after
 * the commit (undefined when none).
 */
export async function settleReturnMoney(
  trx: Trx,
  ret: ReturnRow,
  as: RefundType,
  now: Date,
  locale: LocaleCode,
): Promise<number | undefined> {
  const amount = ret.refund_cents;
  if (amount <= 0) return undefined;
  const credit = async (cents: number) => {
    const entryId = await addCredit(trx, {
      customerId: ret.customer_id,
      label: returnText('creditLabel', locale, { reference: returnReference(ret.id) }),
      amount: cents,
      expiresAt: creditExpiry(now),
      originRef: returnReference(ret.id),
      at: now,
    });
    await insertOrderRefund(trx, {
      order_id: ret.order_id, return_id: ret.id, amount_cents: cents, means: 'credit', status: 'done', provider_refund_id: null, balance_entry_id: entryId, at: now,
    });
  };
  if (as === 'credit') {
    await credit(amount);
    return undefined;
  }
  // The order row is locked: two returns of one order settled at once read each other's refunds.
  const order = await lockOrderForRefund(trx, ret.order_id);
  const earlier = await providerRefunded(trx, order.id);
  const viaProvider = paysWithProvider(order.payment_method) && order.payment_reference !== null;
  const paid = viaProvider || order.payment_method === 'transfer' || order.payment_method === 'cheque' ? paidOutsideBalance(order) : 0;
  const split = splitRefund(amount, paid, earlier);
  let pending: number | undefined;
  if (split.provider > 0) {
    const id = await insertOrderRefund(trx, {
      order_id: order.id, return_id: ret.id, amount_cents: split.provider, means: 'provider', status: viaProvider ? 'pending' : 'manual',
      provider_refund_id: null, balance_entry_id: null, at: now,
    });
    if (viaProvider) pending = id;
  }
  if (split.credit > 0) await credit(split.credit);
  return pending;
}

/** Asks the provider for one pending refund (idempotent by its reference) and marks it done; false when it failed (the sweep retries). */
export async function pushProviderRefund(deps: Pick<ReturnsDeps, 'db' | 'payments' | 'log'>, orderRefundId: number): Promise<boolean> {
  if (!deps.payments) return false;
  const row = await providerRefundOf(deps.db, orderRefundId);
  if (!row || row.status !== 'pending' || !row.payment_reference) return false;
  // Fault tests kill the shop here too: the committed pending row is the sweep's to finish.
  await crashPause();
  try {
    const refund = await deps.payments.refundPayment(row.payment_reference, row.amount_cents, refundReference(row.id));
    await markRefundDone(deps.db, row.id, refund.id);
    return true;
  } catch (error) {
    await countRefundAttempt(deps.db, row.id);
    deps.log?.warn({ err: error, orderRefundId }, 'a provider refund failed; the sweep will retry it');
    return false;
  }
}

export const REFUND_SWEEP_INTERVAL_MS = 60_000;

/** One pass over pending provider refunds; answers how many went through. */
export async function sweepPendingRefunds(deps: Pick<ReturnsDeps, 'db' | 'payments' | 'log'>): Promise<number> {
  let done = 0;
  for (const id of await pendingRefundIds(deps.db, 100)) if (await pushProviderRefund(deps, id)) done += 1;
  return done;
}

/** Starts the sweep (now, then every minute, unref'd); `stop` waits for the pass in flight. */
export function startRefundSweep(deps: Pick<ReturnsDeps, 'db' | 'payments' | 'log'>, intervalMs = REFUND_SWEEP_INTERVAL_MS): Sweep {
  return startSweep('refund', () => sweepPendingRefunds(deps), intervalMs, deps.log);
}
