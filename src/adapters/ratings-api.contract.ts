import { describe, expect, it } from 'vitest';
import type { RatingApi } from '../application/ports/ratings-api';
import { isApiError } from '../application/ports/api-error';

export interface RatingContractSetup {
  /** An API whose caller is signed in as Camille Martin. */
  signedIn: () => Promise<RatingApi>;
  /** A product the store sells, one per call. */
  product: () => number;
  unknownProduct: number;
}

/** What every RatingApi does (in memory for the use cases' tests, over HTTP against the shop). */
export function describeRatingApiContract(name: string, setup: RatingContractSetup): void {
  describe(`RatingApi contract: ${name}`, () => {
    it('creates, reads back and edits the caller’s rating; the scores count it once', async () => {
      const api = await setup.signedIn();
      const productId = setup.product();
      expect(await api.mine(productId)).toBeNull();
      const first = await api.rate(productId, { score: 5, comment: 'Parfait' });
      expect(first.rating).toMatchObject({ productId, score: 5, comment: 'Parfait' });
      const again = await api.rate(productId, { score: 2, comment: null });
      expect(again.rating).toMatchObject({ score: 2, comment: null });
      expect(again.scores.count).toBe(first.scores.count);
      expect(await api.mine(productId)).toMatchObject({ score: 2 });
      const page = await api.list(productId, 1);
      expect(page.ratings[0]).toMatchObject({ author: 'Camille M.', score: 2 });
    });

    it('fails with a 404 for an unknown product', async () => {
      const api = await setup.signedIn();
      const error = await api.rate(setup.unknownProduct, { score: 3 }).catch((caught: unknown) => caught);
      expect(isApiError(error) && error.code).toBe(404);
    });
  });
}
