import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import type { SentReminder } from '../../domain/basket/sent-reminder';
import { InMemoryRemindersApi } from '../../adapters/in-memory/in-memory-reminders-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { ListReminders } from './list-reminders';

const signedIn: AuthTokenStore = { get: () => ({ accessToken: 'a.b.c', refreshToken: 'r' }) as unknown as AuthTokens, save: () => undefined, clear: () => undefined };
const signedOut: AuthTokenStore = { get: () => null, save: () => undefined, clear: () => undefined };

const reminder = (id: number, email: string): SentReminder => ({
  id, basketId: 100 + id, customerId: id, email, store: 'laboutiqueofficielle', sentAt: '2026-12-02T10:00:00.000Z', linesCount: 1, value: 59.8,
  lines: [{ productId: 1, productSizeId: 11, quantity: 2, name: 'Hoodie', size: 'M', price: 59.8 }],
});

describe('listing the reminders sent', () => {
  it('reads every page, newest first, up to the maximum, and filters by address', async () => {
    const api = new InMemoryRemindersApi();
    for (let id = 1; id <= 230; id += 1) api.reminders.push(reminder(id, id % 2 ? `odd${id}@example.com` : `even${id}@example.com`));
    const all = await new ListReminders(api, signedIn).execute({ max: 210 });
    expect(all.kind === 'found' && all.reminders.length).toBe(210);
    expect(all.kind === 'found' && all.reminders[0].id).toBe(230);
    const even = await new ListReminders(api, signedIn).execute({ email: 'EVEN' });
    expect(even.kind === 'found' && even.reminders.every((one) => one.email.startsWith('even'))).toBe(true);
    expect(even.kind === 'found' && even.reminders.length).toBe(115);
  });

  it('passes on a refusal of the role and a signed-out caller', async () => {
    const api = new InMemoryRemindersApi();
    api.role = 'customer';
    expect(await new ListReminders(api, signedIn).execute()).toEqual({ kind: 'forbidden', message: 'Réservé au service client.' });
    expect(await new ListReminders(api, signedOut).execute()).toEqual({ kind: 'signed-out' });
  });
});
