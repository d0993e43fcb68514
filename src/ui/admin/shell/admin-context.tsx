import { createContext, useContext } from 'react';
import type { Container } from 'inversify';
import type { Token } from '../../../application/ports/token';
import type { StaffRole } from '../../../domain/auth/roles';
import type { AdminLocale, Translate } from './admin-texts';

export type ToastKind = 'info' | 'success' | 'error';

/** What every back-office screen may use (issue 39, /work/notes/admin-contract.md). */
export interface AdminServices {
  /** The back office's composition root (src/adapters/container/admin.ts): `container.get(TOKEN)`. */
  container: Container;
  /** `container.get` typed by the token: `get(LIST_PROMOTIONS).execute(…)`. */
  get: <T>(service: Token<T>) => T;
  t: Translate;
  locale: AdminLocale;
  staff: { email: string; roles: readonly StaffRole[] };
  /** Goes to a back-office address ('/admin/orders?status=paid') without reloading the page. */
  navigate: (path: string) => void;
  /** A short message in the toasts' live region. */
  toast: (message: string, kind?: ToastKind) => void;
}

export const AdminContext = createContext<AdminServices | null>(null);

/** The back office's services, inside a screen (the shell provides them once the staff member is signed in). */
export function useAdmin(): AdminServices {
  const services = useContext(AdminContext);
  if (!services) throw new Error('useAdmin() outside the back office shell');
  return services;
}
