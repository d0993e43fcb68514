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
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { OrdersDeps } from '../orders/order-deps';
import type { ReturnRow } from './return-repository';
import { crashPause } from '../db/crash-hooks';
import { returnText } from './return-texts';
import { startSweep, type Sweep } from '../sweep';

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
  trx: Transaction<Database>,
  ret: ReturnRow,
  as: RefundType,
  now: Date,
  locale: LocaleCode,
): Promise<number | undefined> {
  const amount = ret.refund_cents;
  if (amount <= 0) return undefined;
  const credit = async (cents: number) => {
    const entry = await trx
      .insertInto('balance_entries')
      .values({
        customer_id: ret.customer_id,
        kind: 'credit',
        code: null,
        label: returnText('creditLabel', locale, { reference: returnReference(ret.id) }),
        amount_cents: cents,
        remaining_cents: cents,
        expires_at: creditExpiry(now),
        origin_ref: returnReference(ret.id),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('order_refunds').values({
      order_id: ret.order_id, return_id: ret.id, amount_cents: cents, means: 'credit', status: 'done', provider_refund_id: null, balance_entry_id: entry.id, at: now,
    }).execute();
  };
  if (as === 'credit') {
    await credit(amount);
    return undefined;
  }
  // The order row is locked: two returns of one order settled at once read each other's refunds.
  const order = await trx.selectFrom('orders').select(['id', 'payment_method', 'payment_reference', 'total_cents', 'status']).where('id', '=', ret.order_id).forUpdate().executeTakeFirstOrThrow();
  const earlier = await trx
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), eb.lit(0)).as('sum'))
    .where('order_id', '=', order.id)
    .where('means', '=', 'provider')
    .executeTakeFirstOrThrow();
  const viaProvider = paysWithProvider(order.payment_method) && order.payment_reference !== null;
  const paid = viaProvider || order.payment_method === 'transfer' || order.payment_method === 'cheque' ? paidOutsideBalance(order) : 0;
  const split = splitRefund(amount, paid, Number(earlier.sum));
  let pending: number | undefined;
  if (split.provider > 0) {
    const row = await trx
      .insertInto('order_refunds')
      .values({
        order_id: order.id, return_id: ret.id, amount_cents: split.provider, means: 'provider', status: viaProvider ? 'pending' : 'manual',
        provider_refund_id: null, balance_entry_id: null, at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (viaProvider) pending = row.id;
  }
  if (split.credit > 0) await credit(split.credit);
  return pending;
}

/** Asks the provider for one pending refund (idempotent by its reference) and marks it done; false when it failed (the sweep retries). */
export async function pushProviderRefund(deps: Pick<OrdersDeps, 'db' | 'payments' | 'log'>, orderRefundId: number): Promise<boolean> {
  if (!deps.payments) return false;
  const row = await deps.db
    .selectFrom('order_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.amount_cents', 'r.status', 'o.payment_reference'])
    .where('r.id', '=', orderRefundId)
    .executeTakeFirst();
  if (!row || row.status !== 'pending' || !row.payment_reference) return false;
  // Fault tests kill the shop here too: the committed pending row is the sweep's to finish.
  await crashPause();
  try {
    const refund = await deps.payments.refundPayment(row.payment_reference, row.amount_cents, refundReference(row.id));
    await deps.db.updateTable('order_refunds').set({ status: 'done', provider_refund_id: refund.id }).where('id', '=', row.id).where('status', '=', 'pending').execute();
    return true;
  } catch (error) {
    await deps.db.updateTable('order_refunds').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    deps.log?.warn({ err: error, orderRefundId }, 'a provider refund failed; the sweep will retry it');
    return false;
  }
}

export const REFUND_SWEEP_INTERVAL_MS = 60_000;

/** One pass over pending provider refunds; answers how many went through. */
export async function sweepPendingRefunds(deps: Pick<OrdersDeps, 'db' | 'payments' | 'log'>): Promise<number> {
  const pending = await deps.db.selectFrom('order_refunds').select('id').where('status', '=', 'pending').orderBy('id').limit(100).execute();
  let done = 0;
  for (const row of pending) if (await pushProviderRefund(deps, row.id)) done += 1;
  return done;
}

/** Starts the sweep (now, then every minute, unref'd); `stop` waits for the pass in flight. */
export function startRefundSweep(deps: Pick<OrdersDeps, 'db' | 'payments' | 'log'>, intervalMs = REFUND_SWEEP_INTERVAL_MS): Sweep {
  return startSweep('refund', () => sweepPendingRefunds(deps), intervalMs, deps.log);
}
