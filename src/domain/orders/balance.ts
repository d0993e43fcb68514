/**
 * A customer's balance (SPEC §2 "vouchers and credits"): vouchers given by the shop, credits
 * from returns and activated gift cards. An order paid "voucher-and-credit" (id 10) spends
 * entries that have not expired, the soonest to expire first.
 */
import type { Cents } from '../money/money';

export type BalanceKind = 'voucher' | 'credit' | 'giftcard';

export interface BalanceEntry {
  id: number;
  kind: BalanceKind;
  remaining: Cents;
  /** null: never expires. */
  expiresAt: Date | null;
}

export function usableEntries<T extends BalanceEntry>(entries: readonly T[], now: Date): T[] {
  return entries
    .filter((entry) => entry.remaining > 0 && (entry.expiresAt === null || entry.expiresAt.getTime() > now.getTime()))
    .sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity) || a.id - b.id);
}

export function usableBalance(entries: readonly BalanceEntry[], now: Date): Cents {
  return usableEntries(entries, now).reduce((sum, entry) => sum + entry.remaining, 0);
}

/** How much to take from each entry to pay `amount`; null when the balance does not cover it. */
export function spendBalance(entries: readonly BalanceEntry[], amount: Cents, now: Date): { entryId: number; amount: Cents }[] | null {
  const spends: { entryId: number; amount: Cents }[] = [];
  let left = amount;
  for (const entry of usableEntries(entries, now)) {
    if (left === 0) break;
    const taken = Math.min(entry.remaining, left);
    spends.push({ entryId: entry.id, amount: taken });
    left -= taken;
  }
  return left === 0 ? spends : null;
}

/**
 * A balance paying part of an order (docs/returns-api.md "Checkout with vouchers and credits"):
 * what the usable balance pays of `amount` (as much as it can, never more than the amount) and
 * what is left to pay by another means. `covers`: nothing is left (the means must then be 10).
 */
export function partialPayment(usable: Cents, amount: Cents): { balance: Cents; rest: Cents; covers: boolean } {
  const balance = Math.max(0, Math.min(usable, amount));
  return { balance, rest: amount - balance, covers: amount - balance === 0 };
}

/** One voucher, credit or gift card of the customer's balance, as the account and the checkout show it. */
export interface BalanceLine {
  id: number;
  kind: BalanceKind;
  code: string | null;
  label: string;
  amount: number;
  remaining: number;
  expiresAt: string | null;
  /** Where it came from: the return (`RT-000042`), the gift card (`GIFT…1234`, masked), null for a voucher given by the shop. */
  origin: string | null;
}

export interface Balance {
  /** Euros the customer can spend now. */
  balance: number;
  vouchers: BalanceLine[];
  credits: BalanceLine[];
}
