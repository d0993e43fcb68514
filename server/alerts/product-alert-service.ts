/**
 * Product stock alerts (SPEC §3, §7 `/product-alerts`): a shopper leaves an address for a
 * sold-out size of a product the store sells; when that size's stock goes from nothing to some
 * (`restock`, also the entry point for returns), every waiting alert gets one mail, in the
 * language it was asked in, with the product's link in the store it was asked from.
 */
import { DEFAULT_ALERT_TYPE, type ProductAlert, type ProductAlertRequest } from '../../src/domain/catalogue/product-alert';
import { isValidEmail, normaliseEmail } from '../../src/domain/customer/email';
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';
import { STORES, isStoreId } from '../../src/domain/store/stores';
import { shopName } from '../catalogue/store-info';
import type { Db } from '../db/database';
import type { ShopContext } from '../http/request-context';
import type { Mailer } from '../mail/mailer';
import type { SearchIndexRefresh } from '../search/shop-search-index';
import { cachedReference } from '../services/catalogue-reference';
import { loadProducts, soldIn, textIn } from '../services/product-repository';
import { storeBaseUrl, type UrlConfig } from '../services/store-urls';
import type { TtlCache } from '../services/ttl-cache';
import { BACK_IN_STOCK_MAIL } from './alert-texts';
import { alertFromRow, isUniqueViolation, withAlerts, type ProductAlertRow } from './product-alert-repository';

export interface AlertDeps {
  db: Db;
  cache: TtlCache;
  urls: UrlConfig;
  now: () => Date;
  mailer?: Mailer;
  searchIndex?: SearchIndexRefresh;
}

/** What a shopper sends (SPEC §3 "Product alert"), the same shape the client's request has. */
export type AlertInput = ProductAlertRequest;

export type SubscribeOutcome =
  | { kind: 'subscribed'; alert: ProductAlert }
  | { kind: 'invalid-email' }
  | { kind: 'product-not-found' }
  | { kind: 'size-not-found' }
  | { kind: 'size-in-stock' }
  | { kind: 'already-subscribed' };

export async function subscribeAlert(deps: AlertDeps, context: ShopContext, input: AlertInput, origin: string): Promise<SubscribeOutcome> {
  if (!isValidEmail(input.email)) return { kind: 'invalid-email' };
  const email = normaliseEmail(input.email);
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);
  const product = (await loadProducts(deps.db, [input.productId])).get(input.productId);
  if (!product || !soldIn(product, context.store, reference)) return { kind: 'product-not-found' };
  const size = product.sizes.find((candidate) => candidate.id === input.productSizeId);
  if (!size) return { kind: 'size-not-found' };
  if (size.stock > 0) return { kind: 'size-in-stock' };

  const alerts = withAlerts(deps.db);
  const waiting = await alerts
    .selectFrom('product_alerts')
    .select('id')
    .where('email', '=', email)
    .where('product_size_id', '=', size.id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  if (waiting) return { kind: 'already-subscribed' };
  try {
    const row = await alerts
      .insertInto('product_alerts')
      .values({
        product_id: product.id,
        product_size_id: size.id,
        customer_id: input.customerId ?? null,
        device_token_salesforce: input.deviceTokenSalesforce ?? null,
        email,
        alert_type: input.alertType ?? DEFAULT_ALERT_TYPE,
        store_id: context.store.id,
        locale: context.locale,
        site_url: storeBaseUrl(context.store, deps.urls, origin),
        created_at: deps.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'subscribed', alert: alertFromRow(row) };
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'already-subscribed' };
    throw error;
  }
}

/** The alerts an address left in this store, newest first (waiting and sent). */
export async function listAlerts(deps: Pick<AlertDeps, 'db'>, context: ShopContext, email: string): Promise<ProductAlert[]> {
  const rows = await withAlerts(deps.db)
    .selectFrom('product_alerts')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .where('store_id', '=', context.store.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(alertFromRow);
}

/** false when the store has no such alert. */
export async function removeAlert(deps: Pick<AlertDeps, 'db'>, context: ShopContext, alertId: number): Promise<boolean> {
  const result = await withAlerts(deps.db)
    .deleteFrom('product_alerts')
    .where('id', '=', alertId)
    .where('store_id', '=', context.store.id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
 * alerts are mailed. null: no such size. Listings and search are refreshed after the commit.
 */
export async function restock(deps: AlertDeps, productSizeId: number, quantity: number): Promise<RestockResult | null> {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`A restock adds a positive whole quantity, not ${quantity}`);
  const updated = await deps.db
    .updateTable('product_sizes')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productSizeId)
    .returning(['product_id', 'stock'])
    .executeTakeFirst();
  if (!updated) return null;
  await deps.searchIndex?.refreshSizes([productSizeId]);
  const stockBefore = updated.stock - quantity;
  const alertsSent = stockBefore <= 0 ? await sendBackInStockAlerts(deps, productSizeId) : 0;
  return { productSizeId, productId: updated.product_id, stockBefore, stockAfter: updated.stock, alertsSent };
}

/**
 * Mails every waiting back-in-stock alert of a size. Alerts are claimed first (stamped sent in one
 * statement), so two restocks at once never mail twice; a mail that fails is put back to wait.
 */
export async function sendBackInStockAlerts(deps: AlertDeps, productSizeId: number): Promise<number> {
  const mailer = deps.mailer;
  if (!mailer) throw new Error('No mailer: the shop cannot send stock alerts');
  const claimed = await withAlerts(deps.db)
    .updateTable('product_alerts')
    .set({ sent_at: deps.now() })
    .where('product_size_id', '=', productSizeId)
    .where('alert_type', '=', 'back_in_stock')
    .where('sent_at', 'is', null)
    .returningAll()
    .execute();
  if (claimed.length === 0) return 0;
  const product = (await loadProducts(deps.db, [claimed[0].product_id])).get(claimed[0].product_id);
  const size = product?.sizes.find((candidate) => candidate.id === productSizeId);
  if (!product || !size) return 0;
  const reference = await cachedReference(deps.db, deps.cache);
  const brand = reference.brands.get(product.brandId)?.name ?? '';

  let sent = 0;
  const failures: unknown[] = [];
  for (const alert of claimed) {
    try {
      await mailer.send(backInStockMail(alert, { name: textIn(product, mailLocale(alert)).name, slug: productSlug(product, alert), brand, size: size.label }));
      sent += 1;
    } catch (error) {
      failures.push(error);
      await withAlerts(deps.db).updateTable('product_alerts').set({ sent_at: null }).where('id', '=', alert.id).execute();
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} stock alert mail(s) could not be sent`);
  return sent;
}

const mailLocale = (alert: ProductAlertRow): LocaleCode => (isLocaleCode(alert.locale) ? alert.locale : 'fr');

/** The product page is in the store's own language: its slug there. */
function productSlug(product: Parameters<typeof textIn>[0], alert: ProductAlertRow): string {
  const storeLocale = isStoreId(alert.store_id) ? STORES[alert.store_id].locale : mailLocale(alert);
  return textIn(product, storeLocale).slug;
}

function backInStockMail(alert: ProductAlertRow, product: { name: string; slug: string; brand: string; size: string }) {
  const locale = mailLocale(alert);
  const url = `${alert.site_url.replace(/\/+$/, '')}/p/${product.slug}`;
  const shop = isStoreId(alert.store_id) ? shopName(STORES[alert.store_id]) : 'Boutique';
  const { subject, text } = BACK_IN_STOCK_MAIL[locale]({ product: product.name, brand: product.brand, size: product.size, url, shop });
  return {
    kind: 'product-alert',
    to: alert.email,
    subject,
    text,
    locale,
    meta: { alertId: alert.id, productId: alert.product_id, productSizeId: alert.product_size_id, url },
  };
}
