import { useRef } from 'react';
import { useT } from '../i18n/use-t';
import { observer } from 'mobx-react-lite';
import { CloseIcon, MenuIcon } from '../icons/icons';
import { useRootStore } from '../app/root-context';
import { SeasonalBanner } from '../banners/seasonal-banner';
import { HeaderBanner } from '../banners/header-banner';
import { SiteLogo } from './site-logo';
import { HeaderSearch } from '../search/header-search';
import { HeaderTools } from './header-tools';
import { MenuBar } from './menu-bar';
import { MobileMenu } from './mobile-menu';
import { useHeaderScroll } from './use-header-scroll';

/**
 * The shop header: banners, logo, search, tools, menu bar and mobile menu. It follows the scroll
 * state machine of SPEC §4 (`data-scroll`: normal, fixed, hidden); on home and slider template
 * pages it is transparent while the page is at the top.
 */
export const SiteHeader = observer(function SiteHeader({ transparent = false }: { transparent?: boolean }) {
  const t = useT();
  const { header } = useRootStore();
  const element = useRef<HTMLElement>(null);
  const mode = useHeaderScroll(element, header.forceShow);
  const hidden = mode === 'hidden' && !header.mobileMenuOpen && header.openMenu === null && !header.accountMenuOpen;
  return (
    <>
      <HeaderBanner />
      <SeasonalBanner />
      <header
        ref={element}
        className={`site-header${transparent ? ' site-header--transparent' : ''}`}
        data-scroll={hidden ? 'hidden' : mode === 'hidden' ? 'fixed' : mode}
        data-testid="site-header"
      >
        <div className="site-header__bar">
          <button
            type="button"
            className="site-header__menu-toggle"
            aria-expanded={header.mobileMenuOpen}
            aria-controls="mobile-menu"
            aria-label={header.mobileMenuOpen ? t('header.menu.close') : t('header.menu.open')}
            onClick={header.toggleMobileMenu}
            data-testid="mobile-menu-toggle"
          >
            {header.mobileMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <SiteLogo />
          <div className="site-header__search">
            <HeaderSearch />
          </div>
          <HeaderTools />
        </div>
        <MenuBar />
        <MobileMenu />
      </header>
    </>
  );
});
