/**
 * Reads what the search records are made of from the shop database (the source of truth: stock
 * and prices change there), in the shape the record builders take. A few queries for the whole
 * catalogue, or for some products after a stock or price change.
 */
import type { CatCategory } from '../catalogue/catalogue-service';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { Db } from '../db/database';
import { onSale } from '../db/product-visibility';
import { exportProductIds, exportProducts, type EmbeddedDatabase } from './search-export-repository';
import { assembleProducts } from './search-product-rows';
import type { SearchCatalogue, SearchProductSource } from './search-records-from-catalogue';

/** The products of these sizes. */
export async function productIdsOfSizes(db: Db, productSizeIds: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('product_sizes').select('product_id').distinct().where('id', 'in', productSizeIds).execute();
  return rows.map((row) => row.product_id);
}

/** Brands, artists, categories and the terms' names: what records are made of besides products (small, read whole). */
export async function loadSearchReference(db: Db): Promise<Omit<SearchCatalogue, 'products'>> {
  const [brands, artists, categories, categoryTexts, terms] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name', 'slug', 'restricted']).orderBy('id').execute(),
    db.selectFrom('artists').select(['id', 'name', 'slug']).orderBy('id').execute(),
    db.selectFrom('categories').select(['id', 'parent_id', 'level']).orderBy('position').execute(),
    db.selectFrom('category_translations').select(['category_id', 'locale', 'name', 'slug']).execute(),
    db.selectFrom('catalogue_terms').select(['kind', 'key', 'names']).orderBy('kind').orderBy('position').execute(),
  ]);
  return { brands, artists, categories: categoriesWithTexts(categories, categoryTexts), terms };
}

/** `productIds` limits the products read (brands, artists and categories are always read whole: they are small). */
export async function loadSearchCatalogue(db: Db, productIds?: readonly number[]): Promise<SearchCatalogue> {
  const only = productIds ? [...new Set(productIds)].filter((id) => Number.isSafeInteger(id)) : null;
  const reference = await loadSearchReference(db);
  if (only !== null && only.length === 0) return { ...reference, products: [] };
  return { ...reference, products: await loadProducts(db, only === null ? null : { ids: only }) };
}

/**
 * Every product, `chunk` at a time in id order (the whole catalogue is never in memory at once:
 * 100,000 products are millions of rows). Given the embedded database itself, rows come by bulk
 * export (search-export-repository.ts), several times faster than by queries.
 */
export async function* loadProductChunks(db: Db, options: { chunk?: number; pglite?: EmbeddedDatabase } = {}): AsyncGenerator<SearchProductSource[]> {
  const { chunk = 2000, pglite } = options;
  if (pglite) {
    // The ids by export too: one query (100,000 ids through PGlite's row protocol cost half a second).
    const ids = await exportProductIds(pglite);
    for (let start = 0; start < ids.length; start += chunk) {
      yield await exportProducts(pglite, ids[start], ids[Math.min(start + chunk, ids.length) - 1]);
    }
    // Products added meanwhile (a rebuild while the shop serves), as the queries would find them.
    const added = await exportProducts(pglite, (ids.at(-1) ?? 0) + 1, 2 ** 31 - 1);
    if (added.length > 0) yield added;
    return;
  }
  let after: number | null = null;
  for (;;) {
    const ids = await db.selectFrom('products').select('id').$if(after !== null, (query) => query.where('id', '>', after!)).orderBy('id').limit(chunk).execute();
    if (ids.length === 0) return;
    const from = ids[0].id;
    after = ids[ids.length - 1].id;
    yield await loadProducts(db, { from, to: after });
    if (ids.length < chunk) return;
  }
}

function categoriesWithTexts(
  rows: { id: number; parent_id: number | null; level: number }[],
  texts: { category_id: number; locale: string; name: string; slug: string }[],
): CatCategory[] {
  const categories = new Map<number, CatCategory>(
    rows.map((row) => [
      row.id,
      { id: row.id, parentId: row.parent_id, level: row.level as CatCategory['level'], names: {} as Localized, slugs: {} as Localized },
    ]),
  );
  for (const text of texts) {
    const category = categories.get(text.category_id);
    if (!category) continue;
    category.names[text.locale as LocaleCode] = text.name;
    category.slugs[text.locale as LocaleCode] = text.slug;
  }
  return [...categories.values()];
}

/** Which products to read: all, some ids, or an id range. */
type ProductFilter = null | { ids: number[] } | { from: number; to: number };

async function loadProducts(db: Db, only: ProductFilter): Promise<SearchProductSource[]> {
  // Kysely's builders differ per table: narrow each query the same way.
  const ids = only !== null && 'ids' in only ? only.ids : null;
  const range = only !== null && 'from' in only ? only : null;
  const [rows, texts, sizes, prices, artists, pictures] = await Promise.all([
    db.selectFrom('products')
      .select(['id', 'brand_id', 'category_id', 'gender', 'range', 'color_code', 'color_hex', 'color_names', 'material_code', 'material_names',
        'label', 'market_labels', 'is_only_outlet', 'display_in_listing', 'created_at', 'sales_rank', 'watermark', 'model_key'])
      // Archived products, and those outside their publication window, are in no index.
      .where(onSale())
      .$if(ids !== null, (query) => query.where('id', 'in', ids!))
      .$if(range !== null, (query) => query.where('id', '>=', range!.from).where('id', '<=', range!.to))
      .orderBy('id')
      .execute(),
    db.selectFrom('product_translations').select(['product_id', 'locale', 'name', 'slug'])
      .$if(ids !== null, (query) => query.where('product_id', 'in', ids!))
      .$if(range !== null, (query) => query.where('product_id', '>=', range!.from).where('product_id', '<=', range!.to)).execute(),
    db.selectFrom('product_sizes').select(['id', 'product_id', 'label', 'rank', 'stock']).where('retired', '=', false)
      .$if(ids !== null, (query) => query.where('product_id', 'in', ids!))
      .$if(range !== null, (query) => query.where('product_id', '>=', range!.from).where('product_id', '<=', range!.to))
      .orderBy('rank').orderBy('id').execute(),
    db.selectFrom('product_prices').select(['product_id', 'country_code', 'price', 'original_price'])
      .$if(ids !== null, (query) => query.where('product_id', 'in', ids!))
      .$if(range !== null, (query) => query.where('product_id', '>=', range!.from).where('product_id', '<=', range!.to))
      .orderBy('country_code').execute(),
    db.selectFrom('product_artists').select(['product_id', 'artist_id'])
      .$if(ids !== null, (query) => query.where('product_id', 'in', ids!))
      .$if(range !== null, (query) => query.where('product_id', '>=', range!.from).where('product_id', '<=', range!.to))
      .orderBy('position').execute(),
    db.selectFrom('pictures').select(['product_id', 'path', 'is_default'])
      .$if(ids !== null, (query) => query.where('product_id', 'in', ids!))
      .$if(range !== null, (query) => query.where('product_id', '>=', range!.from).where('product_id', '<=', range!.to))
      .orderBy('position').execute(),
  ]);
  return assembleProducts({ rows, texts, sizes, prices, artists, pictures });
}
