/**
 * The demo catalogue as generated data (DESIGN decision 11): the contract between the
 * deterministic generator (`generate-catalogue.ts`) and the seeder that writes it to the database.
 * Money in integer cents. Everything localised carries the six shop languages.
 */
import type { Localized } from '../../src/domain/store/locales';
import type { StoreId } from '../../src/domain/store/stores';
import type { SellerDetails } from '../../src/domain/store/seller';
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import type { Footer, MenuItem, SaleBanner, SeasonalBannerConfig, TemplateItem } from '../../src/domain/catalogue/site';
import type { ShippingType } from '../../src/domain/catalogue/carrier';
import type { CatalogueTermsTable } from './catalogue-tables';

export interface CatBrand {
  id: number;
  name: string;
  slug: string;
  /** Restricted brands are only sold on the first brand's store (SPEC §2 guard). */
  restricted: boolean;
}

export interface CatArtist {
  id: number;
  name: string;
  slug: string;
}

/** Three levels: gender (1) → family (2) → type (3). */
export interface CatCategory {
  id: number;
  parentId: number | null;
  level: 1 | 2 | 3;
  names: Localized;
  slugs: Localized;
}

export type SizeKind = 'clothing' | 'shoes' | 'unique';

export interface CatSize {
  /** productSizeId, unique across the catalogue. */
  id: number;
  label: string;
  rank: number;
  stock: number;
}

export interface CatPrice {
  /** Cents, what the shopper pays. */
  price: number;
  /** Cents, the crossed-out price, or null when not discounted. */
  originalPrice: number | null;
}

export interface CatProduct {
  id: number;
  brandId: number;
  artistIds: number[];
  /** A level-3 category. */
  categoryId: number;
  gender: Gender;
  names: Localized;
  slugs: Localized;
  descriptions: Localized;
  range: string;
  color: { code: string; hex: string; names: Localized };
  material: { code: string; names: Localized };
  sizeKind: SizeKind;
  sizes: CatSize[];
  /** Keyed by lower-case ISO country code of each store country (fr, es, it, be, de, ie). */
  prices: Record<string, CatPrice>;
  label: ProductLabel | null;
  marketLabels: MarketLabelClass[];
  isOnlyOutlet: boolean;
  displayInListing: boolean;
  /** ISO date the product came in (novelty sort). */
  createdAt: string;
  /** 1 = best seller. */
  salesRank: number;
  weightGrams: number;
  manufactured: string;
  /** The product's pictures in display order: originals' paths (`/media/originals/<hash>.jpg`) or https URLs. */
  pictures: { path: string; default: boolean }[];
  /** The original of the mark drawn in the top right corner of its pictures in listings (SPEC §9 watermark); null: none. */
  watermark: string | null;
  scores: { average: number; count: number };
  informations: Localized<{ label: string; value: string }[]>;
  /** Products shown as "associated" on the product page. */
  associatedIds: number[];
  /** The model its colour variants share (issue 38); absent or null: no other colour. */
  modelKey?: string | null;
}

/** A colour, material, range, size or gender: the key products hold, its names, its place in a list. */
export interface CatTerm {
  kind: CatalogueTermsTable['kind'];
  key: string;
  names: Localized;
  /** Colours: the swatch. */
  hex: string | null;
  /** Sizes: which kind of product wears it. */
  sizeKind: SizeKind | null;
  position: number;
}

export interface CatCountry {
  isoCode2: string;
  names: Localized;
  /** Deliverable. */
  active: boolean;
  storeId: StoreId;
  /** VAT rate in percent for duty-free prices. */
  vatRate: number;
}

export interface CatCarrierCountry {
  isoCode2: string;
  /** Cents, with duty. */
  price: number;
  /** Cents, or null: then the shop's default of 99 € applies. */
  freeShippingAmount: number | null;
  /** Working days from order to delivery. */
  deliveryDays: number;
}

export interface CatCarrier {
  id: number;
  code: string;
  type: ShippingType;
  rank: number;
  name: string;
  serviceName: string;
  descriptions: Localized;
  logo: string;
  countries: CatCarrierCountry[];
}

export interface CatTemplate {
  slug: string;
  version: string;
  /** null: the same template for every store. */
  storeId: StoreId | null;
  title: string;
  subtitle?: string;
  items: TemplateItem[];
}

/** Legal and help pages (SPEC §2 "Localised legal page slugs per store"). */
export interface CatCmsPage {
  storeId: StoreId;
  /** delivery-returns, terms, faq, jobs, promo-code, legal-notices, return-conditions. */
  key: string;
  slug: string;
  title: string;
  /** HTML written by us, safe to render. */
  content: string;
}

export interface CatRedirect {
  storeId: StoreId | null;
  fromPath: string;
  toPath: string;
  code: 301 | 302;
}

export interface CatStoreSite {
  storeId: StoreId;
  menu: MenuItem[];
  footer: Footer;
  headerBanner: TemplateItem | null;
  saleBanner: SaleBanner | null;
  seasonalBanner: SeasonalBannerConfig | null;
  phone: string;
  email: string;
  seller: SellerDetails | null;
}

export interface CatReferer {
  name: string;
  code: string;
}

export interface Catalogue {
  brands: CatBrand[];
  artists: CatArtist[];
  categories: CatCategory[];
  terms: CatTerm[];
  products: CatProduct[];
  countries: CatCountry[];
  carriers: CatCarrier[];
  sites: CatStoreSite[];
  templates: CatTemplate[];
  cmsPages: CatCmsPage[];
  redirects: CatRedirect[];
  referers: CatReferer[];
}
