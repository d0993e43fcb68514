import type { LocaleCode } from '../store/locales';
import type { SearchSettings } from '../search/search-settings';

/** SPEC §3 "Menu item". */
export type MenuItemType =
  | 'NOVELTIES'
  | 'TOPSALES'
  | 'PROMO'
  | 'PROMOTIONS'
  | 'BRANDS'
  | 'ARTISTS'
  | 'ACCESSORIES'
  | 'LANG'
  | 'CATEGORY'
  | 'OUTLET';

export interface Url {
  path: string;
  queryParams?: Record<string, string>;
}

export interface TemplateItem {
  slug: string;
  link: string;
  image: string;
  imageMobile?: string;
  title: string;
  subtitle?: string;
  creativeVersion?: string;
  /** Product ids when the template highlights products. */
  productIds?: number[];
}

export interface Template {
  slug: string;
  version: string;
  title: string;
  subtitle?: string;
  templateItems: TemplateItem[];
}

export interface MenuSubSectionItem {
  name: string;
  url: Url;
  label?: string;
  children?: { name: string; url: Url }[];
}

export interface MenuSubSection {
  name: string;
  url: Url;
  type: string;
  menuSubSectionItems: MenuSubSectionItem[];
}

export interface MenuItem {
  type: MenuItemType;
  name: string;
  url: Url;
  active: boolean;
  menuSubSections: MenuSubSection[];
  template?: { templateItems: TemplateItem[] };
}

export interface FooterLink {
  name: string;
  url: Url;
}

export interface Footer {
  sitemap: { title: string; links: FooterLink[] }[];
  socialNetworks: { name: 'instagram' | 'tiktok' | 'facebook' | 'youtube'; url: string }[];
  apps: { platform: 'android' | 'ios'; url: string; badge: string; qrCode: string; width: 157; height: 47 }[];
}

export interface Country {
  isoCode2: string;
  name: string;
  active: boolean;
  storeId: string;
}

export interface StoreInfo {
  id: string;
  defaultLocale: string;
  langCode: string;
  countryCode: string;
  pictureFlagUrl: string;
  displayName: string;
  baseUrl: string;
  searchProductIndexName: string;
}

export interface SaleBanner {
  image: string;
  imageMobile: string;
  altText: string;
  altTextMobile: string;
  link: string;
  linkMobile: string;
}

/** Seasonal delivery banner per store: four contents switching at dates, until endDate. */
export interface SeasonalBannerConfig {
  content1: string;
  content2: string;
  content3: string;
  content4: string;
  /** ISO dates at which each content starts. */
  content1Date: string;
  content2Date: string;
  content3Date: string;
  content4Date: string;
  endDate: string;
}

export interface BoSettings {
  maintenance: boolean;
  saleBanner: SaleBanner | null;
  seasonalBanner: SeasonalBannerConfig | null;
  phone: string;
  /** Tile URL template of the relay points map (`MAP_TILE_URL`); absent: the map draws its own background (offline). */
  mapTileUrl?: string | null;
  /** reCAPTCHA v3 site key of the contact form (`RECAPTCHA_SITE_KEY`); absent: no captcha, no script. */
  recaptchaSiteKey?: string | null;
  /** Google Tag Manager container id (`GTM_ID`); absent: no GTM script, the dataLayer still records after consent. */
  gtmId?: string | null;
}

/** GET /init. */
export interface InitResponse {
  countries: Country[];
  stores: StoreInfo[];
  menu: MenuItem[];
  footer: Footer;
  /** Euros. */
  freeShippingAmount: number;
  headerBanner: TemplateItem | null;
  boSettings: BoSettings;
  /** How to reach the search service (absent from older answers and fixtures: the shop's own endpoint). */
  search?: SearchSettings;
}

export interface CmsPage {
  key: string;
  slug: string;
  title: string;
  /** Sanitised HTML produced by the back end from its own content. */
  content: string;
  locale: LocaleCode;
}

/** POST /parse answer. */
export interface ParseResult {
  code: 200 | 301 | 302 | 404;
  url: Url;
  pageInfo: PageInfo | null;
}

export type PageType =
  | 'home'
  | 'category'
  | 'brand'
  | 'artist'
  | 'product'
  | 'search'
  | 'cms'
  | 'template'
  | 'listing'
  | 'brands'
  | 'static';

export interface PageInfo {
  type: PageType;
  /** Listing kind for listing pages (SPEC §9 types). */
  listingType?: string;
  id?: number;
  title: string;
  description: string;
  breadcrumb: { name: string; url: Url }[];
  alternates: Partial<Record<LocaleCode, string>>;
  filters?: Record<string, string[]>;
  /** A product sold only in the outlet: its page sits behind the outlet gate (SPEC §2 outlet guard). */
  outletOnly?: boolean;
}

export interface Referer {
  name: string;
  code: string;
}

/** GET /translations: flat key → text for one language. */
export type TranslationCatalogue = Record<string, string>;
