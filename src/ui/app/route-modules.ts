import type { LayoutName, RouteDef } from '../../domain/routing/route-table';

/**
 * The source module of each route's screen and of each layout that loads with its pages, as the
 * client build's manifest names them: the server preloads a page's own chunks with the page
 * (`<link rel="modulepreload">`), so the browser fetches them with the entry instead of after
 * it. `routes.tsx` imports the same modules (its test checks that they agree).
 */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  home: 'src/ui/home/home-page.tsx',
  contact: 'src/ui/contact/contact-page.tsx',
  maintenance: 'src/ui/pages/static-pages.tsx',
  unsubscribe: 'src/ui/pages/unsubscribe-page.tsx',
  search: 'src/ui/search/search-page.tsx',
  'search-query': 'src/ui/search/search-page.tsx',
  'search-more': 'src/ui/search/search-page.tsx',
  cms: 'src/ui/pages/content-pages.tsx',
  template: 'src/ui/pages/content-pages.tsx',
  product: 'src/ui/pages/product-page.tsx',
  'checkout-basket': 'src/ui/checkout/basket-page.tsx',
  'checkout-shipping': 'src/ui/checkout/shipping-page.tsx',
  'checkout-payment': 'src/ui/checkout/payment-page.tsx',
  'checkout-summary': 'src/ui/checkout/summary-page.tsx',
  'checkout-confirm': 'src/ui/checkout/confirm-page.tsx',
  'account-orders': 'src/ui/accounts/order-history-page.tsx',
  'account-order': 'src/ui/accounts/order-detail-page.tsx',
  'account-returns': 'src/ui/returns/return-form-page.tsx',
  'account-return': 'src/ui/returns/return-detail-page.tsx',
  'account-giftcard': 'src/ui/giftcards/giftcard-page.tsx',
  outlet: 'src/ui/pages/catalogue-page.tsx',
  catalogue: 'src/ui/pages/catalogue-page.tsx',
  login: 'src/ui/auth/login-page.tsx',
  autoconnect: 'src/ui/auth/autoconnect-page.tsx',
  'autoconnect-token': 'src/ui/auth/autoconnect-page.tsx',
  wishlist: 'src/ui/wishlist/wishlist-page.tsx',
  account: 'src/ui/accounts/account-home.tsx',
  'account-profile': 'src/ui/accounts/profile-page.tsx',
  'account-password': 'src/ui/accounts/password-page.tsx',
  'account-addresses': 'src/ui/accounts/address-book-page.tsx',
  'account-address': 'src/ui/accounts/address-page.tsx',
  'account-cards': 'src/ui/accounts/card-book-page.tsx',
  'account-subscriptions': 'src/ui/accounts/subscriptions-page.tsx',
  'account-vouchers': 'src/ui/accounts/vouchers-page.tsx',
  'checkout-add-address': 'src/ui/accounts/add-address-page.tsx',
};

/**
 * The composition root (lazy-services.ts). A private page's session check loads it as soon as the
 * page has hydrated, and the screen waits for that check: the server preloads it with private
 * pages (at low priority, after the page's own chunks) rather than leaving it to a round trip
 * after hydration. Not part of what the page hydrates with.
 */
export const SESSION_CHECK_MODULE = 'src/ui/app/browser-services.ts';

/** The layouts outside every page's bundle (the default and home layouts are in it). */
export const LAZY_LAYOUT_MODULE = 'src/ui/layout/other-layouts.tsx';

export function isLazyLayout(layout: LayoutName): boolean {
  return layout !== 'default' && layout !== 'home';
}

/**
 * The islands of every page (islands.tsx), which hydrate after the shell as their code arrives:
 * the stores (client-root.ts), the overlays, and the page view around each screen.
 */
export const SHELL_ISLAND_MODULES: readonly string[] = ['src/ui/app/client-root.ts', 'src/ui/app/shell-overlays.tsx', 'src/ui/pages/page-view.tsx'];

/** The islands of the shop's frame (default-layout.tsx): header, footer, and the home's account message. */
export const FRAME_ISLAND_MODULES: Readonly<Record<'header' | 'footer' | 'accountMessage', string>> = {
  header: 'src/ui/header/site-header.tsx',
  footer: 'src/ui/layout/footer-area.tsx',
  accountMessage: 'src/ui/banners/account-message-banner.tsx',
};

/**
 * The client build puts the islands every page has, with what they import, into one chunk of this
 * name (vite.config.ts): each still hydrates on its own once the chunk is here, but a dozen small
 * files would cost requests and compress worse. The manifest names that chunk, not its modules.
 */
export const FRAME_CHUNK = 'frame';
export const FRAME_CHUNK_MODULES: readonly string[] = [...SHELL_ISLAND_MODULES, ...Object.values(FRAME_ISLAND_MODULES)];

/** Layouts drawn in the shop's full frame (header and footer). */
const FRAMED_LAYOUTS: ReadonlySet<LayoutName> = new Set(['default', 'home', 'template', 'account']);

/**
 * The modules a page's islands hydrate with, besides the entry's: its screen, its layout, the
 * shell's and the frame's islands. None is waited for before hydrating; all are preloaded with the page.
 */
export function routeModules(route: RouteDef): string[] {
  const screen = SCREEN_MODULES[route.id];
  return [
    ...(screen ? [screen] : []),
    ...(isLazyLayout(route.layout) ? [LAZY_LAYOUT_MODULE] : []),
    ...SHELL_ISLAND_MODULES,
    ...(FRAMED_LAYOUTS.has(route.layout) ? [FRAME_ISLAND_MODULES.header, FRAME_ISLAND_MODULES.footer] : []),
    ...(route.layout === 'home' ? [FRAME_ISLAND_MODULES.accountMessage] : []),
  ];
}
