import type { ProductScores } from '../../domain/catalogue/product';
import type { MyRating, RatingPage, RatingRequest } from '../../domain/ratings/rating';
import { token } from './token';

export interface SavedRating {
  rating: MyRating;
  scores: ProductScores;
}

/**
 * SPEC §6 ratings over the v5 API (docs/contact-ratings-api.md): the signed-in customer's own
 * rating under `/secure/products/{id}/rating`, everyone's under `/products/{id}/ratings`.
 * Failures throw ApiError (401 signed out, 404 unknown product, 422 refused comment).
 */
export interface RatingApi {
  rate(productId: number, request: RatingRequest): Promise<SavedRating>;
  /** null: the customer has not rated the product. */
  mine(productId: number): Promise<MyRating | null>;
  list(productId: number, page: number): Promise<RatingPage>;
}

export const RATING_API = token<RatingApi>('RatingApi');
