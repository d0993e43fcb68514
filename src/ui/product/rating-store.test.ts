import { describe, expect, it } from 'vitest';
import { InMemoryRatingApi } from '../../adapters/in-memory/in-memory-ratings-api';
import { GetMyRating, RateProduct } from '../../application/ratings/rate-product';
import { ListProductRatings } from '../../application/ratings/list-product-ratings';
import { RatingStore } from './rating-store';

function store(signedIn: boolean) {
  const api = new InMemoryRatingApi([7]);
  const tokens = { get: () => (signedIn ? ({ accessToken: 'a' } as never) : null), save: () => undefined, clear: () => undefined };
  let connects = 0;
  const ratings = new RatingStore(7, { productId: 7, average: 4.2, count: 10 }, {
    services: {
      rate: (id, request) => new RateProduct(api, tokens).execute(id, request),
      mine: (id) => new GetMyRating(api, tokens).execute(id),
      list: (id, page) => new ListProductRatings(api).execute(id, page),
    },
    isSignedIn: () => signedIn,
    openConnect: () => (connects += 1),
  });
  return { ratings, connects: () => connects };
}

describe('the product page ratings', () => {
  it('opens the connect modal for an anonymous visitor', () => {
    const { ratings, connects } = store(false);
    ratings.open();
    expect(ratings.modalOpen).toBe(false);
    expect(connects()).toBe(1);
  });

  it('opens the rating modal when signed in, and shows the new score after saving without a reload', async () => {
    const { ratings } = store(true);
    expect(ratings.scores.distribution).toEqual([0, 0, 0, 0, 0]);
    ratings.open();
    expect(ratings.modalOpen).toBe(true);
    const result = await ratings.save({ score: 3, comment: 'Fine' });
    expect(result.kind).toBe('saved');
    expect(ratings.modalOpen).toBe(false);
    expect(ratings.scores).toMatchObject({ average: 3, count: 1, distribution: [0, 0, 1, 0, 0] });
    expect(ratings.mine).toMatchObject({ score: 3, comment: 'Fine' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ratings.comments).toEqual([expect.objectContaining({ score: 3, comment: 'Fine' })]);
  });
});
