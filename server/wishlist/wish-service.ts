/**
 * `/secure/wishes` (SPEC §3 "Wish", §4 "Wishlist"): the signed-in customer's favourite products.
 * A product is added once (adding it again answers the wish already there, also when two adds
 * race); it must exist and be sold in the request's store. Another customer's wish is a 404.
 */
import type { Wish } from '../../src/domain/wishlist/wish';
import { refusal, type AccountDeps } from '../accounts/auth-service';
import type { CustomerContext } from '../core/customer-context';
import { cachedReference, loadProducts, soldIn } from '../catalogue/catalogue-service';
import { succeed, type Outcome } from '../core/outcome';

export const MAX_WISHES = 500;

const wishOf = (row: { id: number; product_id: number }): Wish => ({ id: row.id, product: row.product_id });

/** Newest first. */
export async function listWishes(deps: AccountDeps, context: CustomerContext): Promise<Outcome<Wish[]>> {
  const rows = await deps.db
    .selectFrom('wishes')
    .select(['id', 'product_id'])
    .where('customer_id', '=', context.customer.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return succeed(rows.map(wishOf));
}

export async function addWish(deps: AccountDeps, context: CustomerContext, productId: number): Promise<Outcome<Wish>> {
  const customerId = context.customer.id;
  const existing = await deps.db.selectFrom('wishes').select(['id', 'product_id']).where('customer_id', '=', customerId).where('product_id', '=', productId).executeTakeFirst();
  if (existing) return succeed(wishOf(existing));
  const [product, reference] = await Promise.all([
    loadProducts(deps.db, [productId]).then((products) => products.get(productId)),
    cachedReference(deps.db, deps.cache, context.noCache),
  ]);
  if (!product || !soldIn(product, context.store, reference)) return refusal(deps, context, 'not-found', 'product-not-found');
  const count = await deps.db.selectFrom('wishes').select(({ fn }) => fn.countAll<number>().as('count')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  if (Number(count.count) >= MAX_WISHES) return refusal(deps, context, 'limit-reached', 'wish-limit');
  const inserted = await deps.db
    .insertInto('wishes')
    .values({ customer_id: customerId, product_id: productId, created_at: deps.now() })
    .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
    .returning(['id', 'product_id'])
    .executeTakeFirst();
  if (inserted) return succeed(wishOf(inserted));
  // Added by a concurrent request between the look-up and the insert.
  const raced = await deps.db.selectFrom('wishes').select(['id', 'product_id']).where('customer_id', '=', customerId).where('product_id', '=', productId).executeTakeFirstOrThrow();
  return succeed(wishOf(raced));
}

export async function removeWish(deps: AccountDeps, context: CustomerContext, wishId: number): Promise<Outcome<null>> {
  const result = await deps.db.deleteFrom('wishes').where('id', '=', wishId).where('customer_id', '=', context.customer.id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? succeed(null) : refusal(deps, context, 'not-found', 'wish-not-found');
}
