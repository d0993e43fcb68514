import { DocumentMeta } from './document-meta';
import { ToastOverlay } from '../feedback/toasts';
import { ModalHost } from '../feedback/modal-host';
import { useSessionCheck } from '../auth/use-session-check';
import { ConsentMount } from '../consent/consent-mount';

/** What every page has around its layout and needs the stores for: toasts, modals, the cookie banner, head tags, the session check. */
export function ShellOverlays() {
  useSessionCheck();
  return (
    <>
      <ToastOverlay />
      <ModalHost />
      <ConsentMount />
      <DocumentMeta />
    </>
  );
}
