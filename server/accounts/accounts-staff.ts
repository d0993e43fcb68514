/**
 * Who holds which staff role (issue 32, DESIGN 19; exposed by accounts-service.ts): the admin lists
 * the staff, grants a role to an account and revokes it. Both are idempotent. The shop always keeps
 * an admin: the last one's role cannot be revoked.
 *
 * A change takes effect at once: every call checks the roles the account holds now
 * (`authenticate` reads them with the session), not those its access token was issued with.
 */
import { normaliseEmail } from '../../src/domain/accounts/email';
import { ADMIN_ROLE, CUSTOMER_ROLE, STAFF_ROLES, type StaffRole } from '../../src/domain/auth/roles';
import type { RoleChange, StaffMember } from '../../src/domain/auth/staff';
import type { LocaleCode } from '../../src/domain/store/locales';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import { rolesOf } from './accounts-customers';
import { accountsWithRoles, lockAccountsWithRole, lockOpenAccountByEmail, setRoles, type StaffRow } from './accounts-repository';
import { staffText } from './accounts-texts';

export interface StaffDeps {
  db: Db;
  now: () => Date;
}

const memberOf = (row: StaffRow, roles = rolesOf(row)): StaffMember => ({ id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, roles });

/** Every open account holding a staff role, by e-mail. */
export async function listStaff(deps: Pick<StaffDeps, 'db'>): Promise<Outcome<StaffMember[]>> {
  return succeed((await accountsWithRoles(deps.db, STAFF_ROLES)).map((row) => memberOf(row)));
}

/** Staff roles in their order, after `customer`, which every account keeps. */
const ordered = (roles: readonly string[]) => [CUSTOMER_ROLE, ...STAFF_ROLES.filter((role) => roles.includes(role)), ...roles.filter((role) => role !== CUSTOMER_ROLE && !(STAFF_ROLES as readonly string[]).includes(role))];

async function changeRoles(deps: StaffDeps, locale: LocaleCode, email: string, role: StaffRole, grant: boolean): Promise<Outcome<RoleChange>> {
  return transaction(deps.db, async ({ trx }): Promise<Outcome<RoleChange>> => {
    // The admins first, then the account: every revoke and grant of `admin` takes its locks in that order.
    const admins = role === ADMIN_ROLE && !grant ? await lockAccountsWithRole(trx, ADMIN_ROLE) : [];
    const row = await lockOpenAccountByEmail(trx, normaliseEmail(email));
    if (!row) return fail('not-found', staffText('accountNotFound', locale));
    const roles = rolesOf(row);
    if (roles.includes(role) === grant) return succeed({ member: memberOf(row, roles), changed: false });
    if (!grant && role === ADMIN_ROLE && admins.every((admin) => admin.id === row.id)) return fail('wrong-state', staffText('lastAdmin', locale));
    const next = ordered(grant ? [...roles, role] : roles.filter((held) => held !== role));
    await setRoles(trx, row.id, next, deps.now());
    return succeed({ member: memberOf(row, next), changed: true });
  });
}

export function grantRole(deps: StaffDeps, locale: LocaleCode, email: string, role: StaffRole): Promise<Outcome<RoleChange>> {
  return changeRoles(deps, locale, email, role, true);
}

export function revokeRole(deps: StaffDeps, locale: LocaleCode, email: string, role: StaffRole): Promise<Outcome<RoleChange>> {
  return changeRoles(deps, locale, email, role, false);
}
