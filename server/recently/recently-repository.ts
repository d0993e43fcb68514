/** All the SQL of the recently-viewed module: rows of `recently_viewed` (migration 0023). */
import type { Executor } from '../db/transaction';

export interface RecentViewRow {
  product_id: number;
  viewed_at: Date;
}

/** Most recent first. */
export function customerRecentViews(db: Executor, customerId: number): Promise<RecentViewRow[]> {
  return db
    .selectFrom('recently_viewed')
    .select(['product_id', 'viewed_at'])
    .where('customer_id', '=', customerId)
    .orderBy('viewed_at', 'desc')
    .orderBy('product_id', 'desc')
    .execute();
}

/** Each view once per product, keeping the later of the stored and the given moment. */
export async function upsertRecentViews(db: Executor, customerId: number, views: readonly { productId: number; viewedAt: Date }[]): Promise<void> {
  if (views.length === 0) return;
  await db
    .insertInto('recently_viewed')
    .values(views.map((view) => ({ customer_id: customerId, product_id: view.productId, viewed_at: view.viewedAt })))
    .onConflict((oc) =>
      oc.columns(['customer_id', 'product_id']).doUpdateSet((eb) => ({
        viewed_at: eb.fn('greatest', [eb.ref('recently_viewed.viewed_at'), eb.ref('excluded.viewed_at')]),
      })),
    )
    .execute();
}

/** Removes the customer's rows except those of `keep` (all when empty). */
export async function deleteRecentViewsExcept(db: Executor, customerId: number, keep: readonly number[]): Promise<number> {
  let query = db.deleteFrom('recently_viewed').where('customer_id', '=', customerId);
  if (keep.length > 0) query = query.where('product_id', 'not in', [...keep]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
