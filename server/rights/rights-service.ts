/**
 * Customers' data rights (GDPR articles 15, 17 and 20; docs/accounts-api.md "Your data"): the
 * export of everything the shop holds of a customer, gathered from each module's service, and the
 * closure of an account — by the customer (password again, or a fresh Apple/Facebook sign-in) or
 * by support on the customer's request (a reason, which the staff audit records with the call).
 *
 * A closure erases the person and keeps the shop's records: the account row stays (orders point
 * at it) with a placeholder address, orders and bills stay for ORDER_RETENTION_YEARS, anonymised
 * as far as the bill allows. Everything is one transaction, except the provider's forgetting of
 * saved cards, which comes first (idempotent there): a provider that cannot answer leaves the
 * account as it was, to close again.
 */
import { closedAccountEmail, closureRefusal, FRESH_SIGN_IN_MINUTES, isFreshSignIn, ORDER_RETENTION_YEARS } from '../../src/domain/accounts/data-rights';
import { isValidEmail, normaliseEmail } from '../../src/domain/accounts/email';
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';
import { isStoreId, shopName, STORES } from '../../src/domain/store/stores';
import { forgetPersonAlerts, personAlertsData } from '../alerts/alerts-service';
import { endEverySession, removeAllPasskeys, sessionStartedAt } from '../auth/auth-service';
import type { CustomerContext } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import { fail, succeed, type Outcome } from '../core/outcome';
import { PaymentProviderTimeout } from '../core/payment-provider';
import type { ShopContext } from '../core/shop-context';
import { transaction } from '../db/transaction';
import { personSubscriptionsData, stopPersonSubscriptions } from '../newsletter/newsletter-service';
import { forgetCustomerReminders } from '../reminders/reminders-service';
import { anonymiseCustomerOrders, customerOrdersData } from '../orders/orders-service';
import { customerRatingsData } from '../ratings/ratings-service';
import { customerReturnsData } from '../returns/returns-service';
import { customerRecentlyViewedData, forgetCustomerRecentlyViewed } from '../recently/recently-service';
import { customerWishesData, forgetCustomerWishes } from '../wishlist/wishlist-service';
import {
  addressFromRow, cachedAddressCountries, cardFromRow, closeCustomerRow, customerAddresses, customerCards, customerCardTokens, deleteCustomerBook,
  lockCustomerRow, openAccountByEmail, openAccountById, profileOf, refusal, type CustomerRow,
} from '../accounts/accounts-service';
import { ACCOUNT_CLOSED_MAIL, rightsText } from './rights-texts';

export type DataRightsDeps = Pick<ModuleDeps, 'db' | 'cache' | 'now' | 'payments' | 'mailer' | 'auth'>;

/** The export's format version: a reader knows which fields to expect. */
export const EXPORT_FORMAT = 1;

export interface DataExport {
  format: number;
  exportedAt: string;
  profile: { id: number; email: string } & Record<string, unknown>;
  addresses: unknown[];
  savedCards: unknown[];
  orders: unknown[];
  returns: unknown[];
  balance: unknown;
  balanceHistory: unknown[];
  favourites: unknown[];
  recentlyViewed: unknown[];
  stockAlerts: unknown[];
  ratings: unknown[];
  consents: unknown[];
  newsletterSubscriptions: unknown[];
}

/** Everything of one customer, gathered by id only: no part is read by e-mail except the address's own alerts and subscriptions. */
export async function gatherCustomerData(deps: Pick<ModuleDeps, 'db' | 'cache' | 'now'>, row: CustomerRow, locale: LocaleCode): Promise<DataExport> {
  const { db } = deps;
  const [profile, addressRows, countries, cards, orders, returns, favourites, alerts, ratings, subscriptions, recentlyViewed] = await Promise.all([
    profileOf(db, row),
    customerAddresses(db, row.id),
    cachedAddressCountries(db, deps.cache),
    customerCards(db, row.id),
    customerOrdersData(deps, row.id, locale),
    customerReturnsData(db, row.id, locale),
    customerWishesData(db, row.id),
    personAlertsData(db, row.id, row.email),
    customerRatingsData(db, row.id),
    personSubscriptionsData(db, row.id, row.email),
    customerRecentlyViewedData(db, row.id),
  ]);
  return {
    format: EXPORT_FORMAT,
    exportedAt: deps.now().toISOString(),
    profile: {
      ...profile,
      store: row.store_id,
      locale: row.locale,
      signIn: { password: row.password_hash !== null, apple: row.apple_id !== null, facebook: row.facebook_id !== null },
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    },
    addresses: addressRows.map((address) => addressFromRow(address, countries, locale)),
    savedCards: cards.map(cardFromRow),
    orders: orders.orders,
    returns,
    balance: orders.balance,
    balanceHistory: orders.balanceHistory,
    favourites,
    recentlyViewed,
    stockAlerts: alerts,
    ratings,
    // The newsletter is the one consent the shop stores; the cookie choices stay in the browser.
    consents: subscriptions.map((subscription) => ({ purpose: 'newsletter', store: subscription.store, given: subscription.status === 'subscribed', at: subscription.unsubscribedAt ?? subscription.subscribedAt })),
    newsletterSubscriptions: subscriptions,
  };
}

/** The signed-in customer's own data (art. 15 and 20). */
export async function exportMyData(deps: DataRightsDeps, context: CustomerContext): Promise<Outcome<DataExport>> {
  const row = await openAccountById(deps.db, context.customer.id);
  if (!row) return refusal(deps, context, 'not-signed-in', 'session-expired');
  return succeed(await gatherCustomerData(deps, row, context.locale));
}

/** `42` is an account id, anything else an e-mail address. */
export async function findOpenAccount(db: ModuleDeps['db'], key: string): Promise<CustomerRow | undefined> {
  const given = key.trim();
  if (/^\d{1,10}$/.test(given)) {
    const id = Number(given);
    return id > 0 && id <= 2_147_483_647 ? openAccountById(db, id) : undefined;
  }
  return isValidEmail(given) ? openAccountByEmail(db, normaliseEmail(given)) : undefined;
}

/** Support, on a customer's request: their export, in the agent's language. */
export async function supportExport(deps: DataRightsDeps, context: ShopContext, key: string): Promise<Outcome<DataExport>> {
  const row = await findOpenAccount(deps.db, key);
  if (!row) return fail('not-found', rightsText('customerNotFound', context.locale));
  return succeed(await gatherCustomerData(deps, row, context.locale));
}

export interface Closure {
  closed: true;
  /** The account's id (kept: its orders point at it). */
  customerId: number;
  /** Orders kept, anonymised, with their bills. */
  ordersKept: number;
  retentionYears: number;
}

const closureOf = (customerId: number, ordersKept: number): Closure => ({ closed: true, customerId, ordersKept, retentionYears: ORDER_RETENTION_YEARS });

/**
 * The signed-in customer closes their account: their password again (throttled like sign-in, and
 * a wrong one erases nothing), or — an account without password, opened through Apple or
 * Facebook — a session begun less than FRESH_SIGN_IN_MINUTES ago.
 */
export async function closeMyAccount(deps: DataRightsDeps, context: CustomerContext, input: { password?: unknown }): Promise<Outcome<Closure>> {
  const row = await openAccountById(deps.db, context.customer.id);
  if (!row) return refusal(deps, context, 'not-signed-in', 'session-expired');
  if (closureRefusal(row.roles as string[]) !== null) return fail('wrong-state', rightsText('staffAccount', context.locale));
  const password = typeof input.password === 'string' ? input.password : '';
  if (row.password_hash === null) {
    const started = await sessionStartedAt(deps.db, row.id, context.customer.sessionId);
    if (!started || !isFreshSignIn(started, deps.now())) return fail('not-allowed', rightsText('signInAgain', context.locale));
  } else {
    if (password === '') return fail('invalid-input', rightsText('passwordRequired', context.locale));
    const keys = [`close:customer:${row.id}`];
    const verdict = await deps.auth.loginLimit.attempt(keys);
    if (!verdict.allowed) return refusal(deps, context, 'too-many-attempts', 'too-many-attempts');
    // A 403, not a 401: the session is good (a client would refresh it and send the password again).
    if (!(await deps.auth.hasher.verify(row.password_hash, password))) return fail('not-allowed', rightsText('passwordIncorrect', context.locale));
    await deps.auth.loginLimit.forgive(keys);
  }
  return closeAccount(deps, context, row.id);
}

/** Support closes an account on the customer's request; the reason travels in the body, for the audit. */
export async function supportClose(deps: DataRightsDeps, context: ShopContext, key: string, input: { reason?: unknown }): Promise<Outcome<Closure>> {
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason.length < 3) return fail('invalid-input', rightsText('reasonRequired', context.locale));
  const row = await findOpenAccount(deps.db, key);
  if (!row) return fail('not-found', rightsText('customerNotFound', context.locale));
  if (closureRefusal(row.roles as string[]) !== null) return fail('wrong-state', rightsText('staffAccount', context.locale));
  return closeAccount(deps, context, row.id);
}

/** The closure itself (both ways); a second one of the same account answers the same, erasing nothing more. */
async function closeAccount(deps: DataRightsDeps, context: Pick<ShopContext, 'locale'>, customerId: number): Promise<Outcome<Closure>> {
  try {
    for (const token of await customerCardTokens(deps.db, customerId)) await deps.payments?.forgetCard(token);
  } catch (error) {
    if (error instanceof PaymentProviderTimeout) return refusal(deps, context, 'provider-unavailable', 'payment-provider-unavailable');
    throw error;
  }
  const now = deps.now();
  const mailer = deps.mailer;
  return transaction(deps.db, async ({ trx, afterCommit }) => {
    const row = await lockCustomerRow(trx, customerId);
    if (!row) return fail('not-found', rightsText('customerNotFound', context.locale));
    // Two closures at once: the second waits for the first's lock, then finds the account closed.
    if (row.status !== 1) return succeed(closureOf(customerId, 0));
    if (closureRefusal(row.roles as string[]) !== null) return fail('wrong-state', rightsText('staffAccount', context.locale));
    const ordersKept = await anonymiseCustomerOrders(trx, customerId, now);
    await deleteCustomerBook(trx, customerId);
    await forgetCustomerWishes(trx, customerId);
    await forgetCustomerRecentlyViewed(trx, customerId);
    await forgetPersonAlerts(trx, customerId, row.email);
    // Ratings stay (the products' scores) on the closed row, which has no name: they show no author.
    await stopPersonSubscriptions(trx, customerId, row.email);
    await forgetCustomerReminders(trx, customerId);
    await endEverySession(trx, customerId, now);
    await removeAllPasskeys({ db: trx }, customerId);
    await closeCustomerRow(trx, customerId, closedAccountEmail(customerId), now);
    if (mailer) {
      const locale: LocaleCode = isLocaleCode(row.locale) ? row.locale : 'fr';
      const shop = shopName(isStoreId(row.store_id) ? STORES[row.store_id] : STORES.laboutiqueofficielle);
      afterCommit(async () => {
        const { subject, text } = ACCOUNT_CLOSED_MAIL[locale]({ firstName: row.first_name, shop, orders: ordersKept, years: ORDER_RETENTION_YEARS });
        await mailer.send({ kind: 'account-closed', to: row.email, subject, text, locale, meta: { customerId, ordersKept, store: row.store_id } });
      });
    }
    return succeed(closureOf(customerId, ordersKept));
  });
}

export { FRESH_SIGN_IN_MINUTES };
