import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../domain/contact/contact-message';
import type { CustomerFile } from '../../domain/support/customer-file';
import { ApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { SupportApi, SupportOrder } from '../ports/support-api';
import { AnswerContactMessage, ListOrderTable, MarkContactMessageDone, RefundOrder, SearchCustomers, ShowCustomer, ShowSupportOrder } from './support-desk';

const signedIn: AuthTokenStore = { get: () => ({ accessToken: 'a.b.c', refreshToken: null, strategy: 'customLocal' }), save: () => undefined, clear: () => undefined };
const signedOut: AuthTokenStore = { get: () => null, save: () => undefined, clear: () => undefined };

const message = { id: 7, reference: 'CT-ABCDEFGH', status: 'done', answers: [] } as unknown as ContactMessage;
const order = { id: 100042, reference: '100042' } as unknown as SupportOrder;

/** A fake of the support desk's API: remembers what it was asked, answers `fail` when given. */
function fakeApi(fail?: ApiError) {
  const calls: unknown[][] = [];
  const answer = async <T>(name: string, args: unknown[], value: T): Promise<T> => {
    calls.push([name, ...args]);
    if (fail) throw fail;
    return value;
  };
  const api: SupportApi = {
    searchCustomers: (query) => answer('searchCustomers', [query], { items: [], total: 0 }),
    customer: (key) => answer('customer', [key], { profile: { email: key } } as unknown as CustomerFile),
    orders: (query) => answer('orders', [query], { items: [], total: 3 }),
    order: (id) => answer('order', [id], order),
    refundOrder: (id, means) => answer('refundOrder', [id, means], order),
    answerMessage: (key, text, done) => answer('answerMessage', [key, text, done], message),
    markMessageDone: (key) => answer('markMessageDone', [key], message),
  };
  return { api, calls };
}

describe('the support desk use cases', () => {
  it('search trimmed, page sizes kept within 1–100', async () => {
    const { api, calls } = fakeApi();
    expect(await new SearchCustomers(api, signedIn).execute({ q: '  camille ', pageSize: 500 })).toEqual({ kind: 'found', items: [], total: 0 });
    expect(calls).toEqual([['searchCustomers', { q: 'camille', pageSize: 100 }]]);
  });

  it('open a customer by account number or address; anything else is not found without a call', async () => {
    const { api, calls } = fakeApi();
    expect(await new ShowCustomer(api, signedIn).execute('#42')).toMatchObject({ kind: 'found' });
    expect(await new ShowCustomer(api, signedIn).execute('camille@example.com')).toMatchObject({ kind: 'found' });
    expect(await new ShowCustomer(api, signedIn).execute('../../etc')).toEqual({ kind: 'not-found' });
    expect(calls).toEqual([['customer', '42'], ['customer', 'camille@example.com']]);
  });

  it('the order table drops days that are no days and empty searches', async () => {
    const { api, calls } = fakeApi();
    expect(await new ListOrderTable(api, signedIn).execute({ q: ' ', from: 'yesterday', to: '2026-12-01', status: 'paid' })).toEqual({ kind: 'found', items: [], total: 3 });
    expect(calls).toEqual([['orders', { q: undefined, from: undefined, to: '2026-12-01', status: 'paid', pageSize: undefined }]]);
  });

  it('refund the way it was paid unless told, and never call for an id that is none', async () => {
    const { api, calls } = fakeApi();
    expect(await new RefundOrder(api, signedIn).execute({ orderId: 100042 })).toEqual({ kind: 'refunded', order });
    expect(await new RefundOrder(api, signedIn).execute({ orderId: 100042, means: 'credit' })).toEqual({ kind: 'refunded', order });
    expect(await new RefundOrder(api, signedIn).execute({ orderId: -1 })).toEqual({ kind: 'not-found' });
    expect(await new ShowSupportOrder(api, signedIn).execute(Number.NaN)).toEqual({ kind: 'not-found' });
    expect(calls).toEqual([['refundOrder', 100042, 'original'], ['refundOrder', 100042, 'credit']]);
  });

  it('answers a message by id or reference, trimmed; refuses an empty answer before asking the shop', async () => {
    const { api, calls } = fakeApi();
    expect(await new AnswerContactMessage(api, signedIn).execute({ key: 'ct-abcdefgh', text: '  Your parcel left today. ', done: true })).toEqual({ kind: 'answered', message });
    expect(await new AnswerContactMessage(api, signedIn).execute({ key: '7', text: 'x' })).toEqual({ kind: 'invalid-answer' });
    expect(await new AnswerContactMessage(api, signedIn).execute({ key: 'CT-?', text: 'Hello there' })).toEqual({ kind: 'not-found' });
    expect(await new MarkContactMessageDone(api, signedIn).execute('7')).toEqual({ kind: 'done', message });
    expect(calls).toEqual([['answerMessage', 'CT-ABCDEFGH', 'Your parcel left today.', true], ['markMessageDone', 7]]);
  });

  it('turns the shop’s refusals into values: signed out, 403, 404, 409', async () => {
    expect(await new SearchCustomers(fakeApi().api, signedOut).execute()).toEqual({ kind: 'signed-out' });
    expect(await new SearchCustomers(fakeApi(new ApiError(403, 'Réservé au service client.')).api, signedIn).execute()).toEqual({ kind: 'forbidden', message: 'Réservé au service client.' });
    expect(await new ShowCustomer(fakeApi(new ApiError(404, 'Ce client n’existe pas.')).api, signedIn).execute('9')).toEqual({ kind: 'not-found' });
    expect(await new RefundOrder(fakeApi(new ApiError(409, 'Pas remboursable')).api, signedIn).execute({ orderId: 5 })).toEqual({ kind: 'refused', code: 409, message: 'Pas remboursable' });
    await expect(new RefundOrder(fakeApi(new ApiError(500, 'boom')).api, signedIn).execute({ orderId: 5 })).rejects.toThrow('boom');
  });
});
