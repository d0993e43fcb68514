/** The orders module's tables: orders with their lines and events, and the customers' balances. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { BalanceKind } from '../../src/domain/orders/balance';
import type { Instalment, OrderAddress, OrderRelayPoint, OrderStatus, PaymentMethod } from '../../src/domain/orders/order';
import type { CreatedAt, Json, NullableJson, Timestamp } from '../db/column-types';

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

export interface OrdersTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  balance_entries: BalanceEntriesTable;
  balance_movements: BalanceMovementsTable;
}

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderEventRow = Selectable<OrderEventsTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type NewOrderLineRow = Insertable<OrderLinesTable>;
