/** All of the documents' SQL: what they print of a store's details (its customer service and seller, the content's store_sites). */
import type { Executor } from '../db/transaction';

export function storeSellerRow(db: Executor, storeId: string) {
  return db.selectFrom('store_sites').select(['phone', 'email', 'seller']).where('store_id', '=', storeId).executeTakeFirst();
}
