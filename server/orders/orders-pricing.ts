/**
 * An order priced by the server alone (never the client's totals): the basket's own rules
 * (`basketDetail`: prices of the store, the promotion, VAT of the destination) for the
 * destination country, then the chosen carrier quoted by the checkout's carrier rule. Anything the
 * basket would have capped or dropped is a stock refusal here: an order sells what was asked or
 * nothing. A gift promotion adds its size as a line at 0.
 */
import type { Carrier } from '../../src/domain/catalogue/carrier';
import { formatCents, fromEuros, type Cents } from '../../src/domain/money/money';
import { LOCALES, type LocaleCode } from '../../src/domain/store/locales';
import { priceBasket, wantedLines, type BasketDeps, type WantedLine } from '../basket/basket-service';
import { freeOfCharge } from '../../src/domain/promotions/free-shipping';
import type { AppliedPromotion } from '../../src/domain/promotions/promotion';
import { cachedDeliveryCountries, quoteCarrier, type CarrierOffer, type DeliveryCountry } from '../checkout/checkout-service';
import { fail, succeed, type Failure, type FailureKind, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import { SHUT_OUTLET, type OutletGate } from '../core/outlet-gate';
import type { Db } from '../db/database';
import { lineFactRows } from './orders-repository';
import { orderText } from './orders-texts';

export type ConflictReason = 'stock' | 'price-changed' | 'promotion' | 'balance';
/** A refusal of the orders API; `reason` says which check of the order failed (the API answers it beside the message). */
export type OrderFailure = Failure & { reason?: ConflictReason };

const CONFLICT_KINDS: Record<ConflictReason, FailureKind> = {
  stock: 'sold-out',
  'price-changed': 'price-changed',
  // A promotion no longer valid changes the total the shopper saw.
  promotion: 'price-changed',
  balance: 'balance-changed',
};

export const conflict = (reason: ConflictReason, message: string): OrderFailure => ({ ...fail(CONFLICT_KINDS[reason], message), reason });

export type WantedItem = WantedLine;

export interface PricedLine extends WantedItem {
  unitPrice: Cents;
  originUnitPrice: Cents | null;
  total: Cents;
  name: string;
  brand: string;
  sizeLabel: string;
  picture: string | null;
  slug: string | null;
}

export interface PricedOrder {
  country: DeliveryCountry;
  lines: PricedLine[];
  /** Lines at their prices, before the promotion. */
  goods: Cents;
  discount: Cents;
  promotionCode: string | null;
  /** Every promotion applied (the code and automatic ones), as the engine answered. */
  promotions: AppliedPromotion[];
  /** The size ids of the lines, in the order of each promotion's `perLine`. */
  promotionSizeIds: number[];
  offer: CarrierOffer;
  carrier: Carrier;
  shipping: Cents;
  /** goods − discount + shipping. */
  amount: Cents;
}

interface LineFacts {
  name: string;
  brand: string;
  sizeLabel: string;
  picture: string | null;
  slug: string | null;
}

/** Names, brand, size (its name, else its key) and first picture of sizes, as the order will keep them (in the order's language). */
export async function lineFacts(db: Db, sizeIds: number[], locale: LocaleCode): Promise<Map<number, LineFacts>> {
  if (sizeIds.length === 0) return new Map();
  const rows = await lineFactRows(db, sizeIds, locale);
  return new Map(rows.map((row) => [row.id, { name: row.name ?? row.brand, brand: row.brand, sizeLabel: row.size_name ?? row.label, picture: row.picture ?? null, slug: row.slug ?? null }]));
}

export interface PricingInput {
  items: WantedItem[];
  promotionCode: string | null;
  device: number;
  countryIsoCode: string;
  carrierId: number;
  /** The customer: segment and per-customer promotions. */
  customerId: number | null;
  /** The caller's outlet access: an outlet-only line without it refuses the order (none given: shut). */
  outlet?: OutletGate;
}

export async function priceOrder(deps: BasketDeps, context: ShopContext, input: PricingInput): Promise<Outcome<PricedOrder>> {
  // The same product and size twice are one line, as in the basket.
  const items = wantedLines(input.items);
  if (items.length === 0) return fail('invalid-input', orderText('emptyBasket', context.locale));
  const [detail, facts, countries] = await Promise.all([
    priceBasket(deps, context, {
      basketItems: items.map((item) => ({ productId: item.productId, productSizeId: item.productSizeId, quantity: item.quantity })),
      basketPromotion: input.promotionCode === null ? null : { code: input.promotionCode },
      countryIsoCode: input.countryIsoCode,
      device: input.device,
    }, { customerId: input.customerId }, input.outlet),
    lineFacts(deps.db, items.map((item) => item.productSizeId), context.locale),
    cachedDeliveryCountries(deps.db, deps.cache),
  ]);
  if (!detail.ok) return detail.kind === 'invalid-input' ? fail('invalid-input', orderText('countryNotDeliverable', context.locale)) : detail;
  const { answer, promotions } = detail.value;
  // An outlet-only product is sold to outlet access alone: the order is refused, never sold without it.
  if (answer.removedItems.some((item) => item.reason === 'outlet-only')) return fail('not-allowed', await (input.outlet ?? SHUT_OUTLET).refusal());
  const byKey = new Map(answer.basketItems.map((line) => [`${line.productId}:${line.productSizeId}`, line]));
  const short = items.filter((item) => (byKey.get(`${item.productId}:${item.productSizeId}`)?.quantity ?? 0) < item.quantity);
  if (short.length > 0) {
    const names = short.map((item) => {
      const fact = facts.get(item.productSizeId);
      return fact ? `${fact.name} (${fact.sizeLabel})` : `#${item.productSizeId}`;
    });
    return conflict('stock', orderText('stock', context.locale, { items: names.join(', ') }));
  }
  if (answer.basketPromotion && !answer.basketPromotion.valid) {
    // Its uses ran out since the shopper saw it: the price changed; they are told the total without it.
    const reason = promotions.code?.refusal?.reason;
    if (reason === 'usage-limit' || reason === 'customer-limit') {
      const without = await priceOrder(deps, context, { ...input, promotionCode: null });
      if (!without.ok) return without;
      return conflict('price-changed', orderText('priceChanged', context.locale, { total: formatCents(without.value.amount, LOCALES[context.locale].iso) }));
    }
    return conflict('promotion', answer.basketPromotion.promotionValidity.message);
  }

  const country = countries.get(answer.countryIsoCode)!;
  const offer = country.carriers.find((candidate) => candidate.carrierId === input.carrierId);
  if (!offer) {
    const elsewhere = [...countries.values()].flatMap((other) => other.carriers).find((candidate) => candidate.carrierId === input.carrierId);
    return fail('invalid-input', orderText(elsewhere?.type === 'express' ? 'expressUnavailable' : 'noDeliveryMode', context.locale));
  }
  const lines: PricedLine[] = items.map((item) => {
    const line = byKey.get(`${item.productId}:${item.productSizeId}`)!;
    const fact = facts.get(item.productSizeId)!;
    const unitPrice = fromEuros(line.unitPrice);
    const originTotal = fromEuros(line.originPrice);
    const total = fromEuros(line.price);
    return { ...item, unitPrice, originUnitPrice: originTotal > total ? Math.round(originTotal / item.quantity) : null, total, ...fact };
  });
  // A gift promotion's size: its own line at 0.
  const giftSizes = promotions.applied.flatMap((applied) => (applied.gift ? [applied.gift] : []));
  const giftFacts = await lineFacts(deps.db, giftSizes.map((gift) => gift.productSizeId), context.locale);
  for (const gift of giftSizes) {
    const fact = giftFacts.get(gift.productSizeId);
    if (fact) lines.push({ productId: gift.productId, productSizeId: gift.productSizeId, quantity: 1, unitPrice: 0, originUnitPrice: null, total: 0, ...fact });
  }
  const goods = lines.reduce((sum, line) => sum + line.total, 0);
  const discount = answer.basketItems.reduce((sum, line) => sum + fromEuros(line.discountAmountWithDuty), 0);
  const quoted = quoteCarrier(offer, country, goods - discount, deps.now(), context.locale, context.store.id);
  // A free-shipping promotion makes whichever carrier the shopper chose free.
  const carrier = promotions.freeShipping ? freeOfCharge(quoted) : quoted;
  const shipping = carrier.price.priceWithDuty;
  return succeed({
    country,
    lines,
    goods,
    discount,
    promotionCode: answer.basketPromotion?.valid ? answer.basketPromotion.code : null,
    promotions: promotions.applied,
    promotionSizeIds: answer.basketItems.map((line) => line.productSizeId),
    offer,
    carrier,
    shipping,
    amount: goods - discount + shipping,
  });
}
