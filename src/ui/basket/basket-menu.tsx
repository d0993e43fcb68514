import { useEffect, useRef, type FocusEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { AppLink } from '../app/app-link';
import { useRootStore } from '../app/root-context';
import { loadOnce, preload, useLoaded } from '../app/islands';
import { withAllTexts } from '../i18n/later-texts';
import { useT } from '../i18n/use-t';
import { BagIcon } from '../icons/icons';
import { useBasketRestore } from './use-basket-restore';

/**
 * The dropdown's code and texts (issue 40: only the shopper's hover, focus or an added product
 * opens it, so no page loads it at start): asked for when the pointer or the focus comes to the
 * basket, or when the dropdown opens; a failed load is tried again the next time.
 */
const loadDropdown = loadOnce(withAllTexts(() => import('./basket-dropdown')));

/**
 * The header's basket link with its counter and dropdown (SPEC §4): the dropdown opens when a
 * product is added (3 s) and on hover when the basket holds products (closing 150 ms after the
 * pointer or the focus leaves; never while either is on it).
 */
export const BasketMenu = observer(function BasketMenu() {
  const t = useT();
  const { basket, header } = useRootStore();
  useBasketRestore();
  const menu = useRef<HTMLDivElement>(null);
  const open = basket.dropdownOpen && !basket.isEmpty;
  const dropdown = useLoaded(loadDropdown, open);
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
    <div
      ref={menu}
      className="basket-menu"
      onMouseEnter={() => {
        preload(loadDropdown);
        basket.hoverStart();
      }}
      onMouseLeave={basket.hoverEnd}
      onFocus={() => {
        preload(loadDropdown);
        basket.keepOpen();
      }}
      onBlur={focusLeaves}
    >
      <AppLink
        to="/checkout/basket"
        className="header-tool"
        aria-label={t('header.basket.count', { count: header.basketCount })}
        aria-expanded={open && dropdown !== null}
        aria-controls="basket-dropdown"
      >
        <BagIcon />
        <span className="header-tool__label">{t('header.basket')}</span>
        <span className="header-tool__count" data-testid="basket-count">
          {header.basketCount}
        </span>
      </AppLink>
      {open && dropdown && <dropdown.BasketDropdown />}
    </div>
  );
});
