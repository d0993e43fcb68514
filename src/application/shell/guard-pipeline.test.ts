import { describe, expect, it } from 'vitest';
import type { ParseResult, PageInfo } from '../../domain/catalogue/site';
import { routeById, type RouteDef } from '../../domain/routing/route-table';
import { STORES } from '../../domain/store/stores';
import { decidePage, wantsParse } from './guard-pipeline';
import type { GuardFacts, ParseOutcome } from './page-decision';

const info = (overrides: Partial<PageInfo> = {}): PageInfo => ({
  type: 'listing',
  title: 'Nouveautés | La Boutique Officielle',
  description: 'd',
  breadcrumb: [],
  alternates: {},
  ...overrides,
});
const answer = (result: Partial<ParseResult> & Pick<ParseResult, 'code'>): ParseOutcome => ({
  kind: 'answer',
  result: { url: { path: '/' }, pageInfo: null, ...result },
});

function facts(route: string | RouteDef, overrides: Partial<GuardFacts> = {}): GuardFacts {
  return {
    route: typeof route === 'string' ? routeById(route) : route,
    path: '/',
    query: {},
    store: STORES.laboutiqueofficielle,
    maintenance: false,
    loggedIn: false,
    addressCount: null,
    outletEmail: null,
    outletAccess: null,
    previousPath: null,
    ...overrides,
  };
}

describe('guard pipeline: maintenance', () => {
  it('sends every page to /maintenance when on', () => {
    expect(decidePage(facts('catalogue', { path: '/homme', maintenance: true }))).toEqual({ kind: 'redirect', status: 302, location: '/maintenance' });
    expect(decidePage(facts('account', { path: '/account', maintenance: true, loggedIn: true }))).toMatchObject({ location: '/maintenance' });
  });

  it('serves /maintenance with 503 and Retry-After when on, and sends it home when off', () => {
    expect(decidePage(facts('maintenance', { path: '/maintenance', maintenance: true }))).toEqual({
      kind: 'render',
      status: 503,
      pageInfo: null,
      retryAfterSeconds: 3600,
    });
    expect(decidePage(facts('maintenance', { path: '/maintenance' }))).toEqual({ kind: 'redirect', status: 302, location: '/' });
  });
});

describe('guard pipeline: legacy addresses and URL rules', () => {
  it('redirects the legacy pages permanently', () => {
    expect(decidePage(facts('catalogue', { path: '/unsubscribe.html', query: { email: 'a@b.c' } }))).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/unsubscribe?email=a%40b.c',
    });
    expect(decidePage(facts('catalogue', { path: '/recherche.html', query: { motclef: 'logo tee' } }))).toMatchObject({ status: 301, location: '/search/logo+tee' });
  });

  it('drops page=1 with a 301 on any page', () => {
    expect(decidePage(facts('catalogue', { path: '/homme', query: { page: '1' } }))).toEqual({ kind: 'redirect', status: 301, location: '/homme' });
    expect(decidePage(facts('home', { query: { page: '1', a: 'b' } }))).toMatchObject({ location: '/?a=b' });
  });

  it('puts search terms in the path with + between words', () => {
    expect(decidePage(facts('search', { path: '/search', query: { q: ' logo  tee ' } }))).toMatchObject({ status: 301, location: '/search/logo+tee' });
    expect(decidePage(facts('search-query', { path: '/search/logo%20tee' }))).toMatchObject({ status: 301, location: '/search/logo+tee' });
    expect(decidePage(facts('search-query', { path: '/search/logo+tee' }))).toMatchObject({ kind: 'render', status: 200 });
  });

  it('answers 404 for unknown paths under a static prefix without asking the parse service', () => {
    expect(decidePage(facts('catalogue', { path: '/checkout/nowhere' }))).toEqual({ kind: 'not-found', message: 'This page could not be found' });
  });
});

describe('guard pipeline: auth modes', () => {
  it('sends anonymous visitors of private pages to /login', () => {
    expect(decidePage(facts('account-orders', { path: '/account/history' }))).toEqual({ kind: 'redirect', status: 302, location: '/login' });
    expect(decidePage(facts('wishlist', { path: '/wishlist' }))).toMatchObject({ location: '/login' });
    expect(decidePage(facts('account-orders', { path: '/account/history', loggedIn: true }))).toMatchObject({ kind: 'render' });
  });

  it('sends logged-in visitors of guest-only pages home', () => {
    expect(decidePage(facts('login', { path: '/login', loggedIn: true }))).toEqual({ kind: 'redirect', status: 302, location: '/' });
    expect(decidePage(facts('login', { path: '/login' }))).toMatchObject({ kind: 'render', status: 200 });
  });

  it("sends a logged-in customer whom the basket's order link led to sign-in on to delivery", () => {
    // The basket points to sign-in until the browser has checked the session: a quick click lands here.
    const fromBasket = { mode: 'connection', from: 'basket' };
    expect(decidePage(facts('login', { path: '/login', query: fromBasket, loggedIn: true }))).toEqual({ kind: 'redirect', status: 302, location: '/checkout/shipping' });
    expect(decidePage(facts('login', { path: '/login', query: { from: 'elsewhere' }, loggedIn: true }))).toEqual({ kind: 'redirect', status: 302, location: '/' });
    expect(decidePage(facts('login', { path: '/login', query: fromBasket }))).toMatchObject({ kind: 'render', status: 200 });
  });

  it('lets anyone see public pages', () => {
    expect(decidePage(facts('checkout-basket', { path: '/checkout/basket' }))).toMatchObject({ kind: 'render' });
    expect(decidePage(facts('contact', { path: '/contact', loggedIn: true }))).toMatchObject({ kind: 'render' });
  });

  it('sends a logged-in customer without addresses to add one before delivery', () => {
    const shipping = facts('checkout-shipping', { path: '/checkout/shipping', loggedIn: true, addressCount: 0 });
    expect(decidePage(shipping)).toEqual({ kind: 'redirect', status: 302, location: '/checkout/add_address' });
    expect(decidePage({ ...shipping, addressCount: 2 })).toMatchObject({ kind: 'render' });
    expect(decidePage({ ...shipping, addressCount: null })).toMatchObject({ kind: 'render' });
  });
});

describe('guard pipeline: parse service codes', () => {
  const catalogue = (parse?: ParseOutcome) => facts('catalogue', { path: '/marques', parse });

  it('asks for the parse answer first', () => {
    expect(decidePage(catalogue())).toEqual({ kind: 'parse' });
  });

  it('renders 200 with the page info', () => {
    const pageInfo = info({ type: 'brands' });
    expect(decidePage(catalogue(answer({ code: 200, pageInfo })))).toEqual({ kind: 'render', status: 200, pageInfo });
  });

  it('follows 301 and 302, keeping the query', () => {
    expect(decidePage(catalogue(answer({ code: 301, url: { path: '/nouveautes', queryParams: { a: '1' } } })))).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/nouveautes?a=1',
    });
    expect(decidePage(catalogue(answer({ code: 302, url: { path: '/soldes' } })))).toMatchObject({ status: 302, location: '/soldes' });
  });

  it('shows page-not-found for a 404 and for an address the server refuses to read (an answer or the call refused)', () => {
    expect(decidePage(catalogue(answer({ code: 404 })))).toEqual({ kind: 'not-found', message: 'Page Not Found' });
    expect(decidePage(catalogue({ kind: 'failed', code: 404 }))).toEqual({ kind: 'not-found', message: 'Page Not Found' });
    expect(decidePage(catalogue({ kind: 'failed', code: 400 }))).toEqual({ kind: 'not-found', message: 'Page Not Found' });
    expect(decidePage(catalogue({ kind: 'failed', code: 503 }))).toMatchObject({ kind: 'error', status: 503 });
  });

  it('offers to try again, not a 404, when the parse call met the network, a timeout or a broken server', () => {
    expect(decidePage(catalogue({ kind: 'failed', code: 0 }))).toEqual({ kind: 'unreachable', message: 'Network Error' });
    expect(decidePage(catalogue({ kind: 'failed', code: 500 }))).toEqual({ kind: 'unreachable', message: 'Internal Server Error' });
    expect(decidePage(catalogue({ kind: 'failed', code: 429 }))).toMatchObject({ kind: 'unreachable' });
  });

  it('refuses a redirect to another site (ERR_REDIRECT)', () => {
    for (const path of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      expect(decidePage(catalogue(answer({ code: 301, url: { path } })))).toMatchObject({ kind: 'error', code: 'ERR_REDIRECT', status: 404 });
    }
  });

  it('only parses pages that need it', () => {
    expect(wantsParse(routeById('catalogue'), '/homme', {})).toBe(true);
    expect(wantsParse(routeById('catalogue'), '/homme', { page: '1' })).toBe(false);
    expect(wantsParse(routeById('catalogue'), '/recherche.html', {})).toBe(false);
    expect(wantsParse(routeById('account'), '/account', {})).toBe(false);
    expect(wantsParse(routeById('home'), '/', {})).toBe(false);
  });
});

describe('guard pipeline: outlet and restricted brand', () => {
  const outlet = (overrides: Partial<GuardFacts>) =>
    facts('outlet', { path: '/outlet', parse: answer({ code: 200, pageInfo: info({ listingType: 'OUTLET' }) }), ...overrides });

  it('sends a visitor without an outlet email home with the outlet popup flag (302)', () => {
    expect(decidePage(outlet({}))).toEqual({ kind: 'redirect', status: 302, location: '/?outlet=1', popup: 'outlet' });
  });

  it('sends them back where they came from on client navigation', () => {
    expect(decidePage(outlet({ previousPath: '/homme?page=2' }))).toMatchObject({ location: '/homme?page=2', popup: 'outlet' });
  });

  it('lets a visitor with a checked email in, and refuses a failed or missing check', () => {
    expect(decidePage(outlet({ outletEmail: 'a@b.c', outletAccess: true }))).toMatchObject({ kind: 'render', status: 200 });
    expect(decidePage(outlet({ outletEmail: 'a@b.c', outletAccess: false }))).toMatchObject({ kind: 'redirect', popup: 'outlet' });
    // A cookie nobody checked (a hand-made one) opens nothing.
    expect(decidePage(outlet({ outletEmail: 'a@b.c', outletAccess: null }))).toMatchObject({ kind: 'redirect', popup: 'outlet' });
  });

  it('gates outlet-only product pages the same way', () => {
    const product = (overrides: Partial<GuardFacts>) =>
      facts('product', { path: '/p/x', parse: answer({ code: 200, pageInfo: info({ type: 'product', outletOnly: true }) }), ...overrides });
    expect(decidePage(product({}))).toMatchObject({ kind: 'redirect', location: '/?outlet=1', popup: 'outlet' });
    expect(decidePage(product({ outletEmail: 'a@b.c', outletAccess: true }))).toMatchObject({ kind: 'render', status: 200 });
    expect(decidePage(facts('product', { path: '/p/y', parse: answer({ code: 200, pageInfo: info({ type: 'product' }) }) }))).toMatchObject({ kind: 'render' });
  });

  it('applies to the outlet listing reached through the catch-all too', () => {
    const decision = decidePage(facts('catalogue', { path: '/outlet', parse: answer({ code: 200, pageInfo: info({ listingType: 'OUTLET' }) }) }));
    expect(decision).toMatchObject({ kind: 'redirect', popup: 'outlet' });
  });

  it('opens the outlet popup on a page reached with the outlet flag', () => {
    expect(decidePage(facts('home', { query: { outlet: '1' } }))).toEqual({ kind: 'render', status: 200, pageInfo: null, popup: 'outlet' });
  });

  it("answers 'Page not found' for first-brand pages in the other stores", () => {
    const restricted: RouteDef = { ...routeById('contact'), id: 'brand-stories', restrictedBrand: true };
    expect(decidePage(facts(restricted, { store: STORES.boutique_es }))).toEqual({ kind: 'not-found', message: 'Page not found' });
    expect(decidePage(facts(restricted))).toMatchObject({ kind: 'render' });
  });
});
