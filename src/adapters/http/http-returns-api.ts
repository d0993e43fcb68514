import type { RelayPoint } from '../../domain/orders/relay-point';
import type { ReturnOrder, ReturnReason, ReturnSummary } from '../../domain/returns/returns';
import type { OrderDocument } from '../../application/ports/orders-api';
import type { AdminReturnsApi, NewReturnRequest, ReturnsApi } from '../../application/ports/returns-api';
import type { HttpApiClient } from './api-client';
import { fileNameOf } from './http-orders-api';

const id = (value: number | string) => encodeURIComponent(String(value));

/** `/return-orders-reasons` and `/secure/return-orders*` of docs/returns-api.md. */
export class HttpReturnsApi implements ReturnsApi {
  constructor(private readonly client: HttpApiClient) {}

  reasons(): Promise<ReturnReason[]> {
    return this.client.get('return-orders-reasons', { auth: false });
  }

  create(request: NewReturnRequest, idempotencyKey: string): Promise<ReturnOrder> {
    return this.client.post('secure/return-orders', { ...request, status: 'waitClient' }, { headers: { 'Idempotency-Key': idempotencyKey } });
  }

  ofOrder(orderId: number): Promise<ReturnSummary[]> {
    return this.client.get(`secure/orders/${id(orderId)}/return-orders`);
  }

  show(returnId: number): Promise<ReturnOrder> {
    return this.client.get(`secure/return-orders/${id(returnId)}`);
  }

  relayPoints(returnId: number): Promise<RelayPoint[]> {
    return this.client.get(`secure/return-orders/${id(returnId)}/relay-points`);
  }

  async coupon(returnId: number): Promise<OrderDocument> {
    const response = await this.client.raw('GET', `secure/return-orders/${id(returnId)}/return-coupon`, { headers: { Accept: 'application/pdf' } });
    return { fileName: fileNameOf(response.headers.get('content-disposition'), `retour-${returnId}.pdf`), bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  cancel(returnId: number): Promise<ReturnOrder> {
    return this.client.patch(`secure/return-orders/${id(returnId)}/cancel`, {});
  }
}

type AdminReturn = Awaited<ReturnType<AdminReturnsApi['show']>>;
type AdminReturnList = Awaited<ReturnType<AdminReturnsApi['list']>>;

/** `/admin/return-orders*` of docs/returns-api.md: support staff only (403 otherwise). */
export class HttpAdminReturnsApi implements AdminReturnsApi {
  constructor(private readonly client: HttpApiClient) {}

  list(filter: { status?: string; customer?: string; page?: number }): Promise<AdminReturnList> {
    return this.client.get('admin/return-orders', { searchParams: { status: filter.status || undefined, customer: filter.customer || undefined, page: filter.page } });
  }

  show(returnId: number | string): Promise<AdminReturn> {
    return this.client.get(`admin/return-orders/${id(returnId)}`);
  }

  receive(returnId: number | string): Promise<ReturnOrder> {
    return this.client.post(`admin/return-orders/${id(returnId)}/receive`, {});
  }

  accept(returnId: number | string, refundType?: 'credit' | 'refund'): Promise<ReturnOrder> {
    return this.client.post(`admin/return-orders/${id(returnId)}/accept`, refundType ? { refundType } : {});
  }

  refuse(returnId: number | string, reason: string): Promise<ReturnOrder> {
    return this.client.post(`admin/return-orders/${id(returnId)}/refuse`, { reason });
  }

  cancel(returnId: number | string, reason?: string): Promise<ReturnOrder> {
    return this.client.post(`admin/return-orders/${id(returnId)}/cancel`, reason ? { reason } : {});
  }
}
