import { observer } from 'mobx-react-lite';
import type { Carrier } from '../../domain/catalogue/carrier';
import { freeShippingThreshold } from '../../domain/basket/shipping';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { formatPrice } from '../product/format-price';
import { formatDeliveryDate } from '../basket/basket-format';
import { useCheckoutStores } from './use-checkout-stores';

/**
 * The carriers of the destination for the chosen mode (SPEC §3: prices in cents, free from the
 * threshold — 99 € when the carrier gives none —, the delivery date).
 */
export const CarrierList = observer(function CarrierList() {
  const t = useT();
  const { site } = useRootStore();
  const { shipping } = useCheckoutStores();
  const iso = site.locale.iso;
  const chosenId = shipping.carrier?.id ?? null;
  if (shipping.offered.length === 0) return null;
  const price = (carrier: Carrier) => (carrier.price.freeShipping || carrier.price.priceWithDuty === 0 ? t('basket.totals.free') : formatPrice(carrier.price.priceWithDuty / 100, iso));
  return (
    <fieldset className="choice-list carrier-list" data-testid="carriers" aria-busy={shipping.busy}>
      <legend className="checkout-section__subtitle">{t('shipping.carrier.title')}</legend>
      {shipping.offered.map((carrier) => {
        const chosen = carrier.id === chosenId;
        const threshold = freeShippingThreshold(carrier.price.freeShippingAmount || null);
        return (
          <label key={carrier.id} className={`choice-card carrier${chosen ? ' is-chosen' : ''}`} data-testid="carrier">
            <span className="choice-card__main">
              <input type="radio" name="carrier" checked={chosen} disabled={shipping.busy || !shipping.destinationChosen} onChange={() => void shipping.chooseCarrier(carrier)} />
              {carrier.logo ? <img className="carrier__logo" src={carrier.logo} alt="" width={48} height={48} loading="lazy" /> : <span className="carrier__logo" aria-hidden="true" />}
              <span className="choice-card__body">
                <span className="choice-card__title">{carrier.name}</span>
                {carrier.description && <span className="carrier__description">{carrier.description}</span>}
                <span className="carrier__date">{t('shipping.carrier.delivery', { date: formatDeliveryDate(carrier.deliveryDate.deliveryDate, iso) })}</span>
                {!carrier.price.freeShipping && <span className="carrier__free">{t('shipping.carrier.freeFrom', { amount: formatPrice(threshold / 100, iso) })}</span>}
              </span>
              <span className="carrier__price" data-testid="carrier-price">
                {price(carrier)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
});
