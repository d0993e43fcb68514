/**
 * The totals block every document of an order writes — the bill, the purchase order and the order
 * mails — out of the one set of figures (src/domain/orders/order-figures.ts): goods, discount,
 * shipping, the total with VAT and its parts, then the vouchers and credits spent (a means of
 * payment) and what the other means paid. Labels in the order's language, money in its locale.
 */
import { toEuros } from '../../src/domain/money/money';
import type { Order } from '../../src/domain/orders/order';
import { orderFigures, vatRate } from '../../src/domain/orders/order-figures';
import { LOCALES } from '../../src/domain/store/locales';
import { documentLocale, documentTexts } from './documents-texts';

export interface TotalRow {
  label: string;
  value: string;
  /** The total with VAT and what was (or is to be) paid. */
  strong: boolean;
}

/**
 * The rows, each with its amount written by `money` (euros, in the locale's ISO code): the PDFs
 * write Intl's narrow spaces, the mails plain ones.
 */
export function orderTotalRows(order: Pick<Order, 'amounts' | 'promotionCode' | 'carrier' | 'status'>, locale: string, money: (euros: number, iso: string) => string): TotalRow[] {
  const texts = documentTexts(locale);
  const iso = LOCALES[documentLocale(locale)].iso;
  const figures = orderFigures(order.amounts);
  const euros = (cents: number) => money(toEuros(cents), iso);
  const rate = new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 1 }).format(vatRate(figures));
  const row = (label: string, value: string, strong = false): TotalRow => ({ label, value, strong });
  return [
    row(texts.goods, euros(figures.goods)),
    ...(figures.discount > 0 ? [row(`${texts.discount}${order.promotionCode ? ` (${order.promotionCode})` : ''}`, `− ${euros(figures.discount)}`)] : []),
    row(`${texts.shipping} (${order.carrier.name})`, figures.shipping > 0 ? euros(figures.shipping) : texts.free),
    row(texts.totalWithVat, euros(figures.total), true),
    row(texts.dutyFree, euros(figures.dutyFree)),
    row(`${texts.vat} (${rate})`, euros(figures.vat)),
    ...(figures.credit > 0 ? [row(texts.balanceUsed, `− ${euros(figures.credit)}`)] : []),
    row(order.status === 'awaiting_payment' ? texts.toPay : texts.paid, euros(figures.paid), true),
  ];
}
