/** What the basket costs, as the basket page and the CLI show it. Euros with 2 decimals; shipping in cents (SPEC §9). */
import { fromEuros, toEuros } from '../money/money';
import type { BasketState } from './basket-types';
import { amountLeftForFreeShipping, freeShippingThreshold } from './shipping';

export interface BasketAmounts {
  /** Articles (the header counter). */
  count: number;
  /** Goods before the promotion. */
  subtotal: number;
  /** What the promotions take off (automatic ones and the code; 0 without any). */
  discount: number;
  /** Goods after the promotion: the server's figure once it answered. */
  goods: number;
  /** Chosen carrier, else the default one; null before the first answer. */
  shippingCents: number | null;
  freeShipping: boolean;
  /** Goods plus shipping; null before the first answer. */
  total: number | null;
  /** Cents from which shipping is free; null when unknown. */
  freeShippingThresholdCents: number | null;
  /** Euros left before shipping is free (0 once it is); null when unknown. */
  amountLeftForFreeShipping: number | null;
}

export function basketAmounts(state: BasketState): BasketAmounts {
  const subtotalCents = state.lines.reduce((sum, line) => sum + fromEuros(line.info.price) * line.quantity, 0);
  const totals = state.totals;
  const codeDiscount = state.promotion?.status === 'valid' ? state.promotion.detail.discount : 0;
  const applied = totals?.promotions?.applied;
  const discount = applied && applied.length > 0 ? toEuros(applied.reduce((sum, promotion) => sum + fromEuros(promotion.discount), 0)) : codeDiscount;
  const goodsCents = totals ? fromEuros(totals.price) : Math.max(0, subtotalCents - fromEuros(discount));
  const shippingCents = state.carrier ? state.carrier.price.amount : (totals?.defaultCarrier.price.priceWithDuty ?? null);
  const threshold = totals?.defaultCarrier.price.freeShippingAmount
    || (state.freeShippingAmount === null ? null : freeShippingThreshold(fromEuros(state.freeShippingAmount)));
  return {
    count: state.lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: toEuros(subtotalCents),
    discount,
    goods: toEuros(goodsCents),
    shippingCents,
    freeShipping: shippingCents === 0 && state.lines.length > 0,
    total: shippingCents === null || !totals ? null : toEuros(goodsCents + shippingCents),
    freeShippingThresholdCents: threshold ?? null,
    amountLeftForFreeShipping: threshold ? toEuros(amountLeftForFreeShipping(threshold, goodsCents)) : null,
  };
}
