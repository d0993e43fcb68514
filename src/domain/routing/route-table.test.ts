import { describe, expect, it } from 'vitest';
import { ROUTES, isUnderStaticPrefix, routeById, routeForPath } from './route-table';

describe('route table', () => {
  it('gives every route a unique id and a SPEC §2 layout', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ROUTES.map((route) => route.layout))).toEqual(
      new Set(['home', 'login', 'default', 'plain', 'account', 'account-confirm', 'checkout', 'confirm', 'template']),
    );
  });

  it('finds the route a path shows, like the router', () => {
    expect(routeForPath('/').id).toBe('home');
    // The router ignores case: a page's headers (private, guest-only) must follow the page it renders.
    expect(routeForPath('/ACCOUNT').id).toBe('account');
    expect(routeForPath('/Account/History/12').id).toBe('account-order');
    expect(routeForPath('/LOGIN').id).toBe('login');
    expect(routeForPath('/account/history/12/product-return-detail/3').id).toBe('account-return');
    expect(routeForPath('/account/history/12').id).toBe('account-order');
    expect(routeForPath('/checkout/add_address').id).toBe('checkout-add-address');
    expect(routeForPath('/search/logo+tee/page-2').id).toBe('search-more');
    expect(routeForPath('/p/logo-tee-12').id).toBe('product');
    expect(routeForPath('/tp/idees-cadeaux').id).toBe('template');
    expect(routeForPath('/homme/vetements/t-shirts').id).toBe('catalogue');
    expect(routeForPath('/marques?page=2').id).toBe('catalogue');
    // The router's matcher itself (react-router's answers): a trailing slash, encoded letters; a doubled slash is no login page.
    expect(routeForPath('/account/').id).toBe('account');
    expect(routeForPath('//login').id).toBe('catalogue');
    expect(routeForPath('/%61ccount').id).toBe('account');
  });

  it('keeps the checkout steps, auth modes and parse needs of SPEC §2', () => {
    expect(routeById('checkout-add-address')).toMatchObject({ step: 2, auth: 'private', layout: 'checkout' });
    expect(routeById('checkout-basket')).toMatchObject({ step: 1, auth: 'public' });
    expect(routeById('checkout-confirm')).toMatchObject({ step: 4, layout: 'confirm' });
    expect(routeById('login').auth).toBe('guest');
    expect(routeById('home').parse).toBe(false);
    expect(routeById('catalogue').parse).toBe(true);
    expect(routeById('search-query').parse).toBe(false);
  });

  it('knows the static prefixes (SPEC §9 excluded paths)', () => {
    expect(isUnderStaticPrefix('/account/unknown')).toBe(true);
    expect(isUnderStaticPrefix('/checkout')).toBe(true);
    expect(isUnderStaticPrefix('/accountable')).toBe(false);
    expect(isUnderStaticPrefix('/homme')).toBe(false);
  });
});
