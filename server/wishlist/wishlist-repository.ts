/** All the SQL of the wishlist module: rows of `wishes` (migration 0004), one per customer and product. */
import type { Executor } from '../db/transaction';

export interface WishRow {
  id: number;
  product_id: number;
}

/** Newest first. */
export function customerWishes(db: Executor, customerId: number): Promise<WishRow[]> {
  return db
    .selectFrom('wishes')
    .select(['id', 'product_id'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findWish(db: Executor, customerId: number, productId: number): Promise<WishRow | undefined> {
  return db.selectFrom('wishes').select(['id', 'product_id']).where('customer_id', '=', customerId).where('product_id', '=', productId).executeTakeFirst();
}

export async function countWishes(db: Executor, customerId: number): Promise<number> {
  const row = await db.selectFrom('wishes').select(({ fn }) => fn.countAll<number>().as('count')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The new wish; undefined when the customer already has it (a concurrent add). */
export function insertWish(db: Executor, customerId: number, productId: number, now: Date): Promise<WishRow | undefined> {
  return db
    .insertInto('wishes')
    .values({ customer_id: customerId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
    .returning(['id', 'product_id'])
    .executeTakeFirst();
}

/** Whether one of the customer's wishes was deleted. */
export async function deleteWish(db: Executor, customerId: number, wishId: number): Promise<boolean> {
  const result = await db.deleteFrom('wishes').where('id', '=', wishId).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A closed account's favourites go. */
export async function deleteCustomerWishes(db: Executor, customerId: number): Promise<number> {
  const result = await db.deleteFrom('wishes').where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
