/**
 * A customer's balance (GET /secure/account/vouchers): vouchers, return credits and gift cards
 * (gift cards count as credits), and what can be spent now (not expired), from the domain's rule.
 */
import type { Kysely } from 'kysely';
import { usableBalance, type BalanceEntry, type BalanceKind } from '../../src/domain/orders/balance';
import { toEuros } from '../../src/domain/money/money';
import type { Balance, BalanceLine } from '../../src/domain/orders/balance';
import type { Database } from '../db/schema';
import { succeed, type Outcome } from '../core/outcome';

type Queries = Kysely<Database>;

export interface StoredEntry extends BalanceEntry {
  code: string | null;
  label: string;
  amount: number;
  origin: string | null;
}

const asDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

/** The customer's entries; `lock` (inside a transaction) holds them until it ends. */
export async function loadBalanceEntries(db: Queries, customerId: number, lock = false): Promise<StoredEntry[]> {
  let query = db.selectFrom('balance_entries').selectAll().where('customer_id', '=', customerId).orderBy('id');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
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

export async function customerBalance(deps: { db: Queries; now: () => Date }, customerId: number): Promise<Outcome<Balance>> {
  const entries = await loadBalanceEntries(deps.db, customerId);
  return succeed({
    balance: toEuros(usableBalance(entries, deps.now())),
    vouchers: entries.filter((entry) => entry.kind === 'voucher').map(line),
    credits: entries.filter((entry) => entry.kind !== 'voucher').map(line),
  });
}
