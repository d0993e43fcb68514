/**
 * `/secure/wishes` (SPEC §3 "Wish", §4 "Wishlist"): the signed-in customer's favourite products.
 * A product is added once (adding it again answers the wish already there, also when two adds
 * race); it must exist and be sold in the request's store. Another customer's wish is a 404.
 */
import type { Wish } from '../../src/domain/wishlist/wish';
import { refusal } from '../accounts/accounts-service';
import { visibleProduct } from '../catalogue/catalogue-service';
import type { OutletGate } from '../core/outlet-gate';
import type { CustomerContext } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import { succeed, type Outcome } from '../core/outcome';
import type { Executor } from '../db/transaction';
import { countWishes, customerWishes, deleteCustomerWishes, deleteWish, findWish, insertWish, type WishRow } from './wishlist-repository';

export const MAX_WISHES = 500;

export type WishlistDeps = Pick<ModuleDeps, 'db' | 'cache' | 'urls' | 'products' | 'now'>;

const wishOf = (row: WishRow): Wish => ({ id: row.id, product: row.product_id });

/** Newest first. */
export async function listWishes(deps: WishlistDeps, context: CustomerContext): Promise<Outcome<Wish[]>> {
  return succeed((await customerWishes(deps.db, context.customer.id)).map(wishOf));
}

export async function addWish(deps: WishlistDeps, context: CustomerContext, productId: number, outlet?: OutletGate): Promise<Outcome<Wish>> {
  const customerId = context.customer.id;
  const existing = await findWish(deps.db, customerId, productId);
  if (existing) return succeed(wishOf(existing));
  const product = await visibleProduct(deps, context, productId, outlet);
  if (!product.ok) return refusal(deps, context, 'not-found', 'product-not-found');
  if ((await countWishes(deps.db, customerId)) >= MAX_WISHES) return refusal(deps, context, 'limit-reached', 'wish-limit');
  const inserted = await insertWish(deps.db, customerId, productId, deps.now());
  if (inserted) return succeed(wishOf(inserted));
  // Added by a concurrent request between the look-up and the insert.
  const raced = await findWish(deps.db, customerId, productId);
  if (!raced) throw new Error(`Wish of product ${productId} neither inserted nor found`);
  return succeed(wishOf(raced));
}

export async function removeWish(deps: WishlistDeps, context: CustomerContext, wishId: number): Promise<Outcome<null>> {
  return (await deleteWish(deps.db, context.customer.id, wishId)) ? succeed(null) : refusal(deps, context, 'not-found', 'wish-not-found');
}

/** The customer's favourites for their data export (docs/accounts-api.md "Your data"), newest first. */
export async function customerWishesData(db: Executor, customerId: number): Promise<Wish[]> {
  return (await customerWishes(db, customerId)).map(wishOf);
}

/** A closed account's favourites go (inside the closing transaction). */
export function forgetCustomerWishes(db: Executor, customerId: number): Promise<number> {
  return deleteCustomerWishes(db, customerId);
}

/** How many favourites a customer keeps, by the database (the back office's customer page). */
export function countFavourites(db: Executor, customerId: number): Promise<number> {
  return countWishes(db, customerId);
}
