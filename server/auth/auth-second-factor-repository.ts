/**
 * The SQL of staff second factors (migration 0019): the authenticator secret of an account, the
 * last TOTP time step it accepted, and its recovery codes (sha256 digests). Each use is one
 * conditional UPDATE, so two sign-ins racing with one code cannot both win.
 */
import type { Executor } from '../db/transaction';
import { sha256 } from './auth-repository';

type Queries = Executor;

export interface SecondFactorRow {
  customerId: number;
  secret: string;
  enabled: boolean;
}

export async function findSecondFactor(db: Queries, customerId: number): Promise<SecondFactorRow | undefined> {
  const row = await db.selectFrom('staff_second_factors').select(['customer_id', 'totp_secret', 'enabled_at']).where('customer_id', '=', customerId).executeTakeFirst();
  return row && { customerId: row.customer_id, secret: row.totp_secret, enabled: row.enabled_at !== null };
}

/** A new secret waiting for its first code; an enabled one is never replaced (false then). */
export async function savePendingSecret(db: Queries, customerId: number, secret: string, now: Date): Promise<boolean> {
  const saved = await db
    .insertInto('staff_second_factors')
    .values({ customer_id: customerId, totp_secret: secret, created_at: now, enabled_at: null, last_totp_step: null })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ totp_secret: secret, created_at: now, last_totp_step: null }).where('staff_second_factors.enabled_at', 'is', null))
    .returning('customer_id')
    .executeTakeFirst();
  return saved !== undefined;
}

/** Enables a pending secret with the step of its first code; false when it was enabled already. */
export async function enableSecret(db: Queries, customerId: number, step: number, now: Date): Promise<boolean> {
  const done = await db
    .updateTable('staff_second_factors')
    .set({ enabled_at: now, last_totp_step: step })
    .where('customer_id', '=', customerId)
    .where('enabled_at', 'is', null)
    .returning('customer_id')
    .executeTakeFirst();
  return done !== undefined;
}

/** Takes a TOTP time step for a sign-in: false when this step or a later one was taken already (a replay). */
export async function takeTotpStep(db: Queries, customerId: number, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('staff_second_factors')
    .set({ last_totp_step: step })
    .where('customer_id', '=', customerId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', String(step))]))
    .returning('customer_id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function replaceRecoveryCodes(db: Queries, customerId: number, codes: readonly string[]): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('customer_id', '=', customerId).execute();
  if (codes.length > 0) await db.insertInto('staff_recovery_codes').values(codes.map((code) => ({ customer_id: customerId, code_hash: sha256(code), used_at: null }))).execute();
}

/** Uses an unused recovery code of the account; false for anything else (unknown, used). */
export async function useRecoveryCode(db: Queries, customerId: number, code: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('code_hash', '=', sha256(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export async function recoveryCodesLeft(db: Queries, customerId: number): Promise<number> {
  const row = await db.selectFrom('staff_recovery_codes').select((eb) => eb.fn.countAll<string>().as('left')).where('customer_id', '=', customerId).where('used_at', 'is', null).executeTakeFirst();
  return Number(row?.left ?? 0);
}

/** The admin's reset: the secret and the recovery codes go. */
export async function deleteSecondFactor(db: Queries, customerId: number): Promise<boolean> {
  await db.deleteFrom('staff_recovery_codes').where('customer_id', '=', customerId).execute();
  const gone = await db.deleteFrom('staff_second_factors').where('customer_id', '=', customerId).returning('customer_id').executeTakeFirst();
  return gone !== undefined;
}

/** Marks a session (refresh family) as having proved a second factor (enrolment's first code). */
export async function setFamilySecondFactor(db: Queries, familyId: string, kind: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ second_factor: kind }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Every session of the account ends (a reset second factor, a password change). */
export async function revokeAllFamilies(db: Queries, customerId: number, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('customer_id', '=', customerId).where('revoked_at', 'is', null).execute();
}
