import { STAFF_ROLES } from '../../../domain/auth/roles';
import type { AdminScreen } from './admin-screen';

/** The shell's own screens: the staff member's account (linked from the banner, not in the menu). */
export const SHELL_SCREENS: AdminScreen[] = [
  {
    id: 'shell.account',
    path: '/admin/account',
    titleKey: 'shell.account.title',
    roles: STAFF_ROLES,
    section: 'administration',
    inMenu: false,
    load: () => import('./my-account-screen'),
  },
];
