import { describe, expect, it } from 'vitest';
import { mergeRecentViews, parseRecentViews, RECENTLY_VIEWED_LIMIT, recentProductIds, recordView, type RecentView } from './recently-viewed';

const ids = (views: RecentView[]) => views.map((view) => view.productId);
const viewsOf = (...productIds: number[]) => productIds.map((productId, i) => ({ productId, viewedAt: 1000 - i }));

describe('recently viewed products', () => {
  it('puts the latest view first, each product once', () => {
    let views: RecentView[] = [];
    views = recordView(views, 1, 10);
    views = recordView(views, 2, 20);
    views = recordView(views, 3, 30);
    expect(ids(views)).toEqual([3, 2, 1]);
    views = recordView(views, 1, 40);
    expect(ids(views)).toEqual([1, 3, 2]);
    expect(views[0]).toEqual({ productId: 1, viewedAt: 40 });
  });

  it(`keeps the last ${RECENTLY_VIEWED_LIMIT}`, () => {
    let views: RecentView[] = [];
    for (let id = 1; id <= 20; id++) views = recordView(views, id, id * 10);
    expect(ids(views)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9]);
  });

  it('puts a view in front even when the clock went back', () => {
    expect(ids(recordView(viewsOf(1, 2), 2, 5))).toEqual([2, 1]);
  });

  it('merges the browser list into the account list by recency, once each, capped', () => {
    const account = [{ productId: 1, viewedAt: 100 }, { productId: 2, viewedAt: 50 }];
    const browser = [{ productId: 3, viewedAt: 120 }, { productId: 2, viewedAt: 110 }, { productId: 4, viewedAt: 10 }];
    expect(mergeRecentViews(account, browser)).toEqual([
      { productId: 3, viewedAt: 120 },
      { productId: 2, viewedAt: 110 },
      { productId: 1, viewedAt: 100 },
      { productId: 4, viewedAt: 10 },
    ]);
    const many = Array.from({ length: 10 }, (_, i) => ({ productId: 100 + i, viewedAt: 500 - i }));
    const more = Array.from({ length: 10 }, (_, i) => ({ productId: 200 + i, viewedAt: 495 - i }));
    const merged = mergeRecentViews(many, more);
    expect(merged).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids(merged).slice(0, 7)).toEqual([100, 101, 102, 103, 104, 105, 200]);
  });

  it('leaves the current product out of the strip', () => {
    expect(recentProductIds(viewsOf(5, 6, 7), 6)).toEqual([5, 7]);
    expect(recentProductIds(viewsOf(5, 6))).toEqual([5, 6]);
  });

  it('drops what is not a view when reading back', () => {
    expect(parseRecentViews('nope')).toEqual([]);
    expect(parseRecentViews(null)).toEqual([]);
    const read = parseRecentViews([
      { productId: 3, viewedAt: 30 },
      { productId: 'x', viewedAt: 1 },
      { productId: 0, viewedAt: 1 },
      { productId: 2 ** 31, viewedAt: 1 },
      { productId: 4, viewedAt: Number.NaN },
      { productId: 5, viewedAt: 50 },
      { productId: 3, viewedAt: 10 },
      null,
      7,
    ]);
    expect(read).toEqual([{ productId: 5, viewedAt: 50 }, { productId: 3, viewedAt: 30 }]);
  });
});
