/**
 * `boutique admin staff list|grant|revoke` (issue 32, role admin): who holds which staff role. A
 * grant or a revoke holds from the account's next call; the last admin keeps the role (409).
 */
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../domain/auth/roles';
import type { RoleChange, StaffMember } from '../../domain/auth/staff';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { StaffApi } from '../ports/staff-api';

export type Invalid = { kind: 'invalid'; message: string };

export class ListStaff {
  constructor(
    private readonly staff: StaffApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(): Promise<AdminOutcome<{ kind: 'found'; staff: StaffMember[] }>> {
    return asSupport(this.tokens, () => this.staff.list(), (staff) => ({ kind: 'found' as const, staff }));
  }
}

export type RoleChangeResult = AdminOutcome<{ kind: 'done'; change: RoleChange }> | Invalid;

/** Grants (`grant`) or revokes a role; a role that is not a staff role is refused before any call. */
export class ChangeStaffRole {
  constructor(
    private readonly staff: StaffApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: { email: string; role: string; grant: boolean }): Promise<RoleChangeResult> {
    const role = input.role.trim().toLowerCase();
    if (!isStaffRole(role)) return { kind: 'invalid', message: `"${input.role}" is not a staff role (${STAFF_ROLES.join(', ')})` };
    const email = input.email.trim();
    const call = (staffRole: StaffRole) => (input.grant ? this.staff.grant(email, staffRole) : this.staff.revoke(email, staffRole));
    return asSupport(this.tokens, () => call(role), (change) => ({ kind: 'done' as const, change }));
  }
}
