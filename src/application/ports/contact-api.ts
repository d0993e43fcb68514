import type { ContactMessage, ContactMessageSummary, ContactReceipt, ContactRequest } from '../../domain/contact/contact-message';
import { token } from './token';

export interface ContactMessageList {
  messages: ContactMessageSummary[];
  page: number;
  pages: number;
  total: number;
}

/**
 * SPEC §2 /contact over the v5 API (docs/contact-ratings-api.md): `POST /contact` for everyone
 * (signed in, the message carries the customer), `/admin/contact-messages…` for support staff.
 * Failures throw ApiError: 403 captcha refused (or not support staff), 422 a field refused,
 * 429 too many messages, 503 captcha service down, with the shop's message in the shopper's language.
 */
export interface ContactApi {
  send(request: ContactRequest): Promise<ContactReceipt>;
  list(filter: { page?: number; email?: string; status?: 'open' | 'done' }): Promise<ContactMessageList>;
  /** By id or reference (CT-…). */
  show(key: number | string): Promise<ContactMessage>;
}

export const CONTACT_API = token<ContactApi>('ContactApi');
