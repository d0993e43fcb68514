/**
 * The orders module's public face. The signed-in customer's orders (docs/checkout-api.md): placing
 * one, the history split in progress / finished, one order (another customer's is a 404, never a
 * 403: its existence is not told), the bank return, its PDF documents and the balance. Support's
 * orders (`orders-admin.ts`), the provider's settlement listener and the payment sweep are exposed
 * here too, with what the returns module needs of an order (its lines, the idempotency rules, a
 * credit added to the balance). Other modules import this file only.
 */
import { documentFileName } from '../../src/domain/orders/document-names';
import { isInProgress, type Order, type OrderSummary, type PaymentReturn } from '../../src/domain/orders/order';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { Executor } from '../db/transaction';
import { billPdf, purchaseOrderPdf, storeSeller } from '../documents/documents-service';
import type { OrderContext, OrdersDeps } from './orders-deps';
import { anonymisedBillingAddress, anonymisedShippingAddress } from '../../src/domain/accounts/data-rights';
import type { OrderAddress } from '../../src/domain/orders/order';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { Trx } from '../db/transaction';
import {
  balanceHistoryRows, balanceMovementRows, customerOrderFigures, customerOrders, findOrder, latestCustomerOrderRows, lockCustomerOrderAddresses, setOrderAddresses,
} from './orders-repository';
import { toEuros } from '../../src/domain/money/money';
import { PaymentUnavailableError, settlePayment } from './orders-settlement';
import { orderText, statusLabel } from './orders-texts';
import { hasBill, orderSummary, orderView, type OrderRecord } from './orders-view';

export { ordersDepsOf, type OrderContext, type OrdersDeps } from './orders-deps';
export { placeOrder, type PlaceOrderOutcome } from './orders-placing';
export type { OrderFailure } from './orders-pricing';
export {
  adminCancelOrder, adminDeliverOrder, adminListOrders, adminMarkPaid, adminShipOrder, adminShowOrder, SUPPORT_ROLE, supportOnly, supportOnlyText,
} from './orders-admin';
export { addCredit, customerBalance, type NewCredit } from './orders-balance';
import { customerBalance } from './orders-balance';
export { onProviderSettled } from './orders-settlement';
export { startPaymentSweep } from './orders-sweep';
export { isIdempotencyKey, requestHash } from './orders-rules';
export { orderText, type OrderTextKey } from './orders-texts';
export type { OrderLineRow, OrderRecord } from './orders-view';
// The balance's answer, which the gift cards' routes also give.
export { AdminOrderSchema, BalanceLineSchema, BalanceSchema, RefundBodySchema } from './orders-schemas';

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

/**
 * One of the customer's orders with its lines and events, as stored (a return is decided on them);
 * undefined when it does not exist or is another customer's.
 */
export function findCustomerOrder(db: Executor, orderId: number, customerId: number): Promise<OrderRecord | undefined> {
  return findOrder(db, orderId, customerId);
}

/** The bank return: asks the provider how the payment went and settles the order (idempotent). */
export async function paymentReturn(deps: OrdersDeps, context: OrderContext, orderId: number): Promise<Outcome<PaymentReturn>> {
  let settled;
  try {
    settled = await settlePayment(deps, orderId, { customerId: context.customer.id, origin: context.origin, locale: context.locale });
  } catch (error) {
    // The provider cannot say how it went: the order waits as it was; the shopper comes back (or the sweep settles it).
    if (error instanceof PaymentUnavailableError) return fail('provider-unavailable', orderText('paymentUnavailable', context.locale));
    throw error;
  }
  if (!settled) return fail('not-found', orderText('orderNotFound', context.locale));
  return succeed({ order: orderView(settled.record, context.locale), payment: settled.payment });
}

export type OrderDocumentKind = 'bill' | 'purchase-order';

export interface OrderDocument {
  fileName: string;
  pdf: Buffer;
}

/** The order a document is made of, and the store it was placed in: a bill only once paid (never for an order cancelled unpaid). */
async function documentOrder(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, orderId: number, kind: OrderDocumentKind): Promise<Outcome<{ order: Order; storeId: string }>> {
  const found = await ownOrder(deps, context, orderId);
  if (!found.ok) return found;
  if (kind === 'bill' && !hasBill(found.value.row.status)) return fail('wrong-state', orderText('billNotReady', context.locale));
  return succeed({ order: orderView(found.value, context.locale), storeId: found.value.row.store_id });
}

/** The bill or the purchase order of one of the customer's orders, as a PDF file in the request's language. */
export async function orderDocument(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, orderId: number, kind: OrderDocumentKind): Promise<Outcome<OrderDocument>> {
  const found = await documentOrder(deps, context, orderId, kind);
  if (!found.ok) return found;
  const { order, storeId } = found.value;
  const seller = await storeSeller(deps.db, storeId);
  const pdf = kind === 'bill' ? await billPdf(order, context.locale, seller) : await purchaseOrderPdf(order, context.locale, seller);
  // Named in the language it is written in (`facture-…`, `rechnung-…`, `invoice-…`).
  return succeed({ fileName: documentFileName(kind, order.id, context.locale), pdf });
}

// ---- Data rights (issue 36, docs/accounts-api.md "Your data") -----------------------------------

/** Everything of a customer's orders and balance for their data export: the orders as they see them, every balance entry and its movements. */
export async function customerOrdersData(deps: Pick<OrdersDeps, 'db' | 'now'>, customerId: number, locale: LocaleCode) {
  const [records, balance, movements] = await Promise.all([
    customerOrders(deps.db, customerId, 100_000),
    customerBalance(deps, customerId),
    balanceMovementRows(deps.db, customerId),
  ]);
  return {
    orders: records.map((record) => orderView(record, locale)),
    balance: balance.ok ? balance.value : null,
    balanceHistory: movements.map((row) => ({ entryId: row.entry_id, orderId: row.order_id, amount: row.amount_cents / 100, at: new Date(row.at).toISOString() })),
  };
}

/**
 * A closed account's orders stay, with their lines, totals, statuses and bills (kept 10 years,
 * ORDER_RETENTION_YEARS): the delivery address loses its person, street and phone, the billing
 * address its phone (the bill prints the buyer as issued). Inside the closing transaction.
 */
export async function anonymiseCustomerOrders(trx: Trx, customerId: number, now: Date): Promise<number> {
  const rows = await lockCustomerOrderAddresses(trx, customerId);
  for (const row of rows) {
    await setOrderAddresses(trx, row.id, anonymisedShippingAddress(row.shipping_address as OrderAddress), anonymisedBillingAddress(row.billing_address as OrderAddress), now);
  }
  return rows.length;
}

// ---- The back office's customer page (issue 39) --------------------------------------------------

/** A customer's orders for support: the latest `limit`, with the count and the sum of all by the database. */
export async function customerOrdersForSupport(db: Executor, customerId: number, locale: LocaleCode, limit = 20) {
  const [figures, rows] = await Promise.all([customerOrderFigures(db, customerId), latestCustomerOrderRows(db, customerId, limit)]);
  return {
    total: figures.count,
    spent: toEuros(figures.spentCents),
    items: rows.map((row) => ({
      id: row.id, reference: String(row.id), status: row.status, statusLabel: statusLabel(row.status, locale), createdAt: new Date(row.created_at).toISOString(),
      total: toEuros(row.total_cents + row.balance_cents), storeId: row.store_id, paymentMethod: row.payment_method,
    })),
  };
}

/** What moved on a customer's balance (spent on orders, given back), newest first. */
export async function customerBalanceHistory(db: Executor, customerId: number, limit = 100) {
  return (await balanceHistoryRows(db, customerId, limit)).map((row) => ({
    at: new Date(row.at).toISOString(), entryId: row.entry_id, label: row.label, orderId: row.order_id, amount: toEuros(row.amount_cents),
  }));
}
