/**
 * Reading returns with their lines (and the order lines and reasons they name), events and the
 * money they gave back; the active reasons; what each order line already has in returns.
 */
import type { Kysely, Selectable } from 'kysely';
import { holdsQuantities, type ReturnStatus } from '../../src/domain/returns/returns';
import type { Localized } from '../../src/domain/store/locales';
import type { Database } from '../db/schema';
import type { OrderRefundsTable, ReturnEventsTable, ReturnOrdersTable, ReturnReasonsTable } from './returns-tables';

type Queries = Kysely<Database>;

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
        'rr.id as reason_id', 'rr.names as reason_names', 'rr.transport_label_free', 'rr.active', 'rr.rank',
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
      reason: { id: line.reason_id, names: line.reason_names, transport_label_free: line.transport_label_free, active: line.active, rank: line.rank },
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
