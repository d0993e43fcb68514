/**
 * The roles an account may hold (SPEC §3 "Customer: roles"; DESIGN 19). Every account is a
 * customer; staff roles add what the back office and the `boutique admin` commands may do:
 * `support` follows orders, returns and messages, `merchandiser` runs the catalogue, and `admin`
 * may do everything and decides who holds which role.
 */
export const CUSTOMER_ROLE = 'customer';
export const SUPPORT_ROLE = 'support';
export const MERCHANDISER_ROLE = 'merchandiser';
export const ADMIN_ROLE = 'admin';

/** The roles `boutique admin staff grant|revoke` deal in. */
export const STAFF_ROLES = [SUPPORT_ROLE, MERCHANDISER_ROLE, ADMIN_ROLE] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether an account holding `roles` may act as `role`: an admin may act as every staff role. */
export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.includes(role) || (roles.includes(ADMIN_ROLE) && isStaffRole(role));
}
