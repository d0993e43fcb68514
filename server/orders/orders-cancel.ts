/**
 * Cancelling an order gives back what placing it took, in one transaction (DESIGN decision 16):
 * the stock of every line, the balance entries it spent and its promotions' uses, with a dated event. The status change
 * is guarded (`where status in …`), so two cancellations at once (a bank return and the sweep, or
 * an agent) give back once.
 */
import type { OrderStatus } from '../../src/domain/orders/order';
import { committedUnit } from '../db/transaction';
import type { OrdersDeps } from './orders-deps';
import { giveBack, insertOrderEvent, moveOrder } from './orders-repository';
import type { OrderRow } from './orders-tables';
import { releaseOrderUses } from '../promotions/promotions-service';

export interface CancelOptions {
  /** Statuses the order may be cancelled from (anything else: nothing happens). */
  from: readonly OrderStatus[];
  /** 'payment', 'system', 'support:<id>'… */
  actor: string;
  note?: string | null;
  /** The provider's code of a failed payment (kept on the order). */
  paymentCode?: string | null;
}

/** The cancelled order, or null when it was not in one of `options.from` (already settled, shipped…). */
export async function cancelOrder(deps: Pick<OrdersDeps, 'db' | 'now' | 'catalogueChanges' | 'log'>, orderId: number, options: CancelOptions): Promise<OrderRow | null> {
  return committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    const now = deps.now();
    const row = await moveOrder(trx, orderId, { to: 'cancelled', from: options.from, at: now, set: options.paymentCode ? { payment_code: options.paymentCode } : {} });
    if (!row) return null;
    const sizeIds = await giveBack(trx, orderId, now);
    await releaseOrderUses(trx, orderId, now);
    await insertOrderEvent(trx, { order_id: orderId, status: 'cancelled', at: now, actor: options.actor, note: options.note ?? null });
    if (deps.catalogueChanges && sizeIds.length > 0) afterCommit(() => deps.catalogueChanges!.refreshSizes(sizeIds));
    return row;
  });
}
