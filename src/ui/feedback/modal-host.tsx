import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { usePageNavigation } from '../app/page-navigation';
import { whenIdle } from '../app/when-idle';
import { OUTLET_POPUP_QUERY } from '../../domain/routing/page-paths';
import { localStorageNeedsWarning } from './local-storage-check';
import { ErrorBoundary } from './error-boundary';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload';
import { withAllTexts } from '../i18n/later-texts';

// Modals open after hydration only: their code loads when one is first opened, with every text
// (the page's HTML carries only the texts the page shows).
const OutletPopup = lazy(withAllTexts(() => import('../pages/outlet-popup').then((module) => ({ default: module.OutletPopup }))));
const LocalStorageWarning = lazy(withAllTexts(() => import('./local-storage-warning').then((module) => ({ default: module.LocalStorageWarning }))));
const ConnectModal = lazy(withAllTexts(() => import('../auth/connect-modal').then((module) => ({ default: module.ConnectModal }))));
const ForgotPasswordModal = lazy(withAllTexts(() => import('../auth/forgot-password-modal').then((module) => ({ default: module.ForgotPasswordModal }))));

/**
 * The shell's modals, rendered after hydration only (the server never renders an open modal):
 * the outlet email gate (after the outlet guard sent the visitor away), the local-storage
 * warning, the connect modal of an anonymous heart and the forgotten-password form.
 *
 * A modal asked for while a page is loading (the outlet guard's redirect) opens once that page
 * has landed: it pushes its own history entry, which the landing page's entry must precede.
 */
export const ModalHost = observer(function ModalHost() {
  const root = useRootStore();
  const { modals } = root;
  const navigation = usePageNavigation();
  const [shown, setShown] = useState(modals.current);
  if (shown !== modals.current && (navigation.state === 'idle' || modals.current === null)) setShown(modals.current);
  const current = shown === modals.current ? shown : null;

  useEffect(() => {
    if (root.page.query[OUTLET_POPUP_QUERY] === '1') {
      modals.open('outlet');
      return undefined;
    }
    // The storage probe writes to local storage, a synchronous call: not in the hydration's task.
    return whenIdle(() => {
      if (modals.current === null && localStorageNeedsWarning()) modals.open('local-storage');
    }, 1000);
    // Only on the first page: later pages open their modals from the page loader.
  }, [root, modals]);

  if (!root.hydrated) return null;
  return (
    <ErrorBoundary key={current ?? 'none'} fallback={null} onError={(error) => isChunkLoadError(error) && reloadAfterChunkFailure()}>
      <Suspense fallback={null}>
        {current === 'outlet' && <OutletPopup onClose={() => modals.close('outlet')} />}
        {current === 'local-storage' && <LocalStorageWarning onClose={() => modals.close('local-storage')} />}
        {current === 'connect' && <ConnectModal onClose={() => modals.close('connect')} />}
        {current === 'forgotten-password' && <ForgotPasswordModal onClose={() => modals.close('forgotten-password')} />}
      </Suspense>
    </ErrorBoundary>
  );
});
