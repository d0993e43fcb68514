import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { ROUTES, type LayoutName, type RouteDef } from '../../domain/routing/route-table';
import { DefaultLayout, HomeLayout } from '../layout/default-layout';
import type * as OtherLayouts from '../layout/other-layouts';
import { PageView } from '../pages/page-view';
import { ShellRoot } from './shell-root';
import { pageLoader, type PageOutcome } from './page-loader';
import type { RootStore } from './root-store';

export interface RouteHandle {
  route: RouteDef;
}

type LayoutRoute = { element: ReactNode } | { lazy: () => Promise<{ element: ReactNode }> };

const otherLayout = (name: keyof typeof OtherLayouts): LayoutRoute => ({
  lazy: async () => {
    const Layout = (await import('../layout/other-layouts'))[name];
    return { element: <Layout /> };
  },
});

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
 * Screens by route id, each loaded with its route (`lazy`, resolved by `loadMatchedRoutes`), so a page's JavaScript
 * holds its own screen only: the home carries no listing or product code and the other way round
 * (issue 15). The server resolves them before rendering; the browser loads the current page's
 * before hydrating, later ones while their page loads (both through `loadMatchedRoutes`). Every route of the
 * route table has one: a missing screen fails when the routes are made, not on a shopper's visit.
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
  'account-orders': () => import('../account/order-history-page').then((module) => module.OrderHistoryPage),
  'account-order': () => import('../account/order-detail-page').then((module) => module.OrderDetailPage),
  'account-returns': () => import('../returns/return-form-page').then((module) => module.ReturnFormPage),
  'account-return': () => import('../returns/return-detail-page').then((module) => module.ReturnDetailPage),
  'account-giftcard': () => import('../giftcards/giftcard-page').then((module) => module.GiftcardPage),
  outlet: listingScreen,
  catalogue: listingScreen,
  login: () => import('../auth/login-page').then((module) => module.LoginPage),
  autoconnect: () => import('../auth/autoconnect-page').then((module) => module.AutoconnectPage),
  'autoconnect-token': () => import('../auth/autoconnect-page').then((module) => module.AutoconnectPage),
  wishlist: () => import('../wishlist/wishlist-page').then((module) => module.WishlistPage),
  account: () => import('../account/account-home').then((module) => module.AccountHome),
  'account-profile': () => import('../account/profile-page').then((module) => module.ProfilePage),
  'account-password': () => import('../account/password-page').then((module) => module.PasswordPage),
  'account-addresses': () => import('../account/address-book-page').then((module) => module.AddressBookPage),
  'account-address': () => import('../account/address-page').then((module) => module.AddressPage),
  'account-cards': () => import('../account/card-book-page').then((module) => module.CardBookPage),
  'account-subscriptions': () => import('../account/subscriptions-page').then((module) => module.SubscriptionsPage),
  'account-vouchers': () => import('../account/vouchers-page').then((module) => module.VouchersPage),
  'checkout-add-address': () => import('../account/add-address-page').then((module) => module.AddAddressPage),
};

/**
 * The routes of one store, relative to its locale prefix (the router's basename), so every route
 * exists once per language. Pages are grouped under their SPEC §2 layout; every page is loaded by
 * the same loader (the guard pipeline, `loadPage`) before it shows, on the server and in the
 * browser alike (react-router in its declarative mode renders; the data router's code stays out
 * of the bundle, issue 15).
 */
export function createRoutes(): RouteObject[] {
  const layouts = [...new Set(ROUTES.map((route) => route.layout))];
  return [
    {
      id: 'root',
      element: <ShellRoot />,
      children: layouts.map((layout) => ({
        id: `layout-${layout}`,
        ...LAYOUTS[layout],
        children: ROUTES.filter((route) => route.layout === layout).map((route): RouteObject => {
          const screen = SCREENS[route.id];
          if (!screen) throw new Error(`No screen for the route '${route.id}'`);
          const common = {
            id: route.id,
            handle: { route } satisfies RouteHandle,
            lazy: async () => ({ element: screenElement(await screen()) }),
          };
          return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
        }),
      })),
    },
  ];
}

/** The page of the current location, in its layout, in the shell (server render and browser alike). */
export function PageRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function screenElement(Screen: ComponentType) {
  return (
    <PageView>
      <Screen />
    </PageView>
  );
}

/**
 * The routes a path matches, with their lazy parts (layout, screen) loaded and written into the
 * route objects: a page renders only once its code is here (at hydration, the server's HTML must
 * match at once). Null: the path is outside this store's prefix.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string, basename: string) {
  const matches = matchRoutes(routes, pathname, basename);
  if (!matches) return null;
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return matches;
}

/**
 * Loads the page at `url` into the stores: its code, then the page loader of the route it
 * matches. A redirect's location comes back as an address of the shop (with the store's prefix).
 */
export async function loadPage(root: RootStore, routes: RouteObject[], basename: string, url: URL, signal?: AbortSignal): Promise<PageOutcome> {
  const matches = await loadMatchedRoutes(routes, url.pathname, basename);
  const leaf = matches?.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  if (!leaf || !handle) throw new Error(`No page at ${url.pathname}`);
  const outcome = await pageLoader(root, handle.route)({ url, params: leaf.params, signal });
  return outcome.kind === 'redirect' ? { ...outcome, location: withPrefix(basename, outcome.location) } : outcome;
}

/** A store-relative address ('/login?x=1') under the store's prefix ('/es/login?x=1'; the home is '/es/'). */
export function withPrefix(basename: string, location: string): string {
  return basename === '/' ? location : `${basename}${location}`;
}
