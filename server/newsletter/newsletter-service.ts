/**
 * The newsletter of each store (SPEC §7 `/newsletters/*`, tracker issue 13). Services know nothing
 * of HTTP: a shop context, plain inputs and who asks come in; outcomes with a `kind` go out.
 *
 * - Subscribing is open to anyone (a signed-in customer's subscription carries their id); the
 *   answer is the same whether the address was new or already subscribed, and only a new
 *   subscription gets the welcome mail, with its signed one-click unsubscribe link.
 * - Unsubscribing needs proof of the address: a valid signed link, or the signed-in customer's own
 *   address. Without, the address is mailed a signed link to confirm (202, the same answer whether
 *   it was subscribed or not), so nobody unsubscribes someone else silently.
 * - Whether an address is subscribed is told only to its owner (signed in, or a signed link) and
 *   to support staff (role `support`).
 * - Writes are throttled per client and per address (SPEC §9: 5 per 5 minutes).
 */
import { readNewsletterEmail, type ConfirmationAnswer, type NewsletterAnswer } from '../../src/domain/newsletter/newsletter';
import { shopName, type StoreDefinition } from '../../src/domain/store/stores';
import { hasRole, SUPPORT_ROLE } from '../../src/domain/auth/roles';
import type { SignedInCustomer, ClientInfo } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import { storeBaseUrl } from '../http/store-urls';
import { fail, succeed, type Failure, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import type { NewsletterKit } from './newsletter-kit';
import { NEWSLETTER_LINK_PURPOSE, NewsletterLinks, type UnsubscribeLink } from './newsletter-links';
import { LinkSigner } from '../http/link-signer';
import type { Executor } from '../db/transaction';
import { customerIdByEmail, deleteSubscriptionsOfPerson, findSubscription, openAccountEmail, setSubscription, subscriptionsOfPerson } from './newsletter-repository';
import { CONFIRM_UNSUBSCRIBE_MAIL, WELCOME_MAIL, type NewsletterTextKey } from './newsletter-texts';

export { newsletterKitOf, type NewsletterKit } from './newsletter-kit';
export { customerSubscribed, isSubscribed, setSubscription, type SubscriptionChange, type SubscriptionKey } from './newsletter-repository';
export { NEWSLETTER_TEXTS } from './newsletter-texts';
export { NewsletterLinks } from './newsletter-links';

export type NewsletterDeps = Pick<ModuleDeps, 'db' | 'urls' | 'now' | 'mailer'> & { kit: NewsletterKit };

/** Who asks, and from where (the request's origin builds the links when no public URL is set). */
export interface Caller {
  customer: SignedInCustomer | null;
  client: ClientInfo;
  origin: string;
}

export type Throttled = Failure & { retryAfterSeconds: number };

export interface SignedLinkInput {
  expires?: string | number;
  signature?: string;
}

const refusal = async (deps: NewsletterDeps, context: ShopContext, kind: Failure['kind'], key: NewsletterTextKey): Promise<Failure> =>
  fail(kind, await deps.kit.texts(context.locale, key));

/** The checked address, or the 422 that says why not (SPEC §8: the form shows this first message). */
async function addressOf(deps: NewsletterDeps, context: ShopContext, given: unknown): Promise<Outcome<string>> {
  const read = readNewsletterEmail(given);
  return read.ok ? succeed(read.email) : refusal(deps, context, 'refused', read.problem);
}

async function throttle(deps: NewsletterDeps, context: ShopContext, email: string, caller: Caller): Promise<Throttled | null> {
  const verdict = await deps.kit.writeLimit.attempt([`newsletter:client:${caller.client.ip}`, `newsletter:address:${email}`]);
  if (verdict.allowed) return null;
  return { ...(await refusal(deps, context, 'too-many-attempts', 'too-many-requests')), retryAfterSeconds: verdict.retryAfterSeconds };
}

/** The mails of a store are in its own language, with links to its own site. */
function storeMail(deps: Pick<NewsletterDeps, 'urls'>, store: StoreDefinition, origin: string) {
  const locale = store.locale;
  const siteUrl = storeBaseUrl(store, deps.urls, origin);
  return { locale, siteUrl, shop: shopName(store) };
}

/** The newsletter's signed links, for a module that subscribes someone (the registration's opt-in). */
export function newsletterLinksOf(deps: Pick<ModuleDeps, 'secret' | 'now'>): NewsletterLinks {
  return new NewsletterLinks(LinkSigner.fromSecret(deps.secret.key, NEWSLETTER_LINK_PURPOSE, deps.now));
}

/**
 * The welcome mail of a new subscription, with its signed one-click unsubscribe link: sent by the
 * footer's form and by the registration's opt-in alike, once per subscription that starts (the
 * caller knows from `setSubscription`'s `changed`).
 */
export async function sendNewsletterWelcome(deps: Pick<NewsletterDeps, 'urls' | 'mailer'> & { links: NewsletterLinks }, store: StoreDefinition, email: string, origin: string): Promise<void> {
  const mail = storeMail(deps, store, origin);
  const link = deps.links.sign(store.id, email);
  const url = NewsletterLinks.url(mail.siteUrl, link);
  const { subject, text } = WELCOME_MAIL[mail.locale]({ shop: mail.shop, url });
  await mailer(deps).send({ kind: 'newsletter-welcome', to: email, subject, text, locale: mail.locale, meta: { store: store.id, unsubscribeUrl: url, ...linkMeta(link) } });
}

export async function subscribe(deps: NewsletterDeps, context: ShopContext, input: { email?: unknown }, caller: Caller): Promise<Outcome<NewsletterAnswer>> {
  const address = await addressOf(deps, context, input.email);
  if (!address.ok) return address;
  const email = address.value;
  const throttled = await throttle(deps, context, email, caller);
  if (throttled) return throttled;
  const { changed } = await setSubscription(deps.db, {
    storeId: context.store.id,
    email,
    locale: context.store.locale,
    customerId: await customerIdByEmail(deps.db, email),
    status: 'subscribed',
    now: deps.now(),
  });
  if (changed) await sendNewsletterWelcome({ ...deps, links: deps.kit.links }, context.store, email, caller.origin);
  return succeed({ email, subscribed: true, message: await deps.kit.texts(context.locale, 'subscribed') });
}

export async function unsubscribe(
  deps: NewsletterDeps,
  context: ShopContext,
  input: { email?: unknown } & SignedLinkInput,
  caller: Caller,
): Promise<Outcome<NewsletterAnswer | ConfirmationAnswer>> {
  const address = await addressOf(deps, context, input.email);
  if (!address.ok) return address;
  const email = address.value;
  const throttled = await throttle(deps, context, email, caller);
  if (throttled) return throttled;
  const proof = await proofOf(deps, context, email, input, caller.customer);
  if (proof === 'forged') return refusal(deps, context, 'not-allowed', 'link-invalid');
  if (proof === 'proven') {
    await setSubscription(deps.db, { storeId: context.store.id, email, locale: context.store.locale, customerId: null, status: 'unsubscribed', now: deps.now() });
    return succeed({ email, subscribed: false, message: await deps.kit.texts(context.locale, 'unsubscribed') });
  }
  // Unproven: the owner confirms from their mailbox. The answer never says whether the address was subscribed.
  const subscription = await findSubscription(deps.db, { storeId: context.store.id, email });
  if (subscription?.status === 'subscribed') {
    const mail = storeMail(deps, context.store, caller.origin);
    const link = deps.kit.links.sign(context.store.id, email);
    const url = NewsletterLinks.url(mail.siteUrl, link);
    const { subject, text } = CONFIRM_UNSUBSCRIBE_MAIL[mail.locale]({ shop: mail.shop, url });
    await mailer(deps).send({ kind: 'newsletter-unsubscribe-confirmation', to: email, subject, text, locale: mail.locale, meta: { store: context.store.id, unsubscribeUrl: url, ...linkMeta(link) } });
  }
  return succeed({ email, confirmationSent: true, message: await deps.kit.texts(context.locale, 'confirmation-sent') });
}

/** Whether an address receives this store's newsletter: 401 for anonymous callers, 403 for another's address or a forged link. */
export async function subscriptionStatus(
  deps: NewsletterDeps,
  context: ShopContext,
  input: { email?: unknown } & SignedLinkInput,
  customer: SignedInCustomer | null,
): Promise<Outcome<{ email: string; subscribed: boolean }>> {
  const address = await addressOf(deps, context, input.email);
  if (!address.ok) return address;
  const email = address.value;
  const support = customer ? hasRole(customer.roles, SUPPORT_ROLE) : false;
  if (!support) {
    const proof = await proofOf(deps, context, email, input, customer);
    if (proof === 'forged') return refusal(deps, context, 'not-allowed', 'link-invalid');
    if (proof === 'none') return customer ? refusal(deps, context, 'not-allowed', 'other-address') : refusal(deps, context, 'not-signed-in', 'sign-in-required');
  }
  const subscription = await findSubscription(deps.db, { storeId: context.store.id, email });
  return succeed({ email, subscribed: subscription?.status === 'subscribed' });
}

/** A signature given must be valid (else 'forged'); without one, the signed-in customer's own address proves itself. */
async function proofOf(deps: NewsletterDeps, context: ShopContext, email: string, input: SignedLinkInput, customer: SignedInCustomer | null): Promise<'proven' | 'forged' | 'none'> {
  if (input.signature !== undefined) {
    const link: UnsubscribeLink = { email, expires: Number(input.expires ?? NaN), signature: String(input.signature) };
    return deps.kit.links.check(context.store.id, link) === 'valid' ? 'proven' : 'forged';
  }
  if (!customer) return 'none';
  return (await openAccountEmail(deps.db, customer.id)) === email ? 'proven' : 'none';
}

function mailer(deps: Pick<NewsletterDeps, 'mailer'>) {
  if (!deps.mailer) throw new Error('No mailer: the shop cannot send newsletter mails');
  return deps.mailer;
}

const linkMeta = (link: UnsubscribeLink) => ({ email: link.email, expires: link.expires, signature: link.signature });


/** A customer's newsletter subscriptions in every store, and their address's (their data export: each is a consent, dated). */
export async function personSubscriptionsData(db: Executor, customerId: number, email: string) {
  return (await subscriptionsOfPerson(db, customerId, email)).map((row) => ({
    store: row.store_id, email: row.email, status: row.status, locale: row.locale,
    subscribedAt: new Date(row.subscribed_at).toISOString(), unsubscribedAt: row.unsubscribed_at ? new Date(row.unsubscribed_at).toISOString() : null,
  }));
}

/**
 * A closed account's subscriptions stop: deleted, the address's in every store too (no mail goes
 * to it, and a new account of the address starts without any). Inside the closing transaction.
 */
export function stopPersonSubscriptions(db: Executor, customerId: number, email: string): Promise<number> {
  return deleteSubscriptionsOfPerson(db, customerId, email);
}
