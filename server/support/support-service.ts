/**
 * The support desk of the back office (issue 39; role `support`): find a customer by e-mail
 * address, name or order number, and read everything the shop holds for them on one page —
 * gathered from each module's service (accounts, orders, returns, wishlist, alerts, newsletter,
 * contact, audit), figures counted by the database. The orders, returns and messages themselves
 * are their modules' routes.
 */
import type { CustomerFile, CustomerSearchItem, CustomerSort } from '../../src/domain/support/customer-file';
import { returnReference } from '../../src/domain/returns/returns';
import type { LocaleCode } from '../../src/domain/store/locales';
import { addressFromRow, cachedAddressCountries, customerAddresses, findCustomerById, findCustomerByEmail, rolesOf, ACTIVE, type CustomerRow } from '../accounts/accounts-service';
import { personAlertsData } from '../alerts/alerts-service';
import { customerAuditTrail, supportAccessLog } from '../audit/audit-service';
import { customerMessagesData } from '../contact/contact-service';
import type { ModuleDeps } from '../core/module-deps';
import { fail, succeed, type Outcome } from '../core/outcome';
import { personSubscriptionsData } from '../newsletter/newsletter-service';
import { customerBalance, customerBalanceHistory, customerOrdersForSupport } from '../orders/orders-service';
import { customerReturnsData } from '../returns/returns-service';
import { countFavourites } from '../wishlist/wishlist-service';
import { searchCustomerRows } from './support-repository';
import { supportText } from './support-texts';

export type SupportDeps = Pick<ModuleDeps, 'db' | 'cache' | 'now'>;

export const CUSTOMER_PAGE_SIZE = 20;

export interface CustomerSearch {
  q?: string;
  sort?: CustomerSort;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function searchCustomers(deps: Pick<SupportDeps, 'db'>, search: CustomerSearch): Promise<Outcome<{ items: CustomerSearchItem[]; total: number }>> {
  const { items, total } = await searchCustomerRows(deps.db, {
    q: search.q ?? '', sort: search.sort, dir: search.dir, page: search.page ?? 1, pageSize: Math.min(search.pageSize ?? CUSTOMER_PAGE_SIZE, 100),
  });
  return succeed({
    items: items.map((row) => ({
      id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, storeId: row.store_id, closed: row.status !== ACTIVE,
      createdAt: iso(row.created_at), orderCount: Number(row.order_count), lastOrderAt: row.last_order_at ? iso(row.last_order_at) : null,
    })),
    total,
  });
}

/** `42` (or `#42`) is an account number, anything else an e-mail address; closed accounts too (their orders stay). */
async function findCustomer(db: SupportDeps['db'], key: string): Promise<CustomerRow | undefined> {
  const given = key.trim();
  if (/^#?\d{1,10}$/.test(given)) {
    const id = Number(given.replace('#', ''));
    return id > 0 && id <= 2_147_483_647 ? findCustomerById(db, id) : undefined;
  }
  return given.includes('@') && given.length <= 320 ? findCustomerByEmail(db, given.toLowerCase()) : undefined;
}

export async function customerFile(deps: SupportDeps, locale: LocaleCode, key: string): Promise<Outcome<CustomerFile>> {
  const row = await findCustomer(deps.db, key);
  if (!row) return fail('not-found', supportText('customerNotFound', locale));
  const { db } = deps;
  const [addressRows, countries, orders, returns, balance, history, favourites, alerts, subscriptions, messages, accesses] = await Promise.all([
    customerAddresses(db, row.id),
    cachedAddressCountries(db, deps.cache),
    customerOrdersForSupport(db, row.id, locale),
    customerReturnsData(db, row.id, locale),
    customerBalance(deps, row.id),
    customerBalanceHistory(db, row.id),
    countFavourites(db, row.id),
    personAlertsData(db, row.id, row.email),
    personSubscriptionsData(db, row.id, row.email),
    customerMessagesData(db, row.id, row.email),
    supportAccessLog(deps, row.id),
  ]);
  const audit = await customerAuditTrail(deps, {
    customerId: row.id,
    email: row.email,
    orderIds: orders.items.map((order) => order.id),
    returnKeys: returns.flatMap((ret) => [String(ret.id), returnReference(ret.id)]),
    messageKeys: messages.flatMap((message) => [String(message.id), message.reference]),
  });
  return succeed({
    profile: {
      id: row.id, email: row.email, civility: row.civility, firstName: row.first_name, lastName: row.last_name, birthday: row.birthday ?? null,
      storeId: row.store_id, locale: row.locale, roles: rolesOf(row), closed: row.status !== ACTIVE, createdAt: iso(row.created_at),
      signIn: { password: row.password_hash !== null, apple: row.apple_id !== null, facebook: row.facebook_id !== null },
    },
    addresses: addressRows.map((address) => addressFromRow(address, countries, locale)),
    orders,
    returns: {
      total: returns.length,
      items: returns.map((ret) => ({
        id: ret.id, reference: ret.reference, orderId: ret.orderId, status: ret.status, statusLabel: ret.statusLabel, refundType: ret.refundType, createdAt: ret.createdAt, refundAmount: ret.refundAmount,
      })),
    },
    balance: { ...(balance.ok ? balance.value : { balance: 0, vouchers: [], credits: [] }), history },
    favourites: { count: favourites },
    alerts,
    // The newsletter is the one consent the shop stores; the cookie choices stay in the browser.
    consents: subscriptions.map((subscription) => ({ purpose: 'newsletter' as const, store: subscription.store, given: subscription.status === 'subscribed', at: subscription.unsubscribedAt ?? subscription.subscribedAt })),
    messages,
    audit,
    supportAccesses: accesses.ok ? accesses.value.accesses : [],
  });
}
