/** Kysely types of the reminders module's tables (migration 0024); server/db/schema.ts composes them into `Database`. */
import type { Generated } from 'kysely';
import type { CreatedAt, Json } from '../db/column-types';
import type { ReminderLine } from '../../src/domain/basket/basket-reminder';

/** The last basket a signed-in customer priced: one per customer; a new id for each basket started from empty. */
export interface CustomerBasketsTable {
  id: Generated<number>;
  customer_id: number;
  /** As asked (not capped at the stock), in canonical order. */
  lines: Json<ReminderLine[]>;
  started_at: CreatedAt;
  changed_at: CreatedAt;
}

/** A line as the reminder mailed it: the price of the moment of sending. */
export interface RemindedLine extends ReminderLine {
  name: string;
  size: string;
  /** Cents, with duty: the line (unit price × quantity). */
  price: number;
}

/** One reminder sent; `basket_id` is unique: never two for one basket. */
export interface BasketRemindersTable {
  id: Generated<number>;
  basket_id: number;
  customer_id: number;
  email: string;
  store_id: string;
  locale: string;
  lines: Json<RemindedLine[]>;
  lines_count: number;
  value_cents: number;
  sent_at: CreatedAt;
}

export interface RemindersTables {
  customer_baskets: CustomerBasketsTable;
  basket_reminders: BasketRemindersTable;
}
