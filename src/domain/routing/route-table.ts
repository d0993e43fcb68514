import { matchRoutes } from './route-matching';
/**
 * SPEC §2 routes, once for every store: paths are store-relative (the locale prefix is the
 * router's basename), so each route exists in the six languages. Localised slugs (brands page,
 * top sales, novelties, sale sections, categories, brands, artists) all land on the catch-all and
 * are resolved by the back end's parse service.
 */
export type LayoutName = 'default' | 'home' | 'account' | 'account-confirm' | 'checkout' | 'confirm' | 'login' | 'plain' | 'template';

/** guest: logged-in visitors go home; private: anonymous visitors go to /login; public: anyone. */
export type AuthMode = 'public' | 'guest' | 'private';

export type SkeletonKind = 'home' | 'listing' | 'product';

export type CheckoutStep = 1 | 2 | 3 | 4;

export interface RouteDef {
  /** Stable id: the server's hydration data and the browser's routes must agree on it. */
  id: string;
  /** Pattern relative to the store root, in react-router's syntax (route-matching.ts); '' is the store's home. */
  path: string;
  layout: LayoutName;
  auth: AuthMode;
  /** Non-static pages are sent to the parse service (SPEC §2). */
  parse: boolean;
  /** Shown while the page loads on client navigation. */
  skeleton?: SkeletonKind;
  /** Search engines may index it. */
  indexable: boolean;
  /** Checkout timeline step. */
  step?: CheckoutStep;
  /** Only the first brand's store serves it (restricted-brand guard). */
  restrictedBrand?: boolean;
}

const page = (id: string, path: string, layout: LayoutName, options: Partial<Omit<RouteDef, 'id' | 'path' | 'layout'>> = {}): RouteDef => ({
  id,
  path,
  layout,
  auth: 'public',
  parse: false,
  indexable: true,
  ...options,
});

const privatePage = (id: string, path: string, layout: LayoutName, options: Partial<RouteDef> = {}) =>
  page(id, path, layout, { auth: 'private', indexable: false, ...options });

export const ROUTES: readonly RouteDef[] = [
  page('home', '', 'home', { skeleton: 'home' }),
  page('login', 'login', 'login', { auth: 'guest', indexable: false }),
  page('autoconnect', 'autoconnect', 'login', { indexable: false }),
  page('autoconnect-token', 'autoconnect/:token', 'login', { indexable: false }),
  page('contact', 'contact', 'default'),
  page('maintenance', 'maintenance', 'plain', { indexable: false }),
  page('unsubscribe', 'unsubscribe', 'default', { indexable: false }),
  privatePage('wishlist', 'wishlist', 'default'),
  privatePage('account', 'account', 'account'),
  privatePage('account-addresses', 'account/address-book', 'account'),
  privatePage('account-address', 'account/address-book/:id', 'account'),
  privatePage('account-cards', 'account/card-book', 'account'),
  privatePage('account-giftcard', 'account/giftcard-activation', 'account'),
  privatePage('account-orders', 'account/history', 'account'),
  privatePage('account-order', 'account/history/:id', 'account'),
  privatePage('account-returns', 'account/history/:id/product-return-detail', 'account'),
  privatePage('account-return', 'account/history/:id/product-return-detail/:idreturn', 'account-confirm'),
  privatePage('account-profile', 'account/modify', 'account'),
  privatePage('account-password', 'account/modify-id', 'account'),
  privatePage('account-subscriptions', 'account/subscriptions', 'account'),
  privatePage('account-vouchers', 'account/voucher', 'account'),
  page('checkout-basket', 'checkout/basket', 'checkout', { indexable: false, step: 1 }),
  privatePage('checkout-shipping', 'checkout/shipping', 'checkout', { step: 2 }),
  privatePage('checkout-add-address', 'checkout/add_address', 'checkout', { step: 2 }),
  privatePage('checkout-payment', 'checkout/payment', 'checkout', { step: 3 }),
  privatePage('checkout-summary', 'checkout/summary', 'checkout', { step: 3 }),
  privatePage('checkout-confirm', 'checkout/confirm', 'confirm', { step: 4 }),
  page('search', 'search', 'default', { skeleton: 'listing', indexable: false }),
  page('search-query', 'search/:query', 'default', { skeleton: 'listing', indexable: false }),
  page('search-more', 'search/:query/*', 'default', { skeleton: 'listing', indexable: false }),
  page('cms', 't/:name', 'default', { parse: true }),
  page('template', 'tp/:name', 'template', { parse: true }),
  page('product', 'p/*', 'default', { parse: true, skeleton: 'product' }),
  page('outlet', 'outlet', 'default', { parse: true, skeleton: 'listing' }),
  page('catalogue', '*', 'default', { parse: true, skeleton: 'listing' }),
];

const BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

export function routeById(id: string): RouteDef {
  const route = BY_ID.get(id);
  if (!route) throw new Error(`Unknown route '${id}'`);
  return route;
}

/**
 * SPEC §9 "excluded" paths: screens the shop serves without asking the parse service. A path
 * under one of them that no route above matches does not exist.
 */
export const STATIC_PREFIXES: readonly string[] = [
  'checkout', 'account', 'unsubscribe', 'search', 'login', 'wishlist', 'maintenance', 'contact', 'autoconnect',
];

export function isUnderStaticPrefix(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return STATIC_PREFIXES.includes(first);
}

/**
 * The route a store-relative path shows, by the router's own rules (route-matching.ts: ranking,
 * case, trailing slashes, decoding): the skeleton, the cache rule and the policy of a page are
 * those of the screen the browser will show. Anything else is a catalogue page (the parse service).
 */
export function routeForPath(path: string): RouteDef {
  return matchRoutes(ROUTES, path)?.[0]?.route ?? routeById('catalogue');
}
