/** The support agent's view of returns: reasons, an order's returns, one return with its history and money. */
import { returnProductLabel, type ReturnOrder, type ReturnReason, type ReturnSummary } from '../../src/domain/returns/returns';
import type { StoreDefinition } from '../../src/domain/store/stores';
import { dayText, shortDayText, shortMomentText } from '../format/dates';
import { table } from '../format/table';
import { moneyIn } from './basket-output';


export function reasonsText(reasons: readonly ReturnReason[]): string {
  if (reasons.length === 0) return 'No return reason.';
  return table(['ID', 'REASON', 'LABEL', 'FIT'], reasons.map((reason) => [String(reason.id), reason.name, reason.transportLabelFree ? 'free' : 'fee', reason.fit ? `too-${reason.fit}` : '']));
}

export function returnSummariesText(title: string, returns: readonly (ReturnSummary & { customerEmail?: string })[], store: StoreDefinition): string {
  if (returns.length === 0) return `${title}: none.`;
  const money = moneyIn(store);
  const withCustomer = returns.some((summary) => summary.customerEmail !== undefined);
  const headers = ['ID', 'RETURN', 'ORDER', 'DATE', 'STATUS', 'ITEMS', 'BACK', 'AS', ...(withCustomer ? ['CUSTOMER'] : [])];
  return `${title}\n${table(headers, returns.map((summary) => [
    String(summary.id),
    summary.reference,
    String(summary.orderId),
    shortDayText(summary.createdAt, store),
    summary.status,
    String(summary.itemCount),
    money(summary.refundAmount),
    summary.refundType,
    ...(withCustomer ? [summary.customerEmail ?? ''] : []),
  ]))}`;
}

function settlementText(found: ReturnOrder, money: (euros: number) => string, store: StoreDefinition): string | null {
  const settlement = found.settlement;
  if (!settlement) return null;
  if (settlement.kind === 'credit') return `credit #${settlement.creditId} of ${money(settlement.amount)}, valid until ${dayText(settlement.expiresAt, store)}`;
  const parts = [`${money(settlement.refunded)} refunded to the means of payment`];
  if (settlement.credited > 0) parts.push(`${money(settlement.credited)} as a credit`);
  return parts.join(', ');
}

/** One return: what, why, how much comes back, and what happened to it. */
export function returnText(found: ReturnOrder, store: StoreDefinition): string {
  const money = moneyIn(store);
  const rows: [string, string][] = [
    ['Return', `${found.reference} (#${found.id}) of order ${found.orderReference}`],
    ['Status', `${found.status} (${found.statusLabel})`],
    ['Asked', shortMomentText(found.createdAt, store)],
    ['Refund as', found.refundType === 'credit' ? 'a credit on the account' : 'the original means of payment'],
    ['Products', money(found.goodsAmount)],
    ['Fee', found.transportLabelFree ? `${money(0)} (free label)` : money(found.fee)],
    ['Back', money(found.refundAmount)],
  ];
  if (found.refusalReason) rows.push(['Refused', found.refusalReason]);
  const settled = settlementText(found, money, store);
  if (settled) rows.push(['Settled', settled]);
  const products = table(
    ['LINE', 'QTY', 'PRODUCT', 'SIZE', 'VALUE', 'REASON', 'COMMENT'],
    found.products.map((product) => [
      String(product.orderProduct),
      String(product.quantity),
      returnProductLabel(product),
      product.size,
      money(product.totalPrice),
      product.reason.name,
      product.comment,
    ]),
  );
  const history = found.events.map((event) => `  ${shortMomentText(event.at, store)}  ${event.status}${event.note ? ` (${event.note})` : ''}`).join('\n');
  return `${table(['FIELD', 'VALUE'], rows)}\n\n${products}\n\nHistory\n${history}`;
}
