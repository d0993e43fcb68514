import type { ContactMessage, ContactReceipt, ContactRequest } from '../../domain/contact/contact-message';
import type { ContactApi, ContactMessageList } from '../../application/ports/contact-api';
import type { HttpApiClient } from './api-client';

/** `POST /contact` and support's `/admin/contact-messages…` over the v5 API. */
export class HttpContactApi implements ContactApi {
  constructor(private readonly client: HttpApiClient) {}

  send(request: ContactRequest): Promise<ContactReceipt> {
    const { orderId, captchaToken, ...rest } = request;
    return this.client.post('contact', { ...rest, ...(orderId ? { orderId } : {}), ...(captchaToken ? { captchaToken } : {}) });
  }

  list(filter: { page?: number; email?: string; status?: 'open' | 'done' }): Promise<ContactMessageList> {
    const searchParams: Record<string, string> = {};
    if (filter.page) searchParams.page = String(filter.page);
    if (filter.email) searchParams.email = filter.email;
    if (filter.status) searchParams.status = filter.status;
    return this.client.get('admin/contact-messages', { searchParams });
  }

  show(key: number | string): Promise<ContactMessage> {
    return this.client.get(`admin/contact-messages/${encodeURIComponent(String(key))}`);
  }
}
