/**
 * A unit of work of the order services: one transaction, effects after its commit. A failing
 * effect (a mail, a search refresh) never undoes or hides a committed order change: it is logged
 * and the change is answered.
 */
import { AfterCommitError, transaction, type UnitOfWork } from '../db/transaction';
import type { OrdersDeps } from './order-deps';

export async function orderUnit<T>(deps: Pick<OrdersDeps, 'db' | 'log'>, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  try {
    return await transaction(deps.db, work);
  } catch (error) {
    if (!(error instanceof AfterCommitError)) throw error;
    // The causes are logged through the error serializer (server/ops/logging.ts), which keeps the
    // addresses a mail failure quotes out of the log.
    deps.log?.error({ err: error }, 'an effect after an order change failed');
    return error.result as T;
  }
}
