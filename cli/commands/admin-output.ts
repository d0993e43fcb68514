import type { AdminNotFound, AdminRefused, Forbidden } from '../../src/application/orders/admin-orders';
import type { SignedOut } from '../../src/application/auth/signed-in';
import type { StaffRole } from '../../src/domain/auth/roles';
import { CliError } from '../cli-context';
import { signedOut } from './accounts-output';

/** What every staff tool can run into: no session, no role, nothing by that id, a move refused. */
export type AdminFailure = SignedOut | Forbidden | AdminNotFound | AdminRefused;

/** Who each staff role is, as a refusal names them. */
const STAFF_OF: Record<StaffRole, string> = {
  support: 'support staff (the support role)',
  merchandiser: 'catalogue staff (the merchandiser role)',
  admin: 'administrators (the admin role)',
};

/** Ends a staff command on one of those; `notFound` says what was not found (with its id), `role` whose tool it is. */
export function adminFailed(result: AdminFailure, notFound: string, role: StaffRole = 'support'): never {
  switch (result.kind) {
    case 'signed-out':
      return signedOut();
    case 'forbidden':
      throw new CliError(`Reserved to ${STAFF_OF[role]}: ${result.message} (403)`);
    case 'not-found':
      throw new CliError(`${notFound} (404)`);
    case 'refused':
      throw new CliError(`${result.message} (${result.code})`);
  }
}
