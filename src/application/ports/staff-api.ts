/** Staff roles (`/admin/staff…`, role admin, 403 otherwise): who holds which, grant and revoke by e-mail. */
import type { StaffRole } from '../../domain/auth/roles';
import type { RoleChange, StaffMember } from '../../domain/auth/staff';
import { token } from './token';

export interface StaffApi {
  list(): Promise<StaffMember[]>;
  grant(email: string, role: StaffRole): Promise<RoleChange>;
  revoke(email: string, role: StaffRole): Promise<RoleChange>;
}

export const STAFF_API = token<StaffApi>('StaffApi');
