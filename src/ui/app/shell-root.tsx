import { useEffect } from 'react';
import { Outlet } from './router';
import { useClientNavigation } from './client-navigation';
import { LoadingBar } from '../feedback/loading-bar';
import { hydration, island } from './islands';

const ShellOverlays = island(() => import('./shell-overlays').then((module) => module.ShellOverlays));

/**
 * Root of every page: client navigation and the loading bar around the layout, and the toasts,
 * modals and head tags (an island: they need the stores). Hydrates with the page's shell; the page
 * counts as hydrated once its islands have too (`hydration`).
 */
export function ShellRoot() {
  useClientNavigation();
  useEffect(() => hydration.shellHydrated(), []);
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ShellOverlays />
    </>
  );
}
