import type { ComponentType } from 'react';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
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
import { ContactPage, LoginPage, MaintenancePage, StaticPage, UnsubscribePage } from '../pages/static-pages';
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
  login: LoginPage,
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
            const Screen = SCREENS[route.id] ?? StaticPage;
            const common = {
              id: route.id,
              loader: pageLoader(root, route),
              shouldRevalidate,
              handle: { route } satisfies RouteHandle,
              element: (
                <PageView>
                  <Screen />
                </PageView>
              ),
            };
            return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
          }),
        };
      }),
    },
  ];
}
