/** The pages' SQL: the redirects table (old addresses, per store or for every store). */
import type { Executor } from '../db/transaction';

/** The redirect of a path in a store, the store's own before one for every store (store_id ''). */
export function redirectOf(db: Executor, storeId: string, path: string): Promise<{ to_path: string; code: number } | undefined> {
  return db
    .selectFrom('redirects')
    .select(['to_path', 'code'])
    .where('from_path', '=', path)
    .where('store_id', 'in', [storeId, ''])
    .orderBy('store_id', 'desc')
    .executeTakeFirst();
}
