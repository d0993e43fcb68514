/**
 * What every way of signing in shares: the auth services' dependencies, their refusals in the
 * accounts' words, and the token grant — an access token (15 min) and the first refresh token of a
 * new session's family (30 days).
 */
import type { Profile } from '../../src/domain/accounts/profile';
import { sessionRoles, type SecondFactorKind } from '../../src/domain/auth/second-factor';
import { profileOf, rolesOf, type AccountTextKey, type CustomerRow } from '../accounts/accounts-service';
import type { TtlCache } from '../cache/ttl-cache';
import type { ModuleDeps } from '../core/module-deps';
import { fail, type Failure, type FailureKind } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import type { Db } from '../db/database';
import type { UrlConfig } from '../http/store-urls';
import type { Mailer } from '../mail/mailer';
import { newsletterLinksOf, type NewsletterLinks } from '../newsletter/newsletter-service';
import type { AuthKit } from './auth-kit';
import { startFamily } from './auth-repository';
import { ACCESS_TOKEN_SECONDS } from './auth-tokens';

export interface AuthDeps {
  db: Db;
  cache: TtlCache;
  urls: UrlConfig;
  now: () => Date;
  mailer?: Mailer;
  kit: AuthKit;
  /** The newsletter's signed links: the registration's opt-in is welcomed with one. */
  newsletterLinks: NewsletterLinks;
}

/** The auth services' dependencies out of the app's (the kit is made by `buildApp`). */
export function authDepsOf(deps: Pick<ModuleDeps, 'db' | 'cache' | 'urls' | 'now' | 'mailer' | 'auth' | 'secret'>): AuthDeps {
  return { db: deps.db, cache: deps.cache, urls: deps.urls, now: deps.now, mailer: deps.mailer, kit: deps.auth, newsletterLinks: newsletterLinksOf(deps) };
}

/** What every successful sign-in gives; the route decides where the refresh token travels. */
export interface TokenGrant {
  token: string;
  refreshToken: string;
  expiresIn: number;
  customer: Profile;
}

/** A refusal that can be tried again later (429): how many seconds later. */
export type Throttled = Failure & { retryAfterSeconds: number };

export async function refusal(deps: Pick<AuthDeps, 'kit'>, context: Pick<ShopContext, 'locale'>, kind: FailureKind, key: AccountTextKey): Promise<Failure> {
  return fail(kind, await deps.kit.texts(context.locale, key));
}

export async function throttled(deps: Pick<AuthDeps, 'kit'>, context: Pick<ShopContext, 'locale'>, key: AccountTextKey, retryAfterSeconds: number): Promise<Throttled> {
  return { ...(await refusal(deps, context, 'too-many-attempts', key)), retryAfterSeconds };
}

/**
 * A new session for a customer: the first refresh token of a family and its access token. The
 * one place a sign-in says what it proved: `secondFactor` ('totp', 'recovery', 'passkey') opens
 * the account's staff roles for the session (src/domain/auth/second-factor.ts); without it they wait.
 */
export async function grantFor(deps: AuthDeps, customer: CustomerRow, options: { resetUntil?: Date; secondFactor?: SecondFactorKind } = {}): Promise<TokenGrant> {
  const now = deps.now();
  const session = await startFamily(deps.db, customer.id, now, options);
  const { roles } = sessionRoles(rolesOf(customer), options.secondFactor ?? null);
  const token = await deps.kit.tokens.issue({ customerId: customer.id, roles, sessionId: session.familyId, passwordReset: options.resetUntil !== undefined });
  return { token, refreshToken: session.token, expiresIn: ACCESS_TOKEN_SECONDS, customer: await profileOf(deps.db, customer) };
}

/**
 * A session a support agent opens for a customer (issue 36, server/audit): one access token naming
 * the agent (`act`), never refreshed — its refresh token is not handed out — so it ends within 15
 * minutes, and at once with the customer's other sessions (a password change, a closed account).
 */
export async function actingGrantFor(deps: Pick<AuthDeps, 'db' | 'kit' | 'now'>, customer: CustomerRow, agentId: number): Promise<{ token: string; expiresIn: number }> {
  const session = await startFamily(deps.db, customer.id, deps.now());
  const token = await deps.kit.tokens.issue({ customerId: customer.id, roles: rolesOf(customer), sessionId: session.familyId, passwordReset: false, actingAgentId: agentId });
  return { token, expiresIn: ACCESS_TOKEN_SECONDS };
}
