/**
 * The roles an account may hold (SPEC §3 "Customer: roles"; DESIGN 19). Every account is a
 * customer; staff roles add what the back office and the `boutique admin` commands may do.
 */
export const CUSTOMER_ROLE = 'customer';
export const SUPPORT_ROLE = 'support';

export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.includes(role);
}
