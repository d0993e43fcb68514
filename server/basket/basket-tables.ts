/** The basket module's table: the promotion codes. */
import type { Localized } from '../../src/domain/store/locales';
import type { Json, NullableJson, Timestamp } from '../db/column-types';

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

export interface BasketTables {
  promotions: PromotionsTable;
}
