/**
 * The orders module's SQL, plain rows in and out: orders read with their lines, events, returned
 * units and refunds (one query each), written (the order, its lines and events, the stock it takes
 * and the balance it spends, all inside the caller's transaction), moved from status to status
 * behind a guard on the current one, and the balances read (locked when spending them).
 */
import type { BalanceKind } from '../../src/domain/orders/balance';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { Executor, Trx } from '../db/transaction';
import { sql } from 'kysely';
import type { NewOrderLineRow, NewOrderRow, OrderEventRow, OrderLineRow, OrderRow } from './orders-tables';
import type { OrderRecord, OrderRefundRow } from './orders-view';

type Queries = Executor;

async function withDetails(db: Queries, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // Returns exist only for delivered orders, refunds for delivered and cancelled ones: others skip those queries.
  const delivered = rows.filter((row) => row.status === 'delivered').map((row) => row.id);
  const refundable = rows.filter((row) => row.status === 'delivered' || row.status === 'cancelled').map((row) => row.id);
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
    refundable.length === 0
      ? []
      : db.selectFrom('order_refunds').select(['order_id', 'return_id', 'amount_cents', 'means', 'at']).where('order_id', 'in', refundable).orderBy('id').execute(),
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
  /** An order number, or part of the customer's e-mail address or name (any case). */
  q?: string;
  storeId?: string;
  paymentMethod?: string;
  /** Placed at or after / before (exclusive) these moments. */
  from?: Date;
  until?: Date;
  sort?: 'createdAt' | 'total' | 'status' | 'id';
  dir?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** `%` and `_` of a search text match themselves in a LIKE pattern. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const SORT_COLUMNS = { createdAt: 'o.created_at', total: 'o.total_cents', status: 'o.status', id: 'o.id' } as const;

/** Support's list: newest first unless sorted otherwise, a page at a time, with each order's customer; the count by the database. */
export async function searchOrders(db: Queries, filter: OrderFilter): Promise<{ records: (OrderRecord & { email: string; first_name: string; last_name: string })[]; total: number }> {
  let query = db.selectFrom('orders as o').innerJoin('customers as c', 'c.id', 'o.customer_id');
  if (filter.status) query = query.where('o.status', '=', filter.status as OrderRow['status']);
  if (filter.customerEmail) query = query.where('c.email', '=', filter.customerEmail.trim().toLowerCase());
  if (filter.storeId) query = query.where('o.store_id', '=', filter.storeId);
  if (filter.paymentMethod) query = query.where('o.payment_method', '=', filter.paymentMethod as OrderRow['payment_method']);
  if (filter.from) query = query.where('o.created_at', '>=', filter.from);
  if (filter.until) query = query.where('o.created_at', '<', filter.until);
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q.toLowerCase());
    const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
    query = query.where((eb) => eb.or([
      ...(number !== null && number <= 2_147_483_647 ? [eb('o.id', '=', number)] : []),
      eb('c.email', 'like', pattern),
      eb(sql<string>`lower(c.first_name || ' ' || c.last_name)`, 'like', pattern),
    ]));
  }
  const column = SORT_COLUMNS[filter.sort ?? 'createdAt'];
  const dir = filter.dir ?? 'desc';
  const [rows, count] = await Promise.all([
    query
      .selectAll('o')
      .select(['c.email', 'c.first_name', 'c.last_name'])
      .orderBy(column, dir)
      .orderBy('o.id', dir)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const people = new Map(rows.map((row) => [row.id, { email: row.email, first_name: row.first_name, last_name: row.last_name }]));
  const records = await withDetails(db, rows.map(({ email: _email, first_name: _first, last_name: _last, ...row }) => row));
  return { records: records.map((record) => ({ ...record, ...people.get(record.row.id)! })), total: Number(count.count) };
}

export interface NewOrderEvent {
  order_id: number;
  status: OrderRow['status'];
  at: Date;
  actor: string;
  note: string | null;
}

/** The order with its lines and first event (the caller's transaction makes them one). */
export async function insertOrder(trx: Trx, order: NewOrderRow, lines: Omit<NewOrderLineRow, 'order_id'>[], event: Omit<NewOrderEvent, 'order_id' | 'status'>): Promise<OrderRow> {
  const inserted = await trx.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
  await trx.insertInto('order_lines').values(lines.map((line) => ({ ...line, order_id: inserted.id }))).execute();
  await insertOrderEvent(trx, { ...event, order_id: inserted.id, status: inserted.status });
  return inserted;
}

export async function insertOrderEvent(trx: Trx, event: NewOrderEvent): Promise<void> {
  await trx.insertInto('order_events').values(event).execute();
}

/** Takes `quantity` of a size when that many are left (`stock = stock - q where stock >= q`); false when they are not. */
export async function takeStock(trx: Trx, productSizeId: number, quantity: number): Promise<boolean> {
  const taken = await trx
    .updateTable('product_sizes')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productSizeId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** Moves money of a balance entry: negative spends it on the order, positive gives it back. */
export async function moveBalance(trx: Trx, entryId: number, orderId: number, amount: number, at: Date): Promise<void> {
  await trx.updateTable('balance_entries').set((eb) => ({ remaining_cents: eb('remaining_cents', '+', amount) })).where('id', '=', entryId).execute();
  await trx.insertInto('balance_movements').values({ entry_id: entryId, order_id: orderId, amount_cents: amount, at }).execute();
}

/** The customer's balance entries, oldest first; `lock` (inside a transaction) holds them until it ends. */
export async function balanceEntryRows(db: Queries, customerId: number, lock = false) {
  let query = db.selectFrom('balance_entries').selectAll().where('customer_id', '=', customerId).orderBy('id');
  if (lock) query = query.forUpdate();
  return query.execute();
}

export interface NewBalanceEntry {
  customer_id: number;
  kind: BalanceKind;
  code: string | null;
  label: string;
  amount_cents: number;
  remaining_cents: number;
  expires_at: Date | null;
  origin_ref: string | null;
  created_at: Date;
}

export async function insertBalanceEntry(trx: Trx, entry: NewBalanceEntry): Promise<number> {
  return (await trx.insertInto('balance_entries').values(entry).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Puts an order's stock and spent balance back (inside the caller's transaction), sizes in id
 * order; answers the sizes whose stock changed.
 */
export async function giveBack(trx: Trx, orderId: number, at: Date): Promise<number[]> {
  const lines = await trx.selectFrom('order_lines').select(['product_size_id', 'quantity']).where('order_id', '=', orderId).orderBy('product_size_id').execute();
  for (const line of lines) {
    await trx.updateTable('product_sizes').set((eb) => ({ stock: eb('stock', '+', line.quantity) })).where('id', '=', line.product_size_id).execute();
  }
  const spent = await trx
    .selectFrom('balance_movements')
    .select(['entry_id', (eb) => eb.fn.sum<string>('amount_cents').as('net')])
    .where('order_id', '=', orderId)
    .groupBy('entry_id')
    .execute();
  for (const { entry_id: entryId, net } of spent) {
    const back = -Number(net);
    if (back <= 0) continue;
    await moveBalance(trx, entryId, orderId, back, at);
  }
  return lines.map((line) => line.product_size_id);
}

export interface StatusMove {
  to: OrderRow['status'];
  from: readonly OrderRow['status'][];
  /** Only orders paid this way. */
  methods?: readonly OrderRow['payment_method'][];
  set?: Partial<Pick<OrderRow, 'tracking_number' | 'tracking_url' | 'payment_code' | 'card_brand' | 'card_last4'>>;
  at: Date;
}

/** Moves the order to `to` when it is in one of `from` (two moves at once: one wins); the row moved, or undefined. */
export async function moveOrder(trx: Trx, orderId: number, move: StatusMove): Promise<OrderRow | undefined> {
  let query = trx
    .updateTable('orders')
    .set({ status: move.to, updated_at: move.at, ...move.set })
    .where('id', '=', orderId)
    .where('status', 'in', [...move.from]);
  if (move.methods) query = query.where('payment_method', 'in', [...move.methods]);
  return query.returningAll().executeTakeFirst();
}

/** The provider payment an order has, read again (another attempt or process may have created it). */
export async function paymentReferenceOf(db: Queries, orderId: number): Promise<string | null | undefined> {
  return (await db.selectFrom('orders').select('payment_reference').where('id', '=', orderId).executeTakeFirst())?.payment_reference;
}

/** Gives the order its payment when it has none yet; false when another was faster. */
export async function claimPaymentReference(db: Queries, orderId: number, reference: string, at: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('orders')
    .set({ payment_reference: reference, updated_at: at })
    .where('id', '=', orderId)
    .where('payment_reference', 'is', null)
    .returning('payment_reference')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Orders awaiting a provider payment since before `cutoff`, oldest first. */
export function staleProviderOrders(db: Queries, cutoff: Date, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'payment_reference'])
    .where('status', '=', 'awaiting_payment')
    .where('payment_method', 'in', ['card', 'instalments4', 'paypal'])
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Names, brand, size and first picture of sizes in the order's language (an order keeps them as sold). */
export function lineFactRows(db: Queries, sizeIds: number[], locale: LocaleCode) {
  return db
    .selectFrom('product_sizes as ps')
    .innerJoin('products as p', 'p.id', 'ps.product_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('product_translations as pt', (join) => join.onRef('pt.product_id', '=', 'p.id').on('pt.locale', '=', locale))
    // The size as the shopper reads it in the order's language (catalogue_terms), when the shop names it.
    .leftJoin('catalogue_terms as size_term', (join) => join.onRef('size_term.key', '=', 'ps.label').on('size_term.kind', '=', 'size'))
    .select((eb) => [
      'ps.id', 'ps.label', 'b.name as brand', 'pt.name', 'pt.slug',
      sql<string | null>`size_term.names ->> ${locale}`.as('size_name'),
      eb.selectFrom('pictures as pic').select('pic.path').whereRef('pic.product_id', '=', 'p.id').orderBy('pic.is_default', 'desc').orderBy('pic.position').limit(1).as('picture'),
    ])
    .where('ps.id', 'in', sizeIds)
    .execute();
}

/** Who an order's mails go to. */
export function customerOf(db: Queries, customerId: number) {
  return db.selectFrom('customers').select(['id', 'email', 'first_name', 'last_name']).where('id', '=', customerId).executeTakeFirst();
}

/** The provider's token of one of the customer's saved cards. */
export async function savedCardToken(db: Queries, cardId: number, customerId: number): Promise<string | undefined> {
  return (await db.selectFrom('payment_cards').select('provider_token').where('id', '=', cardId).where('customer_id', '=', customerId).executeTakeFirst())?.provider_token;
}

export interface CardToSave {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
}

/**
 * Saves a card the shopper asked to keep (the accounts' card book): one row per card of the
 * customer, found by the provider's token or as the same card seen again.
 */
export async function rememberCard(trx: Trx, customerId: number, card: CardToSave): Promise<void> {
  const known = await trx
    .selectFrom('payment_cards')
    .select('id')
    .where((eb) => eb.or([
      eb('provider_token', '=', card.token),
      eb.and([eb('customer_id', '=', customerId), eb('brand', '=', card.brand), eb('last4', '=', card.last4), eb('expiry_month', '=', card.expiryMonth), eb('expiry_year', '=', card.expiryYear)]),
    ]))
    .executeTakeFirst();
  if (known) return;
  await trx
    .insertInto('payment_cards')
    .values({ customer_id: customerId, brand: card.brand, last4: card.last4, expiry_month: card.expiryMonth, expiry_year: card.expiryYear, holder: card.holder, provider_token: card.token })
    .onConflict((oc) => oc.column('provider_token').doNothing())
    .execute();
}

// ---- Data rights (issue 36: a customer's export, a closed account's orders) ---------------------

/** Money taken from and given back to the customer's balance entries, oldest first. */
export function balanceMovementRows(db: Queries, customerId: number) {
  return db
    .selectFrom('balance_movements as m')
    .innerJoin('balance_entries as e', 'e.id', 'm.entry_id')
    .select(['m.entry_id', 'm.order_id', 'm.amount_cents', 'm.at'])
    .where('e.customer_id', '=', customerId)
    .orderBy('m.id')
    .execute();
}

/** The addresses of every order of a customer, locked until the transaction ends. */
export function lockCustomerOrderAddresses(trx: Trx, customerId: number) {
  return trx.selectFrom('orders').select(['id', 'shipping_address', 'billing_address']).where('customer_id', '=', customerId).orderBy('id').forUpdate().execute();
}

export async function setOrderAddresses(trx: Trx, orderId: number, shipping: unknown, billing: unknown, now: Date): Promise<void> {
  await trx.updateTable('orders').set({ shipping_address: JSON.stringify(shipping), billing_address: JSON.stringify(billing), updated_at: now }).where('id', '=', orderId).execute();
}

// ---- The back office's customer page (issue 39) --------------------------------------------------

/** How many orders a customer placed and what they spent (euros in cents; cancelled orders left out), by the database. */
export async function customerOrderFigures(db: Queries, customerId: number): Promise<{ count: number; spentCents: number }> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      sql<string>`coalesce(sum(total_cents + balance_cents) filter (where status <> 'cancelled'), 0)`.as('spent'),
    ])
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), spentCents: Number(row.spent) };
}

/** A customer's latest orders, bare rows (no lines). */
export function latestCustomerOrderRows(db: Queries, customerId: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'created_at', 'total_cents', 'balance_cents', 'store_id', 'payment_method'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Money moved on a customer's balance entries, newest first, with each entry's label. */
export function balanceHistoryRows(db: Queries, customerId: number, limit: number) {
  return db
    .selectFrom('balance_movements as m')
    .innerJoin('balance_entries as e', 'e.id', 'm.entry_id')
    .select(['m.entry_id', 'm.order_id', 'm.amount_cents', 'm.at', 'e.label'])
    .where('e.customer_id', '=', customerId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}
