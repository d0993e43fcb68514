/**
 * The basket module's public face. POST /basket/detail: prices every line for the store's
 * country, caps quantities at the stock, drops lines that can no longer be sold (saying which),
 * applies the promotions (automatic ones and the code: src/domain/promotions), and quotes the default carrier of the delivery country. One query
 * reads the lines; countries, carriers, promotions and the brand/category reference come from the
 * app's caches. An order is priced by the same rules (the orders module calls `basketDetail`).
 */
import { DELIVERY_DATE_REQUIRED, PRICE_REQUIRED, type RemovedItem } from '../../src/domain/basket/basket-detail';
import { dutyFree } from '../../src/domain/basket/pricing';
import { parsePromoCode } from '../../src/domain/basket/promo-code';
import { freeOfCharge } from '../../src/domain/promotions/free-shipping';
import type { EngineResult } from '../../src/domain/promotions/promotion';
import { evaluatePromotions } from '../../src/domain/promotions/promotion-engine';
import type { Carrier } from '../../src/domain/catalogue/carrier';
import { toEuros, type Cents } from '../../src/domain/money/money';
import { priceKey } from '../../src/domain/store/stores';
import type { TtlCache } from '../cache/ttl-cache';
import { brandVisibleIn, cachedReference, categoryChain, termName, type CatalogueReference } from '../catalogue/catalogue-service';
import { cachedDeliveryCountries, defaultCarrierOffer, deliveryCountry, quoteCarrier } from '../checkout/checkout-service';
import { succeed, type Outcome } from '../core/outcome';
import { SHUT_OUTLET, type OutletGate } from '../core/outlet-gate';
import { productOpenTo } from '../../src/domain/outlet/outlet-access';
import type { ShopContext } from '../core/shop-context';
import type { Db } from '../db/database';
import type { BasketDetailAnswer, BasketDetailInput, BasketItemAnswer } from './basket-answer';
import { loadBasketSizes, type BasketSizeRow } from './basket-lines';
import { lineTextRows } from './basket-repository';
import { appliedAnswers, codeAnswer, declinedAnswers } from './basket-promotions';
import { basketMessage } from './basket-texts';
import { cachedPromotionRules, promotionCustomer } from '../promotions/promotions-service';

export { forgetProductFacts } from './basket-lines';
export type { BasketDetailAnswer, BasketDetailInput } from './basket-answer';

export interface BasketDeps {
  db: Db;
  cache: TtlCache;
  now: () => Date;
}

/** A line as asked: a size of a product, and how many. */
export interface WantedLine {
  productId: number;
  productSizeId: number;
  quantity: number;
}

interface PricedLine extends WantedLine {
  row: BasketSizeRow;
  available: number;
  total: Cents;
  originTotal: Cents;
}

const toInt = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isSafeInteger(number) ? number : null;
};

/**
 * SPEC §5 conversion, then the same product and size added up (a missing quantity counts as 1:
 * the line exists). The one rule of a basket's lines, for the basket and for an order.
 */
export function wantedLines(items: BasketDetailInput['basketItems']): WantedLine[] {
  const lines = new Map<string, WantedLine>();
  for (const item of items) {
    const productId = toInt(item.productId)!;
    const productSizeId = toInt(item.productSizeId)!;
    const quantity = toInt(item.quantity) ?? 1;
    const key = `${productId}:${productSizeId}`;
    const existing = lines.get(key);
    if (existing) existing.quantity += quantity;
    else lines.set(key, { productId, productSizeId, quantity });
  }
  return [...lines.values()];
}

function priceLines(wanted: WantedLine[], rows: Map<number, BasketSizeRow>, reference: CatalogueReference, context: ShopContext, outletAccess: boolean) {
  const priced: PricedLine[] = [];
  const removed: RemovedItem[] = [];
  for (const line of wanted) {
    const row = rows.get(line.productSizeId);
    const brand = row ? reference.brands.get(row.brandId) : undefined;
    if (!row || row.productId !== line.productId || !brand) {
      removed.push({ productId: line.productId, productSizeId: line.productSizeId, quantity: line.quantity, reason: 'discontinued' });
      continue;
    }
    if (row.price === null || !brandVisibleIn(brand, context.store)) {
      removed.push({ productId: line.productId, productSizeId: line.productSizeId, quantity: line.quantity, reason: 'not-sold-here' });
      continue;
    }
    if (!productOpenTo(row, outletAccess)) {
      removed.push({ productId: line.productId, productSizeId: line.productSizeId, quantity: line.quantity, reason: 'outlet-only' });
      continue;
    }
    const available = Math.max(0, row.stock);
    const quantity = Math.min(line.quantity, available);
    priced.push({ ...line, quantity, row, available, total: row.price * quantity, originTotal: (row.originalPrice ?? row.price) * quantity });
  }
  return { priced, removed };
}

/**
 * A line's name and size in the request's language (issue 35): a basket filled in another store
 * reads in this store's words once the shop answers. French when the product has no such translation.
 */
function lineWords(rows: { sizeId: number; label: string; locale: string; name: string }[], reference: CatalogueReference, sizeId: number, locale: ShopContext['locale']) {
  const own = rows.find((row) => row.sizeId === sizeId && row.locale === locale) ?? rows.find((row) => row.sizeId === sizeId);
  return { name: own?.name ?? '', size: own ? termName(reference, 'size', own.label, locale) : '' };
}

/** SPEC §5: the carrier always carries a price and a delivery date. */
function checkedCarrier(carrier: Carrier): Carrier {
  if (carrier.price === null || carrier.price === undefined) throw new Error(PRICE_REQUIRED);
  if (carrier.deliveryDate === null || carrier.deliveryDate === undefined) throw new Error(DELIVERY_DATE_REQUIRED);
  return carrier;
}

/** Who asks: a signed-in customer's id (segment and per-customer promotions), or null. */
export interface Shopper {
  customerId: number | null;
}

/** The basket's answer and what the engine decided, for the order to record. */
export interface PricedBasket {
  answer: BasketDetailAnswer;
  promotions: EngineResult;
}

export async function basketDetail(
  deps: BasketDeps,
  context: ShopContext,
  body: BasketDetailInput,
  shopper: Shopper = { customerId: null },
  outlet: OutletGate = SHUT_OUTLET,
): Promise<Outcome<BasketDetailAnswer>> {
  const priced = await priceBasket(deps, context, body, shopper, outlet);
  return priced.ok ? succeed(priced.value.answer) : priced;
}

/**
 * The basket priced. An outlet-only line needs outlet access (`outlet`, asked only when such a line
 * is there): without it the line goes, with the "unavailable items removed" message.
 */
export async function priceBasket(
  deps: BasketDeps,
  context: ShopContext,
  body: BasketDetailInput,
  shopper: Shopper = { customerId: null },
  outlet: OutletGate = SHUT_OUTLET,
): Promise<Outcome<PricedBasket>> {
  const wanted = wantedLines(body.basketItems);
  const countryCode = (body.countryIsoCode ?? context.store.countryCode).toUpperCase();
  const device = body.device === null || body.device === undefined ? context.device : Number(body.device);
  const wantsPromotion = body.basketPromotion !== undefined && body.basketPromotion !== null;
  const [countries, reference, rows, rules, customer, texts] = await Promise.all([
    cachedDeliveryCountries(deps.db, deps.cache, context.noCache),
    cachedReference(deps.db, deps.cache, context.noCache),
    loadBasketSizes(deps.db, wanted.map((line) => line.productSizeId), priceKey(context.store), context.noCache),
    cachedPromotionRules(deps.db, deps.cache, context.noCache),
    shopper.customerId === null ? null : promotionCustomer(deps.db, shopper.customerId),
    wanted.length === 0 ? [] : lineTextRows(deps.db, wanted.map((line) => line.productSizeId), context.locale),
  ]);
  const delivery = deliveryCountry(countries, countryCode, context.locale);
  if (!delivery.ok) return delivery;
  const country = delivery.value;
  const outletAccess = [...rows.values()].some((row) => row.isOnlyOutlet) ? await outlet.open() : false;
  const { priced, removed } = priceLines(wanted, rows, reference, context, outletAccess);
  const now = deps.now();
  const offer = defaultCarrierOffer(country)!;
  const before = priced.reduce((sum, line) => sum + line.total, 0);

  const parsed = wantsPromotion ? parsePromoCode(body.basketPromotion?.code) : null;
  const typedCode = parsed?.ok ? parsed.code : null;
  const result = evaluatePromotions(rules, typedCode, {
    now,
    device,
    storeId: context.store.id,
    customer,
    shippingValue: quoteCarrier(offer, country, before, now, context.locale, context.store.id).price.priceWithDuty,
    lines: priced.map((line) => ({
      key: line.productSizeId,
      productId: line.productId,
      brandId: line.row.brandId,
      categoryIds: categoryChain(reference, line.row.categoryId).map((node) => node.id),
      quantity: line.quantity,
      total: line.total,
    })),
  });
  const perLine: Cents[] = result.perLine;
  // A gift is given while its size is in stock (the order takes it with the others).
  const giftIds = result.applied.flatMap((applied) => (applied.gift ? [applied.gift.productSizeId] : []));
  if (giftIds.length > 0) {
    const giftRows = await loadBasketSizes(deps.db, giftIds, priceKey(context.store), context.noCache);
    const inStock = (id: number) => (giftRows.get(id)?.stock ?? 0) > 0;
    result.applied = result.applied.filter((applied) => !applied.gift || inStock(applied.gift.productSizeId) || applied.discount > 0 || applied.freeShipping)
      .map((applied) => (applied.gift && !inStock(applied.gift.productSizeId) ? { ...applied, gift: null } : applied));
  }

  const discount = perLine.reduce((sum, part) => sum + part, 0);
  const goods = before - discount;
  const quoted = checkedCarrier(quoteCarrier(offer, country, goods, now, context.locale, context.store.id));
  const carrier = result.freeShipping ? freeOfCharge(quoted) : quoted;
  const items: BasketItemAnswer[] = priced.map((line, index) => ({
    productId: line.productId,
    productSizeId: line.productSizeId,
    quantity: line.quantity,
    quantityAvailable: line.available,
    unitPrice: toEuros(line.row.price!),
    originPrice: toEuros(line.originTotal),
    price: toEuros(line.total),
    dutyFreePrice: toEuros(dutyFree(line.total, country.vatRate)),
    discountAmountWithDuty: toEuros(perLine[index]),
    ...lineWords(texts, reference, line.productSizeId, context.locale),
  }));
  const answer: BasketDetailAnswer = {
    price: toEuros(goods),
    dutyFreePrice: toEuros(dutyFree(goods, country.vatRate)),
    priceWithDefaultCarrier: toEuros(goods + carrier.price.priceWithDuty),
    weight: priced.reduce((sum, line) => sum + line.row.weightGrams * line.quantity, 0),
    countryIsoCode: country.isoCode2,
    device: device === 1 ? 1 : 0,
    basketItems: items,
    basketPromotion: wantsPromotion ? codeAnswer(typedCode === null ? null : result, context.locale, country.vatRate) : null,
    defaultCarrier: carrier,
    removedItems: removed,
    removedItemsMessage: removed.length > 0 || priced.some((line) => line.quantity === 0) ? basketMessage('itemsRemoved', context.locale) : null,
    appliedPromotions: appliedAnswers(result, context.locale),
    declinedPromotions: declinedAnswers(result, context.locale),
  };
  return succeed({ answer, promotions: result });
}
