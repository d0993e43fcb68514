/** The reminders module's SQL: the customers' last baskets, the reminders sent, and the sweep's lock. Plain rows. */
import { sql } from 'kysely';
import type { ReminderLine } from '../../src/domain/basket/basket-reminder';
import type { Executor, Trx } from '../db/transaction';
import type { RemindedLine } from './reminders-tables';

/** One sweep at a time across every shop process on the database (any fixed number: "BTQR"). */
const REMINDER_LOCK = 0x42545152;

export async function lockReminderSweep(trx: Trx): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${REMINDER_LOCK}) as locked`.execute(trx);
  return rows[0].locked;
}

export function customerBasketRow(db: Executor, customerId: number) {
  return db.selectFrom('customer_baskets').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
}

export async function lastOrderAt(db: Executor, customerId: number): Promise<Date | null> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.max('created_at').as('at')).where('customer_id', '=', customerId).executeTakeFirst();
  return row?.at ? new Date(row.at as Date | string) : null;
}

export async function dropCustomerBasket(db: Executor, customerId: number): Promise<void> {
  await db.deleteFrom('customer_baskets').where('customer_id', '=', customerId).execute();
}

/** A new basket (a new id) for the customer, in place of any other. */
export async function startCustomerBasket(db: Trx, customerId: number, lines: ReminderLine[], now: Date): Promise<void> {
  await dropCustomerBasket(db, customerId);
  await db.insertInto('customer_baskets').values({ customer_id: customerId, lines: JSON.stringify(lines), started_at: now, changed_at: now }).execute();
}

export async function changeCustomerBasket(db: Executor, id: number, lines: ReminderLine[], now: Date): Promise<void> {
  await db.updateTable('customer_baskets').set({ lines: JSON.stringify(lines), changed_at: now }).where('id', '=', id).execute();
}

/**
 * Baskets unchanged since `cutoff` and not reminded yet, of open accounts subscribed to their
 * store's newsletter, with no order since the basket started: the rule (src/domain) decides on
 * each; the query only keeps the batch to baskets that may be due. Oldest change first.
 */
export function reminderCandidateRows(db: Executor, cutoff: Date, limit: number) {
  return db
    .selectFrom('customer_baskets as b')
    .innerJoin('customers as c', 'c.id', 'b.customer_id')
    .leftJoin('basket_reminders as r', 'r.basket_id', 'b.id')
    .leftJoin('newsletter_subscriptions as s', (join) => join.onRef('s.store_id', '=', 'c.store_id').onRef('s.email', '=', 'c.email').on('s.status', '=', 'subscribed'))
    .select(['b.id', 'b.customer_id', 'b.lines', 'b.started_at', 'b.changed_at', 'c.email', 'c.first_name', 'c.status', 'c.store_id', 's.id as subscription_id', 'r.id as reminder_id'])
    .select((eb) => eb.selectFrom('orders as o').whereRef('o.customer_id', '=', 'b.customer_id').select((o) => o.fn.max('o.created_at').as('at')).as('last_order_at'))
    .where('b.changed_at', '<=', cutoff)
    .where('r.id', 'is', null)
    .where('s.id', 'is not', null)
    .where('c.status', '=', 1)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orders as o').select('o.id').whereRef('o.customer_id', '=', 'b.customer_id').whereRef('o.created_at', '>=', 'b.started_at'))))
    .orderBy('b.changed_at')
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

/** The basket is still the one the sweep priced (no line changed meanwhile). */
export async function basketUnchanged(trx: Trx, id: number, changedAt: Date): Promise<boolean> {
  const row = await trx.selectFrom('customer_baskets').select('id').where('id', '=', id).where('changed_at', '=', changedAt).executeTakeFirst();
  return row !== undefined;
}

export interface ReminderInsert {
  basketId: number;
  customerId: number;
  email: string;
  storeId: string;
  locale: string;
  lines: RemindedLine[];
  valueCents: number;
  sentAt: Date;
}

/** Records a reminder; false when one was already recorded for the basket (the unique basket id). */
export async function recordReminder(trx: Trx, reminder: ReminderInsert): Promise<boolean> {
  const inserted = await trx
    .insertInto('basket_reminders')
    .values({
      basket_id: reminder.basketId,
      customer_id: reminder.customerId,
      email: reminder.email,
      store_id: reminder.storeId,
      locale: reminder.locale,
      lines: JSON.stringify(reminder.lines),
      lines_count: reminder.lines.length,
      value_cents: reminder.valueCents,
      sent_at: reminder.sentAt,
    })
    .onConflict((conflict) => conflict.column('basket_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Reminders sent, newest first; `before` pages on by id. */
export function reminderRows(db: Executor, options: { limit: number; before?: number; email?: string }) {
  let query = db.selectFrom('basket_reminders').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.before !== undefined) query = query.where('id', '<', options.before);
  if (options.email) query = query.where('email', 'like', `%${options.email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return query.execute();
}

/** The reminder of one of the customer's baskets (the lines its link restores). */
export function customerReminderRow(db: Executor, customerId: number, basketId: number) {
  return db.selectFrom('basket_reminders').selectAll().where('customer_id', '=', customerId).where('basket_id', '=', basketId).executeTakeFirst();
}

/** A closed account's kept basket and reminders (their address, their lines) go with it. */
export async function deleteCustomerReminders(trx: Trx, customerId: number): Promise<void> {
  await trx.deleteFrom('customer_baskets').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('basket_reminders').where('customer_id', '=', customerId).execute();
}
