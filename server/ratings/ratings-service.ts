/**
 * Product ratings (SPEC §6): a signed-in customer rates a product the store sells, 1 to 5 with an
 * optional plain-text comment, once per product (a second rating edits the first). Everyone reads
 * the comments with the author's first name and initial. The product's scores are computed from
 * the ratings (ratings-repository.ts); a change is announced after commit, so cached pages follow.
 */
import { authorName, checkRating, normaliseComment, type MyRating, type RatingPage, type RatingRequest, type ScoreSummary } from '../../src/domain/ratings/rating';
import type { OutletGate } from '../core/outlet-gate';
import type { CustomerContext } from '../core/customer-context';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import { visibleProduct, type ProductDeps } from '../catalogue/catalogue-service';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import { transaction, type Executor } from '../db/transaction';
import { asScore, countProductRatings, customerRating, customerRatingRows, productRatingsPage, scoresOf, upsertRating, type RatingRow } from './ratings-repository';
import { ratingText } from './ratings-texts';

/** Scores of products by id, for the catalogue's answers (server/app.ts wires it as `deps.productScores`). */
export { scoresOf } from './ratings-repository';

export const RATINGS_PAGE_SIZE = 10;

export interface RatingDeps extends ProductDeps {
  now: () => Date;
  catalogueChanges?: Pick<CatalogueChanges, 'contentChanged'>;
}

export interface SavedRating {
  rating: MyRating;
  /** A first rating (201) rather than an edit (200). */
  created: boolean;
  scores: ScoreSummary & { productId: number };
}

const mine = (row: RatingRow): MyRating => ({
  productId: row.product_id,
  score: asScore(row.score),
  comment: row.comment,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function rateProduct(deps: RatingDeps, context: CustomerContext, productId: number, request: RatingRequest, outlet?: OutletGate): Promise<Outcome<SavedRating>> {
  const problem = checkRating(request);
  if (problem === 'score') return fail('refused', ratingText('scoreInvalid', context.locale));
  if (problem === 'comment-too-long') return fail('refused', ratingText('commentTooLong', context.locale));
  if (problem === 'comment-invalid') return fail('refused', ratingText('commentInvalid', context.locale));
  const visible = await visibleProduct(deps, context, productId, outlet);
  if (!visible.ok) return visible;
  const now = deps.now();
  const saved = await transaction(deps.db, async ({ trx, afterCommit }) => {
    const row = await upsertRating(trx, { productId, customerId: context.customer.id, score: request.score, comment: normaliseComment(request.comment), now });
    afterCommit(() => deps.catalogueChanges?.contentChanged());
    return row;
  });
  const scores = (await scoresOf(deps.db, [productId])).get(productId)!;
  return succeed({ rating: mine(saved), created: Boolean(saved.inserted), scores: { productId, ...scores } });
}

/** The caller's rating of a product the store sells; none yet: 404. */
export async function myRating(deps: RatingDeps, context: CustomerContext, productId: number, outlet?: OutletGate): Promise<Outcome<MyRating>> {
  const visible = await visibleProduct(deps, context, productId, outlet);
  if (!visible.ok) return visible;
  const row = await customerRating(deps.db, context.customer.id, productId);
  return row ? succeed(mine(row)) : fail('not-found', ratingText('ratingNotFound', context.locale));
}

/** A product's ratings, newest first (by last change), a page at a time; authors as "Camille M.". */
export async function listRatings(deps: RatingDeps, context: ShopContext, productId: number, page: number, outlet?: OutletGate): Promise<Outcome<RatingPage>> {
  const visible = await visibleProduct(deps, context, productId, outlet);
  if (!visible.ok) return visible;
  const [rows, total] = await Promise.all([
    productRatingsPage(deps.db, productId, RATINGS_PAGE_SIZE, (page - 1) * RATINGS_PAGE_SIZE),
    countProductRatings(deps.db, productId),
  ]);
  return succeed({
    productId,
    ratings: rows.map((row) => ({
      author: row.author ?? authorName(row.first_name ?? '', row.last_name ?? ''),
      score: asScore(row.score),
      comment: row.comment,
      date: new Date(row.updated_at).toISOString(),
    })),
    page,
    pages: Math.max(1, Math.ceil(total / RATINGS_PAGE_SIZE)),
    total,
  });
}

/** The customer's ratings for their data export (docs/accounts-api.md "Your data"). */
export async function customerRatingsData(db: Executor, customerId: number) {
  return (await customerRatingRows(db, customerId)).map((row) => ({
    id: row.id, productId: row.product_id, score: row.score, comment: row.comment,
    createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

