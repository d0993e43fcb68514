/**
 * Kysely table types of the shop database (one schema for PGlite and PostgreSQL): each module
 * declares its own tables (`server/<area>/<area>-tables.ts`) and `Database` composes them. JSON and
 * timestamp columns: server/db/column-types.ts.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableJson, Timestamp } from './column-types';
import type { CatalogueTables } from '../catalogue/catalogue-tables';
import type { ContentTables } from '../content/content-tables';
import type { PagesTables } from '../pages/pages-tables';
import type { AlertsTables } from '../alerts/alerts-tables';
import type { Localized } from '../../src/domain/store/locales';
import type { BalanceKind } from '../../src/domain/orders/balance';
import type { Instalment, OrderAddress, OrderRelayPoint, OrderStatus, PaymentMethod } from '../../src/domain/orders/order';
import type { OpeningHours } from '../../src/domain/orders/relay-point';
import type { RefundType, ReturnStatus } from '../../src/domain/returns/returns';
import type { AuthTables } from '../auth/auth-tables';
import type { AccountsTables } from '../accounts/accounts-tables';
import type { NewsletterTables } from '../newsletter/newsletter-tables';
import type { WishlistTables } from '../wishlist/wishlist-tables';
import type { ContactTables } from '../contact/contact-tables';
import type { RatingsTables } from '../ratings/ratings-tables';
import type { GiftcardsTables } from '../giftcards/giftcards-tables';

export type { Json, NullableJson, Timestamp } from './column-types';

export interface CarriersTable {
  id: number;
  code: string;
  type: string;
  rank: number;
  name: string;
  service_name: string;
  descriptions: Json<Localized>;
  logo: string;
}

export interface CarrierCountriesTable {
  carrier_id: number;
  iso_code2: string;
  price: number;
  free_shipping_amount: number | null;
  delivery_days: number;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
}

/** Migration 0002. */
export interface PromotionsTable {
  code: string;
  names: Json<Localized>;
  kind: 'percent' | 'amount';
  /** Percent (1–100) or cents. */
  value: number;
  valid_from: Timestamp | null;
  valid_until: Timestamp | null;
  /** Cents of goods (before the discount) the basket must reach. */
  minimum_amount: number | null;
  brand_ids: NullableJson<number[]>;
  /** Any level of the tree: a product matches through its category or one of its parents. */
  category_ids: NullableJson<number[]>;
  store_ids: NullableJson<string[]>;
  allowed_devices: Json<number[]>;
  active: boolean;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0005: an order, with a copy of what was sold (docs/checkout-api.md). Money in cents. */
export interface OrdersTable {
  /** The order number (from 100001). */
  id: Generated<number>;
  customer_id: number;
  /** Unique per customer: a retry of the same attempt finds this order. */
  idempotency_key: string;
  /** sha256 hex of the placing request (the same key with another request is refused). */
  request_hash: string;
  store_id: string;
  locale: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  /** Lines at their prices, with duty, before the promotion. */
  goods_cents: number;
  discount_cents: ColumnType<number, number | undefined, number>;
  shipping_cents: number;
  /** Paid from vouchers, credits and gift cards. */
  balance_cents: ColumnType<number, number | undefined, number>;
  /** What is left to pay: goods − discount + shipping − balance. */
  total_cents: number;
  duty_free_cents: number;
  vat_rate: number;
  promotion_code: string | null;
  carrier_id: number;
  carrier_code: string;
  carrier_name: string;
  carrier_type: string;
  /** `YYYY-MM-DD`. */
  delivery_date: string;
  country_iso_code2: string;
  shipping_address: Json<OrderAddress>;
  billing_address: Json<OrderAddress>;
  relay_point: NullableJson<OrderRelayPoint>;
  instalments: NullableJson<Instalment[]>;
  /** The provider's payment id. */
  payment_reference: string | null;
  /** The provider's answer code of the last failed payment. */
  payment_code: string | null;
  card_brand: string | null;
  card_last4: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Migration 0005: one product size of an order, as sold. */
export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  product_size_id: number;
  quantity: number;
  unit_price_cents: number;
  origin_unit_price_cents: number | null;
  total_cents: number;
  name: string;
  brand: string;
  size_label: string;
  picture: string | null;
  slug: string | null;
}

/** Migration 0005: a dated status change. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  at: CreatedAt;
  /** 'customer', 'payment', 'support:<id>', 'system'. */
  actor: string;
  note: string | null;
}

/** Migration 0005: a voucher, return credit or gift card of a customer. */
export interface BalanceEntriesTable {
  id: Generated<number>;
  customer_id: number;
  kind: BalanceKind;
  code: string | null;
  label: string;
  amount_cents: number;
  remaining_cents: number;
  expires_at: Timestamp | null;
  origin_ref: string | null;
  created_at: CreatedAt;
}

/** Migration 0005: money taken from (negative) or given back to (positive) a balance entry. */
export interface BalanceMovementsTable {
  id: Generated<number>;
  entry_id: number;
  order_id: number | null;
  amount_cents: number;
  at: CreatedAt;
}

/** Migration 0005: a relay point of ours. */
export interface RelayPointsTable {
  id: string;
  carrier_code: string;
  name: string;
  street: string;
  zip_code: string;
  city: string;
  country_iso_code2: string;
  latitude: number;
  longitude: number;
  opening_hours: Json<OpeningHours[]>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

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

/** Migration 0008: a reason for a return, named in every locale (docs/returns-api.md). */
export interface ReturnReasonsTable {
  id: number;
  names: Json<Localized<string>>;
  transport_label_free: ColumnType<boolean, boolean | undefined, boolean>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  rank: ColumnType<number, number | undefined, number>;
}

/** Migration 0008: a return of some lines of a delivered order. Money in cents. */
export interface ReturnOrdersTable {
  /** The return number (`RT-000042`), from 1. */
  id: Generated<number>;
  customer_id: number;
  order_id: number;
  idempotency_key: string | null;
  request_hash: string | null;
  refund_type: RefundType;
  settled_as: RefundType | null;
  status: ReturnStatus;
  goods_cents: number;
  fee_cents: number;
  refund_cents: number;
  refusal_reason: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Migration 0008: an order line (some of its units) in a return. */
export interface ReturnLinesTable {
  id: Generated<number>;
  return_id: number;
  order_line_id: number;
  quantity: number;
  reason_id: number;
  comment: string;
  /** The units' price paid, less their share of the order's discount. */
  value_cents: number;
}

/** Migration 0008: a dated status change of a return. */
export interface ReturnEventsTable {
  id: Generated<number>;
  return_id: number;
  status: ReturnStatus;
  at: CreatedAt;
  /** 'customer', 'support:<id>', 'system'. */
  actor: string;
  note: string | null;
}

/** Migration 0008: money given back on an order by an accepted return. */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  return_id: number;
  amount_cents: number;
  means: 'provider' | 'credit';
  /** provider: pending until the provider took it, then done; manual: a transfer or cheque refunded outside the shop. */
  status: 'pending' | 'done' | 'manual';
  provider_refund_id: string | null;
  balance_entry_id: number | null;
  attempts: ColumnType<number, number | undefined, number>;
  at: CreatedAt;
}

/** Migration 0008: a refund taken by the sandbox provider (its side, not the shop's). */
export interface SandboxRefundsTable {
  id: string;
  payment_id: string;
  amount_cents: number;
  reference: string;
  created_at: CreatedAt;
}

/** The shop's tables: each module's own (its `<area>-tables.ts`) and those still described here. */
export interface Database extends CatalogueTables, ContentTables, PagesTables, AlertsTables, AuthTables, AccountsTables, NewsletterTables, WishlistTables, ContactTables, RatingsTables, GiftcardsTables {
  carriers: CarriersTable;
  carrier_countries: CarrierCountriesTable;
  settings: SettingsTable;
  promotions: PromotionsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  balance_entries: BalanceEntriesTable;
  balance_movements: BalanceMovementsTable;
  relay_points: RelayPointsTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_cards: SandboxCardsTable;
  return_reasons: ReturnReasonsTable;
  return_orders: ReturnOrdersTable;
  return_lines: ReturnLinesTable;
  return_events: ReturnEventsTable;
  order_refunds: OrderRefundsTable;
  sandbox_refunds: SandboxRefundsTable;
}
