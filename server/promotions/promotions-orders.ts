/**
 * What an order took of its promotions, in the order's own transaction (DESIGN decision 16):
 * one use of each (`uses + 1` only while under the limit: under concurrent checkouts the row lock
 * queues them and the last uses go to exactly as many orders), the customer's own limit checked
 * under a lock of their row, and what was applied kept in `order_promotions`. A cancelled order
 * gives its uses back, once.
 */
import type { AppliedPromotion } from '../../src/domain/promotions/promotion';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { Trx } from '../db/transaction';
import { customerUses, insertOrderPromotions, lockCustomer, orderPromotionRows, releaseOrderPromotions, takeUse } from './promotions-repository';
import type { Executor } from '../db/transaction';

/** Thrown inside the order's transaction: a promotion's uses ran out meanwhile (the order rolls back). */
export class PromotionUsedUp extends Error {
  constructor(readonly key: string) {
    super(`The promotion ${key} has no use left`);
  }
}

export interface OrderPromotionsInput {
  orderId: number;
  customerId: number;
  locale: LocaleCode;
  applied: readonly AppliedPromotion[];
  /** The order's size ids, in the order of each promotion's `perLine`. */
  sizeIds: readonly number[];
}

/** The key of the answer cache to forget after the commit when a limited promotion was used. */
export const PROMOTIONS_CACHE_KEY = 'promotions';

export async function takeOrderPromotions(trx: Trx, input: OrderPromotionsInput): Promise<{ limited: boolean }> {
  if (input.applied.length === 0) return { limited: false };
  const perCustomer = input.applied.some((applied) => applied.rule.perCustomerLimit !== null);
  if (perCustomer) await lockCustomer(trx, input.customerId);
  const uses = perCustomer ? await customerUses(trx, input.customerId) : {};
  // Always in the same order (by key): two orders never wait on each other in a cycle.
  for (const applied of [...input.applied].sort((a, b) => (a.rule.key < b.rule.key ? -1 : 1))) {
    const limit = applied.rule.perCustomerLimit;
    if (limit !== null && (uses[applied.rule.key] ?? 0) >= limit) throw new PromotionUsedUp(applied.rule.key);
    if (!(await takeUse(trx, applied.rule.key))) throw new PromotionUsedUp(applied.rule.key);
  }
  await insertOrderPromotions(
    trx,
    input.applied.map((applied) => ({
      order_id: input.orderId,
      promotion_code: applied.rule.key,
      customer_id: input.customerId,
      automatic: applied.rule.code === null,
      name: applied.rule.names[input.locale] ?? applied.rule.names.fr,
      discount_cents: applied.discount,
      free_shipping: applied.freeShipping,
      gift: applied.gift ? JSON.stringify(applied.gift) : null,
      lines: JSON.stringify(input.sizeIds.map((productSizeId, index) => ({ productSizeId, discount: applied.perLine[index] ?? 0 }))),
    })),
  );
  return { limited: input.applied.some((applied) => applied.rule.usageLimit !== null || applied.rule.perCustomerLimit !== null) };
}

export async function releaseOrderUses(trx: Trx, orderId: number, at: Date): Promise<void> {
  await releaseOrderPromotions(trx, orderId, at);
}

export function orderPromotions(db: Executor, orderId: number) {
  return orderPromotionRows(db, orderId);
}
