import type { Order } from '../../domain/orders/order';
import type { AdminOrdersApi } from '../../application/ports/orders-api';
import type { HttpApiClient } from './api-client';

type AdminOrder = Awaited<ReturnType<AdminOrdersApi['show']>>;
type AdminList = Awaited<ReturnType<AdminOrdersApi['list']>>;

/** `/admin/orders*` of docs/checkout-api.md: support staff only (403 otherwise). */
export class HttpAdminOrdersApi implements AdminOrdersApi {
  constructor(private readonly client: HttpApiClient) {}

  list(filter: { status?: string; customer?: string; page?: number }): Promise<AdminList> {
    return this.client.get('admin/orders', { searchParams: { status: filter.status || undefined, customer: filter.customer || undefined, page: filter.page } });
  }

  show(orderId: number): Promise<AdminOrder> {
    return this.client.get(`admin/orders/${orderId}`);
  }

  ship(orderId: number, trackingNumber: string): Promise<Order> {
    return this.client.post(`admin/orders/${orderId}/ship`, { trackingNumber });
  }

  deliver(orderId: number): Promise<Order> {
    return this.client.post(`admin/orders/${orderId}/deliver`, {});
  }

  markPaid(orderId: number): Promise<Order> {
    return this.client.post(`admin/orders/${orderId}/mark-paid`, {});
  }

  cancel(orderId: number, reason?: string): Promise<Order> {
    return this.client.post(`admin/orders/${orderId}/cancel`, reason ? { reason } : {});
  }
}
