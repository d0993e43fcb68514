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
import type { ClientInfo, SignedInCustomer } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import { fail, succeed, type Failure, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import type { Db } from '../db/database';
import { LinkSigner } from '../http/link-signer';
import { memoryRateLimits, type RateLimit } from '../http/rate-limits';
import { isSubscribed } from '../newsletter/newsletter-service';
import { searchKeysOf, type SearchKeys } from '../search/search-service';
import { OUTLET_PASS_PURPOSE, OutletPasses } from './outlet-passes';
import { outletTexts, type TranslateOutletText } from './outlet-texts';

/** What the outlet needs beyond the database, made once per app (outletRoutes). */
export interface OutletKit {
  passes: OutletPasses;
  /** Access requests (each tells whether an address is known: throttled like a newsletter write, SPEC §9). */
  limit: RateLimit;
  texts: TranslateOutletText;
  /** The search keys: a granted check hands out an outlet key. */
  searchKeys: SearchKeys;
}

export type OutletDeps = Pick<ModuleDeps, 'db' | 'cache'> & { kit: OutletKit };

export type Throttled = Failure & { retryAfterSeconds: number };

export function outletKitOf(deps: Pick<ModuleDeps, 'db' | 'cache' | 'now' | 'secret' | 'rateLimits' | 'search'>): OutletKit {
  const rateLimits = deps.rateLimits ?? memoryRateLimits();
  return {
    passes: new OutletPasses(LinkSigner.fromSecret(deps.secret.key, OUTLET_PASS_PURPOSE, deps.now)),
    limit: rateLimits('outlet-access', { points: NEWSLETTER_REQUESTS_PER_WINDOW, windowSeconds: NEWSLETTER_WINDOW_SECONDS }),
    texts: outletTexts(deps.db, deps.cache),
    searchKeys: searchKeysOf(deps.search, deps.secret),
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

export async function checkAccess(deps: OutletDeps, context: ShopContext, input: { pass?: string }, customer: SignedInCustomer | null): Promise<OutletCheck> {
  const email = input.pass ? deps.kit.passes.read(input.pass) : null;
  if (email) {
    const rule = await deps.cache.get(`outlet-access:${context.store.id}:${email}`, () => outletRule(deps.db, context.store.id, email), { bypass: context.noCache });
    if (rule.granted) return { access: true, email, pass: null, searchKey: deps.kit.searchKeys.outletKey(context.store.id) };
  }
  if (customer) {
    const row = await openAccountById(deps.db, customer.id);
    if (row) return { access: true, email: row.email, pass: email === row.email ? null : deps.kit.passes.issue(row.email), searchKey: deps.kit.searchKeys.outletKey(context.store.id) };
  }
  return { access: false, email: null, pass: null, searchKey: null };
}
