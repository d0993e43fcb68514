/**
 * The merchant's day-to-day changes (`/admin/products…`, `/admin/stock/imports`,
 * `/admin/prices/imports`; role merchandiser or admin, 403 otherwise): one product by its key, and
 * the daily feeds as CSV text.
 */
import type { PriceCountry } from '../../domain/catalogue/catalogue-bundle';
import type { FeedCounts, MerchandiseProduct, ProductStatus, StockChanged } from '../../domain/catalogue/merchandise-product';
import { token } from './token';

/** Euros, as the API takes them; null: no crossed-out price. */
export interface PriceChange {
  price: number;
  originalPrice: number | null;
}

export type StockChangeBody = { set: number } | { add: number };

export type FeedKind = 'stock' | 'prices';

export interface MerchandiseApi {
  show(key: string): Promise<MerchandiseProduct>;
  setPrice(key: string, country: PriceCountry, change: PriceChange): Promise<MerchandiseProduct>;
  changeStock(key: string, sku: string, change: StockChangeBody): Promise<StockChanged>;
  setStatus(key: string, status: ProductStatus): Promise<MerchandiseProduct>;
  setOutletOnly(key: string, outletOnly: boolean): Promise<MerchandiseProduct>;
  /** `fileName`: how the shop names the file in its problems (`stock.csv:12: …`). */
  importFeed(kind: FeedKind, csv: string, fileName: string): Promise<FeedCounts>;
}

export const MERCHANDISE_API = token<MerchandiseApi>('MerchandiseApi');
