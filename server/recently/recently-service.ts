/**
 * Recently viewed products of a signed-in customer (issue 38): a view, the browser's list joining
 * at sign-in, the list as product cards in the request's store and language, the clearing. The
 * list's rule (last 12, once each, by recency) is the domain's; this module only stores it. A
 * product the store no longer sells (or an outlet-only one the caller cannot open) is left out of
 * the answer, not forgotten: it comes back when it is sold again.
 */
import { productCardFromHit, type ProductCard } from '../../src/domain/catalogue/product-card';
import { mergeRecentViews, RECENTLY_VIEWED_LIMIT, recordView, type RecentView } from '../../src/domain/catalogue/recently-viewed';
import { productOpenTo } from '../../src/domain/outlet/outlet-access';
import { refusal } from '../accounts/accounts-service';
import { cachedReference, productHit, readProducts, soldIn, visibleProduct } from '../catalogue/catalogue-service';
import type { CustomerContext } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import { succeed, type Outcome } from '../core/outcome';
import { SHUT_OUTLET, type OutletGate } from '../core/outlet-gate';
import type { Db } from '../db/database';
import { transaction, type Executor } from '../db/transaction';
import type { ProductRecordCache } from '../catalogue/catalogue-service';
import { customerRecentViews, deleteRecentViewsExcept, upsertRecentViews, type RecentViewRow } from './recently-repository';

export type RecentlyDeps = Pick<ModuleDeps, 'db' | 'cache' | 'urls' | 'now'> & { products?: ProductRecordCache };

export interface RecentlyViewedProduct {
  product: ProductCard;
  viewedAt: string;
}

const viewOf = (row: RecentViewRow): RecentView => ({ productId: row.product_id, viewedAt: new Date(row.viewed_at).getTime() });

/** Writes views and trims the list to the domain's (inside one transaction: two tabs at once keep 12). */
async function store(db: Db, customerId: number, given: RecentView[], combine: (stored: RecentView[], given: RecentView[]) => RecentView[]): Promise<void> {
  await transaction(db, async ({ trx }) => {
    const stored = (await customerRecentViews(trx, customerId)).map(viewOf);
    const kept = combine(stored, given);
    const keptIds = new Set(kept.map((view) => view.productId));
    await upsertRecentViews(trx, customerId, kept.filter((view) => given.some((g) => g.productId === view.productId)).map((view) => ({ productId: view.productId, viewedAt: new Date(view.viewedAt) })));
    await deleteRecentViewsExcept(trx, customerId, [...keptIds]);
  });
}

/** Most recent first, as cards of the request's store; products it does not sell now are left out. */
export async function listRecentlyViewed(deps: RecentlyDeps, context: CustomerContext, outlet: OutletGate = SHUT_OUTLET): Promise<Outcome<RecentlyViewedProduct[]>> {
  const rows = await customerRecentViews(deps.db, context.customer.id);
  if (rows.length === 0) return succeed([]);
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);
  const records = await readProducts(deps, rows.map((row) => row.product_id));
  const answer: RecentlyViewedProduct[] = [];
  for (const row of rows.slice(0, RECENTLY_VIEWED_LIMIT)) {
    const record = records.get(row.product_id);
    if (!record || !soldIn(record, context.store, reference)) continue;
    if (record.isOnlyOutlet && !productOpenTo(record, await outlet.open())) continue;
    answer.push({ product: productCardFromHit(productHit(record, reference, context), context.store, context.locale), viewedAt: new Date(row.viewed_at).toISOString() });
  }
  return succeed(answer);
}

/** A view of a product the store sells (404 otherwise), now. */
export async function recordRecentView(deps: RecentlyDeps, context: CustomerContext, productId: number, outlet?: OutletGate): Promise<Outcome<null>> {
  const visible = await visibleProduct(deps, context, productId, outlet);
  if (!visible.ok) return refusal(deps, context, 'not-found', 'product-not-found');
  const at = deps.now().getTime();
  await store(deps.db, context.customer.id, [{ productId, viewedAt: at }], (stored, given) => recordView(stored, given[0].productId, given[0].viewedAt));
  return succeed(null);
}

/**
 * The browser's list joins the account's (sign-in). A moment in the future is taken as now (the
 * browser's clock is not the shop's); ids of products that do not exist are skipped, as a list
 * kept in a browser for weeks may name products long gone.
 */
export async function mergeRecentlyViewed(deps: RecentlyDeps, context: CustomerContext, views: readonly RecentView[], outlet?: OutletGate): Promise<Outcome<RecentlyViewedProduct[]>> {
  const now = deps.now().getTime();
  const existing = await readProducts(deps, [...new Set(views.map((view) => view.productId))]);
  const given = mergeRecentViews([], views.filter((view) => existing.has(view.productId)).map((view) => ({ productId: view.productId, viewedAt: Math.min(view.viewedAt, now) })));
  if (given.length > 0) await store(deps.db, context.customer.id, given, mergeRecentViews);
  return listRecentlyViewed(deps, context, outlet);
}

export async function clearRecentlyViewed(deps: RecentlyDeps, context: CustomerContext): Promise<Outcome<null>> {
  await deleteRecentViewsExcept(deps.db, context.customer.id, []);
  return succeed(null);
}

/** The customer's recently viewed products for their data export, most recent first. */
export async function customerRecentlyViewedData(db: Executor, customerId: number): Promise<{ product: number; viewedAt: string }[]> {
  return (await customerRecentViews(db, customerId)).map((row) => ({ product: row.product_id, viewedAt: new Date(row.viewed_at).toISOString() }));
}

/** A closed account's views go (inside the closing transaction). */
export function forgetCustomerRecentlyViewed(db: Executor, customerId: number): Promise<number> {
  return deleteRecentViewsExcept(db, customerId, []);
}
