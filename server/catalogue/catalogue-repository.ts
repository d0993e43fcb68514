/**
 * All of the catalogue's SQL: whole products (every language and country) for the detail page,
 * product hits, pages and mails; the reference tables (brands, artists, the category tree); the
 * few lookups pages make by slug; and the stock a restock adds. Plain rows and records out.
 */
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { isMarketLabelClass } from '../../src/domain/catalogue/market-labels';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { Executor, Trx } from '../db/transaction';
import { sql } from 'kysely';
import { onSale } from '../db/product-visibility';

export interface ProductRecord {
  id: number;
  brandId: number;
  categoryId: number;
  gender: Gender;
  range: string;
  colorCode: string;
  colorHex: string;
  colorNames: Localized;
  materialCode: string;
  materialNames: Localized;
  label: ProductLabel | null;
  marketLabels: MarketLabelClass[];
  isOnlyOutlet: boolean;
  displayInListing: boolean;
  /** Published and inside its publication window (server/db/product-visibility.ts) when read: shoppers see it. */
  onSale: boolean;
  manufactured: string;
  texts: Partial<Record<LocaleCode, { name: string; slug: string; description: string; informations: { label: string; value: string }[] }>>;
  /** Cents by lower-case country code. */
  prices: Record<string, { price: number; originalPrice: number | null }>;
  /** `gtin`: the size's GTIN (EAN-13…) when the merchant gave one. */
  sizes: { id: number; label: string; rank: number; stock: number; gtin?: string | null }[];
  pictures: { path: string; default: boolean }[];
  /** The watermark's original, or null. */
  watermark: string | null;
  artistIds: number[];
  associatedIds: number[];
}

export async function loadProducts(db: Executor, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  const records = new Map<number, ProductRecord>();
  if (unique.length === 0) return records;
  const [products, texts, prices, sizes, pictures, artists, associations] = await Promise.all([
    db.selectFrom('products').selectAll().select(onSale().as('on_sale')).where('id', 'in', unique).execute(),
    db.selectFrom('product_translations').selectAll().where('product_id', 'in', unique).execute(),
    db.selectFrom('product_prices').selectAll().where('product_id', 'in', unique).execute(),
    db.selectFrom('product_sizes').selectAll().where('product_id', 'in', unique).where('retired', '=', false).orderBy('rank').execute(),
    db.selectFrom('pictures').selectAll().where('product_id', 'in', unique).orderBy('position').execute(),
    db.selectFrom('product_artists').selectAll().where('product_id', 'in', unique).orderBy('position').execute(),
    db.selectFrom('product_associations').selectAll().where('product_id', 'in', unique).orderBy('position').execute(),
  ]);
  for (const row of products) {
    records.set(row.id, {
      id: row.id,
      brandId: row.brand_id,
      categoryId: row.category_id,
      gender: row.gender as Gender,
      range: row.range,
      colorCode: row.color_code,
      colorHex: row.color_hex,
      colorNames: row.color_names,
      materialCode: row.material_code,
      materialNames: row.material_names,
      label: (row.label as ProductLabel | null) ?? null,
      marketLabels: row.market_labels.filter(isMarketLabelClass),
      isOnlyOutlet: row.is_only_outlet,
      displayInListing: row.display_in_listing,
      onSale: row.on_sale,
      manufactured: row.manufactured,
      texts: {},
      prices: {},
      sizes: [],
      pictures: [],
      watermark: row.watermark,
      artistIds: [],
      associatedIds: [],
    });
  }
  for (const row of texts) {
    const record = records.get(row.product_id);
    if (record) record.texts[row.locale as LocaleCode] = { name: row.name, slug: row.slug, description: row.description, informations: row.informations };
  }
  for (const row of prices) {
    const record = records.get(row.product_id);
    if (record) record.prices[row.country_code] = { price: row.price, originalPrice: row.original_price };
  }
  for (const row of sizes) records.get(row.product_id)?.sizes.push({ id: row.id, label: row.label, rank: row.rank, stock: row.stock, gtin: row.gtin });
  for (const row of pictures) records.get(row.product_id)?.pictures.push({ path: row.path, default: row.is_default });
  for (const row of artists) records.get(row.product_id)?.artistIds.push(row.artist_id);
  for (const row of associations) records.get(row.product_id)?.associatedIds.push(row.associated_id);
  return records;
}


/** Brands, artists, categories and the categories' names and slugs, the terms (colours, sizes…), whole (they are small). */
export async function loadReferenceRows(db: Executor) {
  const [brands, artists, categories, names, terms] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name', 'slug', 'restricted']).orderBy('id').execute(),
    db.selectFrom('artists').select(['id', 'name', 'slug']).orderBy('id').execute(),
    db.selectFrom('categories').select(['id', 'parent_id', 'level']).orderBy('position').execute(),
    db.selectFrom('category_translations').select(['category_id', 'locale', 'name', 'slug']).execute(),
    db.selectFrom('catalogue_terms').select(['kind', 'key', 'names', 'position']).orderBy('kind').orderBy('position').orderBy('key').execute(),
  ]);
  return { brands, artists, categories, names, terms };
}

/** The products whose slug (in any language) this is, with the language of each. */
export function productsBySlug(db: Executor, slug: string): Promise<{ product_id: number; locale: string }[]> {
  return db.selectFrom('product_translations').select(['product_id', 'locale']).where('slug', '=', slug).execute();
}

/** Products shown in listings outside the outlet, on sale, that have a price in a country, with their slug in a language, by id. */
export function listedProductSlugs(db: Executor, locale: LocaleCode, countryCode: string): Promise<{ id: number; brand_id: number; slug: string }[]> {
  return db
    .selectFrom('products')
    .innerJoin('product_translations', (join) => join.onRef('product_translations.product_id', '=', 'products.id').on('product_translations.locale', '=', locale))
    .innerJoin('product_prices', (join) => join.onRef('product_prices.product_id', '=', 'products.id').on('product_prices.country_code', '=', countryCode))
    .select(['products.id', 'products.brand_id', 'product_translations.slug'])
    .where('products.display_in_listing', '=', true)
    .where('products.is_only_outlet', '=', false)
    .where(onSale('products'))
    .orderBy('products.id')
    .execute();
}

/** Adds `quantity` to a size's stock; its product and the stock after, or undefined when there is no such size. */
export function addStock(trx: Trx, productSizeId: number, quantity: number): Promise<{ product_id: number; stock: number } | undefined> {
  return trx
    .updateTable('product_sizes')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productSizeId)
    .returning(['product_id', 'stock'])
    .executeTakeFirst();
}

/**
 * Products whose publication window opened or closed after `since` and by now (the database's
 * clock), and that now: what the publication sweep announces.
 */
export async function windowsCrossed(db: Executor, since: Date | null): Promise<{ ids: number[]; now: Date }> {
  const { rows: [clock] } = await sql<{ now: Date }>`select now() as now`.execute(db);
  if (since === null) return { ids: [], now: clock.now };
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where((eb) => eb.or([
      eb.and([eb('publish_at', '>', since), eb('publish_at', '<=', clock.now)]),
      eb.and([eb('unpublish_at', '>', since), eb('unpublish_at', '<=', clock.now)]),
    ]))
    .execute();
  return { ids: rows.map((row) => row.id), now: clock.now };
}
