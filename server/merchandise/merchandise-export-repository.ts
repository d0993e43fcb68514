/**
 * The export's SQL: the shop's reference data whole (it is small), and its published products a
 * range of ids at a time with their texts, prices, sizes, artists, pictures and associations, by
 * the merchant's keys. Plain rows out.
 */
import type { Executor } from '../db/transaction';

export async function exportReference(db: Executor) {
  const [brands, artists, categories, categoryNames, terms, countries] = await Promise.all([
    db.selectFrom('brands').select(['id', 'slug', 'name', 'restricted']).orderBy('id').execute(),
    db.selectFrom('artists').select(['id', 'slug', 'name']).orderBy('id').execute(),
    db.selectFrom('categories as c').leftJoin('categories as p', 'p.id', 'c.parent_id')
      .select(['c.id', 'c.key', 'p.key as parent']).orderBy('c.position').orderBy('c.id').execute(),
    db.selectFrom('category_translations').select(['category_id', 'locale', 'name', 'slug']).execute(),
    db.selectFrom('catalogue_terms').select(['kind', 'key', 'names', 'hex', 'size_kind']).orderBy('kind').orderBy('position').orderBy('key').execute(),
    db.selectFrom('countries').select(['iso_code2', 'store_id', 'names', 'vat_rate', 'active']).orderBy('iso_code2').execute(),
  ]);
  return { brands, artists, categories, categoryNames, terms, countries };
}

/** Ids of the products an export gives (published ones, in id order). */
export async function exportedProductIds(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').where('status', '=', 'published').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The products with ids from `from` to `to` (published ones), and their rows. */
export async function exportedProducts(db: Executor, from: number, to: number) {
  const [products, texts, prices, sizes, artists, pictures, associations] = await Promise.all([
    db.selectFrom('products')
      .select(['id', 'key', 'model_key', 'brand_id', 'category_id', 'gender', 'color_code', 'material_code', 'range', 'label', 'market_labels',
        'is_only_outlet', 'publish_at', 'unpublish_at', 'weight_grams', 'manufactured', 'watermark', 'sales_rank', 'size_kind', 'color_hex', 'color_names', 'material_names'])
      .where('id', '>=', from).where('id', '<=', to).where('status', '=', 'published').orderBy('id').execute(),
    db.selectFrom('product_translations').select(['product_id', 'locale', 'name', 'slug', 'description', 'informations'])
      .where('product_id', '>=', from).where('product_id', '<=', to).execute(),
    db.selectFrom('product_prices').select(['product_id', 'country_code', 'price', 'original_price'])
      .where('product_id', '>=', from).where('product_id', '<=', to).execute(),
    db.selectFrom('product_sizes').select(['product_id', 'sku', 'gtin', 'label', 'stock']).where('retired', '=', false)
      .where('product_id', '>=', from).where('product_id', '<=', to).orderBy('rank').orderBy('id').execute(),
    db.selectFrom('product_artists').innerJoin('artists', 'artists.id', 'product_artists.artist_id')
      .select(['product_artists.product_id', 'artists.slug'])
      .where('product_artists.product_id', '>=', from).where('product_artists.product_id', '<=', to).orderBy('product_artists.position').execute(),
    db.selectFrom('pictures').select(['product_id', 'path'])
      .where('product_id', '>=', from).where('product_id', '<=', to).orderBy('position').execute(),
    db.selectFrom('product_associations').innerJoin('products', 'products.id', 'product_associations.associated_id')
      .select(['product_associations.product_id', 'products.key'])
      .where('product_associations.product_id', '>=', from).where('product_associations.product_id', '<=', to).orderBy('product_associations.position').execute(),
  ]);
  return { products, texts, prices, sizes, artists, pictures, associations };
}
