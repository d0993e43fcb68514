import { legacyRedirect } from '../../domain/routing/legacy-redirects';
import { afterSignIn, OUTLET_POPUP_QUERY, queryString, searchPath, searchTerms, withoutKeys } from '../../domain/routing/page-paths';
import { isUnderStaticPrefix, type RouteDef } from '../../domain/routing/route-table';
import { ERR_REDIRECT, isLocalPath } from '../../domain/routing/safe-redirect';
import { FIRST_BRAND_STORE_ID } from '../../domain/store/stores';
import type { PageInfo } from '../../domain/catalogue/site';
import {
  MAINTENANCE_RETRY_AFTER_SECONDS,
  NOT_FOUND_MESSAGES,
  type GuardFacts,
  type PageDecision,
  type PopupName,
} from './page-decision';

type Guard = (facts: GuardFacts, info: PageInfo | null) => PageDecision | null;

function redirect(location: string, status: 301 | 302, popup?: PopupName): PageDecision {
  // A way off the shop is no page of it (DESIGN decision 13: bad input is never a 500).
  if (!isLocalPath(location)) return { kind: 'error', status: 404, code: ERR_REDIRECT, message: `Refused redirect to ${location}` };
  return popup ? { kind: 'redirect', status, location, popup } : { kind: 'redirect', status, location };
}

const notFound = (message: string): PageDecision => ({ kind: 'not-found', message });

/** Maintenance on: every page goes to /maintenance, served 503. Off: /maintenance goes home. */
const maintenance: Guard = ({ route, maintenance: on }) => {
  if (on && route.id !== 'maintenance') return redirect('/maintenance', 302);
  if (on) return { kind: 'render', status: 503, pageInfo: null, retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS };
  if (route.id === 'maintenance') return redirect('/', 302);
  return null;
};

const legacy: Guard = ({ path, query }) => {
  const found = legacyRedirect(path, query);
  return found ? redirect(found.location, found.status) : null;
};

/** The no-script search form sends `?q=`; terms belong in the path, spaces as `+`. */
const search: Guard = ({ route, path, query }) => {
  if (!route.id.startsWith('search')) return null;
  if (query.q !== undefined) return redirect(`${searchPath(query.q)}${queryString(withoutKeys(query, ['q']))}`, 301);
  const segments = path.split('/');
  const terms = segments[2];
  if (terms === undefined) return null;
  const words = searchTerms(terms);
  const normalised = searchPath(words);
  if (words && normalised !== `/${segments[1]}/${terms}`) {
    return redirect(`${[normalised, ...segments.slice(3)].join('/')}${queryString(query)}`, 301);
  }
  return null;
};

/** A path under a static prefix that no screen answers does not exist (it never reaches parse). */
const unknownStatic: Guard = ({ route, path }) =>
  route.id === 'catalogue' && isUnderStaticPrefix(path) ? notFound(NOT_FOUND_MESSAGES.route) : null;

const auth: Guard = ({ route, loggedIn, query }) => {
  // Signed in already: home, or on to delivery when the basket's "order" link led here (it points
  // to sign-in until the browser has checked the session).
  if (route.auth === 'guest' && loggedIn) return redirect(afterSignIn(query, '/'), 302);
  if (route.auth === 'private' && !loggedIn) return redirect('/login', 302);
  return null;
};

const ADDRESS_STEPS = new Set(['checkout-shipping', 'checkout-payment', 'checkout-summary']);

/** SPEC §2: a logged-in customer with no saved address adds one before choosing a delivery. */
const addresses: Guard = ({ route, loggedIn, addressCount }) =>
  ADDRESS_STEPS.has(route.id) && loggedIn && addressCount === 0 ? redirect('/checkout/add_address', 302) : null;

const RETRYABLE = (code: number): boolean => code === 0 || code === 408 || code === 429 || code >= 500;

const parse: Guard = ({ route, parse: outcome }) => {
  if (!route.parse) return null;
  if (outcome === undefined) return { kind: 'parse' };
  if (outcome.kind === 'failed') {
    if (outcome.code === 503) return { kind: 'error', status: 503, code: 'MAINTENANCE', message: 'Service Unavailable' };
    // The network, a timeout, a busy or broken server say nothing about the page: the shopper may try again
    // (SPEC §8 code 0). Any other refusal (404, an address too long to read: 400) is about the address.
    if (!RETRYABLE(outcome.code)) return notFound(NOT_FOUND_MESSAGES.parse);
    return { kind: 'unreachable', message: outcome.code === 0 ? 'Network Error' : 'Internal Server Error' };
  }
  const { result } = outcome;
  if (result.code === 301 || result.code === 302) return redirect(`${result.url.path}${queryString(result.url.queryParams ?? {})}`, result.code);
  if (result.code !== 200) return notFound(NOT_FOUND_MESSAGES.parse);
  return null;
};

/**
 * SPEC §2 outlet guard: the outlet needs an email (the customer's or the outlet cookie's) that
 * passed the access check; otherwise the outlet popup opens and the visitor goes back where they
 * came from, or home with the outlet flag (302).
 */
const outlet: Guard = ({ route, outletEmail, outletAccess, previousPath }, info) => {
  if (!isOutletPage(route, info)) return null;
  // Only a check the shop answered opens it: a cookie alone (or no check) does not.
  if (outletEmail && outletAccess === true) return null;
  const back = previousPath && previousPath !== '/outlet' ? previousPath : `/?${OUTLET_POPUP_QUERY}=1`;
  return redirect(back, 302, 'outlet');
};

/** The outlet listing (its route, or a listing the parse service calls OUTLET) and outlet-only products. */
export function isOutletPage(route: Pick<RouteDef, 'id'>, info: PageInfo | null): boolean {
  return route.id === 'outlet' || info?.listingType === 'OUTLET' || info?.outletOnly === true;
}

const restrictedBrand: Guard = ({ route, store }) =>
  route.restrictedBrand && store.id !== FIRST_BRAND_STORE_ID ? notFound(NOT_FOUND_MESSAGES.restricted) : null;

const GUARDS: Guard[] = [maintenance, legacy, search, unknownStatic, auth, addresses, parse, outlet, restrictedBrand];

/**
 * The route guard pipeline (DESIGN decision 4): pure, the same on the server render and on client
 * navigation. The first guard with an opinion decides; otherwise the page renders with its info.
 */
export function decidePage(facts: GuardFacts): PageDecision {
  const info = facts.parse?.kind === 'answer' ? facts.parse.result.pageInfo : null;
  for (const guard of GUARDS) {
    const decision = guard(facts, info);
    if (decision) return decision;
  }
  const popup = facts.query[OUTLET_POPUP_QUERY] === '1' ? ({ popup: 'outlet' } as const) : {};
  return { kind: 'render', status: 200, pageInfo: info, ...popup };
}

/** Whether the page will need the parse service (asked early, in parallel with the site settings). */
export function wantsParse(route: RouteDef, path: string, query: Record<string, string>): boolean {
  return route.parse && legacyRedirect(path, query) === null;
}
