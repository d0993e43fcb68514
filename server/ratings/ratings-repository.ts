/** All the SQL of the ratings module: rows of `product_ratings` (SPEC §6), and the scores of products computed from them. */
import { sql, type Selectable } from 'kysely';
import { emptyDistribution, summariseScores, type RatingScore, type ScoreSummary } from '../../src/domain/ratings/rating';
import type { Db } from '../db/database';
import type { Executor } from '../db/transaction';
import type { ProductRatingsTable } from './ratings-tables';

export type RatingRow = Selectable<ProductRatingsTable>;

/** Scores of each product asked (products without ratings: 0 of 0). One grouped query. */
export async function scoresOf(db: Db, productIds: readonly number[]): Promise<Map<number, ScoreSummary>> {
  const ids = [...new Set(productIds)].filter((id) => Number.isSafeInteger(id));
  const distributions = new Map(ids.map((id) => [id, emptyDistribution()]));
  if (ids.length > 0) {
    const rows = await db
      .selectFrom('product_ratings')
      .select(['product_id', 'score', sql<string>`count(*)`.as('n')])
      .where('product_id', 'in', ids)
      .groupBy(['product_id', 'score'])
      .execute();
    for (const row of rows) distributions.get(row.product_id)![row.score - 1] = Number(row.n);
  }
  return new Map([...distributions].map(([id, distribution]) => [id, summariseScores(distribution)]));
}

export const asScore = (score: number): RatingScore => score as RatingScore;

export interface NewRating {
  productId: number;
  customerId: number;
  score: number;
  comment: string | null;
  now: Date;
}

/**
 * The customer's rating of the product, written or edited in one statement (two simultaneous
 * first ratings of the same customer end as one row); `inserted` tells a first rating from an edit.
 */
export function upsertRating(db: Executor, rating: NewRating): Promise<RatingRow & { inserted: boolean }> {
  return db
    .insertInto('product_ratings')
    .values({ product_id: rating.productId, customer_id: rating.customerId, author: null, score: rating.score, comment: rating.comment, created_at: rating.now, updated_at: rating.now })
    .onConflict((oc) => oc.columns(['product_id', 'customer_id']).doUpdateSet((eb) => ({
      score: eb.ref('excluded.score'),
      comment: eb.ref('excluded.comment'),
      updated_at: eb.ref('excluded.updated_at'),
    })))
    .returningAll()
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .executeTakeFirstOrThrow();
}

export function customerRating(db: Executor, customerId: number, productId: number): Promise<RatingRow | undefined> {
  return db
    .selectFrom('product_ratings')
    .selectAll()
    .where('product_id', '=', productId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** A page of a product's ratings, newest first (by last change), with the names of their customers. */
export function productRatingsPage(db: Executor, productId: number, limit: number, offset: number) {
  return db
    .selectFrom('product_ratings as r')
    .leftJoin('customers as c', 'c.id', 'r.customer_id')
    .select(['r.author', 'r.score', 'r.comment', 'r.updated_at', 'c.first_name', 'c.last_name'])
    .where('r.product_id', '=', productId)
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countProductRatings(db: Executor, productId: number): Promise<number> {
  const row = await db.selectFrom('product_ratings').select(sql<string>`count(*)`.as('n')).where('product_id', '=', productId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A customer's ratings, oldest first (their data export). */
export function customerRatingRows(db: Executor, customerId: number): Promise<RatingRow[]> {
  return db.selectFrom('product_ratings').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

