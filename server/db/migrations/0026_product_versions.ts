/**
 * The back office's product list and editor (issue 39). `products.version`: a number every change
 * of the merchant's (an edit, a price, a stock, a picture, an import that rewrites the product)
 * moves on by one; the editor sends the version it read (`If-Match`), and a change made meanwhile
 * by someone else answers 409 instead of being overwritten. Indexes for the list's filters and
 * sorts on 100,000 products: the stock classes read sizes by product and stock, the names by
 * locale, the newest first by creation.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('product_sizes_product_stock_idx').on('product_sizes').columns(['product_id', 'stock']).where(sql.ref('retired'), '=', false).execute();
  await db.schema.createIndex('product_translations_locale_name_idx').on('product_translations').columns(['locale', 'name']).execute();
  await db.schema.createIndex('products_created_idx').on('products').columns(['created_at', 'id']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_created_idx').ifExists().execute();
  await db.schema.dropIndex('product_translations_locale_name_idx').ifExists().execute();
  await db.schema.dropIndex('product_sizes_product_stock_idx').ifExists().execute();
  await db.schema.alterTable('products').dropColumn('version').execute();
}

export const migration0026 = { up, down };
