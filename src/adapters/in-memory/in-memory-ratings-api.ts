import { ApiError } from '../../application/ports/api-error';
import type { RatingApi, SavedRating } from '../../application/ports/ratings-api';
import { emptyDistribution, summariseScores, type MyRating, type RatingPage, type RatingRequest, type RatingScore } from '../../domain/ratings/rating';

/** Ratings kept in memory for the use cases' tests: one customer, the products given. */
export class InMemoryRatingApi implements RatingApi {
  private readonly ratings = new Map<number, MyRating>();
  /** When set, every call fails as signed out (a token the shop no longer accepts). */
  signedOut = false;

  constructor(private readonly products: readonly number[], private readonly now = () => new Date('2026-11-20T10:00:00Z')) {}

  async rate(productId: number, request: RatingRequest): Promise<SavedRating> {
    this.check(productId);
    const at = this.now().toISOString();
    const previous = this.ratings.get(productId);
    const rating: MyRating = { productId, score: request.score as RatingScore, comment: request.comment ?? null, createdAt: previous?.createdAt ?? at, updatedAt: at };
    this.ratings.set(productId, rating);
    const distribution = emptyDistribution();
    distribution[rating.score - 1] += 1;
    return { rating, scores: { productId, ...summariseScores(distribution) } };
  }

  async mine(productId: number): Promise<MyRating | null> {
    this.check(productId);
    return this.ratings.get(productId) ?? null;
  }

  async list(productId: number, page: number): Promise<RatingPage> {
    this.check(productId);
    const mine = this.ratings.get(productId);
    const ratings = mine && page === 1 ? [{ author: 'Camille M.', score: mine.score, comment: mine.comment, date: mine.updatedAt }] : [];
    return { productId, ratings, page, pages: 1, total: mine ? 1 : 0 };
  }

  private check(productId: number): void {
    if (this.signedOut) throw new ApiError(401, 'Session expired');
    if (!this.products.includes(productId)) throw new ApiError(404, 'Product not found');
  }
}
