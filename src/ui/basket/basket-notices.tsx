import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';

/** What the last server answer changed: capped quantities, removed items (SPEC §4, §8). */
export const BasketNotices = observer(function BasketNotices() {
  const t = useT();
  const { basket } = useRootStore();
  const { notices } = basket;
  if (notices.length === 0) return null;
  const removed = notices.some((notice) => notice.kind === 'line-removed');
  const capped = notices.flatMap((notice) => (notice.kind === 'quantity-capped' ? [notice] : []));
  return (
    <div className="basket-notices" role="status" data-testid="basket-notices">
      <ul>
        {capped.map((notice) => (
          <li key={`${notice.productId}:${notice.sizeId}`}>
            {t('basket.notice.capped', { name: basket.basket.line(notice.productId, notice.sizeId)?.info.name ?? '', available: notice.available })}
          </li>
        ))}
        {removed && <li>{t('basket.notice.removed')}</li>}
      </ul>
      <button type="button" className="link-button" onClick={basket.dismissNotices}>
        {t('basket.notice.close')}
      </button>
    </div>
  );
});
