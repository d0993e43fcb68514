/** The catalogue, the stores and the site content (menus, footers, CMS, templates, translations). */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('default_locale', 'text', (c) => c.notNull())
    .addColumn('lang_code', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('picture_flag_url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('iso_code2', 'text', (c) => c.primaryKey())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
    .addColumn('vat_rate', 'double precision', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('restricted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('artists')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();

  await db.schema
    .createTable('category_translations')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'locale'])
    .execute();
  await db.schema.createIndex('category_translations_slug_idx').on('category_translations').columns(['locale', 'slug']).execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('range', 'text', (c) => c.notNull())
    .addColumn('color_code', 'text', (c) => c.notNull())
    .addColumn('color_hex', 'text', (c) => c.notNull())
    .addColumn('color_names', 'jsonb', (c) => c.notNull())
    .addColumn('material_code', 'text', (c) => c.notNull())
    .addColumn('material_names', 'jsonb', (c) => c.notNull())
    .addColumn('size_kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('market_labels', 'jsonb', (c) => c.notNull())
    .addColumn('is_only_outlet', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('display_in_listing', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sales_rank', 'integer', (c) => c.notNull())
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('manufactured', 'text', (c) => c.notNull())
    .addColumn('score_average', 'double precision', (c) => c.notNull())
    .addColumn('score_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_brand_idx').on('products').column('brand_id').execute();
  await db.schema.createIndex('products_category_idx').on('products').column('category_id').execute();

  await db.schema
    .createTable('product_translations')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('informations', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_translations_pk', ['product_id', 'locale'])
    .addUniqueConstraint('product_translations_slug_key', ['locale', 'slug'])
    .execute();
  // Slug lookups from another language (301 to this language's slug) search every locale.
  await db.schema.createIndex('product_translations_any_slug_idx').on('product_translations').column('slug').execute();

  await db.schema
    .createTable('product_sizes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .execute();
  await db.schema.createIndex('product_sizes_product_idx').on('product_sizes').column('product_id').execute();

  await db.schema
    .createTable('product_prices')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'integer')
    .addPrimaryKeyConstraint('product_prices_pk', ['product_id', 'country_code'])
    .execute();

  await db.schema
    .createTable('product_artists')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_artists_pk', ['product_id', 'artist_id'])
    .execute();
  await db.schema.createIndex('product_artists_artist_idx').on('product_artists').column('artist_id').execute();

  await db.schema
    .createTable('product_associations')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('associated_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_associations_pk', ['product_id', 'associated_id'])
    .execute();

  await db.schema
    .createTable('pictures')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('pictures_pk', ['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('carriers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'jsonb', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('carrier_countries')
    .addColumn('carrier_id', 'integer', (c) => c.notNull().references('carriers.id').onDelete('cascade'))
    .addColumn('iso_code2', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('free_shipping_amount', 'integer')
    .addColumn('delivery_days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('carrier_countries_pk', ['carrier_id', 'iso_code2'])
    .execute();

  await db.schema
    .createTable('store_sites')
    .addColumn('store_id', 'text', (c) => c.primaryKey().references('stores.id'))
    .addColumn('menu', 'jsonb', (c) => c.notNull())
    .addColumn('footer', 'jsonb', (c) => c.notNull())
    .addColumn('header_banner', 'jsonb')
    .addColumn('sale_banner', 'jsonb')
    .addColumn('seasonal_banner', 'jsonb')
    .addColumn('phone', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('templates_slug_key', ['slug', 'version', 'store_id'])
    .execute();

  await db.schema
    .createTable('cms_pages')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cms_pages_pk', ['store_id', 'key'])
    .addUniqueConstraint('cms_pages_slug_key', ['store_id', 'slug'])
    .execute();

  await db.schema
    .createTable('redirects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_path', 'text', (c) => c.notNull())
    .addColumn('to_path', 'text', (c) => c.notNull())
    .addColumn('code', 'integer', (c) => c.notNull().check(sql`code in (301, 302)`))
    .addUniqueConstraint('redirects_from_key', ['store_id', 'from_path'])
    .execute();

  await db.schema
    .createTable('referers')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('translations')
    .addColumn('locale', 'text', (c) => c.primaryKey())
    .addColumn('messages', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  const tables = [
    'settings', 'translations', 'referers', 'redirects', 'cms_pages', 'templates', 'store_sites',
    'carrier_countries', 'carriers', 'pictures', 'product_associations', 'product_artists',
    'product_prices', 'product_sizes', 'product_translations', 'products', 'category_translations',
    'categories', 'artists', 'brands', 'countries', 'stores',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

export const migration0001 = { up, down };
