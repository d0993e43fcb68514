import type { AdminNotFound, AdminRefused, Forbidden } from '../../src/application/orders/admin-orders';
import type { SignedOut } from '../../src/application/auth/signed-in';
import { CliError } from '../cli-context';
import { signedOut } from './accounts-output';

/** What every support tool can run into: no session, no role, nothing by that id, a move refused. */
export type AdminFailure = SignedOut | Forbidden | AdminNotFound | AdminRefused;

/** Ends a support command on one of those; `notFound` says what was not found (with its id). */
export function adminFailed(result: AdminFailure, notFound: string): never {
  switch (result.kind) {
    case 'signed-out':
      return signedOut();
    case 'forbidden':
      throw new CliError(`Reserved to support staff (the support role): ${result.message} (403)`);
    case 'not-found':
      throw new CliError(`${notFound} (404)`);
    case 'refused':
      throw new CliError(`${result.message} (${result.code})`);
  }
}
