/**
 * Kysely table types of the shop database (one schema for PGlite and PostgreSQL).
 * JSON columns are read as parsed values and written as JSON text (`jsonb` parameters are sent
 * as strings so both drivers treat them alike: `pg` would turn a JS array into a Postgres array).
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Localized } from '../../src/domain/store/locales';
import type { Footer, MenuItem, SaleBanner, SeasonalBannerConfig, TemplateItem } from '../../src/domain/catalogue/site';

export type Json<T> = ColumnType<T, string, string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface StoresTable {
  id: string;
  brand: string;
  locale: string;
  default_locale: string;
  lang_code: string;
  country_code: string;
  display_name: string;
  picture_flag_url: string;
  position: number;
}

export interface CountriesTable {
  iso_code2: string;
  names: Json<Localized>;
  active: boolean;
  store_id: string;
  vat_rate: number;
}

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
  score_average: number;
  score_count: number;
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

export interface CarriersTable {
  id: number;
  code: string;
  type: string;
  rank: number;
  name: string;
  service_name: string;
  descriptions: Json<Localized>;
  logo: string;
}

export interface CarrierCountriesTable {
  carrier_id: number;
  iso_code2: string;
  price: number;
  free_shipping_amount: number | null;
  delivery_days: number;
}

export interface StoreSitesTable {
  store_id: string;
  menu: Json<MenuItem[]>;
  footer: Json<Footer>;
  header_banner: Json<TemplateItem | null>;
  sale_banner: Json<SaleBanner | null>;
  seasonal_banner: Json<SeasonalBannerConfig | null>;
  phone: string;
}

export interface TemplatesTable {
  id: Generated<number>;
  slug: string;
  version: string;
  /** '' for a template shared by every store (keeps the unique key simple on both engines). */
  store_id: string;
  title: string;
  subtitle: string | null;
  items: Json<TemplateItem[]>;
}

export interface CmsPagesTable {
  store_id: string;
  key: string;
  slug: string;
  title: string;
  content: string;
}

export interface RedirectsTable {
  id: Generated<number>;
  /** '' for every store. */
  store_id: string;
  from_path: string;
  to_path: string;
  code: number;
}

export interface RefererTable {
  name: string;
  code: string;
}

export interface TranslationsTable {
  locale: string;
  messages: Json<Record<string, string>>;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
}

export interface Database {
  stores: StoresTable;
  countries: CountriesTable;
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
  carriers: CarriersTable;
  carrier_countries: CarrierCountriesTable;
  store_sites: StoreSitesTable;
  templates: TemplatesTable;
  cms_pages: CmsPagesTable;
  redirects: RedirectsTable;
  referers: RefererTable;
  translations: TranslationsTable;
  settings: SettingsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
