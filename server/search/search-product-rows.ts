/**
 * The rows the products of the search records are read from by queries (the shape of the
 * database tables), and how they make SearchProductSources (a bulk export from PGlite makes the
 * same ones field by field: search-export-repository.ts). Languages come in the shop's order, so
 * names and slugs do not depend on row order.
 */
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { isMarketLabelClass } from '../../src/domain/catalogue/market-labels';
import { LOCALE_CODES, type LocaleCode, type Localized } from '../../src/domain/store/locales';
import type { SearchProductSource } from './search-records-from-catalogue';

export interface ProductRows {
  rows: {
    id: number;
    brand_id: number;
    category_id: number;
    gender: string;
    range: string;
    color_code: string;
    color_hex: string;
    color_names: Localized;
    material_code: string;
    material_names: Localized;
    label: string | null;
    market_labels: string[];
    is_only_outlet: boolean;
    display_in_listing: boolean;
    created_at: Date | string | number;
    sales_rank: number;
    watermark: string | null;
    model_key: string | null;
  }[];
  texts: { product_id: number; locale: string; name: string; slug: string }[];
  /** In rank order, then id. */
  sizes: { id: number; product_id: number; label: string; rank: number; stock: number }[];
  /** In country order. */
  prices: { product_id: number; country_code: string; price: number; original_price: number | null }[];
  /** In position order. */
  artists: { product_id: number; artist_id: number }[];
  /** In position order. */
  pictures: { product_id: number; path: string; is_default: boolean }[];
}

const localeRank = (locale: string): number => {
  const rank = (LOCALE_CODES as readonly string[]).indexOf(locale);
  return rank < 0 ? LOCALE_CODES.length : rank;
};

/** Products in the order of `rows`. */
export function assembleProducts({ rows, texts, sizes, prices, artists, pictures }: ProductRows): SearchProductSource[] {
  texts.sort((a, b) => localeRank(a.locale) - localeRank(b.locale));
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
      watermark: row.watermark,
      modelKey: row.model_key,
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
