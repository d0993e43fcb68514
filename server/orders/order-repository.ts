/** Reading orders with their lines and events (one query each), for one customer or for support. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderEventRow, OrderLineRow, OrderRecord, OrderRefundRow, OrderRow } from './order-view';

type Queries = Kysely<Database>;

async function withDetails(db: Queries, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // Returns and refunds exist only for delivered orders: others skip those two queries.
  const delivered = rows.filter((row) => row.status === 'delivered').map((row) => row.id);
  const [lines, events, returned, refunds] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    // Units held by returns that were not cancelled (holdsQuantities), per order line.
    delivered.length === 0
      ? []
      : db
          .selectFrom('return_lines as rl')
          .innerJoin('return_orders as r', 'r.id', 'rl.return_id')
          .select(['r.order_id', 'rl.order_line_id', (eb) => eb.fn.sum<string>('rl.quantity').as('quantity')])
          .where('r.order_id', 'in', delivered)
          .where('r.status', '<>', 'cancelled')
          .groupBy(['r.order_id', 'rl.order_line_id'])
          .execute(),
    delivered.length === 0
      ? []
      : db.selectFrom('order_refunds').select(['order_id', 'return_id', 'amount_cents', 'means', 'at']).where('order_id', 'in', delivered).orderBy('id').execute(),
  ]);
  const linesOf = new Map<number, OrderLineRow[]>();
  const eventsOf = new Map<number, OrderEventRow[]>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  for (const event of events) eventsOf.set(event.order_id, [...(eventsOf.get(event.order_id) ?? []), event]);
  const returnedOf = new Map<number, Map<number, number>>();
  for (const held of returned) {
    const perLine = returnedOf.get(held.order_id) ?? new Map<number, number>();
    perLine.set(held.order_line_id, Number(held.quantity));
    returnedOf.set(held.order_id, perLine);
  }
  const refundsOf = new Map<number, OrderRefundRow[]>();
  for (const refund of refunds) refundsOf.set(refund.order_id, [...(refundsOf.get(refund.order_id) ?? []), refund]);
  return rows.map((row) => ({
    row,
    lines: linesOf.get(row.id) ?? [],
    events: eventsOf.get(row.id) ?? [],
    returned: returnedOf.get(row.id) ?? new Map(),
    refunds: refundsOf.get(row.id) ?? [],
  }));
}

/** The order, when it exists and (if `customerId` is given) belongs to that customer. */
export async function findOrder(db: Queries, orderId: number, customerId?: number): Promise<OrderRecord | undefined> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  const row = await query.executeTakeFirst();
  return row ? (await withDetails(db, [row]))[0] : undefined;
}

export async function findOrderByKey(db: Queries, customerId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('customer_id', '=', customerId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/** A customer's orders, newest first (the history is short: every order of an account). */
export async function customerOrders(db: Queries, customerId: number, limit = 500): Promise<OrderRecord[]> {
  const rows = await db.selectFrom('orders').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').limit(limit).execute();
  return withDetails(db, rows);
}

export interface OrderFilter {
  status?: string;
  /** The customer's e-mail address (exact, any case). */
  customerEmail?: string;
  page: number;
  pageSize: number;
}

/** Support's list: newest first, a page at a time, with each order's customer e-mail. */
export async function searchOrders(db: Queries, filter: OrderFilter): Promise<{ records: (OrderRecord & { email: string })[]; total: number }> {
  let query = db.selectFrom('orders as o').innerJoin('customers as c', 'c.id', 'o.customer_id');
  if (filter.status) query = query.where('o.status', '=', filter.status as OrderRow['status']);
  if (filter.customerEmail) query = query.where('c.email', '=', filter.customerEmail.trim().toLowerCase());
  const [rows, count] = await Promise.all([
    query.selectAll('o').select('c.email').orderBy('o.id', 'desc').limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const emails = new Map(rows.map((row) => [row.id, row.email]));
  const records = await withDetails(db, rows.map(({ email: _email, ...row }) => row));
  return { records: records.map((record) => ({ ...record, email: emails.get(record.row.id)! })), total: Number(count.count) };
}
