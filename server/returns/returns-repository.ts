/**
 * The returns module's SQL: returns read with their lines (and the order lines and reasons they
 * name), events and the money they gave back; the active reasons; what each order line already has
 * in returns; returns written and moved inside the caller's transaction; the provider refunds
 * waiting to be asked for; and what a return reads of its order and customer (their tables, read
 * only: orders are changed through the orders module).
 */
import type { Insertable, Selectable } from 'kysely';
import { holdsQuantities, type ReturnStatus } from '../../src/domain/returns/returns';
import type { Localized } from '../../src/domain/store/locales';
import type { Executor, Trx } from '../db/transaction';
import type { OrderRefundsTable, ReturnEventsTable, ReturnLinesTable, ReturnOrdersTable, ReturnReasonsTable } from './returns-tables';

type Queries = Executor;

export type ReturnRow = Selectable<ReturnOrdersTable>;
export type ReturnEventRow = Selectable<ReturnEventsTable>;
export type ReasonRow = Selectable<ReturnReasonsTable>;

export interface ReturnLineRecord {
  id: number;
  order_line_id: number;
  quantity: number;
  comment: string;
  value_cents: number;
  reason: ReasonRow;
  name: string;
  brand: string;
  size_label: string;
  picture: string | null;
}

export interface ReturnRefundRecord extends Selectable<OrderRefundsTable> {
  expires_at: Date | string | null;
}

export interface ReturnRecord {
  row: ReturnRow;
  lines: ReturnLineRecord[];
  events: ReturnEventRow[];
  refunds: ReturnRefundRecord[];
}

async function withDetails(db: Queries, rows: ReturnRow[]): Promise<ReturnRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, events, refunds] = await Promise.all([
    db
      .selectFrom('return_lines as rl')
      .innerJoin('order_lines as ol', 'ol.id', 'rl.order_line_id')
      .innerJoin('return_reasons as rr', 'rr.id', 'rl.reason_id')
      .select([
        'rl.id', 'rl.return_id', 'rl.order_line_id', 'rl.quantity', 'rl.comment', 'rl.value_cents',
        'ol.name', 'ol.brand', 'ol.size_label', 'ol.picture',
        'rr.id as reason_id', 'rr.names as reason_names', 'rr.transport_label_free', 'rr.active', 'rr.rank', 'rr.fit',
      ])
      .where('rl.return_id', 'in', ids)
      .orderBy('rl.id')
      .execute(),
    db.selectFrom('return_events').selectAll().where('return_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('order_refunds as r')
      .leftJoin('balance_entries as b', 'b.id', 'r.balance_entry_id')
      .selectAll('r')
      .select('b.expires_at')
      .where('r.return_id', 'in', ids)
      .orderBy('r.id')
      .execute(),
  ]);
  return rows.map((row) => ({
    row,
    lines: lines.filter((line) => line.return_id === row.id).map((line) => ({
      id: line.id,
      order_line_id: line.order_line_id,
      quantity: line.quantity,
      comment: line.comment,
      value_cents: line.value_cents,
      name: line.name,
      brand: line.brand,
      size_label: line.size_label,
      picture: line.picture,
      reason: { id: line.reason_id, names: line.reason_names, transport_label_free: line.transport_label_free, active: line.active, rank: line.rank, fit: line.fit },
    })),
    events: events.filter((event) => event.return_id === row.id),
    refunds: refunds.filter((refund) => refund.return_id === row.id),
  }));
}

/** The return, when it exists and (if `customerId` is given) belongs to that customer. */
export async function findReturn(db: Queries, returnId: number, customerId?: number): Promise<ReturnRecord | undefined> {
  let query = db.selectFrom('return_orders').selectAll().where('id', '=', returnId);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  const row = await query.executeTakeFirst();
  return row ? (await withDetails(db, [row]))[0] : undefined;
}

export async function findReturnByKey(db: Queries, customerId: number, key: string): Promise<ReturnRow | undefined> {
  return db.selectFrom('return_orders').selectAll().where('customer_id', '=', customerId).where('idempotency_key', '=', key).executeTakeFirst();
}

/** An order's returns, newest first. */
export async function orderReturns(db: Queries, orderId: number): Promise<ReturnRecord[]> {
  const rows = await db.selectFrom('return_orders').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute();
  return withDetails(db, rows);
}

export interface ReturnFilter {
  status?: ReturnStatus;
  customerEmail?: string;
  page: number;
  pageSize: number;
}

/** Support's list: newest first, a page at a time, with each return's customer e-mail. */
export async function searchReturns(db: Queries, filter: ReturnFilter): Promise<{ records: (ReturnRecord & { email: string })[]; total: number }> {
  let query = db.selectFrom('return_orders as r').innerJoin('customers as c', 'c.id', 'r.customer_id');
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.customerEmail) query = query.where('c.email', '=', filter.customerEmail.trim().toLowerCase());
  const [rows, count] = await Promise.all([
    query.selectAll('r').select('c.email').orderBy('r.id', 'desc').limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const emails = new Map(rows.map((row) => [row.id, row.email]));
  const records = await withDetails(db, rows.map(({ email: _email, ...row }) => row));
  return { records: records.map((record) => ({ ...record, email: emails.get(record.row.id)! })), total: Number(count.count) };
}

export async function activeReasons(db: Queries): Promise<ReasonRow[]> {
  return db.selectFrom('return_reasons').selectAll().where('active', '=', true).orderBy('rank').orderBy('id').execute();
}

/** Units of each order line of the order held by returns that were not cancelled (read inside the order's lock to decide). */
export async function returnedQuantities(db: Queries, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('return_lines as rl')
    .innerJoin('return_orders as r', 'r.id', 'rl.return_id')
    .select(['rl.order_line_id', 'rl.quantity', 'r.status'])
    .where('r.order_id', '=', orderId)
    .execute();
  const held = new Map<number, number>();
  for (const row of rows) if (holdsQuantities(row.status)) held.set(row.order_line_id, (held.get(row.order_line_id) ?? 0) + row.quantity);
  return held;
}

export const reasonName = (names: Localized<string>, locale: keyof Localized<string>): string => names[locale] ?? names.fr;

/** The order a return is asked of, locked until the transaction ends. */
export async function lockOrderForReturn(trx: Trx, orderId: number) {
  // The order's lock: concurrent returns of one order are decided one after the other.
  return trx.selectFrom('orders').select(['id', 'status', 'goods_cents', 'discount_cents']).where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
}

/** When the order was last delivered (its `delivered` event), if ever. */
export async function deliveredAt(db: Queries, orderId: number): Promise<Date | undefined> {
  const event = await db.selectFrom('order_events').select('at').where('order_id', '=', orderId).where('status', '=', 'delivered').orderBy('id', 'desc').executeTakeFirst();
  return event ? new Date(event.at) : undefined;
}

/** The return with its lines and first event; answers its id. */
export async function insertReturn(
  trx: Trx,
  row: Insertable<ReturnOrdersTable>,
  lines: Omit<Insertable<ReturnLinesTable>, 'return_id'>[],
  event: Omit<NewReturnEvent, 'return_id' | 'status'>,
): Promise<number> {
  const inserted = await trx.insertInto('return_orders').values(row).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('return_lines').values(lines.map((line) => ({ ...line, return_id: inserted.id }))).execute();
  await insertReturnEvent(trx, { ...event, return_id: inserted.id, status: row.status });
  return inserted.id;
}

export interface NewReturnEvent {
  return_id: number;
  status: ReturnStatus;
  at: Date;
  actor: string;
  note: string | null;
}

export async function insertReturnEvent(trx: Trx, event: NewReturnEvent): Promise<void> {
  await trx.insertInto('return_events').values(event).execute();
}

/** The return row, locked until the transaction ends (a move is decided on it). */
export function lockReturn(trx: Trx, returnId: number): Promise<ReturnRow> {
  return trx.selectFrom('return_orders').selectAll().where('id', '=', returnId).forUpdate().executeTakeFirstOrThrow();
}

export async function updateReturn(trx: Trx, returnId: number, change: Partial<Pick<ReturnRow, 'status' | 'updated_at' | 'refusal_reason' | 'settled_as'>>): Promise<void> {
  await trx.updateTable('return_orders').set(change).where('id', '=', returnId).execute();
}

/** Cancels a return still waiting for its parcel; false when it no longer waited. */
export async function cancelWaitingReturn(trx: Trx, returnId: number, at: Date): Promise<boolean> {
  const row = await trx.updateTable('return_orders').set({ status: 'cancelled', updated_at: at }).where('id', '=', returnId).where('status', '=', 'waitClient').returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Whether the order is the customer's. */
export async function isCustomerOrder(db: Queries, orderId: number, customerId: number): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').where('id', '=', orderId).where('customer_id', '=', customerId).executeTakeFirst()) !== undefined;
}

/** What a return reads of its order: language, store, where it was shipped. */
export function orderOfReturn(db: Queries, orderId: number) {
  return db.selectFrom('orders').select(['id', 'locale', 'store_id', 'shipping_address', 'billing_address', 'relay_point', 'country_iso_code2']).where('id', '=', orderId).executeTakeFirst();
}

export function customerOf(db: Queries, customerId: number) {
  return db.selectFrom('customers').select(['id', 'email', 'first_name', 'last_name']).where('id', '=', customerId).executeTakeFirst();
}

/** The order of an accepted return, locked: two returns of one order settled at once read each other's refunds. */
export function lockOrderForRefund(trx: Trx, orderId: number) {
  return trx.selectFrom('orders').select(['id', 'customer_id', 'locale', 'payment_method', 'payment_reference', 'total_cents', 'status']).where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
}

export async function orderExists(db: Queries, orderId: number): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst()) !== undefined;
}

/** Whether the order's money ever arrived (a `paid` step, or a later one, in its history). */
export async function orderWasPaid(db: Queries, orderId: number): Promise<boolean> {
  const event = await db.selectFrom('order_events').select('id').where('order_id', '=', orderId).where('status', 'in', ['paid', 'preparing', 'shipped', 'delivered']).limit(1).executeTakeFirst();
  return event !== undefined;
}

/** The refund of a cancelled order (the one without a return), when it has one. */
export function cancelledOrderRefund(db: Queries, orderId: number) {
  return db.selectFrom('order_refunds').select(['id', 'status']).where('order_id', '=', orderId).where('return_id', 'is', null).executeTakeFirst();
}

/** Cents the provider gave back (or was asked to) on the order so far. */
export async function providerRefunded(trx: Trx, orderId: number): Promise<number> {
  const earlier = await trx
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), eb.lit(0)).as('sum'))
    .where('order_id', '=', orderId)
    .where('means', '=', 'provider')
    .executeTakeFirstOrThrow();
  return Number(earlier.sum);
}

export async function insertOrderRefund(trx: Trx, refund: Insertable<OrderRefundsTable>): Promise<number> {
  return (await trx.insertInto('order_refunds').values(refund).returning('id').executeTakeFirstOrThrow()).id;
}

/** A provider refund with the payment it gives back from. */
export function providerRefundOf(db: Queries, orderRefundId: number) {
  return db
    .selectFrom('order_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.amount_cents', 'r.status', 'o.payment_reference'])
    .where('r.id', '=', orderRefundId)
    .executeTakeFirst();
}

export async function markRefundDone(db: Queries, orderRefundId: number, providerRefundId: string): Promise<void> {
  await db.updateTable('order_refunds').set({ status: 'done', provider_refund_id: providerRefundId }).where('id', '=', orderRefundId).where('status', '=', 'pending').execute();
}

export async function countRefundAttempt(db: Queries, orderRefundId: number): Promise<void> {
  await db.updateTable('order_refunds').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', orderRefundId).execute();
}

/** Provider refunds not asked for yet, oldest first. */
export async function pendingRefundIds(db: Queries, limit: number): Promise<number[]> {
  return (await db.selectFrom('order_refunds').select('id').where('status', '=', 'pending').orderBy('id').limit(limit).execute()).map((row) => row.id);
}

/** A customer's returns, newest first (their data export). */
export async function customerReturns(db: Queries, customerId: number): Promise<ReturnRecord[]> {
  const rows = await db.selectFrom('return_orders').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').execute();
  return withDetails(db, rows);
}
