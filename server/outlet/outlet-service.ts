/**
 * Outlet access (SPEC §2, §4, §6; the rule is ours: src/domain/outlet/outlet-access.ts).
 *
 * - `requestAccess`: a visitor gives an address; throttled like a newsletter write (each answer
 *   tells whether an address is known to the shop); refused with a message that invites them to
 *   subscribe, or granted with a signed pass for the outlet cookie.
 * - `checkAccess`: what the outlet guard asks on each outlet page: a signed-in customer passes
 *   (customers always do); otherwise the cookie's pass must be one the shop signed, and its address
 *   must still pass today's rule in this store (cached briefly: pages ask it often).
 */
import { readNewsletterEmail } from '../../src/domain/newsletter/newsletter';
import { OUTLET_COOKIE_MAX_AGE, outletVerdict, type OutletCheck, type OutletGrant, type OutletVerdict } from '../../src/domain/outlet/outlet-access';
import type { ClientInfo, SignedInCustomer } from '../core/customer-context';
import { ACTIVE, findCustomerByEmail, findCustomerById } from '../accounts/accounts-repository';
import type { ModuleDeps } from '../core/module-deps';
import type { Db } from '../db/database';
import type { NewsletterKit } from '../newsletter/newsletter-kit';
import { isSubscribed } from '../newsletter/newsletter-repository';
import { fail, succeed, type Failure, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';

export type OutletDeps = Pick<ModuleDeps, 'db' | 'cache'> & { kit: NewsletterKit };

export type Throttled = Failure & { retryAfterSeconds: number };

/** Today's rule for an address in a store, straight from the database. */
export async function outletRule(db: Db, storeId: string, email: string): Promise<OutletVerdict> {
  const [account, subscriber] = await Promise.all([findCustomerByEmail(db, email), isSubscribed(db, { storeId, email })]);
  return outletVerdict({ customer: account?.status === ACTIVE, subscriber });
}

export async function requestAccess(deps: OutletDeps, context: ShopContext, input: { email?: unknown }, client: ClientInfo): Promise<Outcome<OutletGrant>> {
  const texts = (key: 'email-required' | 'email-invalid' | 'refused' | 'too-many-requests') => deps.kit.texts(context.locale, 'outlet', key);
  const read = readNewsletterEmail(input.email);
  if (!read.ok) return fail('refused', await texts(read.problem));
  const verdict = await deps.kit.outletLimit.attempt([`outlet:client:${client.ip}`, `outlet:address:${read.email}`]);
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
    if (rule.granted) return { access: true, email, pass: null };
  }
  if (customer) {
    const row = await findCustomerById(deps.db, customer.id);
    if (row && row.status === ACTIVE) return { access: true, email: row.email, pass: email === row.email ? null : deps.kit.passes.issue(row.email) };
  }
  return { access: false, email: null, pass: null };
}
