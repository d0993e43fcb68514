import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ROUTES, type LayoutName, type RouteDef } from '../../domain/routing/route-table';
import { DefaultLayout, HomeLayout } from '../layout/default-layout';
import type * as OtherLayouts from '../layout/other-layouts';
import { PageView } from '../pages/page-view';
import { ShellRoot } from './shell-root';
import { pageLoader } from './page-loader';
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

/** The shop's frame is in every page's bundle; the account, checkout and sign-in layouts load with their pages. */
const LAYOUTS: Record<LayoutName, LayoutRoute> = {
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

const accountScreen = (id: string) => () => import('../account/account-screens').then((module) => module.ACCOUNT_SCREENS[id]);
const listingScreen = () => import('../pages/catalogue-page').then((module) => module.CataloguePage);
const searchScreen = () => import('../search/search-page').then((module) => module.SearchResultsPage);

/**
 * Screens by route id, each loaded with its route (react-router `lazy`), so a page's JavaScript
 * holds its own screen only: the home carries no listing or product code and the other way round
 * (issue 15). The server resolves them before rendering; the browser loads the current page's
 * before hydrating (`loadInitialRoutes`), later ones while their loader runs. Every route of the
 * route table has one: a missing screen fails when the routes are made, not on a shopper's visit.
 */
const SCREENS: Record<string, () => Promise<ComponentType>> = {
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
  ...Object.fromEntries(
    [
      'account',
      'account-profile',
      'account-password',
      'account-addresses',
      'account-address',
      'account-cards',
      'account-subscriptions',
      'account-vouchers',
      'checkout-add-address',
    ].map((id) => [id, accountScreen(id)]),
  ),
};

/**
 * Same address, another history entry (a modal opening, or "back" closing it): nothing to load
 * again. Anything else follows react-router's rules.
 */
function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/**
 * The routes of one store, relative to its locale prefix (the router's basename), so every route
 * exists once per language. Pages are grouped under their SPEC §2 layout; every page has the same
 * loader (the guard pipeline). Route ids are fixed so that the server's hydration data matches
 * the browser's routes.
 */
export function createRoutes(root: RootStore): RouteObject[] {
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
            loader: pageLoader(root, route),
            shouldRevalidate,
            handle: { route } satisfies RouteHandle,
            lazy: async () => ({ element: screenElement(await screen()) }),
          };
          return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
        }),
      })),
    },
  ];
}

function screenElement(Screen: ComponentType) {
  return (
    <PageView>
      <Screen />
    </PageView>
  );
}

/**
 * Hydration needs the current page's screen at once: the lazy routes it matches are loaded and
 * written into their route objects before the router is created (a router would otherwise
 * render nothing while loading them, and the server's HTML would not match).
 */
export async function loadInitialRoutes(routes: RouteObject[], pathname: string, basename: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
