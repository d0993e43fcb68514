import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { safeAdminPath } from './admin-routes';
import { translator, type AdminLocale, type Translate } from './admin-texts';

/** The address the back office shows, and how to change it without reloading (history API). */
export interface AdminLocation {
  pathname: string;
  search: URLSearchParams;
  navigate: (path: string, options?: { replace?: boolean }) => void;
}

/** Given by AdminLocationProvider in the browser; tests give their own. */
export const LocationContext = createContext<AdminLocation | null>(null);

function current(): { pathname: string; search: string } {
  return { pathname: window.location.pathname, search: window.location.search };
}

export function AdminLocationProvider({ children }: { children: ReactNode }) {
  const [where, setWhere] = useState(current);
  useEffect(() => {
    const onPop = () => setWhere(current());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((path: string, options: { replace?: boolean } = {}) => {
    const target = safeAdminPath(path);
    if (options.replace) window.history.replaceState(null, '', target);
    else window.history.pushState(null, '', target);
    setWhere(current());
  }, []);
  const value = useMemo(() => ({ pathname: where.pathname, search: new URLSearchParams(where.search), navigate }), [where, navigate]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useAdminLocation(): AdminLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useAdminLocation() outside the back office');
  return location;
}

/** The staff member's language and its texts, for the shell and the kit (signed in or not). */
export interface AdminText {
  locale: AdminLocale;
  t: Translate;
}

export const TextContext = createContext<AdminText>({ locale: 'en', t: translator('en') });

export function useAdminText(): AdminText {
  return useContext(TextContext);
}
