import { useT } from '../i18n/use-t';
import { Modal } from './modal';
import { acceptStorageWarning } from './local-storage-check';

export function LocalStorageWarning({ onClose }: { onClose: () => void }) {
  const t = useT();
  const accept = () => {
    acceptStorageWarning();
    onClose();
  };
  return (
    <Modal name="local-storage" title={t('storageWarning.title')} onClose={accept}>
      <p>{t('storageWarning.text')}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={accept}>
          {t('storageWarning.accept')}
        </button>
      </div>
    </Modal>
  );
}
