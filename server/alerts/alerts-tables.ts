/** The stock alerts' table. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/column-types';
import type { AlertType } from '../../src/domain/alerts/product-alert';

/** Migration 0003. */
export interface ProductAlertsTable {
  id: Generated<number>;
  product_id: number;
  product_size_id: number;
  customer_id: number | null;
  device_token_salesforce: string | null;
  /** Lower case. */
  email: string;
  alert_type: AlertType;
  store_id: string;
  /** Language of the mail. */
  locale: string;
  /** Origin and locale prefix of the store the shopper used, e.g. https://shop.example/es. */
  site_url: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
}

export interface AlertsTables {
  product_alerts: ProductAlertsTable;
}
