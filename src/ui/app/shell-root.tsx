import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useRootStore } from './root-context';
import { useClientNavigation } from './client-navigation';
import { DocumentMeta } from './document-meta';
import { LoadingBar } from '../feedback/loading-bar';
import { ToastOverlay } from '../feedback/toasts';
import { ModalHost } from '../feedback/modal-host';
import { useSessionCheck } from '../auth/use-session-check';
import { ConsentMount } from '../consent/consent-mount';

/** Root of every page: client navigation, head tags, loading bar, toasts and modals around the layout. */
export function ShellRoot() {
  const root = useRootStore();
  useClientNavigation();

  useEffect(() => {
    root.markHydrated();
    document.documentElement.dataset.hydrated = 'true';
  }, [root]);
  useSessionCheck();

  return (
    <>
      <LoadingBar />
      <Outlet />
      <ToastOverlay />
      <ModalHost />
      <ConsentMount />
      <DocumentMeta />
    </>
  );
}
