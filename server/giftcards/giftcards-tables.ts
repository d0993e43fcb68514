/** Kysely types of the giftcards module's tables (the gift cards); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** A time written as a Date or ISO text, read as a Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A time the database sets unless given. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0009: a gift card (docs/returns-api.md "Gift cards"); activated once, by one customer. */
export interface GiftcardsTable {
  id: Generated<number>;
  /** 16 upper-case letters and digits. */
  code: string;
  amount_cents: number;
  expires_at: Timestamp;
  activated_at: Timestamp | null;
  customer_id: number | null;
  /** The balance entry (kind `giftcard`) the activation created. */
  entry_id: number | null;
  created_at: CreatedAt;
}

export interface GiftcardsTables {
  giftcards: GiftcardsTable;
}
