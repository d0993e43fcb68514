/**
 * The back office's product list and editor (issue 39). `products.version`: a number every change
 * of the merchant's (an edit, a price, a stock, a picture, an import that rewrites the product)
 * moves on by one; the editor sends the version it read (`If-Match`), and a change made meanwhile
 * by someone else answers 409 instead of being overwritten. Indexes for the list's search, filters
 * and sorts on 100,000 products: trigrams (pg_trgm, loaded by PGlite too: server/db/database.ts)
 * find part of a name, a key or a model key without reading every row; the stock classes read
 * sizes by product and stock; names sort by locale; the newest come first by creation.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('product_sizes_product_stock_idx').on('product_sizes').columns(['product_id', 'stock']).where(sql.ref('retired'), '=', false).execute();
  await db.schema.createIndex('product_translations_locale_name_idx').on('product_translations').columns(['locale', 'name']).execute();
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index product_translations_name_trgm_idx on product_translations using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index products_key_trgm_idx on products using gin (key gin_trgm_ops)`.execute(db);
  await sql`create index products_model_key_trgm_idx on products using gin (model_key gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('products_created_idx').on('products').columns(['created_at', 'id']).execute();
}

async function down(db: AnyDb): Promise<void> {
  for (const index of ['products_model_key_trgm_idx', 'products_key_trgm_idx', 'product_translations_name_trgm_idx']) await db.schema.dropIndex(index).ifExists().execute();
  await db.schema.dropIndex('products_created_idx').ifExists().execute();
  await db.schema.dropIndex('product_translations_locale_name_idx').ifExists().execute();
  await db.schema.dropIndex('product_sizes_product_stock_idx').ifExists().execute();
  await db.schema.alterTable('products').dropColumn('version').execute();
}

export const migration0026 = { up, down };
