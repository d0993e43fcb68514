/** Kysely types of the accounts module's tables (the customers' accounts, address books and saved cards); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** A JSON column: read parsed, written as JSON text (server/db/schema.ts says why). */
type Json<T> = ColumnType<T, string, string>;

/** Migration 0004: a shopper's account. */
export interface CustomersTable {
  id: Generated<number>;
  /** Lower case, unique. */
  email: string;
  /** argon2id (PHC string); null for an account opened through Apple or Facebook. */
  password_hash: string | null;
  /** 1 Mr, 2 Mrs, 3 other. */
  civility: number;
  first_name: string;
  last_name: string;
  /** `YYYY-MM-DD`. */
  birthday: string | null;
  /** 1 active, 0 closed. */
  status: ColumnType<number, number | undefined, number>;
  roles: Json<string[]>;
  apple_id: string | null;
  facebook_id: string | null;
  /** Store and language the account was opened in (its mails). */
  store_id: string;
  locale: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0004: SPEC §3 "Address". */
export interface AddressesTable {
  id: Generated<number>;
  customer_id: number;
  label: string | null;
  civility: number;
  last_name: string;
  first_name: string;
  street: string;
  street_details: string | null;
  zip_code: string;
  city: string;
  state: string | null;
  /** Upper case. */
  country_iso_code2: string;
  phone_number: string;
  company: string | null;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0004: a card saved with the payment provider; never its number. */
export interface PaymentCardsTable {
  id: Generated<number>;
  customer_id: number;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder: string;
  /** The provider's reference of the card (what a payment is made with). Never shown. */
  provider_token: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AccountsTables {
  customers: CustomersTable;
  addresses: AddressesTable;
  payment_cards: PaymentCardsTable;
}
