/**
 * Multi-step writes in one transaction (DESIGN: money and stock move once). Side effects that
 * must only follow a committed write (mails, search refresh, cache invalidation) are queued with
 * `afterCommit` and run once the transaction has committed; a rolled-back write runs none.
 */
import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

export type AfterCommit = () => Promise<unknown> | unknown;

export interface UnitOfWork {
  /** The transaction: every read and write of the unit goes through it. */
  readonly trx: Transaction<Database>;
  /** Runs `effect` after the commit, in the order queued. */
  afterCommit(effect: AfterCommit): void;
}

/** Thrown when the write committed but an after-commit effect failed: the write stands. */
export class AfterCommitError extends AggregateError {
  constructor(errors: unknown[], readonly result: unknown) {
    super(errors, `${errors.length} after-commit effect(s) failed`);
    this.name = 'AfterCommitError';
  }
}

export async function transaction<T>(db: Db, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  const effects: AfterCommit[] = [];
  const result = await db.transaction().execute((trx) => work({ trx, afterCommit: (effect) => void effects.push(effect) }));
  const failures: unknown[] = [];
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AfterCommitError(failures, result);
  return result;
}
