import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';

/** "Clear recently viewed" (issue 38), on the account home: the list of every device signed in to the account. */
export const RecentlyViewedPanel = observer(function RecentlyViewedPanel() {
  const t = useT();
  const { recently } = useRootStore();
  const [status, setStatus] = useState<'cleared' | 'failed' | null>(null);

  const clear = async () => {
    setStatus(null);
    setStatus((await recently.clear()) ? 'cleared' : 'failed');
  };

  return (
    <section className="account-card account-recently" aria-labelledby="account-recently-title" data-testid="account-recently">
      <h2 id="account-recently-title">{t('recently.title')}</h2>
      <p>{t('recently.intro')}</p>
      <button type="button" className="button button--secondary" onClick={() => void clear()} disabled={recently.clearing} data-testid="account-recently-clear">
        {recently.clearing ? t('common.loading') : t('recently.clear')}
      </button>
      <p className="account-recently__status" role="status" data-testid="account-recently-status">
        {status === 'cleared' ? t('recently.cleared') : status === 'failed' ? t('recently.failed') : ''}
      </p>
    </section>
  );
});
