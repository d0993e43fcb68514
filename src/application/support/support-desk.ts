/**
 * The support desk's use cases (issue 39; role `support`): the back office's screens and the
 * `boutique admin customers|orders|messages` commands call the same ones. Expected refusals (403,
 * 404, 400, 409) come back as values (`asSupport`); the rest is thrown.
 */
import type { ContactMessage } from '../../domain/contact/contact-message';
import type { CustomerFile, CustomerSearchItem } from '../../domain/support/customer-file';
import { TRACKING_NUMBER } from '../../domain/orders/parcel-tracking';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { CustomerQuery, OrderTableQuery, OrderTableRow, RefundMeans, SupportApi, SupportOrder } from '../ports/support-api';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';

const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
const clampPage = (size: number | undefined) => (size === undefined ? undefined : Math.min(Math.max(1, Math.trunc(size)), 100));

export type SearchCustomersResult = AdminOutcome<{ kind: 'found'; items: CustomerSearchItem[]; total: number }>;

/** Customers by e-mail address, name, account or order number, a page at a time. */
export class SearchCustomers {
  constructor(private readonly api: SupportApi, private readonly tokens: AuthTokenStore) {}

  execute(query: CustomerQuery = {}): Promise<SearchCustomersResult> {
    const q = query.q?.trim().slice(0, 320) || undefined;
    return asSupport(this.tokens, () => this.api.searchCustomers({ ...query, q, pageSize: clampPage(query.pageSize) }), (found) => ({ kind: 'found' as const, ...found }));
  }
}

export type ShowCustomerResult = AdminOutcome<{ kind: 'found'; customer: CustomerFile }>;

/** A customer's page, by account number (`42`, `#42`) or e-mail address. */
export class ShowCustomer {
  constructor(private readonly api: SupportApi, private readonly tokens: AuthTokenStore) {}

  async execute(key: string): Promise<ShowCustomerResult> {
    const given = key.trim();
    if (!/^#?\d{1,10}$/.test(given) && !/^[^\s/@]+@[^\s/@]+$/.test(given)) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.api.customer(given.replace(/^#/, '')), (customer) => ({ kind: 'found' as const, customer }));
  }
}

export type ListOrderTableResult = AdminOutcome<{ kind: 'found'; items: OrderTableRow[]; total: number }>;

/** Support's order table: filters by status, store, day and payment means, sorted, a page at a time. */
export class ListOrderTable {
  constructor(private readonly api: SupportApi, private readonly tokens: AuthTokenStore) {}

  execute(query: OrderTableQuery = {}): Promise<ListOrderTableResult> {
    const day = (text?: string) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);
    const cleaned = { ...query, q: query.q?.trim() || undefined, from: day(query.from), to: day(query.to), pageSize: clampPage(query.pageSize) };
    return asSupport(this.tokens, () => this.api.orders(cleaned), (found) => ({ kind: 'found' as const, ...found }));
  }
}

export type ShowSupportOrderResult = AdminOutcome<{ kind: 'found'; order: SupportOrder }>;

/** One order with its timeline and what may be done with it now. */
export class ShowSupportOrder {
  constructor(private readonly api: SupportApi, private readonly tokens: AuthTokenStore) {}

  async execute(orderId: number): Promise<ShowSupportOrderResult> {
    if (!validId(orderId)) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.api.order(orderId), (order) => ({ kind: 'found' as const, order }));
  }
}

export type RefundOrderResult = AdminOutcome<{ kind: 'refunded'; order: SupportOrder }>;

/** Refunds an order cancelled after it was paid: the way it was paid, or as a credit. */
export class RefundOrder {
  constructor(private readonly api: SupportApi, private readonly tokens: AuthTokenStore) {}

  async execute(input: { orderId: number; means?: RefundMeans }): Promise<RefundOrderResult> {
    if (!validId(input.orderId)) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.api.refundOrder(input.orderId, input.means ?? 'original'), (order) => ({ kind: 'refunded' as const, order }));
  }
}

export const ANSWER_MIN_LENGTH = 2;
export const ANSWER_MAX_LENGTH = 5000;

export type AnswerMessageResult = AdminOutcome<{ kind: 'answered'; message: ContactMessage }> | { kind: 'invalid-answer' };

const messageKey = (key: string): number | string | null => {
  const trimmed = key.trim();
  if (/^\d{1,9}$/.test(trimmed)) return Number(trimmed);
  return /^CT-[0-9A-Z]{8}$/i.test(trimmed) ? trimmed.toUpperCase() : null;
};

/** Answers a contact message: mailed to the sender in their language, kept with the message; `done` closes it. */
export class AnswerContactMessage {
  constructor(private readonly api: SupportApi, private readonly tokens: AuthTokenStore) {}

  async execute(input: { key: string; text: string; done?: boolean }): Promise<AnswerMessageResult> {
    const text = input.text.trim();
    if ([...text].length < ANSWER_MIN_LENGTH || [...text].length > ANSWER_MAX_LENGTH) return { kind: 'invalid-answer' };
    const key = messageKey(input.key);
    if (key === null) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.api.answerMessage(key, text, input.done ?? false), (message) => ({ kind: 'answered' as const, message }));
  }
}

export type MarkMessageDoneResult = AdminOutcome<{ kind: 'done'; message: ContactMessage }>;

export class MarkContactMessageDone {
  constructor(private readonly api: SupportApi, private readonly tokens: AuthTokenStore) {}

  async execute(key: string): Promise<MarkMessageDoneResult> {
    const parsed = messageKey(key);
    if (parsed === null) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.api.markMessageDone(parsed), (message) => ({ kind: 'done' as const, message }));
  }
}

/** Whether a tracking number has the carriers' shape (4–40 letters and digits), before asking the shop. */
export const isTrackingNumber = (text: string): boolean => TRACKING_NUMBER.test(text.trim());
