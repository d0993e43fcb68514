/** `/admin/staff…` through the shop's API client: the staff, and their roles granted and revoked by e-mail. */
import type { StaffRole } from '../../domain/auth/roles';
import type { RoleChange, StaffMember } from '../../domain/auth/staff';
import type { StaffApi } from '../../application/ports/staff-api';
import type { HttpApiClient } from './api-client';

const roleOf = (email: string, role: StaffRole) => `admin/staff/${encodeURIComponent(email)}/roles/${role}`;

export class HttpStaffApi implements StaffApi {
  constructor(private readonly client: HttpApiClient) {}

  async list(): Promise<StaffMember[]> {
    return (await this.client.get<{ staff: StaffMember[] }>('admin/staff')).staff;
  }

  grant(email: string, role: StaffRole): Promise<RoleChange> {
    return this.client.put(roleOf(email, role));
  }

  revoke(email: string, role: StaffRole): Promise<RoleChange> {
    return this.client.delete(roleOf(email, role));
  }
}
