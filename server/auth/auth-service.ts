/**
 * Sign-in, registration and sessions (docs/accounts-api.md "Calls", `/security/*`): every path
 * that ends with a signed-in customer gives the same token grant — an access token (15 min) and the
 * first or next refresh token of the session's family (30 days).
 *
 * Sign-in is throttled before any hashing (5 attempts / 5 min per address and per client; a success
 * gives its attempt back), and an unknown address costs the same hash as a wrong password.
 */
import { checkCredentials } from '../../src/domain/auth/credentials';
import { isValidEmail, normaliseEmail, MAX_EMAIL_LENGTH } from '../../src/domain/accounts/email';
import { checkRegistration } from '../../src/domain/accounts/registration';
import type { Profile } from '../../src/domain/accounts/profile';
import { LOCALES } from '../../src/domain/store/locales';
import { shopName } from '../../src/domain/store/stores';
import type { ModuleDeps } from '../core/module-deps';
import type { TtlCache } from '../cache/ttl-cache';
import type { CustomerAuthPort } from '../http/customer-auth';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import { setSubscription } from '../newsletter/newsletter-repository';
import { storeBaseUrl, type UrlConfig } from '../http/store-urls';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../core/payment-provider';
import { fail, succeed, type Failure, type FailureKind, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import { ACCESS_TOKEN_SECONDS } from './auth-tokens';
import type { AccountsKit } from './auth-kit';
import { PASSWORD_RESET_MAIL, type AccountTextKey } from '../accounts/accounts-texts';
import { ACTIVE, CUSTOMER_ROLE, findCustomerByEmail, findCustomerById, profileOf, rolesOf, type CustomerRow } from '../accounts/accounts-repository';
import { isUniqueViolation } from '../db/db-errors';
import type { ClientInfo, SignedInCustomer } from '../core/customer-context';
import { looksLikeToken, newSecretToken, revokeFamilyOf, rotate, sha256, startFamily } from './auth-repository';

export interface AccountDeps {
  db: Db;
  cache: TtlCache;
  urls: UrlConfig;
  now: () => Date;
  mailer?: Mailer;
  accounts: AccountsKit;
  /** The payment provider holding the saved cards (a deleted card is forgotten there too). */
  payments?: PaymentProvider;
}

/** The account services' dependencies out of the app's (the kit is made by `buildApp`). */
export function accountDepsOf(deps: Pick<ModuleDeps, 'db' | 'cache' | 'urls' | 'now' | 'mailer' | 'accounts' | 'payments'>): AccountDeps {
  if (!deps.accounts) throw new Error('The accounts kit is missing: buildApp makes it (createAccountsKit)');
  return { db: deps.db, cache: deps.cache, urls: deps.urls, now: deps.now, mailer: deps.mailer, accounts: deps.accounts, payments: deps.payments };
}

/** The customer hooks' port (server/http/customer-auth.ts) over the account services. */
export function customerAuthPort(deps: AccountDeps): CustomerAuthPort {
  return { authenticate: (bearer) => authenticate(deps, bearer), text: deps.accounts.texts };
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

export const PASSWORD_RESET_MINUTES = 60;
/** A session opened by a forgotten-password link may set a new password without the old one this long. */
export const PASSWORD_RESET_SESSION_MINUTES = 60;

export async function refusal(deps: Pick<AccountDeps, 'accounts'>, context: Pick<ShopContext, 'locale'>, kind: FailureKind, key: AccountTextKey): Promise<Failure> {
  return fail(kind, await deps.accounts.texts(context.locale, key));
}

export async function throttled(deps: Pick<AccountDeps, 'accounts'>, context: Pick<ShopContext, 'locale'>, key: AccountTextKey, retryAfterSeconds: number): Promise<Throttled> {
  return { ...(await refusal(deps, context, 'too-many-attempts', key)), retryAfterSeconds };
}

/** A new session for a customer: the first refresh token of a family and its access token. */
export async function grantFor(deps: AccountDeps, customer: CustomerRow, options: { resetUntil?: Date } = {}): Promise<TokenGrant> {
  const now = deps.now();
  const session = await startFamily(deps.db, customer.id, now, options);
  const token = await deps.accounts.tokens.issue({ customerId: customer.id, roles: rolesOf(customer), sessionId: session.familyId, passwordReset: options.resetUntil !== undefined });
  return { token, refreshToken: session.token, expiresIn: ACCESS_TOKEN_SECONDS, customer: await profileOf(deps.db, customer) };
}

export interface LoginInput {
  _username?: string;
  _password?: string;
}

export async function login(deps: AccountDeps, context: ShopContext, input: LoginInput, client: ClientInfo): Promise<Outcome<TokenGrant>> {
  const checked = checkCredentials(input._username, input._password);
  if (!checked.ok) return refusal(deps, context, 'invalid-input', checked.key);
  const email = normaliseEmail(checked.credentials._username).slice(0, MAX_EMAIL_LENGTH + 1);
  const keys = [`login:address:${email}`, `login:client:${client.ip}`];
  const verdict = await deps.accounts.loginLimit.attempt(keys);
  if (!verdict.allowed) return throttled(deps, context, 'too-many-attempts', verdict.retryAfterSeconds);

  const customer = isValidEmail(email) ? await findCustomerByEmail(deps.db, email) : undefined;
  const storedHash = customer?.password_hash ?? (await deps.accounts.hasher.dummyHash());
  const matches = await deps.accounts.hasher.verify(storedHash, checked.credentials._password);
  if (!customer || customer.password_hash === null || !matches || customer.status !== ACTIVE) {
    return refusal(deps, context, 'wrong-credentials', 'credentials-invalid');
  }
  await deps.accounts.loginLimit.forgive(keys);
  return succeed(await grantFor(deps, customer));
}

export async function register(deps: AccountDeps, context: ShopContext, input: Record<string, unknown>): Promise<Outcome<TokenGrant>> {
  const checked = checkRegistration(input);
  if (!checked.ok) return refusal(deps, context, 'invalid-input', checked.key);
  const { registration } = checked;
  if (await findCustomerByEmail(deps.db, registration.email)) return refusal(deps, context, 'already-exists', 'email-taken');
  const passwordHash = await deps.accounts.hasher.hash(registration.password);
  const now = deps.now();
  try {
    // Two registrations of one address at once: the unique index keeps the first.
    const customer = await transaction(deps.db, async ({ trx }) => {
      const inserted = await trx
        .insertInto('customers')
        .values({
          email: registration.email,
          password_hash: passwordHash,
          civility: registration.civility,
          first_name: registration.firstName,
          last_name: registration.lastName,
          birthday: registration.birthday,
          status: ACTIVE,
          roles: JSON.stringify([CUSTOMER_ROLE]),
          apple_id: null,
          facebook_id: null,
          store_id: context.store.id,
          locale: context.locale,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The opt-in of the form is a subscription to this store's newsletter (server/newsletter).
      if (registration.newsletter) {
        await setSubscription(trx, { storeId: context.store.id, email: inserted.email, locale: context.locale, customerId: inserted.id, status: 'subscribed', now });
      }
      return inserted;
    });
    return succeed(await grantFor(deps, customer));
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(deps, context, 'already-exists', 'email-taken');
    throw error;
  }
}

/** The next token of the session; a rotated token shown again revokes its whole family. */
export async function refresh(deps: AccountDeps, context: ShopContext, refreshToken: string | undefined): Promise<Outcome<TokenGrant>> {
  if (!refreshToken) return refusal(deps, context, 'not-signed-in', 'session-expired');
  const now = deps.now();
  const rotation = await rotate(deps.db, refreshToken, now);
  if (rotation.kind !== 'rotated') return refusal(deps, context, 'not-signed-in', 'session-expired');
  const customer = await findCustomerById(deps.db, rotation.customerId);
  if (!customer || customer.status !== ACTIVE) return refusal(deps, context, 'not-signed-in', 'session-expired');
  const token = await deps.accounts.tokens.issue({ customerId: customer.id, roles: rolesOf(customer), sessionId: rotation.familyId, passwordReset: rotation.resetUntil !== null });
  return succeed({ token, refreshToken: rotation.token, expiresIn: ACCESS_TOKEN_SECONDS, customer: await profileOf(deps.db, customer) });
}

export async function logout(deps: AccountDeps, refreshToken: string | undefined): Promise<Outcome<null>> {
  if (refreshToken) await revokeFamilyOf(deps.db, refreshToken, deps.now());
  return succeed(null);
}

export interface PasswordResetAnswer {
  message: string;
}

/**
 * Always the same answer, whether the address has an account or not; when it has one, a mail with
 * a single-use link to `/autoconnect/{token}` in the store the request came from, valid 1 hour.
 */
export async function forgotPassword(
  deps: AccountDeps,
  context: ShopContext,
  input: { email?: string },
  client: ClientInfo,
  origin: string,
): Promise<Outcome<PasswordResetAnswer>> {
  const given = (input.email ?? '').trim();
  if (given === '') return refusal(deps, context, 'invalid-input', 'email-required');
  if (!isValidEmail(given)) return refusal(deps, context, 'invalid-input', 'email-invalid');
  const email = normaliseEmail(given);
  const verdict = await deps.accounts.resetLimit.attempt([`reset:address:${email}`, `reset:client:${client.ip}`]);
  if (!verdict.allowed) return throttled(deps, context, 'too-many-requests', verdict.retryAfterSeconds);
  const answer = { message: await deps.accounts.texts(context.locale, 'password-reset-sent') };

  const customer = await findCustomerByEmail(deps.db, email);
  if (!customer || customer.status !== ACTIVE) return succeed(answer);
  const mailer = deps.mailer;
  if (!mailer) throw new Error('No mailer: the shop cannot send password links');
  const now = deps.now();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
  const url = `${storeBaseUrl(context.store, deps.urls, origin)}/autoconnect/${token}`;
  await transaction(deps.db, async ({ trx, afterCommit }) => {
    await trx.insertInto('password_reset_tokens').values({ token_hash: sha256(token), customer_id: customer.id, created_at: now, expires_at: expiresAt, used_at: null }).execute();
    afterCommit(() => {
      const { subject, text } = PASSWORD_RESET_MAIL[context.locale]({ firstName: customer.first_name || customer.email, url, shop: shopName(context.store) });
      return mailer.send({ kind: 'password-reset', to: customer.email, subject, text, locale: context.locale, meta: { url, customerId: customer.id, expiresAt: expiresAt.toISOString(), store: context.store.id, localePrefix: LOCALES[context.locale].prefix } });
    });
  });
  return succeed(answer);
}

/** Exchanges a forgotten-password link for a session that may choose a new password (1 hour). */
export async function autoconnect(deps: AccountDeps, context: ShopContext, token: string): Promise<Outcome<TokenGrant>> {
  if (!looksLikeToken(token)) return refusal(deps, context, 'wrong-credentials', 'autoconnect-invalid');
  const now = deps.now();
  const used = await deps.db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('customer_id')
    .executeTakeFirst();
  if (!used) return refusal(deps, context, 'wrong-credentials', 'autoconnect-invalid');
  // One link signs in once: the customer's other pending links die with it.
  await deps.db.updateTable('password_reset_tokens').set({ used_at: now }).where('customer_id', '=', used.customer_id).where('used_at', 'is', null).execute();
  const customer = await findCustomerById(deps.db, used.customer_id);
  if (!customer || customer.status !== ACTIVE) return refusal(deps, context, 'wrong-credentials', 'autoconnect-invalid');
  return succeed(await grantFor(deps, customer, { resetUntil: new Date(now.getTime() + PASSWORD_RESET_SESSION_MINUTES * 60_000) }));
}

/**
 * The customer an access token speaks for: a genuine, current token of a session that was not
 * revoked (logout, reused refresh token, password change elsewhere), of an open account. Roles
 * come from the account, not from the token.
 */
export async function authenticate(deps: Pick<AccountDeps, 'db' | 'accounts'>, bearer: string): Promise<SignedInCustomer | null> {
  const claims = await deps.accounts.tokens.verify(bearer);
  if (!claims) return null;
  const row = await deps.db
    .selectFrom('customers')
    .select(['id', 'roles'])
    .where('id', '=', claims.customerId)
    .where('status', '=', ACTIVE)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('refresh_tokens')
          .select('refresh_tokens.id')
          .whereRef('refresh_tokens.customer_id', '=', 'customers.id')
          .where('refresh_tokens.family_id', '=', claims.sessionId)
          .where('refresh_tokens.revoked_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, roles: rolesOf(row), sessionId: claims.sessionId, passwordReset: claims.passwordReset };
}
