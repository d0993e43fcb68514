import { useEffect, useRef } from 'react';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { observer } from 'mobx-react-lite';
import type { MenuItem } from '../../domain/catalogue/site';
import { ChevronIcon } from '../icons/icons';
import { urlToPath } from '../app/hrefs';
import { useRootStore } from '../app/root-context';
import { MegaMenu } from './mega-menu';

/** SPEC §9: a dropdown closes 150 ms after the pointer leaves it. */
const HOVER_CLOSE_MS = 150;

/** The desktop menu bar: one entry per init menu item, with a mega menu when it has sections. */
export const MenuBar = observer(function MenuBar() {
  const t = useT();
  const { site } = useRootStore();
  return (
    <nav className="menu-bar" aria-label={t('header.menu.label')}>
      <ul className="menu-bar__list">
        {site.menu.map((item, index) => (
          <MenuBarItem key={`${item.type}-${item.name}`} item={item} index={index} />
        ))}
      </ul>
    </nav>
  );
});

const MenuBarItem = observer(function MenuBarItem({ item, index }: { item: MenuItem; index: number }) {
  const t = useT();
  const { header } = useRootStore();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  const open = header.openMenu === index;
  const hasPanel = item.menuSubSections.length > 0 || (item.template?.templateItems.length ?? 0) > 0;
  const panelId = `mega-menu-${index}`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const enter = () => {
    clearTimeout(closeTimer.current);
    if (hasPanel) header.showMenu(index);
    else header.hideMenu();
  };
  const leave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => header.hideMenu(index), HOVER_CLOSE_MS);
  };

  return (
    <li
      className={`menu-bar__item${open ? ' is-open' : ''}${item.type === 'PROMO' || item.type === 'PROMOTIONS' ? ' menu-bar__item--promo' : ''}`}
      onMouseEnter={enter}
      onMouseLeave={leave}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          header.hideMenu(index);
          toggle.current?.focus();
        }
      }}
    >
      <AppLink to={urlToPath(item.url)} className="menu-bar__link" onClick={() => header.hideMenu()}>
        {item.name}
      </AppLink>
      {hasPanel && (
        <>
          <button
            ref={toggle}
            type="button"
            className="menu-bar__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('header.menu.showSection', { name: item.name })}
            // A pointer already opened the panel on hover: its click keeps it open. Keyboard toggles.
            onClick={(event) => (event.detail === 0 ? header.toggleMenu(index) : header.showMenu(index))}
          >
            <ChevronIcon size={14} />
          </button>
          <MegaMenu id={panelId} item={item} onNavigate={() => header.hideMenu()} />
        </>
      )}
    </li>
  );
});
