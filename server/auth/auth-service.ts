/**
 * Sign-in, registration and sessions (docs/accounts-api.md "Calls", `/security/*`): every path
 * that ends with a signed-in customer gives the same token grant — an access token (15 min) and the
 * first or next refresh token of the session's family (30 days). The auth module's public face:
 * the composition root makes its kit and the customers port here.
 *
 * Sign-in is throttled before any hashing (5 attempts / 5 min per address and per client; a success
 * gives its attempt back), and an unknown address costs the same hash as a wrong password.
 */
import { checkCredentials } from '../../src/domain/auth/credentials';
import { isSecondFactorKind, sessionRoles, staffSessionOver, type SecondFactorKind } from '../../src/domain/auth/second-factor';
import { isValidEmail, normaliseEmail, MAX_EMAIL_LENGTH } from '../../src/domain/accounts/email';
import { todayIso } from '../../src/domain/accounts/profile';
import { checkRegistration } from '../../src/domain/accounts/registration';
import { ACTIVE, findCustomerByEmail, openAccountById, openAccountSubscribing, profileOf, rolesOf } from '../accounts/accounts-service';
import { sendNewsletterWelcome } from '../newsletter/newsletter-service';
import type { ClientInfo, SignedInCustomer } from '../core/customer-context';
import { succeed, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import { isUniqueViolation } from '../db/db-errors';
import { transaction } from '../db/transaction';
import type { CustomerAuthPort } from '../http/customer-auth';
import { grantFor, refusal, throttled, type AuthDeps, type TokenGrant } from './auth-grants';

import { liveSessionCustomer, revokeFamilyIn, revokeFamilyOf, rotate } from './auth-repository';
import { secondFactorChallenge, type SecondFactorChallenge } from './auth-second-factor';
import { ACCESS_TOKEN_SECONDS } from './auth-tokens';

export { actingGrantFor, authDepsOf, type AuthDeps, type Throttled, type TokenGrant } from './auth-grants';
export { createAuthKit, REGISTRATION_LIMIT, type AuthKit, type AuthKitOptions } from './auth-kit';
export { readAuthConfig, type AuthConfig } from './auth-config';
export { argon2Hasher, type PasswordHasher } from './auth-hashing';
export { autoconnect, changePassword, forgotPassword, PASSWORD_RESET_MINUTES, PASSWORD_RESET_SESSION_MINUTES, type PasswordResetAnswer } from './auth-password';
export { appleLogin, facebookLogin, socialProviders, type SocialProviders } from './auth-social';
export { REFRESH_TOKEN_DAYS } from './auth-repository';
/** Data rights (server/rights): a closure ends every session; a social account's closure needs a fresh one. */
export { endEverySession, sessionStartedAt } from './auth-repository';
export { removeAllPasskeys } from './auth-passkeys';
export {
  confirmTotpEnrolment,
  loginSecondFactor,
  resetSecondFactor,
  secondFactorStatus,
  startTotpEnrolment,
  TOTP_ISSUER,
  type SecondFactorChallenge,
  type SecondFactorStatus,
} from './auth-second-factor';

/** The customer hooks' port (server/http/customer-auth.ts) over the auth services. */
export function customerAuthPort(deps: Pick<AuthDeps, 'db' | 'kit' | 'now'>): CustomerAuthPort {
  return { authenticate: (bearer) => authenticate(deps, bearer), text: deps.kit.texts };
}

export interface LoginInput {
  _username?: string;
  _password?: string;
}

export async function login(deps: AuthDeps, context: ShopContext, input: LoginInput, client: ClientInfo): Promise<Outcome<TokenGrant | SecondFactorChallenge>> {
  const checked = checkCredentials(input._username, input._password);
  if (!checked.ok) return refusal(deps, context, 'invalid-input', checked.key);
  const email = normaliseEmail(checked.credentials._username).slice(0, MAX_EMAIL_LENGTH + 1);
  const keys = [`login:address:${email}`, `login:client:${client.ip}`];
  const verdict = await deps.kit.loginLimit.attempt(keys);
  if (!verdict.allowed) return throttled(deps, context, 'too-many-attempts', verdict.retryAfterSeconds);

  const customer = isValidEmail(email) ? await findCustomerByEmail(deps.db, email) : undefined;
  const storedHash = customer?.password_hash ?? (await deps.kit.hasher.dummyHash());
  const matches = await deps.kit.hasher.verify(storedHash, checked.credentials._password);
  if (!customer || customer.password_hash === null || !matches || customer.status !== ACTIVE) {
    return refusal(deps, context, 'wrong-credentials', 'credentials-invalid');
  }
  await deps.kit.loginLimit.forgive(keys);
  // An enrolled staff account's password alone gives no session: a challenge for its code.
  const challenge = await secondFactorChallenge(deps, context, customer);
  return succeed(challenge ?? (await grantFor(deps, customer)));
}

/** `origin`: the request's, for the links of the newsletter's welcome mail when no public URL is set. */
export async function register(deps: AuthDeps, context: ShopContext, input: Record<string, unknown>, client: ClientInfo, origin = ''): Promise<Outcome<TokenGrant>> {
  // Counted before the password is hashed.
  const verdict = await deps.kit.registrationLimit.attempt([`register:client:${client.ip}`]);
  if (!verdict.allowed) return throttled(deps, context, 'too-many-requests', verdict.retryAfterSeconds);
  const checked = checkRegistration(input, todayIso(deps.now()));
  if (!checked.ok) return refusal(deps, context, 'invalid-input', checked.key);
  const { registration } = checked;
  if (await findCustomerByEmail(deps.db, registration.email)) return refusal(deps, context, 'already-exists', 'email-taken');
  const passwordHash = await deps.kit.hasher.hash(registration.password);
  try {
    // Two registrations of one address at once: the unique index keeps the first.
    const customer = await transaction(deps.db, async ({ trx, afterCommit }) => {
      const opened = await openAccountSubscribing(trx, {
        email: registration.email,
        passwordHash,
        civility: registration.civility,
        firstName: registration.firstName,
        lastName: registration.lastName,
        birthday: registration.birthday,
        storeId: context.store.id,
        locale: context.locale,
        // The opt-in of the form is a subscription to this store's newsletter (server/newsletter).
        newsletter: registration.newsletter,
        now: deps.now(),
      });
      // The opt-in is welcomed as the footer's form is, once: not when the address already had the newsletter.
      if (opened.newSubscription) afterCommit(() => sendNewsletterWelcome({ ...deps, links: deps.newsletterLinks }, context.store, opened.customer.email, origin));
      return opened.customer;
    });
    return succeed(await grantFor(deps, customer));
  } catch (error) {
    if (isUniqueViolation(error)) return refusal(deps, context, 'already-exists', 'email-taken');
    throw error;
  }
}

/** The next token of the session; a rotated token shown again revokes its whole family. */
export async function refresh(deps: AuthDeps, context: ShopContext, refreshToken: string | undefined): Promise<Outcome<TokenGrant>> {
  if (!refreshToken) return refusal(deps, context, 'not-signed-in', 'session-expired');
  const now = deps.now();
  const rotation = await rotate(deps.db, refreshToken, now);
  if (rotation.kind !== 'rotated') return refusal(deps, context, 'not-signed-in', 'session-expired');
  const customer = await openAccountById(deps.db, rotation.customerId);
  if (!customer) return refusal(deps, context, 'not-signed-in', 'session-expired');
  // A staff account's session ends 8 hours after its sign-in, however often it was refreshed.
  if (staffSessionOver(rolesOf(customer), rotation.startedAt, now)) {
    await revokeFamilyIn(deps.db, rotation.familyId, now);
    return refusal(deps, context, 'not-signed-in', 'session-expired');
  }
  const { roles } = sessionRoles(rolesOf(customer), sessionFactor(rotation.secondFactor));
  const token = await deps.kit.tokens.issue({ customerId: customer.id, roles, sessionId: rotation.familyId, passwordReset: rotation.resetUntil !== null });
  return succeed({ token, refreshToken: rotation.token, expiresIn: ACCESS_TOKEN_SECONDS, customer: await profileOf(deps.db, customer) });
}

export async function logout(deps: AuthDeps, refreshToken: string | undefined): Promise<Outcome<null>> {
  if (refreshToken) await revokeFamilyOf(deps.db, refreshToken, deps.now());
  return succeed(null);
}

/**
 * The customer an access token speaks for: a genuine, current token of a session that was not
 * revoked (logout, reused refresh token, password change elsewhere), of an open account. Roles
 * come from the account, not from the token.
 */
export async function authenticate(deps: Pick<AuthDeps, 'db' | 'kit' | 'now'>, bearer: string): Promise<SignedInCustomer | null> {
  const claims = await deps.kit.tokens.verify(bearer);
  if (!claims) return null;
  const row = await liveSessionCustomer(deps.db, claims.customerId, claims.sessionId);
  if (!row) return null;
  const held = rolesOf(row);
  // The one place staff roles need the second factor: a session that proved none (or a staff
  // session past its 8 hours) acts as a plain customer, whichever route or service asks.
  const proved = sessionFactor(row.secondFactor);
  const secondFactor = proved !== null && staffSessionOver(held, row.startedAt, deps.now()) ? null : proved;
  const { roles, dormant } = sessionRoles(held, secondFactor);
  return {
    id: row.id,
    roles, sessionId: claims.sessionId, passwordReset: claims.passwordReset, secondFactor,
    dormantRoles: dormant,
    ...(claims.actingAgentId !== undefined ? { actingAgentId: claims.actingAgentId } : {}),
  };
}

const sessionFactor = (stored: string | null): SecondFactorKind | null => (isSecondFactorKind(stored) ? stored : null);
