/**
 * A customer's balance (GET /secure/account/vouchers): vouchers, return credits and gift cards
 * (gift cards count as credits), and what can be spent now (not expired), from the domain's rule.
 */
import { usableBalance, type Balance, type BalanceEntry, type BalanceKind, type BalanceLine } from '../../src/domain/orders/balance';
import { toEuros } from '../../src/domain/money/money';
import { succeed, type Outcome } from '../core/outcome';
import type { Executor, Trx } from '../db/transaction';
import { balanceEntryRows, insertBalanceEntry } from './orders-repository';

export interface StoredEntry extends BalanceEntry {
  code: string | null;
  label: string;
  amount: number;
  origin: string | null;
}

const asDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

/** The customer's entries; `lock` (inside a transaction) holds them until it ends. */
export async function loadBalanceEntries(db: Executor, customerId: number, lock = false): Promise<StoredEntry[]> {
  const rows = await balanceEntryRows(db, customerId, lock);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as BalanceKind,
    code: row.code,
    label: row.label,
    amount: row.amount_cents,
    remaining: row.remaining_cents,
    expiresAt: asDate(row.expires_at),
    origin: row.origin_ref,
  }));
}

function line(entry: StoredEntry): BalanceLine {
  return {
    id: entry.id,
    kind: entry.kind,
    code: entry.code,
    label: entry.label,
    amount: toEuros(entry.amount),
    remaining: toEuros(entry.remaining),
    expiresAt: entry.expiresAt ? entry.expiresAt.toISOString() : null,
    origin: entry.origin,
  };
}

export async function customerBalance(deps: { db: Executor; now: () => Date }, customerId: number): Promise<Outcome<Balance>> {
  const entries = await loadBalanceEntries(deps.db, customerId);
  return succeed({
    balance: toEuros(usableBalance(entries, deps.now())),
    vouchers: entries.filter((entry) => entry.kind === 'voucher').map(line),
    credits: entries.filter((entry) => entry.kind !== 'voucher').map(line),
  });
}

export interface NewCredit {
  customerId: number;
  label: string;
  amount: number;
  expiresAt: Date;
  /** What the credit comes from (a return's reference). */
  originRef: string;
  at: Date;
}

/** Adds a credit to the customer's balance inside the caller's transaction (an accepted return); answers its entry id. */
export function addCredit(trx: Trx, credit: NewCredit): Promise<number> {
  return insertBalanceEntry(trx, {
    customer_id: credit.customerId,
    kind: 'credit',
    code: null,
    label: credit.label,
    amount_cents: credit.amount,
    remaining_cents: credit.amount,
    expires_at: credit.expiresAt,
    origin_ref: credit.originRef,
    created_at: credit.at,
  });
}
