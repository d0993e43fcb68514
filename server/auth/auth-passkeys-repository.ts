/**
 * The SQL of the customers' passkeys (migration 0021): the credentials of each account, and the
 * ceremonies' challenges. A challenge is taken by deleting it: whichever process verifies first
 * consumes it, and a second verification finds nothing.
 */
import type { Executor } from '../db/transaction';

export interface PasskeyRow {
  id: number;
  customer_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export type ChallengePurpose = 'register' | 'sign-in';

const COLUMNS = ['id', 'customer_id', 'credential_id', 'public_key', 'counter', 'transports', 'name', 'created_at', 'last_used_at'] as const;

type StoredRow = Omit<PasskeyRow, 'counter'> & { counter: string | number };

const rowOf = (row: StoredRow): PasskeyRow => ({ ...row, counter: Number(row.counter), transports: Array.isArray(row.transports) ? row.transports : [] });

export async function insertChallenge(db: Executor, challenge: { value: string; purpose: ChallengePurpose; customerId: number | null; now: Date; expiresAt: Date }): Promise<void> {
  // Housekeeping: the challenges nobody answered go.
  await db.deleteFrom('passkey_challenges').where('expires_at', '<', challenge.now).execute();
  await db
    .insertInto('passkey_challenges')
    .values({ challenge: challenge.value, purpose: challenge.purpose, customer_id: challenge.customerId, created_at: challenge.now, expires_at: challenge.expiresAt })
    .execute();
}

/** Whether the challenge was there, for this purpose and account, and still alive; it is gone either way. */
export async function takeChallenge(db: Executor, value: string, purpose: ChallengePurpose, customerId: number | null, now: Date): Promise<boolean> {
  const taken = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', value)
    .where('purpose', '=', purpose)
    .where((eb) => (customerId === null ? eb('customer_id', 'is', null) : eb('customer_id', '=', customerId)))
    .returning(['expires_at'])
    .executeTakeFirst();
  return taken !== undefined && taken.expires_at.getTime() > now.getTime();
}

/** Newest first. */
export async function customerPasskeys(db: Executor, customerId: number): Promise<PasskeyRow[]> {
  const rows = await db.selectFrom('passkeys').select(COLUMNS).where('customer_id', '=', customerId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(rowOf);
}

export async function findPasskeyByCredential(db: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
  const row = await db.selectFrom('passkeys').select(COLUMNS).where('credential_id', '=', credentialId).executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

export async function countPasskeys(db: Executor, customerId: number): Promise<number> {
  const row = await db.selectFrom('passkeys').select(({ fn }) => fn.countAll<number>().as('count')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewPasskey {
  customerId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  backedUp: boolean;
  now: Date;
}

/** The new passkey; undefined when the credential is registered already (to any account). */
export async function insertPasskey(db: Executor, passkey: NewPasskey): Promise<PasskeyRow | undefined> {
  const row = await db
    .insertInto('passkeys')
    .values({
      customer_id: passkey.customerId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      backed_up: passkey.backedUp,
      created_at: passkey.now,
      last_used_at: null,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

/**
 * Records a sign-in: the new counter, when the passkey was used. Only from the counter that was
 * read, so two sign-ins racing with one assertion cannot both pass.
 */
export async function recordUse(db: Executor, id: number, readCounter: number, newCounter: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('passkeys').set({ counter: newCounter, last_used_at: now }).where('id', '=', id).where('counter', '=', readCounter).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The renamed passkey of the customer; undefined when it is not theirs. */
export async function renamePasskey(db: Executor, customerId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
  const row = await db.updateTable('passkeys').set({ name }).where('id', '=', id).where('customer_id', '=', customerId).returning(COLUMNS).executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

/** Whether one of the customer's passkeys was deleted. */
export async function deletePasskey(db: Executor, customerId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every passkey of the account (a closed account signs in no more). */
export async function deleteCustomerPasskeys(db: Executor, customerId: number): Promise<number> {
  const result = await db.deleteFrom('passkeys').where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
