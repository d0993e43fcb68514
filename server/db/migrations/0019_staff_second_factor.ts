/**
 * Staff second factors (issue 36, DESIGN 19): a staff account's authenticator secret (TOTP,
 * enabled once confirmed with a first code) with the last time step it accepted (a code is good
 * once), its single-use recovery codes (sha256 digests only), and what each session proved: the
 * second factor of its sign-in ('totp', 'recovery' or 'passkey', null for a password alone) and when
 * the session began, both carried from one refresh token of a family to the next.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('refresh_tokens')
    .addColumn('second_factor', 'text')
    .addColumn('session_started_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('staff_second_factors')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_totp_step', 'bigint')
    .execute();
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_recovery_codes_customer_idx').on('staff_recovery_codes').columns(['customer_id', 'code_hash']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_second_factors').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('session_started_at').dropColumn('second_factor').execute();
}

export const migration0019 = { up, down };
