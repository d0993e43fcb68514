/**
 * One product's day-to-day changes (issue 32, role merchandiser; exposed by merchandise-service.ts):
 * show it as the merchant keeps it, set its price in a country, set or move a size's stock, publish
 * or archive it, sell it only in the outlet. Each change is one transaction; once it has committed,
 * search, answer caches and pages follow on every process (`catalogueChanges`), and a size that
 * comes back in stock mails its waiting alerts as every restock does (`alertRestocks`).
 */
import { changedStock, originalPriceProblem, readPrice, readStockChange, type PriceCountry, PRICE_COUNTRIES } from '../../src/domain/catalogue/catalogue-bundle';
import type { MerchandiseProduct, ProductStatus, StockChanged } from '../../src/domain/catalogue/merchandise-product';
import { toEuros } from '../../src/domain/money/money';
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';
import { versionMatches, type ExpectedVersion } from '../../src/domain/catalogue/product-version';
import type { MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { alertRestocks, stockAlertDeps } from '../alerts/alerts-service';
import type { ModuleDeps } from '../core/module-deps';
import { fail, succeed, type Outcome } from '../core/outcome';
import { refreshFingerprints } from './merchandise-export';
import { committedUnit, type EffectLog, type UnitOfWork } from '../db/transaction';
import {
  lockPrices, lockSizesBySku, lockVersion, nextVersions, productByKey, productParts, productPictures, setOutletOnly, setProductStatus, writePrices, writeStocks,
  type MerchandiseProductRow,
} from './merchandise-repository';
import { merchandiseText } from './merchandise-texts';

/** What the merchandise services need of the app, and where failed after-commit effects are logged. */
export type MerchandiseDeps = Pick<ModuleDeps, 'db' | 'media' | 'cache' | 'urls' | 'now' | 'mailer' | 'catalogueChanges' | 'secret'> & { log?: EffectLog };

/** A price as the API writes it: euros, at most two decimals (`12.5`); null: no crossed-out price. */
export interface PriceInput {
  price: number;
  originalPrice?: number | null;
}

/** `{ set: 12 }` or `{ add: 3 }` / `{ add: -1 }`: exactly one. */
export interface StockInput {
  set?: number;
  add?: number;
}

/** Any version: a change sent without If-Match (the command line's scripts, as before issue 39). */
export const ANY_VERSION: ExpectedVersion = { kind: 'none' };

/** Thrown inside a change's transaction: the product is no longer at the version the change was read at (it rolls back). */
class ChangedMeanwhile extends Error {}

/**
 * Locks the product's row and checks the version the change expects (a change queued behind
 * another one sees the version that one made). Call first in a change's transaction.
 */
export async function claimVersion(trx: UnitOfWork['trx'], productId: number, expected: ExpectedVersion): Promise<void> {
  const current = await lockVersion(trx, productId);
  if (!versionMatches(expected, current)) throw new ChangedMeanwhile();
}

/** A change's outcome, or the 409 of a product someone else changed since the caller read it. */
export async function unlessChangedMeanwhile<T>(locale: LocaleCode, change: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof ChangedMeanwhile) return fail('wrong-state', merchandiseText('changedMeanwhile', locale));
    throw error;
  }
}

export async function findProduct(deps: Pick<MerchandiseDeps, 'db'>, locale: LocaleCode, key: string): Promise<Outcome<MerchandiseProductRow>> {
  const row = key.length <= 64 ? await productByKey(deps.db, key) : undefined;
  return row ? succeed(row) : fail('not-found', merchandiseText('productNotFound', locale));
}

async function view(deps: Pick<MerchandiseDeps, 'db'>, row: MerchandiseProductRow): Promise<MerchandiseProduct> {
  const [{ texts, prices, sizes }, { pictures, watermark }] = await Promise.all([productParts(deps.db, row.id), productPictures(deps.db, row.id)]);
  const byCountry = new Map(prices.map((price) => [price.country_code, price]));
  return {
    key: row.key,
    id: row.id,
    modelKey: row.model_key,
    brand: row.brand,
    status: row.status,
    publishAt: row.publish_at?.toISOString() ?? null,
    unpublishAt: row.unpublish_at?.toISOString() ?? null,
    outletOnly: row.is_only_outlet,
    texts: Object.fromEntries(texts.filter((text) => isLocaleCode(text.locale)).map((text) => [text.locale, { name: text.name, slug: text.slug, description: text.description }])),
    prices: PRICE_COUNTRIES.flatMap((country) => {
      const price = byCountry.get(country);
      return price ? [{ country, price: toEuros(price.price), originalPrice: price.original_price === null ? null : toEuros(price.original_price) }] : [];
    }),
    sizes: sizes.map((size) => ({ sku: size.sku, gtin: size.gtin, size: size.label, stock: size.stock, productSizeId: size.id })),
    pictures,
    watermark,
    label: row.label as ProductLabel | null,
    marketLabels: row.market_labels as MarketLabelClass[],
    version: row.version,
  };
}

export async function showProduct(deps: Pick<MerchandiseDeps, 'db'>, locale: LocaleCode, key: string): Promise<Outcome<MerchandiseProduct>> {
  const found = await findProduct(deps, locale, key);
  return found.ok ? succeed(await view(deps, found.value)) : found;
}

/** The product as it is now (after a change: its new version). */
async function viewAgain(deps: Pick<MerchandiseDeps, 'db'>, row: MerchandiseProductRow): Promise<MerchandiseProduct> {
  return view(deps, (await productByKey(deps.db, row.key)) ?? row);
}

/** Euros as the API sends them, read by the one price rule (a point, at most two decimals, above zero). */
function centsOf(column: string, euros: number): Outcome<number> {
  const cell = Number.isFinite(euros) ? String(euros) : 'not a number';
  const read = readPrice(column, cell);
  return read.ok ? succeed(read.value) : fail('invalid-input', read.problem);
}

export function setPrice(deps: MerchandiseDeps, locale: LocaleCode, key: string, country: PriceCountry, input: PriceInput, expected = ANY_VERSION): Promise<Outcome<MerchandiseProduct>> {
  return unlessChangedMeanwhile(locale, () => priceSet(deps, locale, key, country, input, expected));
}

async function priceSet(deps: MerchandiseDeps, locale: LocaleCode, key: string, country: PriceCountry, input: PriceInput, expected: ExpectedVersion): Promise<Outcome<MerchandiseProduct>> {
  const found = await findProduct(deps, locale, key);
  if (!found.ok) return found;
  const price = centsOf('price', input.price);
  if (!price.ok) return price;
  const original = input.originalPrice === undefined || input.originalPrice === null ? succeed(null) : centsOf('originalPrice', input.originalPrice);
  if (!original.ok) return original;
  const problem = originalPriceProblem(price.value, original.value);
  if (problem) return fail('invalid-input', problem);
  const productId = found.value.id;
  await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    await claimVersion(trx, productId, expected);
    const [current] = (await lockPrices(trx, [productId])).filter((row) => row.country_code === country);
    if (current?.price === price.value && current.original_price === original.value) return;
    await writePrices(trx, [{ product_id: productId, country_code: country, price: price.value, original_price: original.value }]);
    await nextVersions(trx, [productId]);
    await refreshFingerprints(trx, [productId]);
    afterCommit(() => deps.catalogueChanges?.refreshProducts([productId]));
  });
  return succeed(await viewAgain(deps, found.value));
}

/** The body's change in the words of the one stock rule: `12`, `+3`, `-1`. */
function stockCell(input: StockInput): string | null {
  if ((input.set === undefined) === (input.add === undefined)) return null;
  if (input.set !== undefined) return String(input.set);
  const add = input.add!;
  return add < 0 ? String(add) : `+${add}`;
}

export function changeStock(deps: MerchandiseDeps, locale: LocaleCode, key: string, sku: string, input: StockInput, expected = ANY_VERSION): Promise<Outcome<StockChanged>> {
  return unlessChangedMeanwhile(locale, () => stockChanged(deps, locale, key, sku, input, expected));
}

async function stockChanged(deps: MerchandiseDeps, locale: LocaleCode, key: string, sku: string, input: StockInput, expected: ExpectedVersion): Promise<Outcome<StockChanged>> {
  const cell = stockCell(input);
  if (cell === null) return fail('invalid-input', merchandiseText('stockChangeExpected', locale));
  const change = readStockChange(input.set !== undefined ? 'set' : 'add', cell);
  if (!change.ok) return fail('invalid-input', change.problem);
  const found = await findProduct(deps, locale, key);
  if (!found.ok) return found;
  const productId = found.value.id;
  const sent = { count: 0 };
  const moved = await committedUnit(deps.db, deps.log, async (unit) => {
    await claimVersion(unit.trx, productId, expected);
    const [size] = (await lockSizesBySku(unit.trx, [sku])).filter((row) => row.product_id === productId);
    if (!size) return null;
    const stock = changedStock(size.stock, change.value);
    if (stock !== size.stock) {
      await writeStocks(unit.trx, [{ id: size.id, stock }]);
      await nextVersions(unit.trx, [productId]);
      await alertRestocks(stockAlertDeps(deps), unit, [{ productSizeId: size.id, stockBefore: size.stock, stockAfter: stock }], sent);
      unit.afterCommit(() => deps.catalogueChanges?.refreshSizes([size.id]));
    }
    return { stockBefore: size.stock, stock, version: await lockVersion(unit.trx, productId) };
  });
  if (!moved) return fail('not-found', merchandiseText('sizeNotFound', locale));
  return succeed({ key: found.value.key, sku, ...moved, alertsSent: sent.count });
}

/** One change of the product's own row or texts, at the version expected; `write` says whether it changed anything. */
export function changeProduct(deps: MerchandiseDeps, locale: LocaleCode, key: string, write: (unit: UnitOfWork, productId: number) => Promise<boolean>, expected = ANY_VERSION): Promise<Outcome<MerchandiseProduct>> {
  return unlessChangedMeanwhile(locale, async () => {
    const found = await findProduct(deps, locale, key);
    if (!found.ok) return found;
    const productId = found.value.id;
    await committedUnit(deps.db, deps.log, async (unit) => {
      await claimVersion(unit.trx, productId, expected);
      if (!(await write(unit, productId))) return;
      await nextVersions(unit.trx, [productId]);
      await refreshFingerprints(unit.trx, [productId]);
      unit.afterCommit(() => deps.catalogueChanges?.refreshProducts([productId]));
    });
    return succeed(await viewAgain(deps, found.value));
  });
}

/** Published (on sale within its window) or archived (off sale, kept for orders, returns and a comeback). */
export function setStatus(deps: MerchandiseDeps, locale: LocaleCode, key: string, status: ProductStatus, expected = ANY_VERSION): Promise<Outcome<MerchandiseProduct>> {
  return changeProduct(deps, locale, key, ({ trx }, productId) => setProductStatus(trx, productId, status), expected);
}

/** Sold only in the outlet (or everywhere again). */
export function markOutletOnly(deps: MerchandiseDeps, locale: LocaleCode, key: string, outletOnly: boolean, expected = ANY_VERSION): Promise<Outcome<MerchandiseProduct>> {
  return changeProduct(deps, locale, key, ({ trx }, productId) => setOutletOnly(trx, productId, outletOnly), expected);
}
