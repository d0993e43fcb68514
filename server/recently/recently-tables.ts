/** Kysely types of the recently-viewed module's table; server/db/schema.ts composes them into `Database`. */
import type { ColumnType } from 'kysely';

/** Migration 0023: a customer's latest view of a product (issue 38). */
export interface RecentlyViewedTable {
  customer_id: number;
  product_id: number;
  viewed_at: ColumnType<Date, Date | string, Date | string>;
}

export interface RecentlyTables {
  recently_viewed: RecentlyViewedTable;
}
