/** The support agent's view of a basket: lines, promotion, automatic promotions and what they still need, totals, carrier, free-shipping nudge, notices. */
import type { Basket } from '../../src/domain/basket/basket';
import type { RemovalReason } from '../../src/domain/basket/basket-detail';
import type { BasketLine, BasketNotice } from '../../src/domain/basket/basket-types';
import { formatMoney } from '../../src/domain/money/money';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { StoreDefinition } from '../../src/domain/store/stores';
import { dayText } from '../format/dates';
import { plainSpaces, table } from '../format/table';

const REMOVAL_WORDS: Record<RemovalReason, string> = {
  discontinued: 'no longer in the catalogue',
  'not-sold-here': 'not sold in this store',
  'outlet-only': 'sold in the outlet only, and the outlet is closed to this basket',
};

/** Shopper-facing sentences, in the store's language (the rest of the output is for support staff). */
const NUDGE: Record<LocaleCode, { left: string; free: string }> = {
  fr: { left: 'Plus que {amount} pour la livraison gratuite', free: 'Livraison gratuite' },
  es: { left: 'Te faltan {amount} para el envío gratuito', free: 'Envío gratuito' },
  it: { left: 'Ancora {amount} per la spedizione gratuita', free: 'Spedizione gratuita' },
  nl: { left: 'Nog {amount} voor gratis verzending', free: 'Gratis verzending' },
  de: { left: 'Noch {amount} bis zum kostenlosen Versand', free: 'Kostenloser Versand' },
  en: { left: 'Only {amount} more for free delivery', free: 'Free delivery' },
};

export type LineNames = Map<string, { name: string | null; size: string | null }>;

const key = (productId: number, sizeId: number) => `${productId}:${sizeId}`;

/** Names and size labels of the lines, to describe lines a recalculation removed. */
export function lineNames(...baskets: Basket[]): LineNames {
  const names: LineNames = new Map();
  for (const basket of baskets) for (const line of basket.lines) names.set(key(line.info.id, line.size.id), { name: line.info.name, size: line.size.label });
  return names;
}

export function moneyIn(store: StoreDefinition): (euros: number) => string {
  return (euros) => plainSpaces(formatMoney(euros, store.defaultLocale));
}

function describeLine(productId: number, sizeId: number, names: LineNames): string {
  const known = names.get(key(productId, sizeId));
  return `${known?.name ? `'${known.name}' ` : ''}#${productId} in size ${known?.size ?? sizeId}`;
}

export function noticeText(notice: BasketNotice, names: LineNames): string {
  switch (notice.kind) {
    case 'quantity-capped':
      return `Notice: only ${notice.available} left of ${describeLine(notice.productId, notice.sizeId, names)}: quantity lowered from ${notice.requested} to ${notice.available}.`;
    case 'line-removed':
      return notice.reason === 'out-of-stock'
        ? `Notice: ${describeLine(notice.productId, notice.sizeId, names)} is sold out: removed from the basket.`
        : `Notice: ${describeLine(notice.productId, notice.sizeId, names)} is ${REMOVAL_WORDS[notice.reason]}: removed from the basket.`;
    case 'promotion-refused':
      return `Notice: promo code ${notice.code} refused: ${notice.message}`;
  }
}

function lineRow(line: BasketLine, money: (euros: number) => string): string[] {
  const total = Math.round(line.info.price * 100) * line.quantity;
  const was = line.info.originPrice !== null ? ` (was ${money(line.info.originPrice)})` : '';
  return [`${line.info.name ?? 'Product'} (#${line.info.id})`, `${line.size.label ?? '?'} (${line.size.id})`, String(line.quantity), `${money(line.info.price)}${was}`, money(total / 100)];
}

export function basketText(basket: Basket, store: StoreDefinition): string {
  const money = moneyIn(store);
  const header = `Basket of ${store.id} (${store.displayName}, ${store.defaultLocale})`;
  if (basket.isEmpty) return `${header}\nThe basket is empty.`;
  const amounts = basket.amounts();
  const totals = basket.totals;
  const rows: [string, string][] = [];
  const promotion = basket.promotion;
  if (promotion?.status === 'valid') rows.push(['Promotion', `${promotion.code} (${promotion.detail.name}): -${money(promotion.detail.discount)}`]);
  else if (promotion) rows.push(['Promotion', `${promotion.code} (not checked yet)`]);
  // Automatic promotions (issue 34): the code has its own row above.
  for (const applied of totals?.promotions?.applied.filter((entry) => entry.code === null) ?? []) {
    rows.push(['Automatic', `${applied.name}: ${applied.discount > 0 ? `-${money(applied.discount)}` : applied.freeShipping ? 'free shipping' : 'applied'}`]);
  }
  rows.push(['Subtotal', money(amounts.subtotal)]);
  if (amounts.discount > 0) rows.push(['Discount', `-${money(amounts.discount)}`]);
  if (totals) {
    const carrier = totals.defaultCarrier;
    rows.push(['Carrier', `${carrier.serviceName} (${carrier.name}), ships ${dayText(carrier.deliveryDate.shippingDate, store)}, expected delivery ${dayText(carrier.deliveryDate.deliveryDate, store)}`]);
    rows.push(['Shipping', amounts.freeShipping ? `free (${money(0)})` : money((amounts.shippingCents ?? 0) / 100)]);
    rows.push(['Total', money(amounts.total ?? 0)]);
    rows.push(['Country', totals.countryIsoCode]);
  } else {
    rows.push(['Total', basket.error ? 'unknown: the last recalculation failed' : 'not calculated yet']);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = [
    `${header}, ${amounts.count} article${amounts.count === 1 ? '' : 's'}`,
    table(['PRODUCT', 'SIZE', 'QTY', 'UNIT', 'TOTAL'], basket.lines.map((line) => lineRow(line, money))),
    ...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
  ];
  if (amounts.amountLeftForFreeShipping !== null && totals) {
    const nudge = NUDGE[store.locale];
    lines.push(amounts.amountLeftForFreeShipping > 0 ? nudge.left.replace('{amount}', money(amounts.amountLeftForFreeShipping)) : nudge.free);
  }
  // What automatic promotions still need, in the shopper's words.
  for (const declined of totals?.promotions?.declined.filter((entry) => entry.code === null) ?? []) lines.push(`Offer: ${declined.message}`);
  return lines.join('\n');
}

/** `--json`: the whole basket state, what it costs, and what the last change said. */
export function basketJson(basket: Basket, notices: BasketNotice[]): string {
  return JSON.stringify({ ...basket.toJSON(), amounts: basket.amounts(), notices }, null, 2);
}
