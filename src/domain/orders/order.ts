/**
 * An order and its life (docs/checkout-api.md, SPEC §2 and §9): statuses and the changes allowed
 * between them, the payment means with their SPEC ids, and the views the API answers. Money in
 * the views is in euros with 2 decimals (as the basket), in cents inside.
 */
import type { Cents } from '../money/money';

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next. A cancelled or delivered order is finished. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['preparing', 'shipped', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** "In progress" in the order history (SPEC §2); delivered and cancelled orders are "finished". */
export function isInProgress(status: OrderStatus): boolean {
  return status !== 'delivered' && status !== 'cancelled';
}

/** The payment means a shopper chooses; `instalments4` is a card payment in four. */
export const PAYMENT_METHODS = ['card', 'instalments4', 'transfer', 'cheque', 'paypal', 'balance'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** SPEC §9 payment method ids: voucher-and-credit 10, card 12, cheque 2, bank transfer 11, paypal 7. */
export const PAYMENT_METHOD_IDS: Record<PaymentMethod, number> = {
  balance: 10,
  card: 12,
  instalments4: 12,
  cheque: 2,
  transfer: 11,
  paypal: 7,
};

/** Means paid through the provider's hosted pages (the order awaits the bank's return). */
export function paysWithProvider(method: PaymentMethod): boolean {
  return method === 'card' || method === 'instalments4' || method === 'paypal';
}

/** Means the shop waits for (a transfer or a cheque arrives later; support marks the order paid). */
export function paysLater(method: PaymentMethod): boolean {
  return method === 'transfer' || method === 'cheque';
}

/** Payment in 4 is offered from this amount to pay (euros 150.00). */
export const INSTALMENTS_MINIMUM_CENTS: Cents = 15000;
export const INSTALMENTS_COUNT = 4;

export interface Instalment {
  /** `YYYY-MM-DD`. */
  dueDate: string;
  amount: Cents;
}

/**
 * Four payments a month apart, the first today; cents that do not split evenly go to the first.
 * 100.01 € → 25.04, 24.99, 24.99, 24.99.
 */
export function instalmentSchedule(total: Cents, today: Date, count = INSTALMENTS_COUNT): Instalment[] {
  const share = Math.floor(total / count);
  const first = total - share * (count - 1);
  return Array.from({ length: count }, (_, index) => {
    const due = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + index, today.getUTCDate()));
    // 31 January + 1 month is the last day of February, not 3 March.
    if (due.getUTCDate() !== today.getUTCDate()) due.setUTCDate(0);
    return { dueDate: due.toISOString().slice(0, 10), amount: index === 0 ? first : share };
  });
}

/** The address an order was sent to or billed to, as it was when ordered. */
export interface OrderAddress {
  civility: number | null;
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  streetDetails: string | null;
  zipCode: string;
  city: string;
  state: string | null;
  countryIsoCode2: string;
  countryName: string | null;
  phoneNumber: string | null;
}

export interface OrderRelayPoint {
  id: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  countryIsoCode2: string;
}

/** What the carrier's site shows for a tracking number. */
export interface OrderTracking {
  number: string;
  url: string;
}

/** docs/checkout-api.md "Order" (euros with 2 decimals). */
export interface OrderLine {
  /** The order line's id (`orderProduct` in a return). */
  id: number;
  productId: number;
  productSizeId: number;
  name: string;
  brand: string;
  size: string;
  quantity: number;
  unitPrice: number;
  originUnitPrice: number | null;
  total: number;
  picture: string | null;
  /** The product page, when the product is still sold. */
  url: string | null;
  /** Units already in a return that was not cancelled (docs/returns-api.md). */
  returnedQuantity: number;
}

export interface OrderAmounts {
  goods: number;
  discount: number;
  shipping: number;
  balance: number;
  total: number;
  dutyFree: number;
  vat: number;
}

export interface Order {
  id: number;
  reference: string;
  status: OrderStatus;
  /** The status in the request's language. */
  statusLabel: string;
  createdAt: string;
  paymentMethod: PaymentMethod;
  paymentMethodId: number;
  amounts: OrderAmounts;
  promotionCode: string | null;
  lines: OrderLine[];
  carrier: { id: number; code: string; name: string; type: string; deliveryDate: string };
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  relayPoint: OrderRelayPoint | null;
  instalments: { dueDate: string; amount: number }[] | null;
  card: { brand: string; last4: string } | null;
  tracking: OrderTracking | null;
  events: { status: OrderStatus; at: string }[];
  documents: { bill: boolean; purchaseOrder: boolean };
  /** Delivered orders: the last moment to ask for a return (delivery + 14 days); null otherwise. */
  returnDeadline: string | null;
  /** Money given back on this order (accepted returns, or the refund of a cancelled order), oldest first. */
  refunds: OrderRefund[];
}

/** A refund on an order: through the payment provider, or as a credit on the account. */
export interface OrderRefund {
  at: string;
  /** Euros. */
  amount: number;
  means: 'provider' | 'credit';
  /** The return's reference (RT-…); a cancelled order's refund (no return) names the order's own reference. */
  returnReference: string;
}

export interface OrderSummary {
  id: number;
  reference: string;
  status: OrderStatus;
  createdAt: string;
  total: number;
  itemCount: number;
  pictures: string[];
}

/** What the shop asks to place an order (docs/checkout-api.md "Placing body"). */
export interface PlaceOrderRequest {
  basketItems: { productId: number; productSizeId: number; quantity: number }[];
  basketPromotion?: { code: string } | null;
  device: 0 | 1;
  shipping: { addressId: number } | { relayPointId: string };
  carrierId: number;
  billingAddressId?: number;
  /** `useBalance` (with a method other than balance): vouchers and credits pay what they can, the method the rest. */
  payment: { method: PaymentMethod; cardId?: number; saveCard?: boolean; useBalance?: boolean };
  acceptTerms: boolean;
  /** Euros: the total the shopper saw. */
  expectedTotal?: number;
}

/** After placing: the order is confirmed, or the shopper goes to the provider's page. */
export type PlaceOrderNext = { kind: 'confirmed' } | { kind: 'redirect'; url: string };

export interface PlacedOrder {
  order: Order;
  next: PlaceOrderNext;
}

export interface PaymentReturn {
  order: Order;
  payment: { status: 'paid' | 'failed' | 'pending'; code?: string; message?: string };
}
