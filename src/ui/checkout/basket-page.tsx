import { observer } from 'mobx-react-lite';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { loginPath } from '../auth/login-links';
import { PageFrame } from '../pages/page-frame';
import { BasketLineRow } from '../basket/basket-line-row';
import { BasketNotices } from '../basket/basket-notices';
import { BasketTotals } from '../basket/basket-totals';
import { PromoCodeForm } from '../basket/promo-code-form';
import { useBasketRestore } from '../basket/use-basket-restore';
import { RecentlyViewedStrip } from '../recently/recently-viewed-strip';
import { useRemindedBasket } from '../basket/use-reminded-basket';

/**
 * Checkout step 1 (SPEC §2): the basket, restored from browser storage after hydration (the
 * server renders the loading state), its lines, promo code and totals. "Continue" leads to step 2;
 * an anonymous shopper logs in first, in the login layout with the timeline.
 */
export const BasketPage = observer(function BasketPage() {
  const t = useT();
  const { basket, auth } = useRootStore();
  useBasketRestore();
  useRemindedBasket();
  const current = basket.basket;
  return (
    <PageFrame title={t('basket.title')} className="basket-page">
      {!basket.restored ? (
        <div className="basket-page__loading" data-testid="basket-loading" aria-busy="true">
          <span className="skeleton basket-page__skeleton" />
          <span className="skeleton basket-page__skeleton" />
        </div>
      ) : current.isEmpty ? (
        <div className="basket-empty" data-testid="basket-empty">
          <BasketNotices />
          <p className="basket-empty__title">{t('basket.empty.title')}</p>
          <p>{t('basket.empty.text')}</p>
          <AppLink to="/" className="button button--primary">
            {t('basket.empty.cta')}
          </AppLink>
        </div>
      ) : (
        <div className="basket-page__body" aria-busy={current.loading}>
          <section className="basket-page__lines">
            <BasketNotices />
            {current.error && (
              <div className="basket-page__error" role="alert" data-testid="basket-error">
                <p>{t('basket.error')}</p>
                <button type="button" className="button button--secondary" onClick={() => void basket.recalculate()}>
                  {t('basket.retry')}
                </button>
              </div>
            )}
            <ul className="basket-lines" data-testid="basket-lines">
              {current.lines.map((line) => (
                <BasketLineRow key={`${line.info.id}:${line.size.id}`} line={line} />
              ))}
            </ul>
            {current.loading && (
              <p className="basket-page__updating" role="status">
                {t('basket.loading')}
              </p>
            )}
          </section>
          <aside className="basket-page__summary" aria-label={t('basket.totals.title')}>
            <PromoCodeForm />
            <BasketTotals />
            <AppLink
              to={auth.loggedIn ? '/checkout/shipping' : loginPath('connection', { fromBasket: true })}
              className={`button button--primary basket-page__continue${current.loading || current.error ? ' is-disabled' : ''}`}
              aria-disabled={current.loading || current.error ? true : undefined}
              data-testid="basket-continue"
            >
              {t('basket.continue')}
            </AppLink>
          </aside>
        </div>
      )}
      <RecentlyViewedStrip />
    </PageFrame>
  );
});
