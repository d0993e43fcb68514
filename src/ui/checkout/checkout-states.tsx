import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';

/** While the stored basket comes back (the server renders the tunnel without it). */
export function CheckoutLoading() {
  const t = useT();
  return (
    <div className="checkout-loading" aria-busy="true" data-testid="checkout-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      <span className="skeleton__block checkout-loading__block" />
      <span className="skeleton__block checkout-loading__block" />
    </div>
  );
}

/** Steps 2 and 3 with nothing to order: back to the shop. */
export function CheckoutEmpty() {
  const t = useT();
  return (
    <div className="basket-empty" data-testid="checkout-empty">
      <p className="basket-empty__title">{t('basket.empty.title')}</p>
      <p>{t('basket.empty.text')}</p>
      <AppLink to="/" className="button button--primary">
        {t('basket.empty.cta')}
      </AppLink>
    </div>
  );
}
