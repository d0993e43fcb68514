/** Kysely types of the customers' passkeys (migration 0021); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from '../db/column-types';

/** One WebAuthn credential of an account. */
export interface PasskeysTable {
  id: Generated<number>;
  customer_id: number;
  /** base64url, as the authenticator gave it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's sign counter (int8: read back as text or a number, depending on the driver). */
  counter: ColumnType<string | number, number | undefined, number>;
  transports: Json<string[]>;
  name: string;
  backed_up: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
}

/** A ceremony's challenge: consumed by its first verification, dead after `expires_at`. */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign-in';
  customer_id: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface PasskeysTables {
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}
