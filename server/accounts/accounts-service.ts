/**
 * `/secure/account/profile` and `/secure/account/password`: the signed-in customer's own profile.
 * Only civility, names, birthday and newsletter change through the profile (anything else in the
 * body — id, roles, status, password, email — is dropped by the domain's reader). A password
 * change checks the old password (throttled like sign-in), except in a session opened by a
 * forgotten-password link within its hour; it ends every other session of the customer.
 */
import { readProfileUpdate, type Profile } from '../../src/domain/accounts/profile';
import { passwordChangeProblems, type PasswordChange } from '../../src/domain/accounts/password-change';
import { transaction } from '../db/transaction';
import { succeed, type Outcome } from '../core/outcome';
import { refusal, throttled, type AccountDeps } from '../auth/auth-service';
import type { CustomerContext } from '../core/customer-context';
import { ACTIVE, findCustomerById, profileOf } from './accounts-repository';
import { setSubscription } from '../newsletter/newsletter-repository';
import { endPasswordReset, revokeOtherFamilies, sessionMayResetPassword } from '../auth/auth-repository';

export async function getProfile(deps: AccountDeps, context: CustomerContext): Promise<Outcome<Profile>> {
  const row = await findCustomerById(deps.db, context.customer.id);
  if (!row || row.status !== ACTIVE) return refusal(deps, context, 'not-signed-in', 'session-expired');
  return succeed(await profileOf(deps.db, row));
}

export async function updateProfile(deps: AccountDeps, context: CustomerContext, input: unknown): Promise<Outcome<Profile>> {
  const read = readProfileUpdate(input);
  if (!read.ok) return refusal(deps, context, 'invalid-input', read.key);
  const { update } = read;
  const changes = {
    ...(update.civility !== undefined ? { civility: update.civility } : {}),
    ...(update.firstName !== undefined ? { first_name: update.firstName } : {}),
    ...(update.lastName !== undefined ? { last_name: update.lastName } : {}),
    ...(update.birthday !== undefined ? { birthday: update.birthday } : {}),
  };
  const now = deps.now();
  const row = await transaction(deps.db, async ({ trx }) => {
    const updated = await trx
      .updateTable('customers')
      .set({ ...changes, updated_at: now })
      .where('id', '=', context.customer.id)
      .where('status', '=', ACTIVE)
      .returningAll()
      .executeTakeFirst();
    // The profile's newsletter flag is the subscription to the account's own store (server/newsletter).
    if (updated && update.newsletter !== undefined) {
      await setSubscription(trx, { storeId: updated.store_id, email: updated.email, locale: updated.locale, customerId: updated.id, status: update.newsletter ? 'subscribed' : 'unsubscribed', now });
    }
    return updated;
  });
  if (!row) return refusal(deps, context, 'not-signed-in', 'session-expired');
  return succeed(await profileOf(deps.db, row));
}

export async function changePassword(deps: AccountDeps, context: CustomerContext, input: Partial<PasswordChange>): Promise<Outcome<null>> {
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
    if (row.password_hash && (await deps.accounts.hasher.verify(row.password_hash, newPassword))) return refusal(deps, context, 'invalid-input', 'new-password-same-as-old');
  } else {
    // A stolen access token must not become a way to guess the password.
    const keys = [`password:customer:${customer.id}`];
    const verdict = await deps.accounts.loginLimit.attempt(keys);
    if (!verdict.allowed) return throttled(deps, context, 'too-many-attempts', verdict.retryAfterSeconds);
    const matches = await deps.accounts.hasher.verify(row.password_hash ?? (await deps.accounts.hasher.dummyHash()), input.oldPassword as string);
    if (!row.password_hash || !matches) return refusal(deps, context, 'invalid-input', 'old-password-incorrect');
    await deps.accounts.loginLimit.forgive(keys);
  }

  const passwordHash = await deps.accounts.hasher.hash(newPassword);
  await transaction(deps.db, async ({ trx }) => {
    await trx.updateTable('customers').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', customer.id).execute();
    await revokeOtherFamilies(trx, customer.id, customer.sessionId, now);
    await endPasswordReset(trx, customer.sessionId);
    await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('customer_id', '=', customer.id).where('used_at', 'is', null).execute();
  });
  return succeed(null);
}
