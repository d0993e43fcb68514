import type { ContactMessage } from '../../domain/contact/contact-message';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { ContactApi, ContactMessageList } from '../ports/contact-api';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

type SupportOutcome<T> = T | SignedOut | { kind: 'forbidden'; message: string } | { kind: 'not-found' };

async function asSupport<T, R>(tokens: AuthTokenStore, call: () => Promise<T>, done: (value: T) => R): Promise<SupportOutcome<R>> {
  try {
    const value = await asCustomer(tokens, call);
    return isSignedOut(value) ? value : done(value);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === 403) return { kind: 'forbidden', message: error.message };
    if (error.isNotFound) return { kind: 'not-found' };
    throw error;
  }
}

export type ListContactMessagesResult = SupportOutcome<{ kind: 'found' } & ContactMessageList>;
export type ShowContactMessageResult = SupportOutcome<{ kind: 'found'; message: ContactMessage }>;

/** Support staff (role support): the contact messages, newest first, optionally of one sender or in one state. */
export class ListContactMessages {
  constructor(private readonly api: ContactApi, private readonly tokens: AuthTokenStore) {}

  execute(filter: { page?: number; email?: string; status?: 'open' | 'done' } = {}): Promise<ListContactMessagesResult> {
    return asSupport(this.tokens, () => this.api.list(filter), (found) => ({ kind: 'found' as const, ...found }));
  }
}

/** Support staff: one message by id or reference (CT-…); anything else is not found. */
export class ShowContactMessage {
  constructor(private readonly api: ContactApi, private readonly tokens: AuthTokenStore) {}

  async execute(key: string): Promise<ShowContactMessageResult> {
    const trimmed = key.trim();
    if (!/^\d{1,9}$/.test(trimmed) && !/^CT-[0-9A-Z]{8}$/i.test(trimmed)) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.api.show(/^\d+$/.test(trimmed) ? Number(trimmed) : trimmed.toUpperCase()), (message) => ({ kind: 'found' as const, message }));
  }
}
