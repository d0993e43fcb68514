import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ROUTES, type LayoutName, type RouteDef } from '../../domain/routing/route-table';
import { DefaultLayout, HomeLayout } from '../layout/default-layout';
import {
  AccountConfirmLayout,
  AccountLayout,
  CheckoutLayout,
  ConfirmLayout,
  LoginLayout,
  PlainLayout,
  TemplateLayout,
} from '../layout/other-layouts';
import { HomePage } from '../home/home-page';
import { PageView } from '../pages/page-view';
import { CataloguePage, ProductPage } from '../pages/catalogue-page';
import { CmsPageView, TemplatePageView } from '../pages/content-pages';
import { ContactPage, MaintenancePage, StaticPage, UnsubscribePage } from '../pages/static-pages';
import { SearchResultsPage } from '../search/search-page';
import { BasketPage } from '../checkout/basket-page';
import { ShellRoot } from './shell-root';
import { pageLoader } from './page-loader';
import type { RootStore } from './root-store';

export interface RouteHandle {
  route: RouteDef;
}

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  home: HomeLayout,
  account: AccountLayout,
  'account-confirm': AccountConfirmLayout,
  checkout: CheckoutLayout,
  confirm: ConfirmLayout,
  login: LoginLayout,
  plain: PlainLayout,
  template: TemplateLayout,
};

/** Screens by route id; every other route shows its titled coming-soon frame. */
const SCREENS: Record<string, ComponentType> = {
  home: HomePage,
  contact: ContactPage,
  maintenance: MaintenancePage,
  unsubscribe: UnsubscribePage,
  search: SearchResultsPage,
  'search-query': SearchResultsPage,
  'search-more': SearchResultsPage,
  cms: CmsPageView,
  template: TemplatePageView,
  product: ProductPage,
  'checkout-basket': BasketPage,
  outlet: CataloguePage,
  catalogue: CataloguePage,
};

const accountScreen = (id: string) => () => import('../account/account-screens').then((module) => module.ACCOUNT_SCREENS[id]);

/**
 * Screens loaded with their route (react-router `lazy`): sign-in, account and favourites code
 * stays out of the bundle every page loads. The server resolves them before rendering; the
 * browser loads the current page's before hydrating (`loadInitialRoutes`).
 */
const LAZY_SCREENS: Record<string, () => Promise<ComponentType>> = {
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
      'account-orders',
      'account-order',
      'account-returns',
      'account-return',
      'account-giftcard',
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
      children: layouts.map((layout) => {
        const Layout = LAYOUTS[layout];
        return {
          id: `layout-${layout}`,
          element: <Layout />,
          children: ROUTES.filter((route) => route.layout === layout).map((route): RouteObject => {
            const lazyScreen = LAZY_SCREENS[route.id];
            const Screen = SCREENS[route.id] ?? StaticPage;
            const common = {
              id: route.id,
              loader: pageLoader(root, route),
              shouldRevalidate,
              handle: { route } satisfies RouteHandle,
              ...(lazyScreen ? { lazy: async () => ({ element: screenElement(await lazyScreen()) }) } : { element: screenElement(Screen) }),
            };
            return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
          }),
        };
      }),
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
