import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Router } from './router';
import type { BrowserNavigation } from './browser-navigation';
import { IDLE_NAVIGATION, PageNavigationContext, type PageNavigation } from './page-navigation';

/**
 * The browser's router: the shop's `<Router>` (router.tsx) on its own navigation (loaded before
 * shown, see BrowserNavigation), with the loading state for the loading bar and the skeletons.
 */
export function ClientRouter({ navigation, basename, children }: { navigation: BrowserNavigation; basename: string; children: ReactNode }) {
  const snapshot = useSyncExternalStore(navigation.subscribe, navigation.getSnapshot, navigation.getSnapshot);
  const shown = useRef(snapshot.location);
  useEffect(() => navigation.start(), [navigation]);
  useLayoutEffect(() => {
    // The first render is the server's page: `start` placed it.
    if (shown.current === snapshot.location) return;
    shown.current = snapshot.location;
    navigation.settleScroll();
  }, [navigation, snapshot.location]);
  const pending: PageNavigation = useMemo(() => (snapshot.pending ? { state: 'loading', location: snapshot.pending } : IDLE_NAVIGATION), [snapshot.pending]);
  return (
    <PageNavigationContext.Provider value={pending}>
      <Router basename={basename} location={snapshot.location} navigator={navigation}>
        {children}
      </Router>
    </PageNavigationContext.Provider>
  );
}
