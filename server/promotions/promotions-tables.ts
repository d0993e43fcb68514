/** The promotions module's tables: the promotions (migrations 0002 and 0015) and what orders got from them. */
import type { ColumnType, Generated } from 'kysely';
import type { PromotionConditions, PromotionEffect, Stacking } from '../../src/domain/promotions/promotion';
import type { Localized } from '../../src/domain/store/locales';
import type { CreatedAt, Json, NullableJson, Timestamp } from '../db/column-types';

/** A column the database fills in when the insert gives none. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** The conditions as JSON keeps them: dates as ISO text. */
export type StoredConditions = Omit<PromotionConditions, 'validFrom' | 'validUntil'> & { validFrom?: string | null; validUntil?: string | null };

export interface PromotionsTable {
  /** The code a shopper types, upper case; for an automatic promotion, the merchant's handle. */
  code: string;
  names: Json<Localized>;
  /** Migration 0002's shape, kept for the first codes (null for a rule-only promotion). */
  kind: 'percent' | 'amount' | null;
  value: number | null;
  valid_from: Timestamp | null;
  valid_until: Timestamp | null;
  minimum_amount: number | null;
  brand_ids: NullableJson<number[]>;
  category_ids: NullableJson<number[]>;
  store_ids: NullableJson<string[]>;
  allowed_devices: NullableJson<number[]>;
  active: boolean;
  /** Migration 0015: the rule. */
  conditions: ColumnType<StoredConditions, string | undefined, string>;
  effect: NullableJson<PromotionEffect>;
  automatic: Defaulted<boolean>;
  stacking: Defaulted<Stacking>;
  priority: Defaulted<number>;
  usage_limit: number | null;
  per_customer_limit: number | null;
  uses: Defaulted<number>;
  disabled: Defaulted<boolean>;
  created_by: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OrderPromotionsTable {
  id: Generated<number>;
  order_id: number;
  promotion_code: string;
  customer_id: number;
  automatic: Defaulted<boolean>;
  /** The promotion's name in the order's language, as the shopper saw it. */
  name: string;
  discount_cents: number;
  free_shipping: boolean;
  gift: NullableJson<{ productId: number; productSizeId: number }>;
  /** Discount per order line: [{ productSizeId, discount }] in cents. */
  lines: Json<{ productSizeId: number; discount: number }[]>;
  created_at: CreatedAt;
  released_at: Timestamp | null;
}

export interface PromotionsTables {
  promotions: PromotionsTable;
  order_promotions: OrderPromotionsTable;
}
