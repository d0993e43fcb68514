import { useEffect, useRef } from 'react';
import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import { observer } from 'mobx-react-lite';
import { urlToPath } from '../app/hrefs';
import { useRootStore } from '../app/root-context';
import { CloseIcon } from '../icons/icons';
import { CountryLinks } from './country-switch';

/**
 * The slide-in menu of small screens: the header's toggle opens it, its close button, the
 * backdrop or Escape close it, and focus moves into it and back to the toggle.
 */
export const MobileMenu = observer(function MobileMenu() {
  const t = useT();
  const { header } = useRootStore();
  const open = header.mobileMenuOpen;
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const toggle = document.querySelector<HTMLElement>('[data-testid="mobile-menu-toggle"]');
    panel.current?.querySelector<HTMLElement>('button, a, summary')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') header.closeMobileMenu();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      toggle?.focus();
    };
  }, [open, header]);

  return (
    <>
      {open && <div className="mobile-menu-backdrop" onClick={header.closeMobileMenu} aria-hidden="true" />}
      <nav ref={panel} id="mobile-menu" className={`mobile-menu${open ? ' is-open' : ''}`} aria-label={t('header.menu.label')} hidden={!open}>
        {open && <MobileMenuContent />}
      </nav>
    </>
  );
});

/**
 * What the open menu shows, rendered only while it is open: closed, it is hidden, so neither the
 * page's HTML nor its hydration carries a second copy of the menu (issue 15).
 */
const MobileMenuContent = observer(function MobileMenuContent() {
  const t = useT();
  const { site, header } = useRootStore();
  return (
    <>
      <div className="mobile-menu__top">
        <span>{t('header.menu.label')}</span>
        <button type="button" className="mobile-menu__close" onClick={header.closeMobileMenu} aria-label={t('header.menu.close')}>
          <CloseIcon />
        </button>
      </div>
      <ul className="mobile-menu__list">
        {site.menu.map((item) => (
          <li key={`${item.type}-${item.name}`} className="mobile-menu__item">
            {item.menuSubSections.length > 0 ? (
              <details>
                <summary>{item.name}</summary>
                <ul className="mobile-menu__sublist">
                  <li>
                    <AppLink to={urlToPath(item.url)} onClick={header.closeMobileMenu}>
                      {t('header.menu.seeAll', { name: item.name })}
                    </AppLink>
                  </li>
                  {item.menuSubSections.map((section) => (
                    <li key={`${section.name}-${section.url.path}`}>
                      <AppLink to={urlToPath(section.url)} onClick={header.closeMobileMenu}>
                        {section.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <AppLink to={urlToPath(item.url)} onClick={header.closeMobileMenu}>
                {item.name}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
      <div className="mobile-menu__countries">
        <p className="country-switch__title">{t('header.country.title')}</p>
        <CountryLinks />
      </div>
    </>
  );
});
