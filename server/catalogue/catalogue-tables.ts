/** The catalogue's tables (migration 0001): brands, artists, the category tree, products with their texts, sizes, prices and pictures. */
import type { Insertable, Selectable } from 'kysely';
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

export interface ProductsTable {
  id: number;
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
  label: string;
  rank: number;
  stock: number;
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

export interface CatalogueTables {
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
