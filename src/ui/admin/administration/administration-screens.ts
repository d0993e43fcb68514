import { ADMIN_ROLE, MERCHANDISER_ROLE, SUPPORT_ROLE } from '../../../domain/auth/roles';
import type { AdminScreen } from '../shell/admin-screen';

/** The administration screens of the back office (issue 39), the dashboard first: the landing screen at /admin, for every staff role. */
export const ADMINISTRATION_SCREENS: AdminScreen[] = [
  { id: 'administration.dashboard', path: '/admin', titleKey: 'administration.dashboard.title', roles: [SUPPORT_ROLE, MERCHANDISER_ROLE, ADMIN_ROLE], section: 'dashboard', inMenu: true, load: () => import('./dashboard-screen') },
  { id: 'administration.staff', path: '/admin/staff', titleKey: 'administration.staff.title', roles: [ADMIN_ROLE], section: 'administration', inMenu: true, load: () => import('./staff-screen') },
  { id: 'administration.audit', path: '/admin/audit', titleKey: 'administration.audit.title', roles: [ADMIN_ROLE], section: 'administration', inMenu: true, load: () => import('./audit-screen') },
  { id: 'administration.outbox', path: '/admin/outbox', titleKey: 'administration.outbox.title', roles: [ADMIN_ROLE], section: 'administration', inMenu: true, load: () => import('./outbox-screen') },
  { id: 'administration.settings', path: '/admin/settings', titleKey: 'administration.settings.title', roles: [ADMIN_ROLE], section: 'administration', inMenu: true, load: () => import('./settings-screen') },
];
