import { Modal } from '../feedback/modal';
import { useT } from '../i18n/use-t';

/** SPEC §2 footer newsletter confirmation popup: thanks, the 48 h note (SPEC §9), a close button. */
export function NewsletterConfirmation({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal name="newsletter" title={t('footer.newsletter.confirmationTitle')} onClose={onClose}>
      {(close) => (
        <div className="newsletter-confirmation" data-testid="newsletter-confirmation">
          <p>{t('footer.newsletter.confirmation')}</p>
          <div className="modal__actions">
            <button type="button" className="button" onClick={close} data-testid="newsletter-confirmation-close">
              {t('footer.newsletter.close')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
