/** Kysely types of the wishlist module's tables (the customers' favourites); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** Migration 0004: SPEC §3 "Wish", one per customer and product. */
export interface WishesTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WishlistTables {
  wishes: WishesTable;
}
