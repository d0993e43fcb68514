import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '../app/router';
import type { OutletAccessResult } from '../../application/outlet/request-outlet-access';
import { useRootStore } from '../app/root-context';
import { Modal } from '../feedback/modal';
import { useT } from '../i18n/use-t';

/** SPEC §2 outlet route, the same slug in every language (the router adds the locale prefix). */
const OUTLET_PATH = '/outlet';

/**
 * SPEC §2, §4, §5 outlet popup: title, info text, an email field of type email without native
 * validation, submit. The shop checks the address (customers and newsletter subscribers pass);
 * any failure shows the translated outlet error and marks the field in error until the visitor
 * types again. On success the signed pass is in the outlet cookie, the popup closes, the
 * outletAccessAllowed flag turns true and the visitor lands on the outlet.
 */
export const OutletPopup = observer(function OutletPopup({ onClose }: { onClose: () => void }) {
  const t = useT();
  const root = useRootStore();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    let result: OutletAccessResult;
    try {
      result = await root.services.newsletter.requestOutletAccess(email);
    } catch {
      result = { kind: 'refused', code: 0, message: '' };
    }
    setLoading(false);
    if (result.kind === 'granted') {
      root.allowOutlet();
      onClose();
      // Replaces the popup's history entry: "back" from the outlet returns to the page before.
      void navigate(OUTLET_PATH, { replace: true });
      return;
    }
    setError(result.code === 429 ? result.message : t(result.code === 422 ? 'outlet.errors.email-invalid' : result.code === 403 ? 'outlet.errors.refused' : 'outlet.errors.failed'));
  };

  return (
    <Modal name="outlet" title={t('outlet.popup.title')} onClose={onClose}>
      <form className="outlet-popup" onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
        <p className="outlet-popup__info">{t('outlet.popup.info')}</p>
        <div className={`field${error ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor={`${id}-email`}>
            {t('outlet.popup.email')}
          </label>
          <input
            id={`${id}-email`}
            className="field__input"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            data-testid="outlet-email"
          />
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert" data-testid="outlet-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={loading} data-testid="outlet-submit">
          {loading ? t('outlet.popup.checking') : t('outlet.popup.submit')}
        </button>
      </form>
    </Modal>
  );
});
