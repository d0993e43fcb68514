import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { checkoutTestbed } from '../../adapters/in-memory/checkout-testbed';
import type { Balance } from '../../application/ports/orders-api';
import { VouchersStore } from './vouchers-store';

const CAMILLE_BALANCE: Balance = {
  balance: 50,
  vouchers: [{ id: 1, kind: 'voucher', code: 'BIENVENUE50', label: 'Bon de bienvenue', amount: 50, remaining: 50, expiresAt: '2027-11-24T00:00:00.000Z', origin: null }],
  credits: [],
};

async function vouchers(options: { signIn?: boolean; balances?: Record<number, Balance>; failing?: boolean } = {}) {
  const t = checkoutTestbed({ balances: options.balances });
  if (options.signIn !== false) await t.login.execute({ email: 'camille@example.com', password: DEMO_PASSWORD });
  const expired: string[] = [];
  const reported: string[] = [];
  const store = new VouchersStore({
    useCases: async () => {
      if (options.failing) throw new Error('network down');
      return t;
    },
    auth: { sessionExpired: () => expired.push('expired') },
    report: (_error, context) => reported.push(context),
  });
  return { store, expired, reported };
}

describe('VouchersStore', () => {
  it('shows the vouchers and the balance they add up to', async () => {
    const { store } = await vouchers({ balances: { 1: CAMILLE_BALANCE } });
    await store.load();
    expect(store.balance?.balance).toBe(50);
    expect(store.balance?.vouchers.map((line) => line.code)).toEqual(['BIENVENUE50']);
    expect(store.isEmpty).toBe(false);
  });

  it('is empty for a customer with neither voucher nor credit', async () => {
    const { store } = await vouchers({ balances: {} });
    await store.load();
    expect(store.isEmpty).toBe(true);
  });

  it('sends a signed-out visitor to sign in again', async () => {
    const { store, expired } = await vouchers({ signIn: false });
    await store.load();
    expect(expired).toEqual(['expired']);
    expect(store.balance).toBeNull();
  });

  it('reports a failure and offers to retry', async () => {
    const { store, reported } = await vouchers({ failing: true });
    await store.load();
    expect(store.loadFailed).toBe(true);
    expect(reported).toEqual(['Unable to fetch the vouchers']);
  });
});
