/** The catalogue's tables (migration 0001): brands, artists, the category tree, products with their texts, sizes, prices and pictures. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Json, Timestamp } from '../db/column-types';
import type { Localized } from '../../src/domain/store/locales';

export interface BrandsTable {
  id: number;
  name: string;
  slug: string;
  restricted: boolean;
}

export interface ArtistsTable {
  id: number;
  name: string;
  slug: string;
}

export interface CategoriesTable {
  id: number;
  /** The merchant's key (categories.json); the id in a demo database. */
  key: string;
  parent_id: number | null;
  level: number;
  position: number;
}

export interface CategoryTranslationsTable {
  category_id: number;
  locale: string;
  name: string;
  slug: string;
}

/** A moment that may be NULL, NULL when an insert gives none (`Generated<Timestamp | null>` would read as the column type itself). */
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A product on sale, or archived: hidden from listings, search and sitemaps, kept for orders and returns. */
export type ProductStatus = 'published' | 'archived';

export interface ProductsTable {
  id: number;
  /** The merchant's product key (products.csv); the id in a demo database. */
  key: string;
  /** Colour variants of one model share it. */
  model_key: Generated<string | null>;
  status: Generated<ProductStatus>;
  /** Shown from, hidden from (null: always). */
  publish_at: OptionalTimestamp;
  unpublish_at: OptionalTimestamp;
  /** Fingerprint of what the last import wrote for it: the same again changes nothing. */
  import_hash: Generated<string | null>;
  brand_id: number;
  category_id: number;
  gender: string;
  range: string;
  color_code: string;
  color_hex: string;
  color_names: Json<Localized>;
  material_code: string;
  material_names: Json<Localized>;
  size_kind: string;
  label: string | null;
  market_labels: Json<string[]>;
  is_only_outlet: boolean;
  display_in_listing: boolean;
  created_at: Timestamp;
  sales_rank: number;
  weight_grams: number;
  manufactured: string;
  /** The original of the mark drawn on the product's pictures in listings (migration 0014); null: none. */
  watermark: ColumnType<string | null, string | null | undefined, string | null>;
  /** Moves on by one at each of the merchant's changes (migration 0026): the editor's `If-Match`. */
  version: Generated<number>;
}

export interface ProductTranslationsTable {
  product_id: number;
  locale: string;
  name: string;
  slug: string;
  description: string;
  informations: Json<{ label: string; value: string }[]>;
}

export interface ProductSizesTable {
  id: number;
  product_id: number;
  /** The merchant's SKU, unique in the shop; the id in a demo database. */
  sku: string;
  /** EAN-13 or another GTIN, digits. */
  gtin: Generated<string | null>;
  label: string;
  rank: number;
  stock: number;
  /** No longer in the merchant's catalogue but named by an order or an alert: kept at stock 0, shown to no shopper (migration 0011). */
  retired: Generated<boolean>;
}

export interface ProductPricesTable {
  product_id: number;
  /** Lower-case ISO country code (fr, es, it, be, de, ie). */
  country_code: string;
  price: number;
  original_price: number | null;
}

export interface ProductArtistsTable {
  product_id: number;
  artist_id: number;
  position: number;
}

export interface ProductAssociationsTable {
  product_id: number;
  associated_id: number;
  position: number;
}

export interface PicturesTable {
  product_id: number;
  position: number;
  path: string;
  is_default: boolean;
}

/** Localised names of colours, materials, ranges, sizes and genders, in their order. */
export interface CatalogueTermsTable {
  kind: 'colour' | 'material' | 'range' | 'size' | 'gender';
  key: string;
  names: Json<Localized>;
  /** Colours: the swatch, `#rrggbb`. */
  hex: string | null;
  /** Sizes: clothing, shoes or unique. */
  size_kind: string | null;
  position: number;
}

export interface CatalogueTables {
  catalogue_terms: CatalogueTermsTable;
  brands: BrandsTable;
  artists: ArtistsTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_sizes: ProductSizesTable;
  product_prices: ProductPricesTable;
  product_artists: ProductArtistsTable;
  product_associations: ProductAssociationsTable;
  pictures: PicturesTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
