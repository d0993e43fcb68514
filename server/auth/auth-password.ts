/**
 * Passwords (docs/accounts-api.md): the forgotten-password link, the session it opens, and the
 * change of `/secure/account/password`. A change checks the old password (throttled like
 * sign-in), except in a session opened by a forgotten-password link within its hour; it ends every
 * other session of the customer.
 */
import { isValidEmail, normaliseEmail } from '../../src/domain/accounts/email';
import { passwordChangeProblems, type PasswordChange } from '../../src/domain/accounts/password-change';
import { LOCALES } from '../../src/domain/store/locales';
import { shopName } from '../../src/domain/store/stores';
import { findCustomerByEmail, findCustomerById, openAccountById, setPasswordHash, ACTIVE } from '../accounts/accounts-service';
import type { ClientInfo, CustomerContext } from '../core/customer-context';
import { succeed, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import { transaction } from '../db/transaction';
import { storeBaseUrl } from '../http/store-urls';
import { grantFor, refusal, throttled, type AuthDeps, type TokenGrant } from './auth-grants';
import {
  endPasswordReset,
  endPasswordResetTokens,
  insertPasswordResetToken,
  looksLikeToken,
  newSecretToken,
  revokeOtherFamilies,
  sessionMayResetPassword,
  usePasswordResetToken,
} from './auth-repository';
import { PASSWORD_RESET_MAIL } from './auth-texts';

export const PASSWORD_RESET_MINUTES = 60;
/** A session opened by a forgotten-password link may set a new password without the old one this long. */
export const PASSWORD_RESET_SESSION_MINUTES = 60;

export interface PasswordResetAnswer {
  message: string;
}

/**
 * Always the same answer, whether the address has an account or not; when it has one, a mail with
 * a single-use link to `/autoconnect/{token}` in the store the request came from, valid 1 hour.
 */
export async function forgotPassword(
  deps: AuthDeps,
  context: ShopContext,
  input: { email?: string },
  client: ClientInfo,
  origin: string,
): Promise<Outcome<PasswordResetAnswer>> {
  const given = (input.email ?? '').trim();
  if (given === '') return refusal(deps, context, 'invalid-input', 'email-required');
  if (!isValidEmail(given)) return refusal(deps, context, 'invalid-input', 'email-invalid');
  const email = normaliseEmail(given);
  const verdict = await deps.kit.resetLimit.attempt([`reset:address:${email}`, `reset:client:${client.ip}`]);
  if (!verdict.allowed) return throttled(deps, context, 'too-many-requests', verdict.retryAfterSeconds);
  const answer = { message: await deps.kit.texts(context.locale, 'password-reset-sent') };

  const customer = await findCustomerByEmail(deps.db, email);
  if (!customer || customer.status !== ACTIVE) return succeed(answer);
  const mailer = deps.mailer;
  if (!mailer) throw new Error('No mailer: the shop cannot send password links');
  const now = deps.now();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
  const url = `${storeBaseUrl(context.store, deps.urls, origin)}/autoconnect/${token}`;
  await transaction(deps.db, async ({ trx, afterCommit }) => {
    await insertPasswordResetToken(trx, customer.id, token, now, expiresAt);
    afterCommit(() => {
      const { subject, text } = PASSWORD_RESET_MAIL[context.locale]({ firstName: customer.first_name || customer.email, url, shop: shopName(context.store) });
      return mailer.send({ kind: 'password-reset', to: customer.email, subject, text, locale: context.locale, meta: { url, customerId: customer.id, expiresAt: expiresAt.toISOString(), store: context.store.id, localePrefix: LOCALES[context.locale].prefix } });
    });
  });
  return succeed(answer);
}

/** Exchanges a forgotten-password link for a session that may choose a new password (1 hour). */
export async function autoconnect(deps: AuthDeps, context: ShopContext, token: string): Promise<Outcome<TokenGrant>> {
  if (!looksLikeToken(token)) return refusal(deps, context, 'wrong-credentials', 'autoconnect-invalid');
  const now = deps.now();
  const customerId = await usePasswordResetToken(deps.db, token, now);
  if (customerId === undefined) return refusal(deps, context, 'wrong-credentials', 'autoconnect-invalid');
  // One link signs in once: the customer's other pending links die with it.
  await endPasswordResetTokens(deps.db, customerId, now);
  const customer = await openAccountById(deps.db, customerId);
  if (!customer) return refusal(deps, context, 'wrong-credentials', 'autoconnect-invalid');
  return succeed(await grantFor(deps, customer, { resetUntil: new Date(now.getTime() + PASSWORD_RESET_SESSION_MINUTES * 60_000) }));
}

export async function changePassword(deps: AuthDeps, context: CustomerContext, input: Partial<PasswordChange>): Promise<Outcome<null>> {
  const { customer } = context;
  const now = deps.now();
  const oldGiven = typeof input.oldPassword === 'string' && input.oldPassword !== '';
  const resetSession = !oldGiven && customer.passwordReset && (await sessionMayResetPassword(deps.db, customer.id, customer.sessionId, now));
  const problems = passwordChangeProblems(input).filter((problem) => !(resetSession && problem.key === 'old-password-required'));
  if (problems.length > 0) return refusal(deps, context, 'invalid-input', problems[0].key);

  const row = await findCustomerById(deps.db, customer.id);
  if (!row || row.status !== ACTIVE) return refusal(deps, context, 'not-signed-in', 'session-expired');
  const newPassword = input.newPassword as string;
  if (resetSession) {
    if (row.password_hash && (await deps.kit.hasher.verify(row.password_hash, newPassword))) return refusal(deps, context, 'invalid-input', 'new-password-same-as-old');
  } else {
    // A stolen access token must not become a way to guess the password.
    const keys = [`password:customer:${customer.id}`];
    const verdict = await deps.kit.loginLimit.attempt(keys);
    if (!verdict.allowed) return throttled(deps, context, 'too-many-attempts', verdict.retryAfterSeconds);
    const matches = await deps.kit.hasher.verify(row.password_hash ?? (await deps.kit.hasher.dummyHash()), input.oldPassword as string);
    if (!row.password_hash || !matches) return refusal(deps, context, 'invalid-input', 'old-password-incorrect');
    await deps.kit.loginLimit.forgive(keys);
  }

  const passwordHash = await deps.kit.hasher.hash(newPassword);
  await transaction(deps.db, async ({ trx }) => {
    await setPasswordHash(trx, customer.id, passwordHash, now);
    await revokeOtherFamilies(trx, customer.id, customer.sessionId, now);
    await endPasswordReset(trx, customer.sessionId);
    await endPasswordResetTokens(trx, customer.id, now);
  });
  return succeed(null);
}
