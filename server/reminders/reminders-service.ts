/**
 * The forgotten-basket reminder (issue 38). A signed-in customer's basket is kept on the account
 * each time the shop prices it for them (`keepCustomerBasket`, called by POST /basket/detail); a
 * sweep mails the reminder of the baskets the rule (src/domain/basket/basket-reminder.ts) finds
 * due: the lines still buyable at today's prices (the basket module prices them, as for the
 * basket page), a link that restores the basket once signed in, and a one-click unsubscribe.
 *
 * Several shop processes may sweep: a pass records its reminders in one transaction that first
 * takes a PostgreSQL advisory lock (another process's pass meanwhile skips its turn), and each
 * reminder row's unique basket id makes a second mail for a basket impossible even so. The mails
 * go once that transaction has committed (an after-commit effect, as every mail of the shop).
 */
import { restoreBasketPath } from '../../src/domain/routing/page-paths';
import { canonicalLines, DEFAULT_REMINDER_AFTER_HOURS, reminderVerdict, reminderWaitMs, sameLines, type ReminderLine } from '../../src/domain/basket/basket-reminder';
import { LOCALES } from '../../src/domain/store/locales';
import { formatCents, fromEuros } from '../../src/domain/money/money';
import { isStoreId, shopName, STORES, type StoreDefinition } from '../../src/domain/store/stores';
import type { ModuleDeps } from '../core/module-deps';
import { startSweep, type Sweep } from '../core/sweep';
import { succeed, fail, type Outcome } from '../core/outcome';
import { committedUnit, transaction, type EffectLog, type Trx } from '../db/transaction';
import { storeBaseUrl } from '../http/store-urls';
import { priceBasket } from '../basket/basket-service';
import { NewsletterLinks, newsletterLinksOf } from '../newsletter/newsletter-service';
import {
  basketUnchanged, changeCustomerBasket, customerBasketRow, customerReminderRow, deleteCustomerReminders, dropCustomerBasket, lastOrderAt, lockReminderSweep,
  recordReminder, reminderCandidateRows, reminderRows, startCustomerBasket, type ReminderInsert,
} from './reminders-repository';
import type { RemindedLine } from './reminders-tables';
import { reminderMail, REMINDER_WORDS } from './reminders-texts';

export const REMINDER_SWEEP_INTERVAL_MS = 5 * 60_000;
const BATCH = 100;

export type RemindersDeps = Pick<ModuleDeps, 'db' | 'cache' | 'now' | 'mailer' | 'urls' | 'secret'> & {
  afterHours: number;
  /** The shop's origin for the mails' links when no store has its own (PUBLIC_URL, else http://localhost:PORT). */
  origin: string;
  log?: EffectLog & { warn(details: object, message: string): void };
};

export function remindersDepsOf(deps: ModuleDeps, log?: RemindersDeps['log']): RemindersDeps {
  return {
    db: deps.db, cache: deps.cache, now: deps.now, mailer: deps.mailer, urls: deps.urls, secret: deps.secret, log,
    afterHours: deps.basketReminders?.afterHours ?? DEFAULT_REMINDER_AFTER_HOURS,
    origin: deps.basketReminders?.origin ?? deps.urls.publicUrl ?? 'http://localhost:3000',
  };
}

/**
 * The basket a signed-in customer just had priced, kept on their account: unchanged lines keep
 * its "last changed" time; emptied, it is gone; its first line after being emptied (or after an
 * order) starts a new basket, which may get its own reminder.
 */
export async function keepCustomerBasket(deps: Pick<RemindersDeps, 'db' | 'now'>, customerId: number, asked: readonly ReminderLine[]): Promise<void> {
  const lines = canonicalLines(asked);
  if (lines.length === 0) return dropCustomerBasket(deps.db, customerId);
  const [kept, ordered] = await Promise.all([customerBasketRow(deps.db, customerId), lastOrderAt(deps.db, customerId)]);
  if (kept && sameLines(kept.lines, lines)) return;
  const now = deps.now();
  if (kept && !(ordered && ordered.getTime() >= new Date(kept.started_at).getTime())) return changeCustomerBasket(deps.db, kept.id, lines, now);
  await transaction(deps.db, ({ trx }) => startCustomerBasket(trx, customerId, lines, now));
}

interface DueReminder {
  insert: ReminderInsert;
  changedAt: Date;
  store: StoreDefinition;
  firstName: string;
}

/** What the rule says of a candidate, with its lines priced now in the customer's store. */
async function dueReminder(deps: RemindersDeps, row: Awaited<ReturnType<typeof reminderCandidateRows>>[number], now: Date): Promise<DueReminder | null> {
  const store = STORES[isStoreId(row.store_id) ? row.store_id : 'laboutiqueofficielle'];
  const context = { store, locale: store.locale, device: 0 as const, noCache: true };
  const priced = await priceBasket(deps, context, { basketItems: row.lines, countryIsoCode: null }, { customerId: row.customer_id });
  if (!priced.ok) return null;
  const items = priced.value.answer.basketItems.filter((item) => item.quantityAvailable > 0 && item.quantity > 0);
  const verdict = reminderVerdict({
    accountOpen: row.status === 1,
    consented: row.subscription_id !== null,
    startedAt: new Date(row.started_at),
    changedAt: new Date(row.changed_at),
    lines: row.lines,
    reminded: row.reminder_id !== null,
    lastOrderAt: row.last_order_at ? new Date(row.last_order_at as Date | string) : null,
    availableSizeIds: new Set(items.map((item) => item.productSizeId)),
  }, now, deps.afterHours);
  if (!verdict.due) return null;
  const lines: RemindedLine[] = items.map((item) => ({
    productId: item.productId, productSizeId: item.productSizeId, quantity: item.quantity, name: item.name, size: item.size, price: fromEuros(item.price),
  }));
  return {
    store,
    firstName: row.first_name,
    changedAt: new Date(row.changed_at),
    insert: {
      basketId: row.id, customerId: row.customer_id, email: row.email, storeId: store.id, locale: store.locale, lines,
      valueCents: lines.reduce((sum, line) => sum + line.price, 0), sentAt: now,
    },
  };
}

/** The link that restores the basket: the basket page of the customer's store, which asks them to sign in first. */
export function restoreUrl(siteUrl: string, basketId: number): string {
  return `${siteUrl.replace(/\/+$/, '')}${restoreBasketPath(basketId)}`;
}

/** The RFC 8058 one-click address (POST, no page): the newsletter's signed link, for the store. */
export function oneClickUrl(apiOrigin: string, storeId: string, link: { email: string; expires: number; signature: string }): string {
  const query = new URLSearchParams({ store: storeId, email: link.email, expires: String(link.expires), signature: link.signature });
  return `${apiOrigin}/api/v5/newsletters/one-click-unsubscribe?${query.toString()}`;
}

async function sendReminder(deps: RemindersDeps, due: DueReminder): Promise<void> {
  if (!deps.mailer) return;
  const { store, insert } = due;
  const siteUrl = storeBaseUrl(store, deps.urls, deps.origin);
  const link = newsletterLinksOf(deps).sign(store.id, insert.email);
  const unsubscribeUrl = NewsletterLinks.url(siteUrl, link);
  const oneClick = oneClickUrl(new URL(siteUrl).origin, store.id, link);
  const iso = LOCALES[store.locale].iso;
  const words = REMINDER_WORDS[store.locale];
  const restore = restoreUrl(siteUrl, insert.basketId);
  const lines = insert.lines.map((line) => words.line(line.name, line.size, line.quantity, formatCents(line.price / line.quantity, iso), formatCents(line.price, iso))).join('\n');
  const { subject, text } = reminderMail(store.locale, {
    firstName: due.firstName, lines, total: formatCents(insert.valueCents, iso), restoreUrl: restore, unsubscribeUrl, shop: shopName(store),
  });
  await deps.mailer.send({
    kind: 'basket-reminder',
    to: insert.email,
    subject,
    text,
    locale: store.locale,
    meta: { store: store.id, basketId: insert.basketId, restoreUrl: restore, unsubscribeUrl, oneClickUnsubscribeUrl: oneClick, lines: insert.lines.length, valueCents: insert.valueCents },
    headers: { 'List-Unsubscribe': `<${oneClick}>, <${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

/** One pass; answers how many reminders it sent (0 when another process holds the sweep's lock). */
export async function sweepForgottenBaskets(deps: RemindersDeps): Promise<number> {
  const now = deps.now();
  const rows = await reminderCandidateRows(deps.db, new Date(now.getTime() - reminderWaitMs(deps.afterHours)), BATCH);
  const due: DueReminder[] = [];
  for (const row of rows) {
    try {
      const reminder = await dueReminder(deps, row, now);
      if (reminder) due.push(reminder);
    } catch (error) {
      // One basket the shop cannot price must not stop the others.
      deps.log?.warn({ err: error, basketId: row.id }, 'the reminder sweep could not price a basket');
    }
  }
  if (due.length === 0) return 0;
  return committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    if (!(await lockReminderSweep(trx))) return 0;
    let sent = 0;
    for (const reminder of due) {
      // A line changed since it was priced: the basket is not forgotten any more.
      if (!(await basketUnchanged(trx, reminder.insert.basketId, reminder.changedAt))) continue;
      if (!(await recordReminder(trx, reminder.insert))) continue;
      sent += 1;
      afterCommit(() => sendReminder(deps, reminder));
    }
    return sent;
  });
}

/** Starts the sweep (now, then every 5 minutes); `stop` ends it once the pass in flight is over. */
export function startReminderSweep(deps: RemindersDeps, intervalMs = REMINDER_SWEEP_INTERVAL_MS): Sweep {
  return startSweep('basket reminder', () => sweepForgottenBaskets(deps), intervalMs, deps.log);
}

export interface ReminderListQuery {
  limit?: number;
  before?: number;
  email?: string;
}

/** The reminders sent, newest first (support staff). */
export async function listReminders(deps: Pick<RemindersDeps, 'db'>, query: ReminderListQuery) {
  const limit = query.limit ?? 50;
  const rows = await reminderRows(deps.db, { limit: limit + 1, before: query.before, email: query.email?.trim() || undefined });
  const page = rows.slice(0, limit);
  return succeed({
    reminders: page.map((row) => ({
      id: row.id,
      basketId: row.basket_id,
      customerId: row.customer_id,
      email: row.email,
      store: row.store_id,
      sentAt: new Date(row.sent_at).toISOString(),
      linesCount: row.lines_count,
      value: row.value_cents / 100,
      lines: row.lines.map((line) => ({ productId: line.productId, productSizeId: line.productSizeId, quantity: line.quantity, name: line.name, size: line.size, price: line.price / 100 })),
    })),
    nextCursor: rows.length > limit ? page[page.length - 1].id : null,
  });
}

/** The lines a reminder's link restores: the signed-in customer's own reminded basket only (another's is a 404). */
export async function remindedBasket(deps: Pick<RemindersDeps, 'db'>, customerId: number, basketId: number, notFound: string): Promise<Outcome<{ basketId: number; basketItems: ReminderLine[] }>> {
  const row = await customerReminderRow(deps.db, customerId, basketId);
  if (!row) return fail('not-found', notFound);
  return succeed({ basketId, basketItems: row.lines.map((line) => ({ productId: line.productId, productSizeId: line.productSizeId, quantity: line.quantity })) });
}

/** Closing an account (server/rights): its kept basket and the reminders sent to it are erased, in the closing transaction. */
export function forgetCustomerReminders(trx: Trx, customerId: number): Promise<void> {
  return deleteCustomerReminders(trx, customerId);
}
