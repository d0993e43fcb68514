import type { FitAdvice } from '../returns/fit-advice';
import type { SizeGuide } from './size-guide';
import type { Localized } from '../store/locales';
import type { ColourSwatch } from './colour-family';

/** SPEC §3 "Product (search hit)": the record listings, suggestions and top sales show. */
export type ProductLabel = 'promo' | 'flash_sale' | 'top_sale' | 'new';
export type MarketLabelClass = 'eco_friendly' | 'exclusivity';
export type Gender = 'men' | 'women' | 'kids' | 'unisex';

export interface HitPrice {
  /** Euros, 2 decimals. */
  price: number;
  originalPrice: number | null;
}

export interface ProductHit {
  objectID: string;
  productID: number;
  slugs: Localized;
  names: Localized;
  displayInformation: { title: string };
  brand: { id: number; name: string; slug: string };
  pictures: { path: string; default: boolean }[];
  /** Keyed by lower-case country code plus `default`. */
  prices: Record<string, HitPrice>;
  label: ProductLabel | null;
  promotion: { percent: number } | null;
  /** Class (eco_friendly, exclusivity) to names per locale. */
  marketLabels: Partial<Record<MarketLabelClass, Localized>>;
  sizes: { size: string }[];
  watermarkUrl: string | null;
  /** The model its colour variants share (issue 38), when it has one. */
  modelKey?: string;
}

/** SPEC §3 "Product (detail view)". Prices in euros for the request's store country. */
export interface ProductSize {
  id: number;
  productSizeId: number;
  size: string;
  rank: number;
  value: string;
  quantity: number;
  /** The size's GTIN (EAN-13…), when the merchant gave one. */
  gtin?: string;
}

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
  parent?: CategoryRef;
}

export interface ProductDetail {
  id: number;
  name: string;
  slug: string;
  slugs: Localized;
  brand: { id: number; name: string; slug: string };
  range: string;
  category: CategoryRef;
  artists: { id: number; name: string; slug: string }[];
  color: string;
  material: string;
  gender: Gender;
  description: string;
  price: number;
  originPrice: number | null;
  discountPercent: number;
  quantity: number;
  pictures: { url: string; default: boolean }[];
  productSizes: ProductSize[];
  marketLabels: { type: MarketLabelClass; name: string }[];
  label: ProductLabel | null;
  manufactured: string;
  isOnlyOutlet: boolean;
  /** The colours of its model the store sells, this one marked (colour-family.ts); empty or absent: no other colour. */
  family?: ColourSwatch[];
}

export interface ProductMetadata {
  title: string;
  description: string;
  canonical: string;
  alternates: Partial<Localized>;
}

export interface ProductScores {
  productId: number;
  /** Average of the ratings to one decimal, 0 without any (src/domain/ratings/rating.ts). */
  average: number;
  count: number;
  /** Ratings per star, one star first (always sent by the shop; older answers may lack it). */
  distribution?: [number, number, number, number, number];
}

export interface ProductInformation {
  label: string;
  value: string;
}

/** GET /products/{id}: product, metadata, scores, informations. */
export interface ProductDetailResponse {
  product: ProductDetail;
  metadata: ProductMetadata;
  scores: ProductScores;
  informations: ProductInformation[];
  /** Issue 38: the model's fit advice (null below the thresholds) and the product's size guide (null: none). */
  fit?: FitAdvice | null;
  sizeGuide?: SizeGuide | null;
}
