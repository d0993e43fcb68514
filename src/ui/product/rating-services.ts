import type { MyRatingResult, RateProductResult } from '../../application/ratings/rate-product';
import type { RatingPage, RatingRequest } from '../../domain/ratings/rating';

/** The product page's ratings (SPEC §6): everyone's comments, the signed-in customer's own rating. */
export interface RatingServices {
  rate(productId: number, request: RatingRequest): Promise<RateProductResult>;
  mine(productId: number): Promise<MyRatingResult>;
  list(productId: number, page: number): Promise<RatingPage>;
}
