import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { OUTLET_POPUP_QUERY } from '../../domain/routing/page-paths';
import { localStorageNeedsWarning } from './local-storage-check';
import { ErrorBoundary } from './error-boundary';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload';

// Modals open after hydration only: their code loads when one is first opened.
const OutletPopup = lazy(() => import('../pages/outlet-popup').then((module) => ({ default: module.OutletPopup })));
const LocalStorageWarning = lazy(() => import('./local-storage-warning').then((module) => ({ default: module.LocalStorageWarning })));
const ConnectModal = lazy(() => import('../auth/connect-modal').then((module) => ({ default: module.ConnectModal })));
const ForgotPasswordModal = lazy(() => import('../auth/forgot-password-modal').then((module) => ({ default: module.ForgotPasswordModal })));

/**
 * The shell's modals, rendered after hydration only (the server never renders an open modal):
 * the outlet email gate (after the outlet guard sent the visitor away), the local-storage
 * warning, the connect modal of an anonymous heart and the forgotten-password form.
 */
export const ModalHost = observer(function ModalHost() {
  const root = useRootStore();
  const { modals } = root;

  useEffect(() => {
    if (root.page.query[OUTLET_POPUP_QUERY] === '1') modals.open('outlet');
    else if (localStorageNeedsWarning()) modals.open('local-storage');
    // Only on the first page: later pages open their modals from the page loader.
  }, [root, modals]);

  if (!root.hydrated) return null;
  return (
    <ErrorBoundary key={modals.current ?? 'none'} fallback={null} onError={(error) => isChunkLoadError(error) && reloadAfterChunkFailure()}>
      <Suspense fallback={null}>
        {modals.isOpen('outlet') && <OutletPopup onClose={() => modals.close('outlet')} />}
        {modals.isOpen('local-storage') && <LocalStorageWarning onClose={() => modals.close('local-storage')} />}
        {modals.isOpen('connect') && <ConnectModal onClose={() => modals.close('connect')} />}
        {modals.isOpen('forgotten-password') && <ForgotPasswordModal onClose={() => modals.close('forgotten-password')} />}
      </Suspense>
    </ErrorBoundary>
  );
});
