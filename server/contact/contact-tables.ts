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
  /** Migration 0025: `open` until an agent marks it `done` (issue 39). */
  status: ColumnType<'open' | 'done', 'open' | 'done' | undefined, 'open' | 'done'>;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The agent who marked it done (no foreign key: outlives the staff account). */
  done_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Migration 0025: an agent's answer to a message, as mailed to the sender in their language. */
export interface ContactAnswersTable {
  id: Generated<number>;
  message_id: number;
  agent_id: number;
  agent_email: string;
  subject: string;
  text: string;
  locale: string;
  sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContactTables {
  contact_messages: ContactMessagesTable;
  contact_answers: ContactAnswersTable;
}
