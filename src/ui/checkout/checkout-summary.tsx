import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { AddressLines } from '../accounts/address-lines';
import { useT } from '../i18n/use-t';
import { formatPrice } from '../product/format-price';
import { formatDeliveryDate } from '../basket/basket-format';
import { LinePicture } from '../basket/line-picture';

/** Where the parcel goes, as chosen at step 2. */
export const DeliveryRecap = observer(function DeliveryRecap() {
  const t = useT();
  const { basket, site } = useRootStore();
  const { shippingAddress, relayPoint, carrier } = basket.basket.state;
  if (!shippingAddress && !relayPoint) return null;
  return (
    <div className="checkout-recap" data-testid="delivery-recap">
      <p className="checkout-recap__title">{relayPoint ? t('shipping.mode.relay') : t('shipping.mode.home')}</p>
      {relayPoint ? (
        <address className="address-lines">
          <span>{relayPoint.name}</span>
          <span>{relayPoint.street}</span>
          <span>
            {relayPoint.zipCode} {relayPoint.city}
          </span>
        </address>
      ) : (
        shippingAddress && <AddressLines address={shippingAddress} />
      )}
      {carrier && (
        <p className="checkout-recap__date">
          {carrier.name ? `${carrier.name} · ` : ''}
          {t('shipping.carrier.delivery', { date: formatDeliveryDate(carrier.shippingDeliveryDate.deliveryDate, site.locale.iso) })}
        </p>
      )}
    </div>
  );
});

/**
 * The basket beside steps 2 and 3: its lines and the totals with the chosen carrier (cents,
 * SPEC §3), then the step's own action.
 */
export const CheckoutAside = observer(function CheckoutAside({ children, showLines = true }: { children?: ReactNode; showLines?: boolean }) {
  const t = useT();
  const { basket, site } = useRootStore();
  const iso = site.locale.iso;
  const current = basket.basket;
  const amounts = current.amounts();
  return (
    <aside className="checkout-aside" aria-label={t('basket.totals.title')} aria-busy={current.loading}>
      <h2 className="checkout-aside__title">{t('basket.totals.title')}</h2>
      {showLines && (
        <ul className="checkout-aside__lines">
          {current.lines.map((line) => (
            <li key={`${line.info.id}:${line.size.id}`} className="checkout-aside__line">
              <LinePicture line={line} size={56} />
              <span className="checkout-aside__name">
                {line.info.name}
                <span className="checkout-aside__meta">
                  {line.size.label ? `${t('basket.line.size', { size: line.size.label })} · ` : ''}
                  {t('basket.line.quantity', { count: line.quantity })}
                </span>
              </span>
              <span className="checkout-aside__price">{formatPrice(line.info.price * line.quantity, iso)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="basket-totals__list">
        <div className="basket-totals__row">
          <dt>{t('basket.totals.subtotal')}</dt>
          <dd>{formatPrice(amounts.subtotal, iso)}</dd>
        </div>
        {amounts.discount > 0 && (
          <div className="basket-totals__row basket-totals__row--discount">
            <dt>{t('basket.totals.discount')}</dt>
            <dd>-{formatPrice(amounts.discount, iso)}</dd>
          </div>
        )}
        <div className="basket-totals__row">
          <dt>{t('basket.totals.shipping')}</dt>
          <dd data-testid="checkout-shipping-price">
            {amounts.shippingCents === null ? '–' : amounts.shippingCents === 0 ? t('basket.totals.free') : formatPrice(amounts.shippingCents / 100, iso)}
          </dd>
        </div>
        <div className="basket-totals__row basket-totals__row--total">
          <dt>{t('basket.totals.total')}</dt>
          <dd data-testid="checkout-total">{amounts.total === null ? '–' : formatPrice(amounts.total, iso)}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
});
