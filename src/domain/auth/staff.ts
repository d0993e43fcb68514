/**
 * The shop's staff as the admin sees them (issue 32, `boutique admin staff list`): accounts that
 * hold a staff role beside `customer`. Which role may do what is roles.ts's.
 */
export interface StaffMember {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Every role of the account, `customer` included. */
  roles: string[];
}

/** A grant or a revoke: the account after it, and whether it changed anything (both are idempotent). */
export interface RoleChange {
  member: StaffMember;
  changed: boolean;
}
