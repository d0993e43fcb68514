/** The sandbox provider's tables: its side of the fence, not the shop's. */
import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../db/column-types';

export type SandboxPaymentStatus = 'pending' | 'challenge' | 'authorised' | 'declined' | 'unavailable' | 'cancelled';

/** Migration 0005: the sandbox provider's payment (its side, not the shop's). */
export interface SandboxPaymentsTable {
  id: string;
  method: 'card' | 'paypal';
  amount_cents: number;
  currency: string;
  instalments: ColumnType<number, number | undefined, number>;
  /** The shop's order number. */
  merchant_reference: string;
  /** The shop's customer, as the provider knows it. */
  customer_ref: string;
  return_url: string;
  locale: string;
  status: SandboxPaymentStatus;
  code: string | null;
  save_card: ColumnType<boolean, boolean | undefined, boolean>;
  card_token: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Migration 0005: a card tokenised by the sandbox provider (never its number). */
export interface SandboxCardsTable {
  token: string;
  customer_ref: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder: string;
  behaviour: string;
  created_at: CreatedAt;
}

/** Migration 0008: a refund taken by the sandbox provider (its side, not the shop's). */
export interface SandboxRefundsTable {
  id: string;
  payment_id: string;
  amount_cents: number;
  reference: string;
  created_at: CreatedAt;
}

export interface PaymentsTables {
  sandbox_payments: SandboxPaymentsTable;
  sandbox_cards: SandboxCardsTable;
  sandbox_refunds: SandboxRefundsTable;
}
