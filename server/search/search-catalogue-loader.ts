/**
 * Reads what the search records are made of from the shop database (the source of truth: stock
 * and prices change there), in the shape the record builders take. A few queries for the whole
 * catalogue, or for some products after a stock or price change.
 */
import type { CatCategory } from '../catalogue/catalogue-types';
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { isMarketLabelClass } from '../../src/domain/catalogue/market-labels';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { Db } from '../db/database';
import type { SearchCatalogue, SearchProductSource } from './records-from-catalogue';

/** `productIds` limits the products read (brands, artists and categories are always read whole: they are small). */
export async function loadSearchCatalogue(db: Db, productIds?: readonly number[]): Promise<SearchCatalogue> {
  const only = productIds ? [...new Set(productIds)].filter((id) => Number.isSafeInteger(id)) : null;
  const [brands, artists, categories, categoryTexts] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name', 'slug', 'restricted']).orderBy('id').execute(),
    db.selectFrom('artists').select(['id', 'name', 'slug']).orderBy('id').execute(),
    db.selectFrom('categories').select(['id', 'parent_id', 'level']).orderBy('position').execute(),
    db.selectFrom('category_translations').select(['category_id', 'locale', 'name', 'slug']).execute(),
  ]);
  const reference = {
    brands,
    artists,
    categories: categoriesWithTexts(categories, categoryTexts),
  };
  if (only !== null && only.length === 0) return { ...reference, products: [] };
  return { ...reference, products: await loadProducts(db, only) };
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

async function loadProducts(db: Db, only: number[] | null): Promise<SearchProductSource[]> {
  // Kysely's builders differ per table: narrow each query the same way.
  const [rows, texts, sizes, prices, artists, pictures] = await Promise.all([
    db.selectFrom('products')
      .select(['id', 'brand_id', 'category_id', 'gender', 'range', 'color_code', 'color_hex', 'color_names', 'material_code', 'material_names',
        'label', 'market_labels', 'is_only_outlet', 'display_in_listing', 'created_at', 'sales_rank'])
      .$if(only !== null, (query) => query.where('id', 'in', only!))
      .orderBy('id')
      .execute(),
    db.selectFrom('product_translations').select(['product_id', 'locale', 'name', 'slug'])
      .$if(only !== null, (query) => query.where('product_id', 'in', only!)).execute(),
    db.selectFrom('product_sizes').select(['id', 'product_id', 'label', 'rank', 'stock'])
      .$if(only !== null, (query) => query.where('product_id', 'in', only!)).orderBy('rank').orderBy('id').execute(),
    db.selectFrom('product_prices').select(['product_id', 'country_code', 'price', 'original_price'])
      .$if(only !== null, (query) => query.where('product_id', 'in', only!)).orderBy('country_code').execute(),
    db.selectFrom('product_artists').select(['product_id', 'artist_id'])
      .$if(only !== null, (query) => query.where('product_id', 'in', only!)).orderBy('position').execute(),
    db.selectFrom('pictures').select(['product_id', 'path', 'is_default'])
      .$if(only !== null, (query) => query.where('product_id', 'in', only!)).orderBy('position').execute(),
  ]);
  const products = new Map<number, SearchProductSource>();
  for (const row of rows) {
    products.set(row.id, {
      id: row.id,
      brandId: row.brand_id,
      artistIds: [],
      categoryId: row.category_id,
      gender: row.gender as Gender,
      names: {} as Localized,
      slugs: {} as Localized,
      range: row.range,
      color: { code: row.color_code, hex: row.color_hex, names: row.color_names },
      material: { code: row.material_code, names: row.material_names },
      sizes: [],
      prices: {},
      label: (row.label as ProductLabel | null) ?? null,
      marketLabels: row.market_labels.filter(isMarketLabelClass) as MarketLabelClass[],
      isOnlyOutlet: row.is_only_outlet,
      displayInListing: row.display_in_listing,
      createdAt: new Date(row.created_at).toISOString(),
      salesRank: row.sales_rank,
      pictures: [],
    });
  }
  for (const text of texts) {
    const product = products.get(text.product_id);
    if (!product) continue;
    product.names[text.locale as LocaleCode] = text.name;
    product.slugs[text.locale as LocaleCode] = text.slug;
  }
  for (const size of sizes) products.get(size.product_id)?.sizes.push({ id: size.id, label: size.label, rank: size.rank, stock: size.stock });
  for (const price of prices) {
    const product = products.get(price.product_id);
    if (product) product.prices[price.country_code] = { price: price.price, originalPrice: price.original_price };
  }
  for (const artist of artists) products.get(artist.product_id)?.artistIds.push(artist.artist_id);
  for (const picture of pictures) products.get(picture.product_id)?.pictures.push({ path: picture.path, default: picture.is_default });
  return [...products.values()];
}
