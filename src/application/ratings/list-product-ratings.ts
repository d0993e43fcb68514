import type { RatingPage } from '../../domain/ratings/rating';
import type { RatingApi } from '../ports/ratings-api';

/** A product's comments, newest first, a page at a time (SPEC §6; shown as text only). */
export class ListProductRatings {
  constructor(private readonly api: RatingApi) {}

  execute(productId: number, page = 1): Promise<RatingPage> {
    return this.api.list(productId, Math.max(1, Math.floor(page)));
  }
}
