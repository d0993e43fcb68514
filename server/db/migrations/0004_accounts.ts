/**
 * Accounts (docs/accounts-api.md): customers, the refresh-token families of their sessions,
 * single-use password-reset links, address books, tokenised payment cards and wishes. Secrets are
 * never stored as given: passwords as argon2id hashes, refresh and reset tokens as sha256 digests,
 * cards as the provider's token plus what a shopper recognises (brand, last 4 digits, expiry).
 * Stock alerts left by a signed-in customer now name their owner (a foreign key: the ids the old
 * API took from request bodies were never checked, so they are cleared).
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const createdAt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email) and email <> ''`))
    // null: an account opened through Apple or Facebook that never chose a password.
    .addColumn('password_hash', 'text')
    .addColumn('civility', 'integer', (c) => c.notNull().check(sql`civility between 1 and 3`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.check(sql`birthday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('newsletter', 'boolean', (c) => c.notNull().defaultTo(false))
    // 1 active, 0 closed (a closed account cannot sign in; its tokens stop working).
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'["customer"]'::jsonb`))
    .addColumn('apple_id', 'text', (c) => c.unique())
    .addColumn('facebook_id', 'text', (c) => c.unique())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // Set when the token was exchanged for the next one: showing it again is a theft.
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    // A family opened by a forgotten-password link may set a new password without the old one until then.
    .addColumn('reset_until', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_customer_idx').on('refresh_tokens').column('customer_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_tokens_customer_idx').on('password_reset_tokens').column('customer_id').execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('label', 'text')
    .addColumn('civility', 'integer', (c) => c.notNull().check(sql`civility between 1 and 3`))
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('street_details', 'text')
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    // No foreign key: a catalogue reseed replaces the countries; the service checks deliverability.
    .addColumn('country_iso_code2', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('addresses_customer_idx').on('addresses').column('customer_id').execute();
  await db.schema
    .createIndex('addresses_one_default')
    .unique()
    .on('addresses')
    .column('customer_id')
    .where(sql.ref('is_default'), '=', true)
    .execute();

  await db.schema
    .createTable('payment_cards')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull().check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('expiry_month', 'integer', (c) => c.notNull().check(sql`expiry_month between 1 and 12`))
    .addColumn('expiry_year', 'integer', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('provider_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('payment_cards_customer_idx').on('payment_cards').column('customer_id').execute();

  await db.schema
    .createTable('wishes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', createdAt)
    .addUniqueConstraint('wishes_customer_product_unique', ['customer_id', 'product_id'])
    .execute();

  await db.updateTable('product_alerts').set({ customer_id: null }).where('customer_id', 'is not', null).execute();
  await db.schema
    .alterTable('product_alerts')
    .addForeignKeyConstraint('product_alerts_customer_fk', ['customer_id'], 'customers', ['id'], (c) => c.onDelete('set null'))
    .execute();
  await db.schema.createIndex('product_alerts_customer_idx').on('product_alerts').column('customer_id').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('product_alerts_customer_idx').ifExists().execute();
  await db.schema.alterTable('product_alerts').dropConstraint('product_alerts_customer_fk').ifExists().execute();
  for (const table of ['wishes', 'payment_cards', 'addresses', 'password_reset_tokens', 'refresh_tokens', 'customers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const migration0004 = { up, down };
