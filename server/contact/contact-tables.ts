/** Kysely types of the contact module's tables (what shoppers wrote to support); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** SPEC §2 /contact: what a shopper wrote to support (server/contact). */
export interface ContactMessagesTable {
  id: Generated<number>;
  reference: string;
  /** Lower case. */
  email: string;
  name: string;
  subject: string;
  order_id: string | null;
  message: string;
  customer_id: number | null;
  store_id: string;
  locale: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** SHA-256 (hex) of store, address, subject, order id and message: finds a double submit. */
  fingerprint: string;
}

export interface ContactTables {
  contact_messages: ContactMessagesTable;
}
