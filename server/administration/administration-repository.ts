/**
 * All the SQL of the administration module (issue 39): the dashboard's figures — each one an
 * aggregate the database computes (COUNT, SUM, AVG over indexed columns), never a list of orders
 * loaded to be counted — and the mail log (`outbox_mails`). The dashboard reads the orders',
 * returns' and catalogue's tables as a report does: read only, in one round trip per part.
 */
import { sql } from 'kysely';
import type { OutboxMail } from '../../src/domain/mail/outbox-mail';
import type { Db } from '../db/database';
import type { Executor } from '../db/transaction';
import type { OutboxMailRow, OutboxMailStatus } from './administration-tables';

// ---- Dashboard -----------------------------------------------------------------------------------

/** Statuses of an order that count as sold: placed and paid for (or to be paid by transfer/cheque) and not cancelled. */
const UNSOLD = ['cancelled', 'awaiting_payment'] as const;

export interface StoreSalesRow {
  /** null: every store together (the rollup's line). */
  store_id: string | null;
  orders: number;
  revenue_cents: number;
  average_cents: number;
}

/**
 * Orders placed since `since` (the shop's midnight) per store, with the revenue (what the customers
 * pay by every means: goods − discount + shipping) and the average basket, and every store's total.
 */
export async function salesSince(db: Db, since: Date): Promise<StoreSalesRow[]> {
  const rows = await db
    .selectFrom('orders')
    .select([
      'store_id',
      sql<string>`count(*)`.as('orders'),
      sql<string>`coalesce(sum(total_cents + balance_cents), 0)`.as('revenue_cents'),
      sql<string>`coalesce(round(avg(total_cents + balance_cents)), 0)`.as('average_cents'),
    ])
    .where('created_at', '>=', since)
    .where('status', 'not in', UNSOLD)
    .groupBy(sql`rollup(store_id)`)
    .execute();
  return rows.map((row) => ({ store_id: row.store_id, orders: Number(row.orders), revenue_cents: Number(row.revenue_cents), average_cents: Number(row.average_cents) }));
}

export interface WaitingRow {
  to_ship: number;
  awaiting_payment: number;
  returns_to_receive: number;
  to_refund: number;
  refunds_pending: number;
}

/** What waits for support, in one statement of counts. */
export async function waitingCounts(db: Db): Promise<WaitingRow> {
  const { rows } = await sql<Record<keyof WaitingRow, string>>`
    select
      (select count(*) from orders where status in ('paid', 'preparing')) as to_ship,
      (select count(*) from orders where status = 'awaiting_payment') as awaiting_payment,
      (select count(*) from return_orders where status = 'waitClient') as returns_to_receive,
      (select count(*) from return_orders where status = 'received') as to_refund,
      (select count(*) from order_refunds where status = 'pending') as refunds_pending
  `.execute(db);
  const row = rows[0];
  return {
    to_ship: Number(row.to_ship),
    awaiting_payment: Number(row.awaiting_payment),
    returns_to_receive: Number(row.returns_to_receive),
    to_refund: Number(row.to_refund),
    refunds_pending: Number(row.refunds_pending),
  };
}

export interface LowStockRow {
  product_key: string;
  name: string;
  size_label: string;
  sku: string;
  stock: number;
}

/** Sizes of published products still on sale with `threshold` or fewer left (not sold out, not retired): how many, and the lowest first. */
export async function lowStock(db: Db, threshold: number, locale: string, limit: number): Promise<{ count: number; soldOut: number; sizes: LowStockRow[] }> {
  const live = db
    .selectFrom('product_sizes')
    .innerJoin('products', 'products.id', 'product_sizes.product_id')
    .where('products.status', '=', 'published')
    .where('product_sizes.retired', '=', false);
  const [counts, sizes] = await Promise.all([
    live
      .select([
        sql<string>`count(*) filter (where product_sizes.stock between 1 and ${threshold})`.as('low'),
        sql<string>`count(*) filter (where product_sizes.stock <= 0)`.as('sold_out'),
      ])
      .executeTakeFirstOrThrow(),
    live
      .leftJoin('product_translations', (join) => join.onRef('product_translations.product_id', '=', 'products.id').on('product_translations.locale', '=', locale))
      .select(['products.key as product_key', 'product_sizes.label as size_label', 'product_sizes.sku', 'product_sizes.stock', sql<string>`coalesce(product_translations.name, products.key)`.as('name')])
      .where('product_sizes.stock', '>=', 1)
      .where('product_sizes.stock', '<=', threshold)
      .orderBy('product_sizes.stock')
      .orderBy('products.key')
      .orderBy('product_sizes.rank')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(counts.low), soldOut: Number(counts.sold_out), sizes };
}

/** Failed mails not sent again yet, and those of the last day. */
export async function failedMailCounts(db: Db, dayAgo: Date): Promise<{ failed: number; lastDay: number }> {
  const row = await db
    .selectFrom('outbox_mails')
    .select([sql<string>`count(*)`.as('failed'), sql<string>`count(*) filter (where created_at >= ${dayAgo})`.as('last_day')])
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  return { failed: Number(row.failed), lastDay: Number(row.last_day) };
}

/** The shop's midnight today, as the database reads the time zone (Europe/Paris). */
export async function midnightOf(db: Db, now: Date, timeZone: string): Promise<Date> {
  const { rows } = await sql<{ midnight: Date | string }>`select (date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}) as midnight`.execute(db);
  return new Date(rows[0].midnight);
}

// ---- The mail log --------------------------------------------------------------------------------

export interface MailRecord {
  mail: OutboxMail;
  status: OutboxMailStatus;
  error?: string | null;
  at: Date;
}

/** A mail's first record; a record already there (the relay's "kept" told first) stays as it is. */
export async function insertMail(db: Executor, record: MailRecord): Promise<void> {
  const { mail } = record;
  await db
    .insertInto('outbox_mails')
    .values({
      id: mail.id, kind: mail.kind, to_address: mail.to, subject: mail.subject, locale: mail.locale, status: record.status, mail: JSON.stringify(mail),
      error: record.error ?? null, created_at: new Date(mail.createdAt), changed_at: record.at,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** The relay refused it (again): failed, with its reason, one attempt more. */
export async function markFailed(db: Executor, mail: OutboxMail, error: string, at: Date): Promise<void> {
  await db
    .insertInto('outbox_mails')
    .values({
      id: mail.id, kind: mail.kind, to_address: mail.to, subject: mail.subject, locale: mail.locale, status: 'failed', mail: JSON.stringify(mail),
      error, created_at: new Date(mail.createdAt), changed_at: at,
    })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ status: 'failed', error, changed_at: at, attempts: sql`outbox_mails.attempts + 1` }))
    .execute();
}

export async function markSent(db: Executor, mailId: string, at: Date): Promise<void> {
  await db.updateTable('outbox_mails').set({ status: 'sent', error: null, changed_at: at }).where('id', '=', mailId).where('status', '=', 'failed').execute();
}

/** The back office sent it again as another mail: only a failed one turns `resent` (false when it was not failed any more). */
export async function markResent(db: Executor, mailId: string, resentAs: string, at: Date): Promise<boolean> {
  const result = await db.updateTable('outbox_mails').set({ status: 'resent', resent_as: resentAs, changed_at: at }).where('id', '=', mailId).where('status', '=', 'failed').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function mailById(db: Executor, mailId: string): Promise<OutboxMailRow | undefined> {
  return db.selectFrom('outbox_mails').selectAll().where('id', '=', mailId).executeTakeFirst();
}

export interface MailFilter {
  status?: OutboxMailStatus;
  /** Part of the address. */
  to?: string;
  kind?: string;
  sort: 'createdAt' | 'to' | 'kind' | 'status';
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const SORT_COLUMNS = { createdAt: 'created_at', to: 'to_address', kind: 'kind', status: 'status' } as const;

/** One page of the log and the count of the whole filtered list (the mails' texts stay out of the list). */
export async function listMails(db: Db, filter: MailFilter): Promise<{ rows: Omit<OutboxMailRow, 'mail'>[]; total: number }> {
  let query = db.selectFrom('outbox_mails');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.to) query = query.where('to_address', 'ilike', like(filter.to));
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const column = SORT_COLUMNS[filter.sort];
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'kind', 'to_address', 'subject', 'locale', 'status', 'error', 'attempts', 'resent_as', 'created_at', 'changed_at'])
      .orderBy(column, filter.dir)
      .orderBy('id', filter.dir)
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
