/**
 * Passkeys of customers (issue 36): a WebAuthn credential per row — its id and COSE public key
 * (base64url), the authenticator's sign counter, its transports, the name the customer gave it —
 * and the ceremonies' challenges, single-use and short-lived, in the database so a challenge made
 * by one process of the shop verifies on another.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const createdAt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // One credential belongs to one account, whichever tries to register it again.
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    // WebAuthn counters are unsigned 32-bit.
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_customer_idx').on('passkeys').column('customer_id').execute();
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The account a registration challenge was made for; null for a sign-in.
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('passkey_challenges_expiry_idx').on('passkey_challenges').column('expires_at').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}

export const migration0021 = { up, down };
