import type { ContactMessage } from '../../domain/contact/contact-message';
import type { CustomerFile, CustomerSearchItem } from '../../domain/support/customer-file';
import type { CustomerQuery, OrderTableQuery, OrderTableRow, RefundMeans, SupportApi, SupportOrder } from '../../application/ports/support-api';
import type { HttpApiClient } from './api-client';

/** Drops the empty parts of a query (ky would send `q=` and `undefined`). */
const params = (query: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Record<string, string | number>;

/** The support desk's `/admin/customers…`, `/admin/orders…` and `/admin/contact-messages…` calls (issue 39). */
export class HttpSupportApi implements SupportApi {
  constructor(private readonly client: HttpApiClient) {}

  searchCustomers(query: CustomerQuery): Promise<{ items: CustomerSearchItem[]; total: number }> {
    return this.client.get('admin/customers', { searchParams: params(query) });
  }

  customer(key: string): Promise<CustomerFile> {
    return this.client.get(`admin/customers/${encodeURIComponent(key)}`);
  }

  async orders(query: OrderTableQuery): Promise<{ items: OrderTableRow[]; total: number }> {
    const { items, total } = await this.client.get<{ items: OrderTableRow[]; total: number }>('admin/orders', { searchParams: params(query) });
    return { items, total };
  }

  order(orderId: number): Promise<SupportOrder> {
    return this.client.get(`admin/orders/${orderId}`);
  }

  refundOrder(orderId: number, means: RefundMeans): Promise<SupportOrder> {
    return this.client.post(`admin/orders/${orderId}/refund`, { means });
  }

  answerMessage(key: number | string, text: string, done: boolean): Promise<ContactMessage> {
    return this.client.post(`admin/contact-messages/${encodeURIComponent(String(key))}/answer`, { text, done });
  }

  markMessageDone(key: number | string): Promise<ContactMessage> {
    return this.client.post(`admin/contact-messages/${encodeURIComponent(String(key))}/done`, {});
  }
}
