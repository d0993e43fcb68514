/**
 * Cancelling an order gives back what placing it took, in one transaction (DESIGN decision 16):
 * the stock of every line and the balance entries it spent, with a dated event. The status change
 * is guarded (`where status in …`), so two cancellations at once (a bank return and the sweep, or
 * an agent) give back once.
 */
import type { Transaction } from 'kysely';
import type { OrderStatus } from '../../src/domain/orders/order';
import type { Database } from '../db/schema';
import type { OrdersDeps } from './order-deps';
import type { OrderRow } from './order-view';
import { committedUnit } from '../db/transaction';

export interface CancelOptions {
  /** Statuses the order may be cancelled from (anything else: nothing happens). */
  from: readonly OrderStatus[];
  /** 'payment', 'system', 'support:<id>'… */
  actor: string;
  note?: string | null;
  /** The provider's code of a failed payment (kept on the order). */
  paymentCode?: string | null;
}

/** Puts an order's stock and spent balance back (inside the caller's transaction). */
export async function giveBack(trx: Transaction<Database>, orderId: number, at: Date): Promise<number[]> {
  const lines = await trx.selectFrom('order_lines').select(['product_size_id', 'quantity']).where('order_id', '=', orderId).orderBy('product_size_id').execute();
  for (const line of lines) {
    await trx.updateTable('product_sizes').set((eb) => ({ stock: eb('stock', '+', line.quantity) })).where('id', '=', line.product_size_id).execute();
  }
  const spent = await trx
    .selectFrom('balance_movements')
    .select(['entry_id', (eb) => eb.fn.sum<string>('amount_cents').as('net')])
    .where('order_id', '=', orderId)
    .groupBy('entry_id')
    .execute();
  for (const { entry_id: entryId, net } of spent) {
    const back = -Number(net);
    if (back <= 0) continue;
    await trx.updateTable('balance_entries').set((eb) => ({ remaining_cents: eb('remaining_cents', '+', back) })).where('id', '=', entryId).execute();
    await trx.insertInto('balance_movements').values({ entry_id: entryId, order_id: orderId, amount_cents: back, at }).execute();
  }
  return lines.map((line) => line.product_size_id);
}

/** The cancelled order, or null when it was not in one of `options.from` (already settled, shipped…). */
export async function cancelOrder(deps: Pick<OrdersDeps, 'db' | 'now' | 'catalogueChanges' | 'log'>, orderId: number, options: CancelOptions): Promise<OrderRow | null> {
  return committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    const now = deps.now();
    const row = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', updated_at: now, ...(options.paymentCode ? { payment_code: options.paymentCode } : {}) })
      .where('id', '=', orderId)
      .where('status', 'in', [...options.from])
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    const sizeIds = await giveBack(trx, orderId, now);
    await trx.insertInto('order_events').values({ order_id: orderId, status: 'cancelled', at: now, actor: options.actor, note: options.note ?? null }).execute();
    if (deps.catalogueChanges && sizeIds.length > 0) afterCommit(() => deps.catalogueChanges!.refreshSizes(sizeIds));
    return row;
  });
}
