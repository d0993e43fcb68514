import type { ComponentType, ReactNode } from 'react';
import { matchRoutes } from '../../domain/routing/route-matching';
import { useRoutes, type RouteObject } from './router';
import { ROUTES, type LayoutName, type RouteDef } from '../../domain/routing/route-table';
import { DefaultLayout, HomeLayout } from '../layout/default-layout';
import type * as OtherLayouts from '../layout/other-layouts';
import { ShellRoot } from './shell-root';
import { island, type Island } from './islands';

export interface RouteHandle {
  /** The page's route (the leaf of a match). */
  route?: RouteDef;
  /** Loads the code this route renders with (its layout or its screen). */
  preload?: () => Promise<unknown>;
}

interface LayoutRoute {
  element: ReactNode;
  /** The layout's code, when it is not in every page's bundle. */
  island?: Island<object>;
}

/** The module of the layouts outside every page's bundle (route-modules.ts names it for the preloads). */
export const loadOtherLayouts = () => import('../layout/other-layouts');

const otherLayout = (name: keyof typeof OtherLayouts): LayoutRoute => {
  const Layout = island(() => loadOtherLayouts().then((module) => module[name]));
  return { element: <Layout />, island: Layout };
};

/** The shop's frame is in every page's bundle; the account, checkout and sign-in layouts load with their pages (route-modules.ts). */
export const LAYOUTS: Record<LayoutName, LayoutRoute> = {
  default: { element: <DefaultLayout /> },
  home: { element: <HomeLayout /> },
  account: otherLayout('AccountLayout'),
  'account-confirm': otherLayout('AccountConfirmLayout'),
  checkout: otherLayout('CheckoutLayout'),
  confirm: otherLayout('ConfirmLayout'),
  login: otherLayout('LoginLayout'),
  plain: otherLayout('PlainLayout'),
  template: otherLayout('TemplateLayout'),
};

const listingScreen = () => import('../pages/catalogue-page').then((module) => module.CataloguePage);
const searchScreen = () => import('../search/search-page').then((module) => module.SearchResultsPage);

/**
 * Screens by route id, each loaded with its route (its page island), so a page's JavaScript holds
 * its own screen only: the home carries no listing or product code and the other way round
 * (issue 15). The server has them all before rendering; the browser hydrates the current page's
 * as soon as it arrives, and loads later ones while their page loads (`loadMatchedRoutes`).
 * route-modules.ts names the same modules for the server's preloads.
 */
export const SCREENS: Record<string, () => Promise<ComponentType>> = {
  home: () => import('../home/home-page').then((module) => module.HomePage),
  contact: () => import('../contact/contact-page').then((module) => module.ContactPage),
  maintenance: () => import('../pages/static-pages').then((module) => module.MaintenancePage),
  unsubscribe: () => import('../pages/unsubscribe-page').then((module) => module.UnsubscribePage),
  search: searchScreen,
  'search-query': searchScreen,
  'search-more': searchScreen,
  cms: () => import('../pages/content-pages').then((module) => module.CmsPageView),
  template: () => import('../pages/content-pages').then((module) => module.TemplatePageView),
  product: () => import('../pages/product-page').then((module) => module.ProductPage),
  'checkout-basket': () => import('../checkout/basket-page').then((module) => module.BasketPage),
  'checkout-shipping': () => import('../checkout/shipping-page').then((module) => module.ShippingPage),
  'checkout-payment': () => import('../checkout/payment-page').then((module) => module.PaymentPage),
  'checkout-summary': () => import('../checkout/summary-page').then((module) => module.SummaryPage),
  'checkout-confirm': () => import('../checkout/confirm-page').then((module) => module.ConfirmPage),
  'account-orders': () => import('../accounts/order-history-page').then((module) => module.OrderHistoryPage),
  'account-order': () => import('../accounts/order-detail-page').then((module) => module.OrderDetailPage),
  'account-returns': () => import('../returns/return-form-page').then((module) => module.ReturnFormPage),
  'account-return': () => import('../returns/return-detail-page').then((module) => module.ReturnDetailPage),
  'account-giftcard': () => import('../giftcards/giftcard-page').then((module) => module.GiftcardPage),
  outlet: listingScreen,
  catalogue: listingScreen,
  login: () => import('../auth/login-page').then((module) => module.LoginPage),
  autoconnect: () => import('../auth/autoconnect-page').then((module) => module.AutoconnectPage),
  'autoconnect-token': () => import('../auth/autoconnect-page').then((module) => module.AutoconnectPage),
  wishlist: () => import('../wishlist/wishlist-page').then((module) => module.WishlistPage),
  account: () => import('../accounts/account-home').then((module) => module.AccountHome),
  'account-profile': () => import('../accounts/profile-page').then((module) => module.ProfilePage),
  'account-password': () => import('../accounts/password-page').then((module) => module.PasswordPage),
  'account-addresses': () => import('../accounts/address-book-page').then((module) => module.AddressBookPage),
  'account-address': () => import('../accounts/address-page').then((module) => module.AddressPage),
  'account-cards': () => import('../accounts/card-book-page').then((module) => module.CardBookPage),
  'account-subscriptions': () => import('../accounts/subscriptions-page').then((module) => module.SubscriptionsPage),
  'account-vouchers': () => import('../accounts/vouchers-page').then((module) => module.VouchersPage),
  'checkout-add-address': () => import('../accounts/add-address-page').then((module) => module.AddAddressPage),
};

/**
 * The routes of one store, relative to its locale prefix (the router's basename), so every route
 * exists once per language. Pages are grouped under their SPEC §2 layout; every page is loaded by
 * the same loader (the guard pipeline, `loadPage`) before it shows, on the server and in the
 * browser alike (the shop's router renders, router.tsx: react-router's data router stayed out of
 * the bundle, issue 15, and its declarative mode too, issue 40).
 */
export function createRoutes(): RouteObject[] {
  const layouts = [...new Set(ROUTES.map((route) => route.layout))];
  return [
    {
      id: 'root',
      element: <ShellRoot />,
      children: layouts.map((layout) => ({
        id: `layout-${layout}`,
        element: LAYOUTS[layout].element,
        handle: { preload: LAYOUTS[layout].island?.preload } satisfies RouteHandle,
        children: ROUTES.filter((route) => route.layout === layout).map((route): RouteObject => {
          const Page = pageIsland(route.id);
          const common = { id: route.id, element: <Page />, handle: { route, preload: Page.preload } satisfies RouteHandle };
          return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
        }),
      })),
    },
  ];
}

const pageIslands = new Map<() => Promise<ComponentType>, Island<object>>();

/**
 * A route's screen in the page view (the screen, or the error page the guards chose), as an island:
 * the page's own code is not in the JavaScript the page hydrates with; the server renders it and
 * the browser hydrates it as soon as it arrives (preloaded with the page). One per screen: the
 * search routes share theirs. Every route of the route table has one: a missing screen fails when
 * the routes are made, not on a shopper's visit.
 */
function pageIsland(routeId: string): Island<object> {
  const screen = SCREENS[routeId];
  if (!screen) throw new Error(`No screen for the route '${routeId}'`);
  let page = pageIslands.get(screen);
  if (!page) {
    page = island(() =>
      Promise.all([import('../pages/page-view'), screen()]).then(([{ PageView }, Screen]) => {
        const Page = () => (
          <PageView>
            <Screen />
          </PageView>
        );
        return Page;
      }),
    );
    pageIslands.set(screen, page);
  }
  return page;
}

/** The page of the current location, in its layout, in the shell (server render and browser alike). */
export function PageRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The routes a path matches, with the code they render with (layout, screen) loaded: a client
 * navigation shows a page only once its code is here, and the server renders every page in full.
 * At hydration nothing waits for it: the page's islands hydrate as their code arrives.
 * Null: the path is outside this store's prefix.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string, basename: string) {
  const matches = matchRoutes(routes, pathname, basename);
  if (!matches) return null;
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.()));
  return matches;
}

/** A store-relative address ('/login?x=1') under the store's prefix ('/es/login?x=1'; the home is '/es/'). */
export function withPrefix(basename: string, location: string): string {
  return basename === '/' ? location : `${basename}${location}`;
}
