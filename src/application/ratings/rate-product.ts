import type { ProductScores } from '../../domain/catalogue/product';
import { checkRating, normaliseComment, type MyRating, type RatingProblem, type RatingRequest } from '../../domain/ratings/rating';
import { asCustomer, isSignedOut, refusal, type Refused, type SignedOut } from '../auth/signed-in';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { RatingApi } from '../ports/ratings-api';

export type RateProductResult =
  | { kind: 'saved'; rating: MyRating; scores: ProductScores }
  /** SPEC §6: rating needs a connected user (the UI opens the connect modal). */
  | SignedOut
  | { kind: 'invalid'; problem: RatingProblem }
  /** Unknown product (404) or a comment the shop refused (422), in its words. */
  | Refused;

/** Rates a product 1–5 with an optional comment; a second rating edits the first. */
export class RateProduct {
  constructor(private readonly api: RatingApi, private readonly tokens: AuthTokenStore) {}

  async execute(productId: number, request: RatingRequest): Promise<RateProductResult> {
    const problem = checkRating(request);
    if (problem) return { kind: 'invalid', problem };
    try {
      const saved = await asCustomer(this.tokens, () => this.api.rate(productId, { score: request.score, comment: normaliseComment(request.comment) }));
      return isSignedOut(saved) ? saved : { kind: 'saved', ...saved };
    } catch (error) {
      return refusal(error, [400, 404, 422]);
    }
  }
}

export type MyRatingResult = { kind: 'rated'; rating: MyRating } | { kind: 'not-rated' } | SignedOut;

/** The signed-in customer's rating of a product, to fill the modal. */
export class GetMyRating {
  constructor(private readonly api: RatingApi, private readonly tokens: AuthTokenStore) {}

  async execute(productId: number): Promise<MyRatingResult> {
    const rating = await asCustomer(this.tokens, () => this.api.mine(productId));
    if (isSignedOut(rating)) return rating;
    return rating ? { kind: 'rated', rating } : { kind: 'not-rated' };
  }
}
