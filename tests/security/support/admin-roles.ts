/**
 * Which staff role each `/api/v5/admin` route needs (issue 32, src/domain/auth/roles.ts), by the
 * first word of its path: the admin-roles test calls every registered admin route as each kind of
 * caller, and the access matrix walks support's own. A route under a word not listed here fails
 * both tests until it is given its role. `staff`: any staff role (the back office's dashboard,
 * which shows each role its own parts).
 */
import type { StaffRole } from '../../../src/domain/auth/roles';

export type AdminRouteRole = StaffRole | 'staff';

const ROLES_BY_AREA: Record<string, AdminRouteRole> = {
  orders: 'support',
  'return-orders': 'support',
  'contact-messages': 'support',
  backup: 'support',
  customers: 'support',
  'basket-reminders': 'support',
  catalogue: 'merchandiser',
  products: 'merchandiser',
  stock: 'merchandiser',
  prices: 'merchandiser',
  promotions: 'merchandiser',
  content: 'merchandiser',
  carriers: 'merchandiser',
  'delivery-terms': 'merchandiser',
  staff: 'admin',
  audit: 'admin',
  dashboard: 'staff',
  outbox: 'admin',
  settings: 'admin',
};

/** `/api/v5/admin/products/:key` → merchandiser; undefined for a route outside /admin or an area not listed. */
export function roleOfAdminRoute(url: string): AdminRouteRole | undefined {
  const area = /^\/api\/v5\/admin\/([^/]+)/.exec(url)?.[1];
  return area === undefined ? undefined : ROLES_BY_AREA[area];
}
