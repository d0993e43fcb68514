import { describe, expect, it } from 'vitest';
import { ActivateGiftcard } from '../../application/giftcards/activate-giftcard';
import { ApiError } from '../../application/ports/api-error';
import type { AuthTokenStore } from '../../application/ports/auth-token-store';
import type { Balance, BalanceLine } from '../../application/ports/orders-api';
import type { GiftcardsApi } from '../../application/ports/returns-api';
import { GiftcardStore } from './giftcard-store';

const CREDIT: BalanceLine = { id: 7, kind: 'giftcard', code: null, label: 'Carte cadeau', amount: 50, remaining: 50, expiresAt: '2035-12-31T23:59:59.000Z', origin: 'CADE…O001' };
const BALANCE: Balance = { balance: 100, vouchers: [], credits: [CREDIT] };

function storeWith(answer: (code: string) => Promise<{ credit: BalanceLine; balance: Balance }>, signedIn = true) {
  const sent: string[] = [];
  const api: GiftcardsApi = { activate: (code) => (sent.push(code), answer(code)) };
  const tokens = { get: () => (signedIn ? { accessToken: 'a' } : null) } as unknown as AuthTokenStore;
  const expired: string[] = [];
  const store = new GiftcardStore({
    useCases: async () => ({ activateGiftcard: new ActivateGiftcard(api, tokens) }),
    auth: { sessionExpired: () => expired.push('expired') },
    report: () => undefined,
  });
  return { store, sent, expired };
}

describe('GiftcardStore', () => {
  it('groups the code as typed, sends it normalised and shows the new credit and the balance', async () => {
    const { store, sent } = storeWith(async () => ({ credit: CREDIT, balance: BALANCE }));
    store.setCode('cadeau050-demo001');
    expect(store.code).toBe('CADE AU05 0DEM O001');
    await store.activate();
    expect(sent).toEqual(['CADEAU050DEMO001']);
    expect(store.activated?.balance.balance).toBe(100);
    expect(store.code).toBe('');
  });

  it('sends nothing for a badly typed code', async () => {
    const { store, sent } = storeWith(async () => ({ credit: CREDIT, balance: BALANCE }));
    store.setCode('ABC*');
    await store.activate();
    expect(store.error).toEqual({ kind: 'problem', problem: 'characters' });
    store.setCode('ABCD');
    await store.activate();
    expect(store.error).toEqual({ kind: 'problem', problem: 'length' });
    expect(sent).toEqual([]);
  });

  it('shows the shop’s refusals as worded, the throttle included', async () => {
    const { store } = storeWith(async (code) => {
      throw code.startsWith('Z') ? new ApiError(429, 'Trop de codes refusés') : new ApiError(410, 'Cette carte cadeau a expiré.');
    });
    store.setCode('CADEAU025EXPI001');
    await store.activate();
    expect(store.error).toEqual({ kind: 'refused', throttled: false, message: 'Cette carte cadeau a expiré.' });
    store.setCode('ZZZZZZZZZZZZZZZZ');
    expect(store.error).toBeNull();
    await store.activate();
    expect(store.error).toEqual({ kind: 'refused', throttled: true, message: 'Trop de codes refusés' });
  });

  it('ends the session when the shop no longer knows the customer', async () => {
    const { store, expired } = storeWith(async () => ({ credit: CREDIT, balance: BALANCE }), false);
    store.setCode('CADEAU050DEMO001');
    await store.activate();
    expect(expired).toEqual(['expired']);
  });
});
