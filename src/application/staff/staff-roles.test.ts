import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import type { StaffMember } from '../../domain/auth/staff';
import { ApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { StaffApi } from '../ports/staff-api';
import { ChangeStaffRole, ListStaff } from './staff-roles';

const tokens: AuthTokenStore = { get: () => ({ accessToken: 'a.b.c', refreshToken: 'r' }) as unknown as AuthTokens, save: () => undefined, clear: () => undefined };

/** A shop keeping roles in memory, with the last-admin rule. */
function staffShop(): StaffApi {
  const members = new Map<string, StaffMember>([['admin@example.com', { id: 1, email: 'admin@example.com', firstName: 'A', lastName: 'B', roles: ['customer', 'admin'] }]]);
  const change = async (email: string, role: string, grant: boolean) => {
    const member = members.get(email);
    if (!member) throw new ApiError(404, 'Aucun compte ouvert n’a cette adresse e-mail.');
    const admins = [...members.values()].filter((other) => other.roles.includes('admin'));
    if (!grant && role === 'admin' && admins.length === 1 && admins[0] === member) throw new ApiError(409, 'C’est le dernier administrateur.');
    const changed = member.roles.includes(role) !== grant;
    member.roles = grant ? [...new Set([...member.roles, role])] : member.roles.filter((held) => held !== role);
    return { member, changed };
  };
  return { list: async () => [...members.values()], grant: (email, role) => change(email, role, true), revoke: (email, role) => change(email, role, false) };
}

describe('the admin’s staff use cases', () => {
  it('list the staff and grant a role', async () => {
    const api = staffShop();
    expect(await new ChangeStaffRole(api, tokens).execute({ email: ' admin@example.com ', role: 'Support', grant: true })).toMatchObject({ kind: 'done', change: { changed: true, member: { roles: ['customer', 'admin', 'support'] } } });
    expect(await new ListStaff(api, tokens).execute()).toMatchObject({ kind: 'found', staff: [{ email: 'admin@example.com' }] });
  });

  it('refuse a role that is not a staff role before calling, and pass on the last-admin and unknown-account refusals', async () => {
    const api = staffShop();
    expect(await new ChangeStaffRole(api, tokens).execute({ email: 'admin@example.com', role: 'customer', grant: false })).toEqual({ kind: 'invalid', message: '"customer" is not a staff role (support, merchandiser, admin)' });
    expect(await new ChangeStaffRole(api, tokens).execute({ email: 'admin@example.com', role: 'admin', grant: false })).toEqual({ kind: 'refused', code: 409, message: 'C’est le dernier administrateur.' });
    expect(await new ChangeStaffRole(api, tokens).execute({ email: 'x@example.com', role: 'admin', grant: true })).toEqual({ kind: 'not-found' });
  });
});
