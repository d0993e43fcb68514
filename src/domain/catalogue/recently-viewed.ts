/**
 * Recently viewed products (issue 38): the last RECENTLY_VIEWED_LIMIT products a shopper opened,
 * most recent first, each once (viewing one again moves it to the front). Visitors keep the list
 * in their browser, customers on their account; at sign-in the browser's list joins the
 * account's by recency. Times are epoch milliseconds given by the caller (no clock here).
 */

export const RECENTLY_VIEWED_LIMIT = 12;

export interface RecentView {
  productId: number;
  /** Epoch ms of the latest view. */
  viewedAt: number;
}

const isProductId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

/** Most recent first; a product once (its latest view); at most the limit. */
export function normaliseRecentViews(views: readonly RecentView[]): RecentView[] {
  const latest = new Map<number, number>();
  for (const view of views) {
    const known = latest.get(view.productId);
    if (known === undefined || view.viewedAt > known) latest.set(view.productId, view.viewedAt);
  }
  // Stable sort: of two views at the same moment, the one listed first stays first.
  return [...latest.entries()]
    .map(([productId, viewedAt]) => ({ productId, viewedAt }))
    .sort((a, b) => b.viewedAt - a.viewedAt)
    .slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The list after a view of `productId` at `at`: that product in front, once, the oldest beyond the limit gone. */
export function recordView(views: readonly RecentView[], productId: number, at: number): RecentView[] {
  const latest = Math.max(at, ...views.map((view) => view.viewedAt));
  return normaliseRecentViews([{ productId, viewedAt: latest }, ...views.filter((view) => view.productId !== productId)]);
}

/** The account's list and the browser's as one, by recency (sign-in). */
export function mergeRecentViews(account: readonly RecentView[], browser: readonly RecentView[]): RecentView[] {
  return normaliseRecentViews([...account, ...browser]);
}

/** The ids, most recent first, leaving one out (the product page shows the others). */
export function recentProductIds(views: readonly RecentView[], except?: number): number[] {
  return views.map((view) => view.productId).filter((id) => id !== except);
}

/**
 * A list read back from storage or the wire: anything that is not a view (wrong types, ids out
 * of range, times not finite) is dropped, never trusted.
 */
export function parseRecentViews(input: unknown): RecentView[] {
  if (!Array.isArray(input)) return [];
  const views: RecentView[] = [];
  for (const item of input.slice(0, RECENTLY_VIEWED_LIMIT * 4)) {
    if (typeof item !== 'object' || item === null) continue;
    const { productId, viewedAt } = item as Record<string, unknown>;
    if (isProductId(productId) && typeof viewedAt === 'number' && Number.isFinite(viewedAt) && viewedAt >= 0) views.push({ productId, viewedAt });
  }
  return normaliseRecentViews(views);
}
