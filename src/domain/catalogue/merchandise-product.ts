/**
 * A product as the merchant sees and changes it day to day (issue 32, `boutique admin product …`,
 * `/admin/products/{key}`): every store's price, every size with its SKU, GTIN and stock, whether
 * it is on sale, its publication window and its texts. Addressed by the merchant's key; money in
 * euros with two decimals, as every answer of the API.
 */
import type { LocaleCode } from '../store/locales';
import type { PriceCountry } from './catalogue-bundle';
import type { MarketLabelClass, ProductLabel } from './product';

/** Published: on sale (within its window); archived: hidden from listings, search and pages, kept for orders. */
export const PRODUCT_STATUSES = ['published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export interface MerchandisePrice {
  country: PriceCountry;
  price: number;
  /** The crossed-out price, or null. */
  originalPrice: number | null;
}

export interface MerchandiseSize {
  sku: string;
  gtin: string | null;
  /** Its label on the size selector (`M`, `42`). */
  size: string;
  stock: number;
  /** The shop's id of the size (basket lines, stock alerts). */
  productSizeId: number;
}

export interface MerchandiseText {
  name: string;
  slug: string;
  description: string;
}

export interface MerchandiseProduct {
  key: string;
  /** The shop's id (storefront URLs, baskets). */
  id: number;
  modelKey: string | null;
  brand: string;
  status: ProductStatus;
  /** ISO instants, or null: always. */
  publishAt: string | null;
  unpublishAt: string | null;
  outletOnly: boolean;
  texts: Partial<Record<LocaleCode, MerchandiseText>>;
  /** In the order of PRICE_COUNTRIES; a country without a price does not sell the product. */
  prices: MerchandisePrice[];
  sizes: MerchandiseSize[];
  /** Its pictures' addresses in display order (the first is the main one): `/media/originals/<sha-256>.<ext>`, or an https URL. */
  pictures: string[];
  /** The original of the mark drawn on its pictures in listings, or null. */
  watermark: string | null;
  /** The badge on its pictures (promo, flash_sale, top_sale, new), or null. */
  label: ProductLabel | null;
  /** eco_friendly, exclusivity. */
  marketLabels: MarketLabelClass[];
  /** Moves on by one at each change (issue 39): the ETag a change sends back in If-Match. */
  version: number;
}

export const PRODUCT_LABELS: readonly ProductLabel[] = ['promo', 'flash_sale', 'top_sale', 'new'];
export const MARKET_LABEL_CLASSES: readonly MarketLabelClass[] = ['eco_friendly', 'exclusivity'];

/** What the back office's editor changes of a product (issue 39): texts per language, labels. Left out: unchanged. */
export interface ProductEdit {
  texts?: Partial<Record<LocaleCode, { name?: string; description?: string }>>;
  label?: ProductLabel | null;
  marketLabels?: MarketLabelClass[];
}

/** The most pictures a product may have (a gallery, not an album). */
export const MAX_PRODUCT_PICTURES = 12;

/**
 * Why `order` (1-based positions, as the merchant counts) cannot reorder `count` pictures, or null:
 * each position once, all of them.
 */
export function pictureOrderProblem(order: readonly number[], count: number): string | null {
  const whole = order.length === count && new Set(order).size === count && order.every((position) => Number.isInteger(position) && position >= 1 && position <= count);
  if (whole) return null;
  return count === 0 ? 'The product has no picture to order' : `Give each of the product's ${count} pictures once, by position: ${Array.from({ length: count }, (_, index) => index + 1).join(' ')} in the new order`;
}

/** What a stock change did to one size. */
export interface StockChanged {
  key: string;
  sku: string;
  stockBefore: number;
  stock: number;
  /** Stock alerts mailed because the size came back. */
  alertsSent: number;
  /** The product's version after the change (issue 39). */
  version: number;
}

/** What a daily feed (stock.csv, prices.csv) did: lines that changed something, lines already so. */
export interface FeedCounts {
  changed: number;
  unchanged: number;
  /** Stock feeds: alerts mailed because sizes came back. */
  alertsSent?: number;
}
