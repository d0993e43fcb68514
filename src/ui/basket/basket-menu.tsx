import { observer } from 'mobx-react-lite';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';
import { BagIcon } from '../icons/icons';
import { formatPrice } from '../product/format-price';
import { LinePicture } from './line-picture';
import { useBasketRestore } from './use-basket-restore';

/**
 * The header's basket link with its counter and dropdown (SPEC §4): the dropdown opens when a
 * product is added (3 s) and on hover when the basket holds products (closing 150 ms after the
 * pointer leaves).
 */
export const BasketMenu = observer(function BasketMenu() {
  const t = useT();
  const { basket, header, site } = useRootStore();
  useBasketRestore();
  const iso = site.locale.iso;
  const amounts = basket.basket.amounts();
  return (
    <div className="basket-menu" onMouseEnter={basket.hoverStart} onMouseLeave={basket.hoverEnd}>
      <AppLink
        to="/checkout/basket"
        className="header-tool"
        aria-label={t('header.basket.count', { count: header.basketCount })}
        aria-expanded={basket.dropdownOpen}
        aria-controls="basket-dropdown"
      >
        <BagIcon />
        <span className="header-tool__label">{t('header.basket')}</span>
        <span className="header-tool__count" data-testid="basket-count">
          {header.basketCount}
        </span>
      </AppLink>
      {basket.dropdownOpen && !basket.isEmpty && (
        <div id="basket-dropdown" className="basket-dropdown" data-testid="basket-dropdown" onFocus={basket.hoverStart} onBlur={basket.hoverEnd}>
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
          <p className="basket-dropdown__total">
            <span>{t('basket.totals.total')}</span>
            <strong data-testid="basket-dropdown-total">{formatPrice(amounts.total ?? amounts.goods, iso)}</strong>
          </p>
          <AppLink to="/checkout/basket" className="button button--primary basket-dropdown__cta" onClick={basket.closeDropdown}>
            {t('basket.dropdown.view')}
          </AppLink>
        </div>
      )}
    </div>
  );
});
