import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { formatPrice } from '../product/format-price';
import { formatDeliveryDate } from './basket-format';

/** Subtotal, each applied promotion (its name and amount), shipping (carrier, delivery date), total, the free-shipping nudge and what automatic promotions still need, in EUR for the locale. */
export const BasketTotals = observer(function BasketTotals() {
  const t = useT();
  const { basket, site } = useRootStore();
  const iso = site.locale.iso;
  const amounts = basket.basket.amounts();
  const carrier = basket.basket.totals?.defaultCarrier ?? null;
  const left = amounts.amountLeftForFreeShipping;
  const promotions = basket.basket.totals?.promotions;
  const applied = promotions?.applied ?? [];
  // The typed code's refusal is the promo code form's to say; here, what automatic promotions still need.
  const declined = (promotions?.declined ?? []).filter((promotion) => promotion.code === null);
  return (
    <div className="basket-totals" data-testid="basket-totals" aria-busy={basket.basket.loading}>
      {left !== null && left > 0 && (
        <p className="basket-totals__nudge" data-testid="free-shipping-nudge">
          {t('basket.freeShipping.left', { amount: formatPrice(left, iso) })}
        </p>
      )}
      {left === 0 && amounts.freeShipping && <p className="basket-totals__nudge basket-totals__nudge--done">{t('basket.freeShipping.reached')}</p>}
      <dl className="basket-totals__list">
        <div className="basket-totals__row">
          <dt>{t('basket.totals.subtotal')}</dt>
          <dd data-testid="basket-subtotal">{formatPrice(amounts.subtotal, iso)}</dd>
        </div>
        {amounts.discount > 0 && (
          <div className="basket-totals__row basket-totals__row--discount">
            <dt>{t('basket.totals.discount')}</dt>
            <dd data-testid="basket-discount">-{formatPrice(amounts.discount, iso)}</dd>
          </div>
        )}
        {applied.map((promotion) => (
          <div className="basket-totals__row basket-totals__row--promotion" data-testid="basket-applied-promotion" key={`${promotion.code ?? ''}:${promotion.name}`}>
            <dt>{promotion.name}</dt>
            <dd>{promotion.discount > 0 ? `-${formatPrice(promotion.discount, iso)}` : promotion.freeShipping ? t('basket.totals.free') : ''}</dd>
          </div>
        ))}
        <div className="basket-totals__row">
          <dt>
            {t('basket.totals.shipping')}
            {carrier && (
              <span className="basket-totals__carrier" data-testid="basket-carrier">
                {t('basket.shipping.carrier', { carrier: carrier.name, date: formatDeliveryDate(carrier.deliveryDate.deliveryDate, iso) })}
              </span>
            )}
          </dt>
          <dd data-testid="basket-shipping">
            {amounts.shippingCents === null ? '–' : amounts.shippingCents === 0 ? t('basket.totals.free') : formatPrice(amounts.shippingCents / 100, iso)}
          </dd>
        </div>
        <div className="basket-totals__row basket-totals__row--total">
          <dt>{t('basket.totals.total')}</dt>
          <dd data-testid="basket-total">{amounts.total === null ? '–' : formatPrice(amounts.total, iso)}</dd>
        </div>
      </dl>
      {declined.length > 0 && (
        <ul className="basket-totals__declined" data-testid="basket-declined-promotions">
          {declined.map((promotion) => (
            <li key={`${promotion.name}:${promotion.message}`} data-testid="basket-declined-promotion">
              {promotion.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
