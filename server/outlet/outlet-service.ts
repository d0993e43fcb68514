/**
 * Outlet access (SPEC §2, §4, §6; the rule is ours: src/domain/outlet/outlet-access.ts).
 *
 * - `requestAccess`: a visitor gives an address; throttled like a newsletter write (each answer
 *   tells whether an address is known to the shop); refused with a message that invites them to
 *   subscribe, or granted with a signed pass for the outlet cookie.
 * - `checkAccess`: what the outlet guard asks on each outlet page: a signed-in customer passes
 *   (customers always do); otherwise the cookie's pass must be one the shop signed, and its address
 *   must still pass today's rule in this store (cached briefly: pages ask it often). A granted
 *   check carries a secured search key for the store's indexes, outlet-only records included, for
 *   an hour (issue 36; server/search/search-keys.ts): the public key never sees them.
 *
 * Whether an address is a customer's is the accounts module's answer, whether it is subscribed the
 * newsletter's: the outlet only combines them.
 */
import { NEWSLETTER_REQUESTS_PER_WINDOW, NEWSLETTER_WINDOW_SECONDS, readNewsletterEmail } from '../../src/domain/newsletter/newsletter';
import { OUTLET_COOKIE_MAX_AGE, outletVerdict, type OutletCheck, type OutletGrant, type OutletVerdict } from '../../src/domain/outlet/outlet-access';
import { openAccountByEmail, openAccountById } from '../accounts/accounts-service';
import { OUTLET_COOKIE } from '../../src/domain/shell/visit-cookies';
import { parseCookieHeader } from '../../src/domain/cookies/cookie-format';
import type { ClientInfo, SignedInCustomer } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import type { OutletGate } from '../core/outlet-gate';
import { fail, succeed, type Failure, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import type { Db } from '../db/database';
import { recogniseCustomer, type CustomerAuthPort } from '../http/customer-auth';
import { LinkSigner } from '../http/link-signer';
import { memoryRateLimits, type RateLimit } from '../http/rate-limits';
import { isSubscribed } from '../newsletter/newsletter-service';
import type { OutletSearchKeys } from '../core/outlet-search-keys';
import { OUTLET_PASS_PURPOSE, OutletPasses } from './outlet-passes';
import { outletTexts, type TranslateOutletText } from './outlet-texts';


/** What the outlet needs beyond the database, made once per app (outletRoutes). */
export interface OutletKit {
  passes: OutletPasses;
  /** Access requests (each tells whether an address is known: throttled like a newsletter write, SPEC §9). */
  limit: RateLimit;
  texts: TranslateOutletText;
  /** The search keys: a granted check hands out an outlet key. */
  searchKeys: OutletSearchKeys;
}

export type OutletDeps = Pick<ModuleDeps, 'db' | 'cache'> & { kit: OutletKit };

/** What the check of a pass or a customer needs (the gate of other modules' reads: outlet-gate.ts). */
export type OutletCheckDeps = Pick<ModuleDeps, 'db' | 'cache'> & { kit: Pick<OutletKit, 'passes'> & Partial<Pick<OutletKit, 'searchKeys'>> };

export type Throttled = Failure & { retryAfterSeconds: number };

/** The signer of outlet passes: the same secret and purpose wherever a pass is read. */
export function outletPassesOf(deps: Pick<ModuleDeps, 'now' | 'secret'>): OutletPasses {
  return new OutletPasses(LinkSigner.fromSecret(deps.secret.key, OUTLET_PASS_PURPOSE, deps.now));
}

export function outletKitOf(deps: Pick<ModuleDeps, 'db' | 'cache' | 'now' | 'secret' | 'rateLimits' | 'outletSearchKeys'>): OutletKit {
  const rateLimits = deps.rateLimits ?? memoryRateLimits();
  return {
    passes: outletPassesOf(deps),
    limit: rateLimits('outlet-access', { points: NEWSLETTER_REQUESTS_PER_WINDOW, windowSeconds: NEWSLETTER_WINDOW_SECONDS }),
    texts: outletTexts(deps.db, deps.cache),
    searchKeys: deps.outletSearchKeys,
  };
}

/** Today's rule for an address in a store, straight from the database. */
export async function outletRule(db: Db, storeId: string, email: string): Promise<OutletVerdict> {
  const [account, subscriber] = await Promise.all([openAccountByEmail(db, email), isSubscribed(db, { storeId, email })]);
  return outletVerdict({ customer: account !== undefined, subscriber });
}

export async function requestAccess(deps: OutletDeps, context: ShopContext, input: { email?: unknown }, client: ClientInfo): Promise<Outcome<OutletGrant>> {
  const texts = (key: 'email-required' | 'email-invalid' | 'refused' | 'too-many-requests') => deps.kit.texts(context.locale, key);
  const read = readNewsletterEmail(input.email);
  if (!read.ok) return fail('refused', await texts(read.problem));
  const verdict = await deps.kit.limit.attempt([`outlet:client:${client.ip}`, `outlet:address:${read.email}`]);
  if (!verdict.allowed) {
    const throttled: Throttled = { ...fail('too-many-attempts', await texts('too-many-requests')), retryAfterSeconds: verdict.retryAfterSeconds };
    return throttled;
  }
  const rule = await outletRule(deps.db, context.store.id, read.email);
  if (!rule.granted) return fail('not-allowed', await texts('refused'));
  return succeed({ access: true, email: read.email, pass: deps.kit.passes.issue(read.email), maxAgeSeconds: OUTLET_COOKIE_MAX_AGE });
}

export async function checkAccess(deps: OutletCheckDeps, context: ShopContext, input: { pass?: string }, customer: SignedInCustomer | null): Promise<OutletCheck> {
  const email = input.pass ? deps.kit.passes.read(input.pass) : null;
  if (email) {
    const rule = await deps.cache.get(`outlet-access:${context.store.id}:${email}`, () => outletRule(deps.db, context.store.id, email), { bypass: context.noCache });
    if (rule.granted) return { access: true, email, pass: null, searchKey: deps.kit.searchKeys?.outletKey(context.store.id) ?? null };
  }
  if (customer) {
    const row = await openAccountById(deps.db, customer.id);
    if (row) return { access: true, email: row.email, pass: email === row.email ? null : deps.kit.passes.issue(row.email), searchKey: deps.kit.searchKeys?.outletKey(context.store.id) ?? null };
  }
  return { access: false, email: null, pass: null, searchKey: null };
}

/**
 * Where a caller's outlet pass travels to the API: the `outlet-pass` header (the shop's own
 * clients send the outlet cookie's value there: the CLI and the server render send no cookies),
 * else the outlet cookie itself (a browser's call on the shop's origin).
 */
export const OUTLET_PASS_HEADER = 'outlet-pass';

/** What the gate reads of a request (a FastifyRequest is one). */
export interface OutletCaller {
  headers: Record<string, string | string[] | undefined>;
  shop: ShopContext;
  customer: SignedInCustomer | null;
}

export type OutletGates = (caller: OutletCaller) => OutletGate;

/**
 * The gate of outlet-only products for other modules' routes: the same check as the outlet guard
 * (`checkAccess`, the one home of the rule) on the caller's pass or signed-in customer.
 */
export function outletGates(deps: Pick<ModuleDeps, 'db' | 'cache' | 'now' | 'secret'> & { customers: CustomerAuthPort }): OutletGates {
  const service: OutletCheckDeps = { db: deps.db, cache: deps.cache, kit: { passes: outletPassesOf(deps) } };
  return (caller) => {
    let answer: Promise<boolean> | null = null;
    return {
      refusal: () => outletOnlyRefusal(deps, caller.shop.locale),
      get asked() {
        return answer !== null;
      },
      open() {
        answer ??= (async () => {
          const pass = passOf(caller.headers);
          const customer = await recogniseCustomer(deps.customers, caller);
          if (!pass && !customer) return false;
          return (await checkAccess(service, caller.shop, pass ? { pass } : {}, customer)).access;
        })();
        return answer;
      },
    };
  };
}

const MAX_PASS_LENGTH = 600;

function passOf(headers: OutletCaller['headers']): string | undefined {
  const given = headers[OUTLET_PASS_HEADER];
  const header = typeof given === 'string' ? given.trim() : '';
  const cookie = header === '' && typeof headers.cookie === 'string' ? (parseCookieHeader(headers.cookie)[OUTLET_COOKIE]?.trim() ?? '') : '';
  const pass = header || cookie;
  return pass !== '' && pass.length <= MAX_PASS_LENGTH ? pass : undefined;
}

/** A product closed to the caller: the outlet's words, in the request's language. */
export function outletOnlyRefusal(deps: Pick<ModuleDeps, 'db' | 'cache'>, locale: ShopContext['locale']): Promise<string> {
  return outletTexts(deps.db, deps.cache)(locale, 'product-outlet-only');
}
