import type { Order, OrderSummary } from '../../domain/order/order';
import { token } from './token';

export interface OrderDocument {
  /** From content-disposition. */
  fileName: string;
  bytes: Uint8Array;
}

export interface BalanceLine {
  id: number;
  kind: 'voucher' | 'credit' | 'giftcard';
  code: string | null;
  label: string;
  amount: number;
  remaining: number;
  expiresAt: string | null;
  /** Where it came from: the return (`RT-000042`), the gift card (`GIFT…1234`, masked), null for a voucher given by the shop. */
  origin: string | null;
}

export interface Balance {
  /** Euros the customer can spend now. */
  balance: number;
  vouchers: BalanceLine[];
  credits: BalanceLine[];
}

/** The signed-in customer's orders and balance (`/secure/me/orders`, `/secure/orders/*`, `/secure/account/vouchers`). */
export interface OrdersApi {
  orders(): Promise<{ inProgress: OrderSummary[]; finished: OrderSummary[] }>;
  order(orderId: number): Promise<Order>;
  bill(orderId: number): Promise<OrderDocument>;
  purchaseOrder(orderId: number): Promise<OrderDocument>;
  balance(): Promise<Balance>;
}

export const ORDERS_API = token<OrdersApi>('OrdersApi');

/** Support staff (`/admin/orders*`, role `support`; 403 otherwise). */
export interface AdminOrdersApi {
  list(filter: { status?: string; customer?: string; page?: number }): Promise<{ orders: (OrderSummary & { customerEmail: string })[]; page: number; pages: number }>;
  show(orderId: number): Promise<Order & { customer: { id: number; email: string; firstName: string; lastName: string } }>;
  ship(orderId: number, trackingNumber: string): Promise<Order>;
  deliver(orderId: number): Promise<Order>;
  markPaid(orderId: number): Promise<Order>;
  cancel(orderId: number, reason?: string): Promise<Order>;
}

export const ADMIN_ORDERS_API = token<AdminOrdersApi>('AdminOrdersApi');
