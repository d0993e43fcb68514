/** Reads and writes of `product_ratings` (SPEC §6): the scores of products, computed from their ratings. */
import { sql } from 'kysely';
import { emptyDistribution, summariseScores, type RatingScore, type ScoreSummary } from '../../src/domain/ratings/rating';
import type { Db } from '../db/database';
import type { Selectable } from 'kysely';
import type { ProductRatingsTable } from '../db/schema';

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
