import { useCallback, useRef, useState } from 'react';
import type { ToastKind } from '../shell/admin-context';
import { useAdminText } from '../shell/admin-location';

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

const SHOWN_MS = 6000;

/** The toasts' state: `show` adds one, each goes after a few seconds or when closed. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, kind: ToastKind = 'info') => {
      const id = next.current++;
      setToasts((all) => [...all.slice(-4), { id, message, kind }]);
      window.setTimeout(() => dismiss(id), kind === 'error' ? SHOWN_MS * 2 : SHOWN_MS);
    },
    [dismiss],
  );
  return { toasts, show, dismiss };
}

/** Where toasts appear: a polite live region (role="status"), there from the start so screen readers hear what is added. */
export function Toasts({ toasts, dismiss }: { toasts: readonly Toast[]; dismiss: (id: number) => void }) {
  const { t } = useAdminText();
  return (
    <div className="admin-toasts" role="status" aria-live="polite" aria-label={t('kit.notifications')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`admin-toast admin-toast--${toast.kind}`}>
          <span>{toast.message}</span>
          <button type="button" className="admin-toast__close" onClick={() => dismiss(toast.id)} aria-label={t('kit.close')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
