import type { Balance, BalanceLine } from '../../domain/orders/balance';
import type { Order, OrderSummary } from '../../domain/orders/order';
import { token } from './token';

export type { Balance, BalanceLine };

export interface OrderDocument {
  /** From content-disposition. */
  fileName: string;
  bytes: Uint8Array;
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
