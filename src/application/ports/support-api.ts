/**
 * The support desk of the back office (issue 39; role `support`): the customer search and page,
 * the answers to contact messages, the refund of a cancelled order, and support's order table.
 */
import type { ContactMessage } from '../../domain/contact/contact-message';
import type { CustomerFile, CustomerSearchItem, CustomerSort } from '../../domain/support/customer-file';
import type { Order, OrderStatus, PaymentMethod } from '../../domain/orders/order';
import { token } from './token';

export interface CustomerQuery {
  q?: string;
  sort?: CustomerSort;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface OrderTableQuery {
  q?: string;
  status?: OrderStatus;
  store?: string;
  payment?: PaymentMethod;
  /** `YYYY-MM-DD`, both days included. */
  from?: string;
  to?: string;
  sort?: 'createdAt' | 'total' | 'status' | 'id';
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface OrderTableRow {
  id: number;
  reference: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  total: number;
  itemCount: number;
  storeId: string;
  paymentMethod: PaymentMethod;
  carrierName: string;
  trackingNumber: string | null;
  customer: { id: number; email: string; firstName: string; lastName: string };
}

export interface TimelineStep {
  at: string;
  kind: 'status' | 'refund';
  status: OrderStatus | null;
  label: string;
  actor: string | null;
  note: string | null;
  amount: number | null;
  means: 'provider' | 'credit' | null;
}

/** An order as support reads it: the customer's view, its customer, its timeline and what may be done now. */
export type SupportOrder = Order & {
  customer: { id: number; email: string; firstName: string; lastName: string };
  storeId: string;
  timeline: TimelineStep[];
  actions: { ship: boolean; deliver: boolean; markPaid: boolean; cancel: boolean; refund: boolean };
};

export type RefundMeans = 'original' | 'credit';

export interface SupportApi {
  searchCustomers(query: CustomerQuery): Promise<{ items: CustomerSearchItem[]; total: number }>;
  customer(key: string): Promise<CustomerFile>;
  orders(query: OrderTableQuery): Promise<{ items: OrderTableRow[]; total: number }>;
  order(orderId: number): Promise<SupportOrder>;
  refundOrder(orderId: number, means: RefundMeans): Promise<SupportOrder>;
  answerMessage(key: number | string, text: string, done: boolean): Promise<ContactMessage>;
  markMessageDone(key: number | string): Promise<ContactMessage>;
}

export const SUPPORT_API = token<SupportApi>('SupportApi');
