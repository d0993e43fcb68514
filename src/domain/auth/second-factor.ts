/**
 * Staff second factors (issue 36, DESIGN 19): every staff role (support, merchandiser, admin) needs
 * a session whose sign-in proved a second factor — a TOTP code of the account's authenticator, one
 * of its ten single-use recovery codes, or a passkey — and such a session lasts at most 8 hours
 * from its sign-in. Without it the account acts as a plain customer: its staff roles wait.
 */
import { isStaffRole } from './roles';

export const SECOND_FACTOR_KINDS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

export const isSecondFactorKind = (value: unknown): value is SecondFactorKind => typeof value === 'string' && (SECOND_FACTOR_KINDS as readonly string[]).includes(value);

/** A staff session ends this long after its sign-in, whatever its refreshes. */
export const STAFF_SESSION_HOURS = 8;
/** How long the challenge of a password step waits for its code. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 300;
export const RECOVERY_CODE_COUNT = 10;

/** Whether an account holding `roles` needs a second factor to use them. */
export const needsSecondFactor = (roles: readonly string[]): boolean => roles.some(isStaffRole);

/**
 * The roles a session may act as: all of them with a second factor; without one, none of the staff
 * roles (`dormant` lists them, so a refusal can say why).
 */
export function sessionRoles(roles: readonly string[], secondFactor: SecondFactorKind | null): { roles: string[]; dormant: string[] } {
  if (secondFactor !== null) return { roles: [...roles], dormant: [] };
  return { roles: roles.filter((role) => !isStaffRole(role)), dormant: roles.filter(isStaffRole) };
}

/** Whether a staff session begun at `startedAt` (unknown: an old one) may no longer be refreshed at `now`. */
export function staffSessionOver(roles: readonly string[], startedAt: Date | null, now: Date): boolean {
  if (!needsSecondFactor(roles)) return false;
  if (startedAt === null) return true;
  return now.getTime() - startedAt.getTime() >= STAFF_SESSION_HOURS * 3_600_000;
}

/** A TOTP code is six digits (spaces people type between groups are dropped). */
export const TOTP_CODE = /^\d{6}$/;

/** Recovery codes: two groups of five lower-case letters and digits, e.g. `k3m9x-p2q7w`. */
export const RECOVERY_CODE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** What was typed, tidied: a TOTP code, a recovery code, or neither. */
export function readSecondFactorCode(typed: unknown): { kind: 'totp' | 'recovery'; code: string } | null {
  if (typeof typed !== 'string' || typed.length > 64) return null;
  const compact = typed.trim().replace(/\s+/g, '');
  if (TOTP_CODE.test(compact)) return { kind: 'totp', code: compact };
  const lower = compact.toLowerCase();
  const dashed = /^[a-z0-9]{10}$/.test(lower) ? `${lower.slice(0, 5)}-${lower.slice(5)}` : lower;
  return RECOVERY_CODE.test(dashed) ? { kind: 'recovery', code: dashed } : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code out of random bytes (at least 10): the caller brings the randomness. */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new Error('A recovery code needs 10 random bytes');
  const chars = Array.from(bytes.slice(0, 10), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
