import { useEffect, useRef, type FocusEvent } from 'react';
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
 * pointer or the focus leaves; never while either is on it).
 */
export const BasketMenu = observer(function BasketMenu() {
  const t = useT();
  const { basket, header, site } = useRootStore();
  useBasketRestore();
  const iso = site.locale.iso;
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A timer coming due while the shopper is on the menu (pointer or focus) leaves it open.
    basket.holdWhile(() => {
      const element = menu.current;
      return !!element && (element.matches(':hover') || element.contains(document.activeElement));
    });
    return () => basket.holdWhile(null);
  }, [basket]);
  const focusLeaves = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) basket.hoverEnd();
  };
  return (
    <div ref={menu} className="basket-menu" onMouseEnter={basket.hoverStart} onMouseLeave={basket.hoverEnd} onFocus={basket.keepOpen} onBlur={focusLeaves}>
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
      )}
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
