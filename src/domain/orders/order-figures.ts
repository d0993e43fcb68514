/**
 * The figures every document of an order prints (the order page, the mails, the bill and the
 * purchase order read them here, so they never disagree): goods − discount + shipping is the
 * order's total with VAT, and its VAT is the VAT of the goods sold. Vouchers and credits are a
 * means of payment (as a French invoice says them): they come after the total and its VAT, and
 * what the other means paid is what is left.
 */
import { fromEuros, type Cents } from '../money/money';
import type { OrderAmounts } from './order';

export interface OrderFigures {
  /** The lines added up. */
  goods: Cents;
  discount: Cents;
  shipping: Cents;
  /** goods − discount + shipping: what the order costs, VAT included. */
  total: Cents;
  /** The parts of `total`: without VAT, and its VAT. */
  dutyFree: Cents;
  vat: Cents;
  /** Vouchers and credits spent on the order. */
  credit: Cents;
  /** total − credit: what the payment means paid (or has to pay). */
  paid: Cents;
}

/** The figures of an order view's amounts (euros), in cents. */
export function orderFigures(amounts: OrderAmounts): OrderFigures {
  const goods = fromEuros(amounts.goods);
  const discount = fromEuros(amounts.discount);
  const shipping = fromEuros(amounts.shipping);
  const credit = fromEuros(amounts.balance);
  const paid = fromEuros(amounts.total);
  const total = paid + credit;
  const dutyFree = fromEuros(amounts.dutyFree);
  return { goods, discount, shipping, total, dutyFree, vat: total - dutyFree, credit, paid };
}

/** The VAT rate the figures show ("20 %"): VAT over the amount without it, 0 when there is none. */
export function vatRate(figures: Pick<OrderFigures, 'vat' | 'dutyFree'>): number {
  return figures.dutyFree > 0 ? figures.vat / figures.dutyFree : 0;
}
