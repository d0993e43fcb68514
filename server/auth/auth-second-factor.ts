/**
 * Staff second factors (issue 36, DESIGN 19; docs/accounts-api.md "Staff second factor"): TOTP
 * (otplib, RFC 6238: 6 digits, 30 s, one step of drift either way) with ten single-use recovery
 * codes. An enrolled staff account signs in in two steps — the password gives a 5-minute challenge,
 * the challenge and a code give the session, which then holds the account's staff roles for at most
 * 8 hours. A code's time step is taken once (a replay is refused), a used recovery code is refused,
 * and wrong codes count against the sign-in attempts of the account (5 / 5 minutes).
 *
 * A staff account not enrolled yet signs in with its password alone: its session is a customer's
 * until it enrols (start: a secret and its otpauth URI; confirm with a first code: the recovery
 * codes, shown once), which also opens its staff roles. Customers have no second factor (403).
 */
import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { normaliseEmail } from '../../src/domain/accounts/email';
import { isStaffRole } from '../../src/domain/auth/roles';
import {
  needsSecondFactor,
  readSecondFactorCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeFrom,
  SECOND_FACTOR_CHALLENGE_SECONDS,
  type SecondFactorKind,
} from '../../src/domain/auth/second-factor';
import { findCustomerByEmail, openAccountById, rolesOf, staffText, type CustomerRow } from '../accounts/accounts-service';
import type { CustomerContext } from '../core/customer-context';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import type { LocaleCode } from '../../src/domain/store/locales';
import { transaction } from '../db/transaction';
import { passwordFingerprint } from './auth-challenges';
import { grantFor, refusal, throttled, type AuthDeps, type TokenGrant } from './auth-grants';
import {
  deleteSecondFactor,
  enableSecret,
  findSecondFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  revokeAllFamilies,
  savePendingSecret,
  setFamilySecondFactor,
  takeTotpStep,
  useRecoveryCode,
} from './auth-second-factor-repository';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Boutique';
const PERIOD_SECONDS = 30;

/** What the password step of an enrolled staff account answers (202) instead of tokens. */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
  challenge: string;
  methods: ('totp' | 'recovery')[];
  expiresIn: number;
  message: string;
}

export interface SecondFactorStatus {
  /** Whether the account holds a staff role (only staff have a second factor). */
  staff: boolean;
  enrolled: boolean;
  /** Waiting for the first code of a secret asked for. */
  pending: boolean;
  recoveryCodesLeft: number;
  /** What this session's sign-in proved (null: the password alone). */
  session: SecondFactorKind | null;
}

/** The time step a code of the secret matches at `now` (±1 step), or null. */
async function matchingStep(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: PERIOD_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Whether the password step must be followed by a code: a staff account with an enabled authenticator. */
export async function secondFactorChallenge(deps: AuthDeps, context: Pick<ShopContext, 'locale'>, customer: CustomerRow): Promise<SecondFactorChallenge | null> {
  if (!needsSecondFactor(rolesOf(customer))) return null;
  const factor = await findSecondFactor(deps.db, customer.id);
  if (!factor?.enabled) return null;
  return {
    secondFactorRequired: true,
    challenge: await deps.kit.challenges.issue(customer.id, customer.password_hash),
    methods: ['totp', 'recovery'],
    expiresIn: SECOND_FACTOR_CHALLENGE_SECONDS,
    message: await deps.kit.texts(context.locale, 'second-factor-needed'),
  };
}

/** The second step: a challenge of the password step and a TOTP or recovery code give the session. */
export async function loginSecondFactor(deps: AuthDeps, context: ShopContext, input: { challenge?: string; code?: string }): Promise<Outcome<TokenGrant>> {
  const challenge = await deps.kit.challenges.verify(input.challenge);
  if (!challenge) return refusal(deps, context, 'not-signed-in', 'second-factor-expired');
  const customer = await openAccountById(deps.db, challenge.customerId);
  if (!customer || passwordFingerprint(customer.password_hash) !== challenge.fingerprint) return refusal(deps, context, 'not-signed-in', 'second-factor-expired');
  const factor = await findSecondFactor(deps.db, customer.id);
  if (!factor?.enabled) return refusal(deps, context, 'not-signed-in', 'second-factor-expired');

  // Counted before anything is checked, like passwords; a success gives its attempt back.
  const keys = [`second-factor:customer:${customer.id}`];
  const verdict = await deps.kit.loginLimit.attempt(keys);
  if (!verdict.allowed) return throttled(deps, context, 'too-many-attempts', verdict.retryAfterSeconds);
  const typed = readSecondFactorCode(input.code);
  if (!typed) return refusal(deps, context, 'wrong-credentials', 'second-factor-invalid');
  const now = deps.now();
  if (typed.kind === 'totp') {
    const step = await matchingStep(factor.secret, typed.code, now);
    if (step === null) return refusal(deps, context, 'wrong-credentials', 'second-factor-invalid');
    if (!(await takeTotpStep(deps.db, customer.id, step))) return refusal(deps, context, 'wrong-credentials', 'second-factor-replayed');
  } else if (!(await useRecoveryCode(deps.db, customer.id, typed.code, now))) {
    return refusal(deps, context, 'wrong-credentials', 'second-factor-invalid');
  }
  await deps.kit.loginLimit.forgive(keys);
  return succeed(await grantFor(deps, customer, { secondFactor: typed.kind }));
}

async function staffAccount(deps: AuthDeps, context: CustomerContext): Promise<Outcome<CustomerRow>> {
  const row = await openAccountById(deps.db, context.customer.id);
  if (!row) return refusal(deps, context, 'not-signed-in', 'session-expired');
  // The session's own roles leave dormant staff roles out: the account's say who is staff.
  if (!rolesOf(row).some(isStaffRole)) return refusal(deps, context, 'not-allowed', 'second-factor-staff-only');
  return succeed(row);
}

export async function secondFactorStatus(deps: AuthDeps, context: CustomerContext): Promise<Outcome<SecondFactorStatus>> {
  const row = await openAccountById(deps.db, context.customer.id);
  if (!row) return refusal(deps, context, 'not-signed-in', 'session-expired');
  const factor = await findSecondFactor(deps.db, row.id);
  return succeed({
    staff: needsSecondFactor(rolesOf(row)),
    enrolled: factor?.enabled ?? false,
    pending: factor !== undefined && !factor.enabled,
    recoveryCodesLeft: factor?.enabled ? await recoveryCodesLeft(deps.db, row.id) : 0,
    session: context.customer.secondFactor ?? null,
  });
}

/** A new secret for the account's authenticator app (again until confirmed); refused once enrolled. */
export async function startTotpEnrolment(deps: AuthDeps, context: CustomerContext): Promise<Outcome<{ secret: string; otpauthUri: string; issuer: string; account: string }>> {
  const account = await staffAccount(deps, context);
  if (!account.ok) return account;
  const secret = generateSecret();
  if (!(await savePendingSecret(deps.db, account.value.id, secret, deps.now()))) return refusal(deps, context, 'wrong-state', 'second-factor-enrolled');
  const label = account.value.email;
  return succeed({ secret, otpauthUri: generateURI({ issuer: TOTP_ISSUER, label, secret }), issuer: TOTP_ISSUER, account: label });
}

/** The first code enables the authenticator and opens this session's staff roles; the recovery codes are shown this once. */
export async function confirmTotpEnrolment(deps: AuthDeps, context: CustomerContext, input: { code?: string }): Promise<Outcome<{ recoveryCodes: string[] }>> {
  const account = await staffAccount(deps, context);
  if (!account.ok) return account;
  const factor = await findSecondFactor(deps.db, account.value.id);
  if (!factor) return refusal(deps, context, 'wrong-state', 'second-factor-not-started');
  if (factor.enabled) return refusal(deps, context, 'wrong-state', 'second-factor-enrolled');
  const keys = [`second-factor:customer:${account.value.id}`];
  const verdict = await deps.kit.loginLimit.attempt(keys);
  if (!verdict.allowed) return throttled(deps, context, 'too-many-attempts', verdict.retryAfterSeconds);
  const typed = readSecondFactorCode(input.code);
  const now = deps.now();
  const step = typed?.kind === 'totp' ? await matchingStep(factor.secret, typed.code, now) : null;
  if (step === null) return refusal(deps, context, 'invalid-input', 'second-factor-invalid');
  const codes = newRecoveryCodes();
  const enabled = await transaction(deps.db, async ({ trx }) => {
    if (!(await enableSecret(trx, account.value.id, step, now))) return false;
    await replaceRecoveryCodes(trx, account.value.id, codes);
    await setFamilySecondFactor(trx, context.customer.sessionId, 'totp');
    return true;
  });
  if (!enabled) return refusal(deps, context, 'wrong-state', 'second-factor-enrolled');
  await deps.kit.loginLimit.forgive(keys);
  return succeed({ recoveryCodes: codes });
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(randomBytes(10)));
}

/** The admin's reset of a staff member's second factor (a lost phone): it goes, with every session of the account. */
export async function resetSecondFactor(deps: Pick<AuthDeps, 'db' | 'now'>, locale: LocaleCode, email: string): Promise<Outcome<{ email: string; hadSecondFactor: boolean }>> {
  const customer = await findCustomerByEmail(deps.db, normaliseEmail(email));
  if (!customer || !(await openAccountById(deps.db, customer.id))) return fail('not-found', staffText('accountNotFound', locale));
  const had = await transaction(deps.db, async ({ trx }) => {
    const gone = await deleteSecondFactor(trx, customer.id);
    await revokeAllFamilies(trx, customer.id, deps.now());
    return gone;
  });
  return succeed({ email: customer.email, hadSecondFactor: had });
}
