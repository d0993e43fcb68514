/**
 * Product stock alerts (SPEC §3, §7 `/product-alerts`): a shopper leaves an address for a
 * sold-out size of a product the store sells; when that size's stock goes from nothing to some
 * (`restock`, also the entry point for returns), every waiting alert gets one mail, in the
 * language it was asked in, with the product's link in the store it was asked from.
 *
 * Alerts belong to someone: a signed-in customer's alert carries their id (from the access token,
 * never from the body) and only they list or remove it; an anonymous shopper reaches an address's
 * alerts with the signed link the back-in-stock mail carries (alerts-links.ts), and the alert just
 * made with the link of the subscription answer (that alert only: the address is not proven yet).
 */
import { SHUT_OUTLET, type OutletGate } from '../core/outlet-gate';
import { productOpenTo } from '../../src/domain/outlet/outlet-access';
import { DEFAULT_ALERT_TYPE, type ProductAlert, type ProductAlertRequest } from '../../src/domain/alerts/product-alert';
import { isValidEmail, normaliseEmail } from '../../src/domain/accounts/email';
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';
import { STORES, isStoreId, shopName } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import { transaction, type Executor, type UnitOfWork } from '../db/transaction';
import { productPath } from '../../src/domain/routing/listing-slugs';
import type { ShopContext } from '../core/shop-context';
import type { Mailer } from '../mail/mailer';
import type { SearchIndexRefresh } from '../cache/catalogue-changes';
import { addStock, cachedReference, loadProducts, soldIn, termName, textIn, type ProductRecord } from '../catalogue/catalogue-service';
import { storeBaseUrl, type UrlConfig } from '../http/store-urls';
import type { TtlCache } from '../cache/ttl-cache';
import { fail, succeed, type Outcome } from '../core/outcome';
import { ALERT_MESSAGES, BACK_IN_STOCK_MAIL } from './alerts-texts';
import { AlertLinks, type AlertLink } from './alerts-links';
import { alertsOfPerson, deleteAlertsOfPerson } from './alerts-repository';
import {
  alertFromRow, alertsInStore, claimWaitingAlerts, deleteAlert, hasWaitingAlert, insertAlert, sizeInStock, unclaimAlert,
  type AlertScope, type ProductAlertRow,
} from './alerts-repository';
import { isUniqueViolation } from '../db/db-errors';
import type { ShopSecret } from '../db/shop-secret';

export interface AlertDeps {
  db: Db;
  cache: TtlCache;
  urls: UrlConfig;
  now: () => Date;
  mailer?: Mailer;
  catalogueChanges?: SearchIndexRefresh;
  /** Signs the links to an address's alerts (mails, subscription answers); without it mails carry none. */
  alertLinks?: AlertLinks;
}

/** What another module's stock writes need of the alerts (`alertRestocks`): the app's kit, the links signed with the shop's secret. */
export function stockAlertDeps(deps: Omit<AlertDeps, 'alertLinks'> & { secret: { key: Uint8Array } }): AlertDeps {
  return { db: deps.db, cache: deps.cache, urls: deps.urls, now: deps.now, mailer: deps.mailer, catalogueChanges: deps.catalogueChanges, alertLinks: AlertLinks.fromSecret(deps.secret.key, deps.now) };
}

/** What a shopper sends (SPEC §3 "Product alert"), the same shape the client's request has. `customerId` is ignored. */
export type AlertInput = ProductAlertRequest;

/** The signed link to an address's alerts: its parts and the account page that opens with them. */
export interface AlertManageLink extends AlertLink {
  url: string;
}

/** A new alert and the link its maker sees and removes it with (anonymous shoppers; that alert only). */
export type SubscribedAlert = ProductAlert & { manage: AlertManageLink };

/** Who asks for alerts: the signed-in customer, or whoever holds a signed link (of an address, or of one alert). */
export type AlertOwner =
  | { kind: 'customer'; customerId: number }
  | { kind: 'link'; email: string; expires: number; signature: string; alert: number | null }
  | { kind: 'anonymous' };

/** SPEC route /account/subscriptions (alerts and newsletter) with the link's query; `alert`: that alert only. */
export function manageLink(links: AlertLinks, email: string, siteUrl: string, alert?: number): AlertManageLink {
  const link = links.sign(email, undefined, alert);
  return { ...link, url: `${siteUrl.replace(/\/+$/, '')}/account/subscriptions?${AlertLinks.query(link)}` };
}

export async function subscribeAlert(
  deps: AlertDeps & { alertLinks: AlertLinks },
  context: ShopContext,
  input: AlertInput,
  origin: string,
  customerId: number | null,
  outlet: OutletGate = SHUT_OUTLET,
): Promise<Outcome<SubscribedAlert>> {
  const { locale } = context;
  if (!isValidEmail(input.email)) return fail('refused', ALERT_MESSAGES.invalidEmail[locale]);
  const email = normaliseEmail(input.email);
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);
  const product = (await loadProducts(deps.db, [input.productId])).get(input.productId);
  if (!product || !soldIn(product, context.store, reference)) return fail('not-found', 'Product not found');
  // An outlet-only product's alert (its mail names it) is for outlet access alone.
  if (!productOpenTo(product, product.isOnlyOutlet && (await outlet.open()))) return fail('not-allowed', await outlet.refusal());
  const size = product.sizes.find((candidate) => candidate.id === input.productSizeId);
  if (!size) return fail('not-found', 'Size not found');
  if (size.stock > 0) return fail('refused', ALERT_MESSAGES.sizeInStock[locale]);

  if (await hasWaitingAlert(deps.db, email, size.id)) return fail('already-exists', ALERT_MESSAGES.alreadySubscribed[locale]);
  try {
    const row = await insertAlert(deps.db, {
      product_id: product.id,
      product_size_id: size.id,
      customer_id: customerId,
      device_token_salesforce: input.deviceTokenSalesforce ?? null,
      email,
      alert_type: input.alertType ?? DEFAULT_ALERT_TYPE,
      store_id: context.store.id,
      locale: context.locale,
      site_url: storeBaseUrl(context.store, deps.urls, origin),
      created_at: deps.now(),
    });
    return succeed({ ...alertFromRow(row), manage: manageLink(deps.alertLinks, email, row.site_url, row.id) });
  } catch (error) {
    if (isUniqueViolation(error)) return fail('already-exists', ALERT_MESSAGES.alreadySubscribed[locale]);
    throw error;
  }
}

/** Not signed in without a customer or a link, not allowed with a forged or expired link. */
function ownerFilter(links: AlertLinks, context: ShopContext, owner: AlertOwner): Outcome<AlertScope> {
  if (owner.kind === 'customer') return succeed({ customerId: owner.customerId });
  if (owner.kind === 'anonymous') return fail('not-signed-in', ALERT_MESSAGES.linkRequired[context.locale]);
  const email = normaliseEmail(owner.email);
  const valid = isValidEmail(email) && links.check(email, owner.expires, owner.signature, owner.alert ?? undefined) === 'valid';
  return valid ? succeed({ email, alertId: owner.alert }) : fail('not-allowed', ALERT_MESSAGES.linkInvalid[context.locale]);
}

/** The owner's alerts in this store, newest first (waiting and sent). */
export async function listAlerts(deps: Pick<AlertDeps, 'db'> & { alertLinks: AlertLinks }, context: ShopContext, owner: AlertOwner): Promise<Outcome<ProductAlert[]>> {
  const filter = ownerFilter(deps.alertLinks, context, owner);
  if (!filter.ok) return filter;
  const rows = await alertsInStore(deps.db, context.store.id, filter.value);
  return succeed(rows.map(alertFromRow));
}

/** Removes one of the owner's alerts; anyone else's is a 404, like one that does not exist. */
export async function removeAlert(deps: Pick<AlertDeps, 'db'> & { alertLinks: AlertLinks }, context: ShopContext, alertId: number, owner: AlertOwner): Promise<Outcome<null>> {
  const filter = ownerFilter(deps.alertLinks, context, owner);
  if (!filter.ok) return filter;
  return (await deleteAlert(deps.db, context.store.id, alertId, filter.value)) ? succeed(null) : fail('not-found', 'Alert not found');
}

export interface RestockResult {
  productSizeId: number;
  productId: number;
  stockBefore: number;
  stockAfter: number;
  /** Alerts mailed because the size came back. */
  alertsSent: number;
}

/**
 * Adds `quantity` to a size's stock (a delivery, a return). When the size had none, its waiting
 * alerts are claimed in the same transaction and mailed once it has committed, as listings and
 * search are refreshed: a rolled-back restock mails nobody. null: no such size.
 */
export async function restock(deps: AlertDeps, productSizeId: number, quantity: number): Promise<RestockResult | null> {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`A restock adds a positive whole quantity, not ${quantity}`);
  if (!deps.mailer) throw new Error('No mailer: the shop cannot send stock alerts');
  const sent = { count: 0 };
  const result = await transaction(deps.db, async (unit) => {
    const updated = await addStock(unit.trx, productSizeId, quantity);
    if (!updated) return null;
    unit.afterCommit(() => deps.catalogueChanges?.refreshSizes([productSizeId]));
    const stockBefore = updated.stock - quantity;
    await alertRestocks(deps, unit, [{ productSizeId, stockBefore, stockAfter: updated.stock }], sent);
    return { productSizeId, productId: updated.product_id, stockBefore, stockAfter: updated.stock };
  });
  return result && { ...result, alertsSent: sent.count };
}

/** A size's stock before and after a change written in the caller's transaction. */
export interface StockMove {
  productSizeId: number;
  stockBefore: number;
  stockAfter: number;
}

/**
 * The one rule of stock alerts for every stock write (a restock, a merchant's new stock level, a
 * daily feed): a size going from nothing to some has its waiting alerts claimed in the caller's
 * transaction and mailed after it commits; `sent.count` then adds the mails sent. Without a mailer
 * the alerts keep waiting. Returns how many alerts were claimed.
 */
export async function alertRestocks(deps: AlertDeps, unit: UnitOfWork, moves: readonly StockMove[], sent: { count: number } = { count: 0 }): Promise<number> {
  const mailer = deps.mailer;
  if (!mailer) return 0;
  const back = moves.filter((move) => move.stockBefore <= 0 && move.stockAfter > 0).map((move) => move.productSizeId);
  let claimedCount = 0;
  // A feed may bring thousands of sizes back: their alerts are claimed a few thousand sizes a query.
  for (let start = 0; start < back.length; start += 5000) {
    const claimed = await claimWaitingAlerts(unit.trx, back.slice(start, start + 5000), deps.now());
    claimedCount += claimed.length;
    const bySize = new Map<number, ProductAlertRow[]>();
    for (const alert of claimed) {
      const alerts = bySize.get(alert.product_size_id);
      if (alerts) alerts.push(alert);
      else bySize.set(alert.product_size_id, [alert]);
    }
    for (const [productSizeId, alerts] of bySize) {
      unit.afterCommit(async () => (sent.count += await mailClaimedAlerts(deps, mailer, productSizeId, alerts)));
    }
  }
  return claimedCount;
}

/**
 * Sizes whose stock came back other than by a stock write of ours (a catalogue import sets stock as
 * the merchant's file says): once the import has committed, the sizes that have stock now go
 * through the one rule of restocks (`alertRestocks`). Answers the mails sent.
 */
export async function mailRestockedSizes(
  deps: Pick<AlertDeps, 'db' | 'cache' | 'urls' | 'now' | 'mailer'> & { secret: Pick<ShopSecret, 'key'> },
  productSizeIds: readonly number[],
): Promise<number> {
  if (!deps.mailer) return 0;
  const alertDeps: AlertDeps = { ...deps, alertLinks: AlertLinks.fromSecret(deps.secret.key, deps.now) };
  const sent = { count: 0 };
  await transaction(deps.db, async (unit) => {
    const moves: StockMove[] = [];
    for (const productSizeId of new Set(productSizeIds)) {
      if (await sizeInStock(unit.trx, productSizeId)) moves.push({ productSizeId, stockBefore: 0, stockAfter: 1 });
    }
    await alertRestocks(alertDeps, unit, moves, sent);
  });
  return sent.count;
}

/** Mails claimed alerts; one whose mail fails is put back to wait for the next restock. */
async function mailClaimedAlerts(deps: AlertDeps, mailer: Mailer, productSizeId: number, claimed: ProductAlertRow[]): Promise<number> {
  const product = (await loadProducts(deps.db, [claimed[0].product_id])).get(claimed[0].product_id);
  const size = product?.sizes.find((candidate) => candidate.id === productSizeId);
  if (!product || !size) return 0;
  const reference = await cachedReference(deps.db, deps.cache);
  const brand = reference.brands.get(product.brandId)?.name ?? '';

  let sent = 0;
  const failures: unknown[] = [];
  for (const alert of claimed) {
    try {
      const manage = deps.alertLinks ? manageLink(deps.alertLinks, alert.email, alert.site_url) : null;
      await mailer.send(backInStockMail(alert, { name: textIn(product, mailLocale(alert)).name, slug: productSlug(product, alert), brand, size: termName(reference, 'size', size.label, mailLocale(alert)) }, manage));
      sent += 1;
    } catch (error) {
      failures.push(error);
      await unclaimAlert(deps.db, alert.id);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} stock alert mail(s) could not be sent`);
  return sent;
}

const mailLocale = (alert: ProductAlertRow): LocaleCode => (isLocaleCode(alert.locale) ? alert.locale : 'fr');

/** The product page is in the store's own language: its slug there. */
function productSlug(product: ProductRecord, alert: ProductAlertRow): string {
  const storeLocale = isStoreId(alert.store_id) ? STORES[alert.store_id].locale : mailLocale(alert);
  return textIn(product, storeLocale).slug;
}

function backInStockMail(alert: ProductAlertRow, product: { name: string; slug: string; brand: string; size: string }, manage: AlertManageLink | null) {
  const locale = mailLocale(alert);
  const url = `${alert.site_url.replace(/\/+$/, '')}${productPath(product.slug)}`;
  const shop = isStoreId(alert.store_id) ? shopName(STORES[alert.store_id]) : 'Boutique';
  const { subject, text } = BACK_IN_STOCK_MAIL[locale]({ product: product.name, brand: product.brand, size: product.size, url, shop, manageUrl: manage?.url ?? null });
  return {
    kind: 'product-alert',
    to: alert.email,
    subject,
    text,
    locale,
    meta: {
      alertId: alert.id,
      productId: alert.product_id,
      productSizeId: alert.product_size_id,
      url,
      ...(manage ? { manageUrl: manage.url, manageEmail: manage.email, manageExpires: manage.expires, manageSignature: manage.signature } : {}),
    },
  };
}

/** A customer's stock alerts in every store, theirs and their address's (their data export). */
export async function personAlertsData(db: Executor, customerId: number, email: string): Promise<ProductAlert[]> {
  return (await alertsOfPerson(db, customerId, email)).map(alertFromRow);
}

/** A closed account's alerts go, and those of its address (inside the closing transaction). */
export function forgetPersonAlerts(db: Executor, customerId: number, email: string): Promise<number> {
  return deleteAlertsOfPerson(db, customerId, email);
}
