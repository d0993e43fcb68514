import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useNavigate } from '../app/router';
import { useT } from '../i18n/use-t';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { SiteHeader } from '../header/site-header';
import { SiteLogo } from '../header/site-logo';
import { SeasonalBanner } from '../banners/seasonal-banner';
import { ShopFrame } from './default-layout';
import { Reassurance } from './reassurance';
import { SkipLink } from './skip-link';
import { Credits } from './credits';
import { PageOutlet } from './page-outlet';
import { TunnelHeader } from './tunnel-header';
import { CheckoutTimeline } from './checkout-timeline';
import { ACCOUNT_PANEL_LINKS } from '../accounts/account-sections';

/** SPEC §2 "template page": the default layout; a slider-type header makes the site header transparent. */
export const TemplateLayout = observer(function TemplateLayout() {
  const { page } = useRootStore();
  return <ShopFrame transparentHeader={Boolean(page.template?.hero)} />;
});

const AccountPanel = observer(function AccountPanel() {
  const t = useT();
  const { page, auth } = useRootStore();
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);
  // Small screens show the sections as one scrolling row: the current one is brought into it.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current && row.scrollWidth > row.clientWidth) row.scrollLeft = current.offsetLeft - row.offsetLeft - 16;
  }, [page.routeId]);
  return (
    <nav className="account-panel" aria-label={t('account.panel.label')}>
      <ul ref={list}>
        {ACCOUNT_PANEL_LINKS.map((link) => {
          const current =
            page.routeId === link.id ||
            (link.id === 'account-orders' && (page.routeId.startsWith('account-order') || page.routeId.startsWith('account-return'))) ||
            (link.id === 'account-addresses' && page.routeId === 'account-address');
          return (
            <li key={link.id}>
              <AppLink to={link.path} className={`account-panel__link${current ? ' is-current' : ''}`} aria-current={current ? 'page' : undefined}>
                {t(`page.title.${link.id}`)}
              </AppLink>
            </li>
          );
        })}
        {auth.loggedIn && (
          <li>
            <button type="button" className="account-panel__link account-panel__logout" onClick={() => void auth.logout().then(() => navigate('/'))} data-testid="account-panel-logout">
              {t('account.logout')}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
});

/** SPEC §2 "account": the side account panel beside the content, hidden on the account home. */
export const AccountLayout = observer(function AccountLayout() {
  const { page } = useRootStore();
  const home = page.routeId === 'account' || page.failed;
  return (
    <ShopFrame>
      <div className={`account-layout${home ? ' account-layout--home' : ''}`}>
        {!home && <AccountPanel />}
        <div className="account-layout__content">
          <PageOutlet />
        </div>
      </div>
    </ShopFrame>
  );
});

/** SPEC §2 "account-confirm": header, account content, credits. */
export function AccountConfirmLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="site-main site-main--narrow" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Credits />
    </>
  );
}

/** SPEC §2 "checkout": tunnel header, timeline, optional seasonal banner, reassurance on the shipping page only. */
export const CheckoutLayout = observer(function CheckoutLayout() {
  const { page } = useRootStore();
  const step = page.route.step ?? 1;
  return (
    <>
      <SkipLink />
      <TunnelHeader />
      <CheckoutTimeline current={step} />
      <SeasonalBanner tunnel />
      <main id="main" className="site-main site-main--tunnel" tabIndex={-1}>
        <PageOutlet />
      </main>
      {page.routeId === 'checkout-shipping' && <Reassurance />}
      <Credits />
    </>
  );
});

/** SPEC §2 "confirm": tunnel header and reassurance. */
export function ConfirmLayout() {
  return (
    <>
      <SkipLink />
      <TunnelHeader />
      <main id="main" className="site-main site-main--tunnel" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Reassurance />
      <Credits />
    </>
  );
}

/** SPEC §2 "login": tunnel header and timeline when coming from basket step one, otherwise a centred logo. */
export const LoginLayout = observer(function LoginLayout() {
  const fromBasket = useRootStore().comeFromStepOneOfBasket;
  return (
    <>
      <SkipLink />
      {fromBasket ? (
        <>
          <TunnelHeader />
          <CheckoutTimeline current={2} loginStep />
        </>
      ) : (
        <header className="centred-logo">
          <SiteLogo />
        </header>
      )}
      <main id="main" className="site-main site-main--narrow" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Credits />
    </>
  );
});

/** SPEC §2 "plain": the page alone (maintenance). */
export function PlainLayout() {
  return (
    <>
      <header className="centred-logo">
        <SiteLogo />
      </header>
      <main id="main" className="site-main site-main--narrow" tabIndex={-1}>
        <Outlet />
      </main>
      <Credits />
    </>
  );
}
