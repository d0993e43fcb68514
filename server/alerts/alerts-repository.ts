/** All of the stock alerts' SQL (the `product_alerts` table, migration 0003), and its rows as the API shows them. */
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { ProductAlert } from '../../src/domain/alerts/product-alert';
import type { Database } from '../db/schema';
import type { Executor, Trx } from '../db/transaction';
import type { ProductAlertsTable } from './alerts-tables';

export type ProductAlertRow = Selectable<ProductAlertsTable>;

/** The alerts a request may reach: a customer's, an address's, or one alert of an address. */
export type AlertScope = { customerId: number } | { email: string; alertId: number | null };

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

/** Whether the address already waits for this size. */
export async function hasWaitingAlert(db: Executor, email: string, productSizeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('product_alerts')
    .select('id')
    .where('email', '=', email)
    .where('product_size_id', '=', productSizeId)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Throws the database's unique violation when the address already waits for the size (two requests at once). */
export function insertAlert(db: Executor, alert: Insertable<ProductAlertsTable>): Promise<ProductAlertRow> {
  return db.insertInto('product_alerts').values(alert).returningAll().executeTakeFirstOrThrow();
}

/** The condition on product_alerts of what the scope reaches. */
function within(scope: AlertScope) {
  return (eb: ExpressionBuilder<Database, 'product_alerts'>) => {
    if ('customerId' in scope) return eb('customer_id', '=', scope.customerId);
    const byEmail = eb('email', '=', scope.email);
    return scope.alertId === null ? byEmail : eb.and([byEmail, eb('id', '=', scope.alertId)]);
  };
}

/** The scope's alerts in a store, newest first (waiting and sent). */
export function alertsInStore(db: Executor, storeId: string, scope: AlertScope): Promise<ProductAlertRow[]> {
  return db
    .selectFrom('product_alerts')
    .selectAll()
    .where('store_id', '=', storeId)
    .where(within(scope))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes one alert of the scope in a store; whether there was one. */
export async function deleteAlert(db: Executor, storeId: string, alertId: number, scope: AlertScope): Promise<boolean> {
  const result = await db
    .deleteFrom('product_alerts')
    .where('id', '=', alertId)
    .where('store_id', '=', storeId)
    .where(within(scope))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Stamps every waiting back-in-stock alert of these sizes as sent, so two restocks never mail twice. */
export function claimWaitingAlerts(trx: Trx, productSizeIds: readonly number[], now: Date): Promise<ProductAlertRow[]> {
  if (productSizeIds.length === 0) return Promise.resolve([]);
  return trx
    .updateTable('product_alerts')
    .set({ sent_at: now })
    .where('product_size_id', 'in', productSizeIds)
    .where('alert_type', '=', 'back_in_stock')
    .where('sent_at', 'is', null)
    .returningAll()
    .execute();
}

/** Whether a size has stock now (read in the claiming transaction, so a size sold out again meanwhile mails nobody). */
export async function sizeInStock(trx: Trx, productSizeId: number): Promise<boolean> {
  const row = await trx.selectFrom('product_sizes').select('stock').where('id', '=', productSizeId).executeTakeFirst();
  return (row?.stock ?? 0) > 0;
}

/** Puts a claimed alert back to wait (its mail could not be sent). */
export async function unclaimAlert(db: Executor, alertId: number): Promise<void> {
  await db.updateTable('product_alerts').set({ sent_at: null }).where('id', '=', alertId).execute();
}

/** Every store's alerts of a customer or of their address (a signed-out alert counts), oldest first. */
export function alertsOfPerson(db: Executor, customerId: number, email: string): Promise<ProductAlertRow[]> {
  return db.selectFrom('product_alerts').selectAll().where((eb) => eb.or([eb('customer_id', '=', customerId), eb('email', '=', email)])).orderBy('id').execute();
}

export async function deleteAlertsOfPerson(db: Executor, customerId: number, email: string): Promise<number> {
  const result = await db.deleteFrom('product_alerts').where((eb) => eb.or([eb('customer_id', '=', customerId), eb('email', '=', email)])).executeTakeFirst();
  return Number(result.numDeletedRows);
}
