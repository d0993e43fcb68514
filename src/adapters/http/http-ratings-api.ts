import type { MyRating, RatingPage, RatingRequest } from '../../domain/ratings/rating';
import type { RatingApi, SavedRating } from '../../application/ports/ratings-api';
import { isApiError } from '../../application/ports/api-error';
import type { HttpApiClient } from './api-client';

/** SPEC §6 ratings over the v5 API. */
export class HttpRatingApi implements RatingApi {
  constructor(private readonly client: HttpApiClient) {}

  rate(productId: number, request: RatingRequest): Promise<SavedRating> {
    return this.client.put(`secure/products/${productId}/rating`, { score: request.score, comment: request.comment ?? null });
  }

  async mine(productId: number): Promise<MyRating | null> {
    try {
      return await this.client.get<MyRating>(`secure/products/${productId}/rating`);
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return null;
      throw error;
    }
  }

  list(productId: number, page: number): Promise<RatingPage> {
    return this.client.get(`products/${productId}/ratings`, page > 1 ? { searchParams: { page: String(page) } } : {});
  }
}
