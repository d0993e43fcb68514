/** Kysely types of the auth module's tables (sign-in sessions and forgotten-password links); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** A time written as a Date or ISO text, read as a Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 0004: one row per refresh token; a sign-in starts a family, each refresh adds the next. */
export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  customer_id: number;
  /** sha256 of the opaque token, hex. */
  token_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  /** When it was exchanged for the next token of its family. */
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** A family opened by a forgotten-password link: until then, a new password needs no old one. */
  reset_until: Timestamp | null;
  /** Migration 0019: what the session's sign-in proved beyond the password ('totp', 'recovery', 'passkey'); null: the password alone. */
  second_factor: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0019: when the session (the family) began; null for families older than the migration. */
  session_started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0019: a staff account's authenticator (TOTP), usable once `enabled_at` is set. */
export interface StaffSecondFactorsTable {
  customer_id: number;
  /** Base32, as the authenticator app holds it. */
  totp_secret: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  enabled_at: Timestamp | null;
  /** The last TOTP time step accepted: a code of that step or an earlier one is refused (replay). */
  last_totp_step: ColumnType<string | null, number | string | null | undefined, number | string | null>;
}

/** Migration 0019: single-use recovery codes, as sha256 digests. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  customer_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** Migration 0004: the single-use `/autoconnect/{token}` links of forgotten-password mails. */
export interface PasswordResetTokensTable {
  /** sha256 of the token, hex. */
  token_hash: string;
  customer_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuthTables {
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  staff_second_factors: StaffSecondFactorsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
}
