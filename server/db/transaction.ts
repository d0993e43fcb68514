/**
 * Multi-step writes in one transaction (DESIGN: money and stock move once). Side effects that
 * must only follow a committed write (mails, search refresh, cache invalidation) are queued with
 * `afterCommit` and run once the transaction has committed; a rolled-back write runs none.
 */
import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** An open transaction: what a repository's writes take inside a unit of work. */
export type Trx = Transaction<Database>;

/** The database or a transaction: what a repository's reads take. */
export type Executor = Db | Trx;

export type AfterCommit = () => Promise<unknown> | unknown;

export interface UnitOfWork {
  /** The transaction: every read and write of the unit goes through it. */
  readonly trx: Trx;
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

/** Where a committed unit reports the after-commit effects that failed. */
export interface EffectLog {
  error(object: unknown, message: string): void;
}

/**
 * A unit of work whose after-commit effects (a mail, a search refresh) never undo or hide the
 * committed change: a failing effect is logged and the change is answered. Money and stock moves
 * use this one.
 */
export async function committedUnit<T>(db: Db, log: EffectLog | undefined, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  try {
    return await transaction(db, work);
  } catch (error) {
    if (!(error instanceof AfterCommitError)) throw error;
    // The causes are logged through the error serializer (server/http/logging.ts), which keeps the
    // addresses a mail failure quotes out of the log.
    log?.error({ err: error }, 'an effect after a committed change failed');
    return error.result as T;
  }
}
