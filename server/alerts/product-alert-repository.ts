/** Rows of the `product_alerts` table (migration 0003) as the API shows them. */
import type { Selectable } from 'kysely';
import type { ProductAlert } from '../../src/domain/alerts/product-alert';
import type { ProductAlertsTable } from '../db/schema';

export type ProductAlertRow = Selectable<ProductAlertsTable>;

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
