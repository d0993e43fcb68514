/**
 * An order as the API shows it (docs/checkout-api.md "Order", "OrderSummary"): rows of the
 * orders tables in cents → the domain view in euros, the status in the request's language.
 */
import { PAYMENT_METHOD_IDS, type Order, type OrderStatus, type OrderSummary } from '../../src/domain/orders/order';
import { toEuros } from '../../src/domain/money/money';
import { productPath } from '../../src/domain/routing/listing-slugs';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orders-tables';
import { returnDeadline, returnReference } from '../../src/domain/returns/returns';
import { statusLabel } from './orders-texts';

export type { OrderEventRow, OrderLineRow, OrderRow };

/** Money given back on the order (order_refunds), oldest first; `return_id` null: the refund of a cancelled order (issue 39). */
export interface OrderRefundRow {
  return_id: number | null;
  amount_cents: number;
  means: 'provider' | 'credit';
  at: Date | string;
}

export interface OrderRecord {
  row: OrderRow;
  lines: OrderLineRow[];
  events: OrderEventRow[];
  /** Units of each order line (by id) held by returns that were not cancelled; absent: none. */
  returned?: ReadonlyMap<number, number>;
  refunds?: OrderRefundRow[];
}

/** A delivered order's last moment for a return (its `delivered` event + 14 days), else null. */
export function orderReturnDeadline({ row, events }: Pick<OrderRecord, 'row' | 'events'>): Date | null {
  if (row.status !== 'delivered') return null;
  const delivered = [...events].reverse().find((event) => event.status === 'delivered');
  return delivered ? returnDeadline(new Date(delivered.at)) : null;
}

/** A bill exists once the money arrived: paid and every later step (a cancelled order never had one shown). */
const BILLED: readonly OrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered'];

export function hasBill(status: OrderStatus): boolean {
  return BILLED.includes(status);
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export function orderView({ row, lines, events, returned, refunds }: OrderRecord, locale: LocaleCode): Order {
  const deadline = orderReturnDeadline({ row, events });
  const vatAmount = row.total_cents + row.balance_cents - row.duty_free_cents;
  return {
    id: row.id,
    reference: String(row.id),
    status: row.status,
    statusLabel: statusLabel(row.status, locale),
    createdAt: iso(row.created_at),
    paymentMethod: row.payment_method,
    paymentMethodId: PAYMENT_METHOD_IDS[row.payment_method],
    amounts: {
      goods: toEuros(row.goods_cents),
      discount: toEuros(row.discount_cents),
      shipping: toEuros(row.shipping_cents),
      balance: toEuros(row.balance_cents),
      total: toEuros(row.total_cents),
      dutyFree: toEuros(row.duty_free_cents),
      vat: toEuros(vatAmount),
    },
    promotionCode: row.promotion_code,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      productSizeId: line.product_size_id,
      name: line.name,
      brand: line.brand,
      size: line.size_label,
      quantity: line.quantity,
      unitPrice: toEuros(line.unit_price_cents),
      originUnitPrice: line.origin_unit_price_cents === null ? null : toEuros(line.origin_unit_price_cents),
      total: toEuros(line.total_cents),
      picture: line.picture,
      url: line.slug ? productPath(line.slug) : null,
      returnedQuantity: returned?.get(line.id) ?? 0,
    })),
    carrier: { id: row.carrier_id, code: row.carrier_code, name: row.carrier_name, type: row.carrier_type, deliveryDate: row.delivery_date },
    shippingAddress: row.shipping_address,
    billingAddress: row.billing_address,
    relayPoint: row.relay_point,
    instalments: row.instalments ? row.instalments.map((due) => ({ dueDate: due.dueDate, amount: toEuros(due.amount) })) : null,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    tracking: row.tracking_number && row.tracking_url ? { number: row.tracking_number, url: row.tracking_url } : null,
    events: events.map((event) => ({ status: event.status, at: iso(event.at) })),
    documents: { bill: hasBill(row.status), purchaseOrder: true },
    returnDeadline: deadline ? deadline.toISOString() : null,
    refunds: (refunds ?? []).map((refund) => ({
      at: iso(refund.at),
      amount: toEuros(refund.amount_cents),
      means: refund.means,
      // A cancelled order's refund has no return: it names the order itself.
      returnReference: refund.return_id === null ? String(row.id) : returnReference(refund.return_id),
    })),
  };
}

export function orderSummary({ row, lines }: Pick<OrderRecord, 'row' | 'lines'>): OrderSummary {
  return {
    id: row.id,
    reference: String(row.id),
    status: row.status,
    createdAt: iso(row.created_at),
    total: toEuros(row.total_cents + row.balance_cents),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    pictures: lines.flatMap((line) => (line.picture ? [line.picture] : [])).slice(0, 4),
  };
}
