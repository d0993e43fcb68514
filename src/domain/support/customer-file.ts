/**
 * What support reads of a customer in the back office (issue 39): a search's rows, and the
 * customer's page — profile, addresses, orders, returns, balance and its history, favourites,
 * alerts, consents, messages, and the staff calls made for them. Figures (counts, sums) are the
 * database's. Shared by the server, the use cases, the CLI and the screens.
 */
import type { Address } from '../accounts/address';
import type { ProductAlert } from '../alerts/product-alert';
import type { AuditEntry } from '../audit/audit-log';
import type { ContactMessage } from '../contact/contact-message';
import type { Balance } from '../orders/balance';
import type { OrderStatus, PaymentMethod } from '../orders/order';
import type { RefundType, ReturnStatus } from '../returns/returns';

export const CUSTOMER_SORTS = ['name', 'email', 'createdAt', 'orders'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** A row of the customer search. */
export interface CustomerSearchItem {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  storeId: string;
  closed: boolean;
  createdAt: string;
  orderCount: number;
  lastOrderAt: string | null;
}

export interface CustomerOrderLine {
  id: number;
  reference: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  /** Euros, shipping included. */
  total: number;
  storeId: string;
  paymentMethod: PaymentMethod;
}

export interface CustomerReturnLine {
  id: number;
  reference: string;
  orderId: number;
  status: ReturnStatus;
  statusLabel: string;
  refundType: RefundType;
  createdAt: string;
  /** Euros. */
  refundAmount: number;
}

export interface BalanceMove {
  at: string;
  entryId: number;
  label: string;
  orderId: number | null;
  /** Euros: negative when spent on an order, positive when given back. */
  amount: number;
}

export interface CustomerFile {
  profile: {
    id: number;
    email: string;
    civility: number | null;
    firstName: string;
    lastName: string;
    birthday: string | null;
    storeId: string;
    locale: string;
    roles: string[];
    closed: boolean;
    createdAt: string;
    signIn: { password: boolean; apple: boolean; facebook: boolean };
  };
  addresses: Address[];
  /** `items`: the latest ones; `total` and `spent` (euros, cancelled orders left out) count every one. */
  orders: { total: number; spent: number; items: CustomerOrderLine[] };
  returns: { total: number; items: CustomerReturnLine[] };
  balance: Balance & { history: BalanceMove[] };
  favourites: { count: number };
  alerts: ProductAlert[];
  consents: { purpose: 'newsletter'; store: string; given: boolean; at: string }[];
  messages: ContactMessage[];
  /** Staff calls made for the customer, newest first. */
  audit: AuditEntry[];
  /** "Act as customer" sessions support opened, newest first. */
  supportAccesses: { openedAt: string; expiresAt: string; orderId: number; reason: string }[];
}
