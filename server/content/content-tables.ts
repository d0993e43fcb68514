/**
 * The content's tables (migration 0001): stores and countries, each store's site furniture and
 * contact details, templates, CMS pages, referers, the storefront's words and (migration 0011) each
 * store's overrides of them.
 */
import type { Generated } from 'kysely';
import type { Json, NullableJson } from '../db/column-types';
import type { Localized } from '../../src/domain/store/locales';
import type { SellerDetails } from '../../src/domain/store/seller';
import type { Footer, MenuItem, SaleBanner, SeasonalBannerConfig, TemplateItem } from '../../src/domain/catalogue/site';

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

export interface StoreSitesTable {
  store_id: string;
  menu: Json<MenuItem[]>;
  footer: Json<Footer>;
  header_banner: Json<TemplateItem | null>;
  sale_banner: Json<SaleBanner | null>;
  seasonal_banner: Json<SeasonalBannerConfig | null>;
  /** Customer service, shown on the site and on bills. */
  phone: string;
  email: Generated<string>;
  /** Who sells in this store, as bills state it; null: not given (bills show the shop's name only). */
  seller: NullableJson<SellerDetails>;
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

export interface RefererTable {
  name: string;
  code: string;
}

export interface TranslationsTable {
  locale: string;
  messages: Json<Record<string, string>>;
}

/** A store's own words over its language's (`key → text`, the same keys as the translations). */
export interface StoreTextsTable {
  store_id: string;
  messages: Json<Record<string, string>>;
}

export interface ContentTables {
  stores: StoresTable;
  countries: CountriesTable;
  store_sites: StoreSitesTable;
  templates: TemplatesTable;
  cms_pages: CmsPagesTable;
  referers: RefererTable;
  translations: TranslationsTable;
  store_texts: StoreTextsTable;
}
