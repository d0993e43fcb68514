/** Kysely types of the ratings module's tables (the customers' ratings of products); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** SPEC §6 ratings (server/ratings): one per product and customer; demo ones have an author instead. */
export interface ProductRatingsTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  /** The name a demo rating shows (customers' come from their account). */
  author: string | null;
  score: number;
  comment: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RatingsTables {
  product_ratings: ProductRatingsTable;
}
