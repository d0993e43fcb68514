import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t';
import { Modal } from '../feedback/modal';

/**
 * SPEC §2 outlet popup: title, email field (type email without native validation), submit button,
 * info text. The shop has no outlet access check behind it, so submitting answers "coming soon"
 * rather than pretending the address was checked.
 */
export function OutletPopup({ onClose }: { onClose: () => void }) {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <Modal name="outlet" title={t('outlet.popup.title')} onClose={onClose}>
      <form className="outlet-popup" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-email`}>{t('outlet.popup.email')}</label>
        <input id={`${id}-email`} type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit" className="button">
          {t('outlet.popup.submit')}
        </button>
        <p className="outlet-popup__info">{t('outlet.popup.info')}</p>
        {sent && (
          <p className="outlet-popup__soon" role="status">
            {t('common.comingSoon')}
          </p>
        )}
      </form>
    </Modal>
  );
}
