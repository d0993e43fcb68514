/** The `product_alerts` table (migration 0003): its types live here, beside their only reader. */
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { AlertType, ProductAlert } from '../../src/domain/catalogue/product-alert';
import type { Db } from '../db/database';
import type { Timestamp } from '../db/schema';

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

export type AlertTables = { product_alerts: ProductAlertsTable };
export type AlertDb = Kysely<AlertTables>;
export type ProductAlertRow = Selectable<ProductAlertsTable>;

/** The shop database seen with the alerts table. */
export const withAlerts = (db: Db): AlertDb => db.withTables<AlertTables>() as unknown as AlertDb;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function alertFromRow(row: ProductAlertRow): ProductAlert {
  return {
    id: row.id,
    productId: row.product_id,
    productSizeId: row.product_size_id,
    customerId: row.customer_id,
    deviceTokenSalesforce: row.device_token_salesforce,
    email: row.email,
    alertType: row.alert_type,
    createdAt: iso(row.created_at)!,
    sentAt: iso(row.sent_at),
  };
}

/** Postgres unique violation (a second waiting alert for the same address and size, raced in). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
