import { describe, expect, it } from 'vitest';
import { partialPayment, spendBalance, usableBalance, type BalanceEntry } from './balance';

const now = new Date('2026-06-01T12:00:00Z');
const entries: BalanceEntry[] = [
  { id: 1, kind: 'voucher', remaining: 1000, expiresAt: null },
  { id: 2, kind: 'credit', remaining: 2000, expiresAt: new Date('2026-07-01T00:00:00Z') },
  { id: 3, kind: 'giftcard', remaining: 5000, expiresAt: new Date('2026-05-01T00:00:00Z') },
  { id: 4, kind: 'giftcard', remaining: 0, expiresAt: null },
];

describe('a balance paying an order', () => {
  it('counts only what has not expired', () => {
    expect(usableBalance(entries, now)).toBe(3000);
  });

  it('spends the soonest to expire first, never an expired entry', () => {
    expect(spendBalance(entries, 2500, now)).toEqual([{ entryId: 2, amount: 2000 }, { entryId: 1, amount: 500 }]);
    expect(spendBalance(entries, 3001, now)).toBeNull();
  });

  it('pays part of an amount and leaves the rest to another means', () => {
    expect(partialPayment(3000, 7999)).toEqual({ balance: 3000, rest: 4999, covers: false });
    expect(partialPayment(3000, 3000)).toEqual({ balance: 3000, rest: 0, covers: true });
    expect(partialPayment(9000, 3000)).toEqual({ balance: 3000, rest: 0, covers: true });
    expect(partialPayment(0, 3000)).toEqual({ balance: 0, rest: 3000, covers: false });
    expect(partialPayment(-5, 3000)).toEqual({ balance: 0, rest: 3000, covers: false });
  });
});
