import { hasRole, type StaffRole } from '../../../domain/auth/roles';
import type { AdminScreen } from './admin-screen';

export const ADMIN_BASE = '/admin';

/** The params of `path` when it matches `pattern` ('/admin/orders/:id'), else null. Trailing slashes do not count. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = trim(pattern).split('/');
  const have = trim(path).split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index];
    const given = have[index];
    if (part.startsWith(':')) {
      if (given === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(given);
      } catch {
        return null;
      }
    } else if (part !== given) return null;
  }
  return params;
}

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether a staff member holding `roles` may open `screen` (an admin opens every one). */
export function mayOpen(screen: Pick<AdminScreen, 'roles'>, roles: readonly StaffRole[]): boolean {
  return screen.roles.length === 0 ? roles.length > 0 : screen.roles.some((role) => hasRole(roles, role));
}

export type Resolved =
  | { kind: 'home' }
  | { kind: 'screen'; screen: AdminScreen; params: Record<string, string> }
  | { kind: 'forbidden'; screen: AdminScreen }
  | { kind: 'not-found' };

/** What the shell shows at `pathname` for a staff member holding `roles`; static paths win over params; /admin is the home when no screen claims it. */
export function resolveScreen(screens: readonly AdminScreen[], pathname: string, roles: readonly StaffRole[]): Resolved {
  const ranked = [...screens].sort((a, b) => paramCount(a.path) - paramCount(b.path));
  for (const screen of ranked) {
    const params = matchPath(screen.path, pathname);
    if (!params) continue;
    return mayOpen(screen, roles) ? { kind: 'screen', screen, params } : { kind: 'forbidden', screen };
  }
  // The back office's own home, unless a screen (the dashboard) is registered at /admin.
  return trim(pathname) === ADMIN_BASE ? { kind: 'home' } : { kind: 'not-found' };
}

const paramCount = (path: string) => path.split('/').filter((part) => part.startsWith(':')).length;

/** The menu's screens for `roles`, by section in the order of `sections`, each in its registry's order. */
export function menuOf(screens: readonly AdminScreen[], roles: readonly StaffRole[]): { section: AdminScreen['section']; screens: AdminScreen[] }[] {
  const sections: AdminScreen['section'][] = ['dashboard', 'support', 'merchandising', 'administration'];
  return sections
    .map((section) => ({ section, screens: screens.filter((screen) => screen.section === section && screen.inMenu && mayOpen(screen, roles)) }))
    .filter((group) => group.screens.length > 0);
}

/** Only back-office addresses are followed by navigate(): anything else goes to the back office's home. */
export function safeAdminPath(path: string): string {
  return path === ADMIN_BASE || (path.startsWith(`${ADMIN_BASE}/`) && !path.startsWith('//')) || path.startsWith(`${ADMIN_BASE}?`) ? path : ADMIN_BASE;
}
