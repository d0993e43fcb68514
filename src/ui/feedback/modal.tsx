import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../app/router';
import { useT } from '../i18n/use-t';
import { CloseIcon } from '../icons/icons';

interface ModalProps {
  /** Name kept in the history entry the modal pushes. */
  name: string;
  title: string;
  onClose: () => void;
  /** A function receives the modal's own close (through history, like the close button). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** SPEC §4: a modal closes on browser back unless prevented. */
  closeOnBack?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes back to the first, Shift+Tab from the first to the last. */
function trapFocus(container: HTMLElement, event: KeyboardEvent<HTMLElement>): void {
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * An accessible modal: a native `<dialog>` opened with showModal() (the rest of the page becomes
 * inert; Tab cycles inside it), titled, closed by Escape, its close button, a click on the
 * backdrop, or the browser's back button: opening it pushes a history entry for the same address,
 * so "back" closes the modal instead of leaving the page. Focus returns where it was.
 */
export function Modal({ name, title, onClose, children, closeOnBack = true }: ModalProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const pushed = useRef(false);
  const entered = useRef(false);
  const closing = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      previous?.focus?.();
    };
  }, []);

  // Opening pushes an entry for the same address (no loader runs: routes skip same-URL revalidation).
  useEffect(() => {
    if (!closeOnBack || pushed.current) return;
    pushed.current = true;
    const state = (location.state as Record<string, unknown> | null) ?? {};
    void navigate(`${location.pathname}${location.search}${location.hash}`, { state: { ...state, modal: name }, preventScrollReset: true });
  }, []);

  // Back pressed: the entry with our name, once reached, is gone again.
  useEffect(() => {
    if (!pushed.current) return;
    const state = location.state as { modal?: string } | null;
    if (state?.modal === name) entered.current = true;
    else if (entered.current && !closing.current) {
      pushed.current = false;
      onClose();
    }
  }, [location, name, onClose]);

  const close = () => {
    if (pushed.current && (location.state as { modal?: string } | null)?.modal === name) {
      // Leave through history so "forward" does not reopen a stale entry.
      void navigate(-1);
      return;
    }
    closing.current = true;
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      data-modal={name}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && dialog.current) trapFocus(dialog.current, event);
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={close} aria-label={t('common.close')}>
            <CloseIcon size={22} />
          </button>
        </div>
        <div className="modal__body">{typeof children === 'function' ? children(close) : children}</div>
      </div>
    </dialog>
  );
}
