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
}
