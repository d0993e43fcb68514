/**
 * All the SQL of the auth module: refresh tokens, forgotten-password links, and what sign-in reads
 * of the accounts' customers.
 *
 * Refresh tokens (docs/accounts-api.md): opaque random strings, stored as their sha256 digest, in
 * families. A sign-in starts a family; each refresh marks the token it was given as rotated and
 * adds the next one. Showing a rotated token again means it was copied: the whole family is
 * revoked, the thief's session and the shopper's alike (the shopper signs in again).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Executor } from '../db/transaction';

export const REFRESH_TOKEN_DAYS = 30;
const DAY_MS = 86_400_000;

type Queries = Executor;

/** `customers.status` of an open account (server/accounts). */
const OPEN_ACCOUNT = 1;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** 256 random bits, URL-safe. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are base64url of 32 bytes; anything else is not worth a query. */
export const looksLikeToken = (text: string): boolean => /^[A-Za-z0-9_-]{20,100}$/.test(text);

export interface IssuedRefresh {
  token: string;
  familyId: string;
}

/** How a session began: a forgotten-password link's hour, and the second factor its sign-in proved (staff). */
export interface FamilyOptions {
  resetUntil?: Date;
  secondFactor?: string;
}

export async function startFamily(db: Queries, customerId: number, now: Date, options: FamilyOptions = {}): Promise<IssuedRefresh> {
  const token = newSecretToken();
  const familyId = randomUUID();
  await db
    .insertInto('refresh_tokens')
    .values({
      family_id: familyId,
      customer_id: customerId,
      token_hash: sha256(token),
      created_at: now,
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
      rotated_at: null,
      revoked_at: null,
      reset_until: options.resetUntil ?? null,
      second_factor: options.secondFactor ?? null,
      session_started_at: now,
    })
    .execute();
  // Housekeeping: the customer's dead tokens go (expired ones and revoked families).
  await db.deleteFrom('refresh_tokens').where('customer_id', '=', customerId).where('expires_at', '<', now).execute();
  return { token, familyId };
}

export type Rotation =
  | { kind: 'rotated'; customerId: number; familyId: string; token: string; resetUntil: Date | null; secondFactor: string | null; startedAt: Date | null }
  | { kind: 'unknown' }
  | { kind: 'reused'; familyId: string };

/** Exchanges a refresh token for the next one of its family, in one transaction. */
export async function rotate(db: Db, token: string, now: Date): Promise<Rotation> {
  if (!looksLikeToken(token)) return { kind: 'unknown' };
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256(token)).forUpdate().executeTakeFirst();
    if (!row || row.revoked_at !== null) return { kind: 'unknown' } as const;
    if (row.rotated_at !== null) {
      await revokeFamilyIn(trx, row.family_id, now);
      return { kind: 'reused', familyId: row.family_id } as const;
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { kind: 'unknown' } as const;
    const customer = await trx.selectFrom('customers').select('status').where('id', '=', row.customer_id).executeTakeFirst();
    if (!customer || customer.status !== OPEN_ACCOUNT) return { kind: 'unknown' } as const;
    await trx.updateTable('refresh_tokens').set({ rotated_at: now }).where('id', '=', row.id).execute();
    const next = newSecretToken();
    const resetUntil = row.reset_until && new Date(row.reset_until).getTime() > now.getTime() ? new Date(row.reset_until) : null;
    await trx
      .insertInto('refresh_tokens')
      .values({
        family_id: row.family_id,
        customer_id: row.customer_id,
        token_hash: sha256(next),
        created_at: now,
        expires_at: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
        rotated_at: null,
        revoked_at: null,
        reset_until: resetUntil,
        second_factor: row.second_factor,
        session_started_at: row.session_started_at,
      })
      .execute();
    const startedAt = row.session_started_at === null ? null : new Date(row.session_started_at);
    return { kind: 'rotated', customerId: row.customer_id, familyId: row.family_id, token: next, resetUntil, secondFactor: row.second_factor, startedAt } as const;
  });
}

export async function revokeFamilyIn(db: Queries, familyId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Logout: the family of a refresh token (when it is one of ours) is revoked. */
export async function revokeFamilyOf(db: Queries, token: string, now: Date): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row) return false;
  await revokeFamilyIn(db, row.family_id, now);
  return true;
}

/** After a password change: every other session of the customer ends. */
export async function revokeOtherFamilies(db: Queries, customerId: number, keepFamilyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('family_id', '<>', keepFamilyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Whether the session may still set a password without the old one (forgotten-password link). */
export async function sessionMayResetPassword(db: Queries, customerId: number, familyId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('reset_until', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function endPasswordReset(db: Queries, familyId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ reset_until: null }).where('family_id', '=', familyId).execute();
}

/** Whether a session (refresh family) is still alive: an access token of a revoked one is refused. */
export async function sessionIsLive(db: Queries, customerId: number, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A forgotten-password link: its token's digest, usable once until `expiresAt`. */
export async function insertPasswordResetToken(db: Queries, customerId: number, token: string, now: Date, expiresAt: Date): Promise<void> {
  await db.insertInto('password_reset_tokens').values({ token_hash: sha256(token), customer_id: customerId, created_at: now, expires_at: expiresAt, used_at: null }).execute();
}

/** Uses a current, unused link: its customer; undefined for anything else. */
export async function usePasswordResetToken(db: Queries, token: string, now: Date): Promise<number | undefined> {
  const used = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('customer_id')
    .executeTakeFirst();
  return used?.customer_id;
}

/** The customer's pending links end (one was used, or the password changed). */
export async function endPasswordResetTokens(db: Queries, customerId: number, now: Date): Promise<void> {
  await db.updateTable('password_reset_tokens').set({ used_at: now }).where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
}

/** An open account with a live session of that family, and what the session's sign-in proved; undefined otherwise. */
export async function liveSessionCustomer(
  db: Queries,
  customerId: number,
  familyId: string,
) {
  const row = await db
    .selectFrom('customers')
    .innerJoin('refresh_tokens', 'refresh_tokens.customer_id', 'customers.id')
    .select(['customers.id', 'customers.roles', 'refresh_tokens.second_factor', 'refresh_tokens.session_started_at'])
    .where('customers.id', '=', customerId)
    .where('customers.status', '=', OPEN_ACCOUNT)
    .where('refresh_tokens.family_id', '=', familyId)
    .where('refresh_tokens.revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, roles: row.roles, secondFactor: row.second_factor, startedAt: row.session_started_at === null ? null : new Date(row.session_started_at) };
}

/** When the session (refresh family) began: its first token's time; undefined for none. */
export async function sessionStartedAt(db: Queries, customerId: number, familyId: string): Promise<Date | undefined> {
  const row = await db.selectFrom('refresh_tokens').select(({ fn }) => fn.min('created_at').as('started')).where('customer_id', '=', customerId).where('family_id', '=', familyId).executeTakeFirst();
  return row?.started ? new Date(row.started as Date | string) : undefined;
}

/** A closed account: every session ends (each family revoked) and its forgotten-password links die. */
export async function endEverySession(db: Queries, customerId: number, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('customer_id', '=', customerId).where('revoked_at', 'is', null).execute();
  await endPasswordResetTokens(db, customerId, now);
}
