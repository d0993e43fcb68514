import { observer } from 'mobx-react-lite';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { formatPrice } from '../product/format-price';
import { LinePicture } from './line-picture';

/**
 * The header basket's dropdown (SPEC §4), while it is open: its lines, their figures and the way
 * to the basket. Loaded by basket-menu.tsx when it is first wanted.
 */
export const BasketDropdown = observer(function BasketDropdown() {
  const t = useT();
  const { basket, site } = useRootStore();
  const iso = site.locale.iso;
  return (
    <div id="basket-dropdown" className="basket-dropdown" data-testid="basket-dropdown">
      <p className="basket-dropdown__title">{t('basket.dropdown.title')}</p>
      <ul className="basket-dropdown__lines">
        {basket.basket.lines.map((line) => (
          <li key={`${line.info.id}:${line.size.id}`} className="basket-dropdown__line" data-testid="basket-dropdown-line">
            <LinePicture line={line} size={64} />
            <div className="basket-dropdown__info">
              <p className="basket-dropdown__name">{line.info.name}</p>
              <p className="basket-dropdown__meta">
                {t('basket.line.size', { size: line.size.label ?? '' })} · {t('basket.line.quantity', { count: line.quantity })}
              </p>
            </div>
            <p className="basket-dropdown__price">{formatPrice(line.info.price * line.quantity, iso)}</p>
          </li>
        ))}
      </ul>
      <DropdownAmounts />
      <AppLink to="/checkout/basket" className="button button--primary basket-dropdown__cta" onClick={basket.closeDropdown}>
        {t('basket.dropdown.view')}
      </AppLink>
    </div>
  );
});

/** The lines' sum, what promotions take off, shipping and the total: the figures add up (issue 35). */
const DropdownAmounts = observer(function DropdownAmounts() {
  const t = useT();
  const { basket, site } = useRootStore();
  const iso = site.locale.iso;
  const amounts = basket.basket.amounts();
  const shipping = amounts.shippingCents;
  return (
    <dl className="basket-dropdown__amounts">
      <div className="basket-dropdown__row">
        <dt>{t('basket.totals.subtotal')}</dt>
        <dd data-testid="basket-dropdown-subtotal">{formatPrice(amounts.subtotal, iso)}</dd>
      </div>
      {amounts.total !== null && amounts.discount > 0 && (
        <div className="basket-dropdown__row">
          <dt>{t('basket.totals.discount')}</dt>
          <dd data-testid="basket-dropdown-discount">-{formatPrice(amounts.discount, iso)}</dd>
        </div>
      )}
      {amounts.total !== null && shipping !== null && (
        <>
          <div className="basket-dropdown__row">
            <dt>{t('basket.totals.shipping')}</dt>
            <dd data-testid="basket-dropdown-shipping">{shipping === 0 ? t('basket.totals.free') : formatPrice(shipping / 100, iso)}</dd>
          </div>
          <div className="basket-dropdown__row basket-dropdown__total">
            <dt>{t('basket.totals.total')}</dt>
            <dd data-testid="basket-dropdown-total">{formatPrice(amounts.total, iso)}</dd>
          </div>
        </>
      )}
    </dl>
  );
});
