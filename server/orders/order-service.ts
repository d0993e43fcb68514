/**
 * The signed-in customer's orders (docs/checkout-api.md): the history split in progress /
 * finished, one order (another customer's is a 404, never a 403: its existence is not told),
 * the bank return, and which documents an order has.
 */
import { isInProgress, type Order, type OrderSummary, type PaymentReturn } from '../../src/domain/orders/order';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { OrderContext, OrdersDeps } from './order-deps';
import { customerOrders, findOrder } from './order-repository';
import { settlePayment } from './order-settlement';
import { orderText } from './order-texts';
import { hasBill, orderSummary, orderView, type OrderRecord } from './order-view';

export async function orderHistory(deps: Pick<OrdersDeps, 'db'>, context: OrderContext): Promise<Outcome<{ inProgress: OrderSummary[]; finished: OrderSummary[] }>> {
  const records = await customerOrders(deps.db, context.customer.id);
  return succeed({
    inProgress: records.filter((record) => isInProgress(record.row.status)).map(orderSummary),
    finished: records.filter((record) => !isInProgress(record.row.status)).map(orderSummary),
  });
}

async function ownOrder(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, orderId: number): Promise<Outcome<OrderRecord>> {
  const record = await findOrder(deps.db, orderId, context.customer.id);
  return record ? succeed(record) : fail('not-found', orderText('orderNotFound', context.locale));
}

export async function customerOrder(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, orderId: number): Promise<Outcome<Order>> {
  const found = await ownOrder(deps, context, orderId);
  return found.ok ? succeed(orderView(found.value, context.locale)) : found;
}

/** The bank return: asks the provider how the payment went and settles the order (idempotent). */
export async function paymentReturn(deps: OrdersDeps, context: OrderContext, orderId: number): Promise<Outcome<PaymentReturn>> {
  const settled = await settlePayment(deps, orderId, { customerId: context.customer.id, origin: context.origin, locale: context.locale });
  if (!settled) return fail('not-found', orderText('orderNotFound', context.locale));
  return succeed({ order: orderView(settled.record, context.locale), payment: settled.payment });
}

export type OrderDocumentKind = 'bill' | 'purchase-order';

/** The order a document is made of: a bill only once paid (never for an order cancelled unpaid). */
export async function documentOrder(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, orderId: number, kind: OrderDocumentKind): Promise<Outcome<Order>> {
  const found = await ownOrder(deps, context, orderId);
  if (!found.ok) return found;
  if (kind === 'bill' && !hasBill(found.value.row.status)) return fail('wrong-state', orderText('billNotReady', context.locale));
  return succeed(orderView(found.value, context.locale));
}

export const documentFileName = (kind: OrderDocumentKind, orderId: number): string =>
  kind === 'bill' ? `facture-${orderId}.pdf` : `bon-de-commande-${orderId}.pdf`;
