/**
 * The merchant's catalogue (issue 32, docs/catalogue-format.md): the merchant's keys beside the
 * shop's ids (product key and model key, size SKU and GTIN, category, brand and artist keys), a
 * product's status and publication window, the fingerprint of what an import last wrote for it (a
 * re-import of the same bundle changes nothing), the localised names of colours, materials,
 * ranges and sizes (`catalogue_terms`), and the imports themselves, as jobs with their counts and
 * problems. Existing rows get keys made of their ids, so a demo database keeps working.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('key', 'text')
    .addColumn('model_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published').check(sql`status in ('published', 'archived')`))
    .addColumn('publish_at', 'timestamptz')
    .addColumn('unpublish_at', 'timestamptz')
    .addColumn('import_hash', 'text')
    .execute();
  await sql`update products set key = id::text where key is null`.execute(db);
  await db.schema.alterTable('products').alterColumn('key', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('products').addUniqueConstraint('products_key_key', ['key']).execute();
  await db.schema.createIndex('products_model_key_idx').on('products').column('model_key').execute();

  await db.schema.alterTable('product_sizes').addColumn('sku', 'text').addColumn('gtin', 'text').execute();
  await sql`update product_sizes set sku = id::text where sku is null`.execute(db);
  await db.schema.alterTable('product_sizes').alterColumn('sku', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('product_sizes').addUniqueConstraint('product_sizes_sku_key', ['sku']).execute();

  await db.schema.alterTable('categories').addColumn('key', 'text').execute();
  await sql`update categories set key = id::text where key is null`.execute(db);
  await db.schema.alterTable('categories').alterColumn('key', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('categories').addUniqueConstraint('categories_key_key', ['key']).execute();

  // Colours, materials, ranges, sizes and genders: their names in each language, their order.
  await db.schema
    .createTable('catalogue_terms')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('colour', 'material', 'range', 'size', 'gender')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('hex', 'text')
    .addColumn('size_kind', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_terms_pk', ['kind', 'key'])
    .execute();

  await db.schema
    .createTable('catalogue_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('queued', 'running', 'failed', 'done')`))
    .addColumn('dry_run', 'boolean', (c) => c.notNull())
    .addColumn('archive_missing', 'boolean', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('progress', 'jsonb')
    .addColumn('counts', 'jsonb')
    .addColumn('problems', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_by', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // One import at a time, whichever process takes it: a second one is refused by the database itself.
  await sql`create unique index catalogue_imports_one_at_a_time on catalogue_imports ((true)) where state in ('queued', 'running')`.execute(db);
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('catalogue_imports').execute();
  await db.schema.dropTable('catalogue_terms').execute();
  await db.schema.alterTable('categories').dropColumn('key').execute();
  await db.schema.alterTable('product_sizes').dropColumn('sku').dropColumn('gtin').execute();
  await db.schema.dropIndex('products_model_key_idx').execute();
  await db.schema
    .alterTable('products')
    .dropColumn('key').dropColumn('model_key').dropColumn('status').dropColumn('publish_at').dropColumn('unpublish_at').dropColumn('import_hash')
    .execute();
}

export const migration0010 = { up, down };
