import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { CloseIcon } from '../icons/icons';
import { useRootStore } from '../app/root-context';

/** Toast overlay: announced politely to screen readers, each closing after its ttl. */
export const ToastOverlay = observer(function ToastOverlay() {
  const t = useT();
  const { toasts } = useRootStore();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.toasts.map((toast) => (
        <div key={toast.key} className={`toast toast--${toast.tone}`} data-testid="toast">
          <p>{toast.message}</p>
          <button type="button" className="toast__close" onClick={() => toasts.dismiss(toast.key)} aria-label={t('common.close')}>
            <CloseIcon size={18} />
          </button>
        </div>
      ))}
    </div>
  );
});
