/**
 * The merchant's day-to-day changes (`/admin/products…`, `/admin/stock/imports`,
 * `/admin/prices/imports`; role merchandiser or admin, 403 otherwise): one product by its key, and
 * the daily feeds as CSV text; and bundles: one sent for import (a job to follow), the catalogue
 * exported as a bundle (issue 32).
 */
import type { BundleProblem, ImportCounts, ImportProgress, PriceCountry } from '../../domain/catalogue/catalogue-bundle';
import type { FeedCounts, MerchandiseProduct, ProductStatus, StockChanged } from '../../domain/catalogue/merchandise-product';
import { token } from './token';

/** Euros, as the API takes them; null: no crossed-out price. */
export interface PriceChange {
  price: number;
  originalPrice: number | null;
}

export type StockChangeBody = { set: number } | { add: number };

export type FeedKind = 'stock' | 'prices';

export interface ImportJob {
  id: string;
  state: 'queued' | 'running' | 'failed' | 'done';
  dryRun: boolean;
  archiveMissing: boolean;
  fileName: string;
  progress: ImportProgress | null;
  counts: ImportCounts | null;
  problems: (BundleProblem & { text: string })[];
}

/** A bundle archive as it is sent: `.zip` or `.tar.gz`. */
export interface BundleArchive {
  fileName: string;
  kind: 'zip' | 'tar.gz';
  bytes: Uint8Array<ArrayBuffer>;
}

/** A photo as it is sent: its bytes, and its name as the merchant knows it (refusals name it so). */
export interface PictureUpload {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface MerchandiseApi {
  show(key: string): Promise<MerchandiseProduct>;
  setPrice(key: string, country: PriceCountry, change: PriceChange): Promise<MerchandiseProduct>;
  changeStock(key: string, sku: string, change: StockChangeBody): Promise<StockChanged>;
  setStatus(key: string, status: ProductStatus): Promise<MerchandiseProduct>;
  setOutletOnly(key: string, outletOnly: boolean): Promise<MerchandiseProduct>;
  /** `position`: 1-based, where the photo goes (left out: last). */
  addPicture(key: string, picture: PictureUpload, position?: number): Promise<MerchandiseProduct>;
  removePicture(key: string, position: number): Promise<MerchandiseProduct>;
  /** `order`: the current positions in the new order, each once. */
  orderPictures(key: string, order: number[]): Promise<MerchandiseProduct>;
  /** `fileName`: how the shop names the file in its problems (`stock.csv:12: …`). */
  importFeed(kind: FeedKind, csv: string, fileName: string): Promise<FeedCounts>;
  startImport(archive: BundleArchive, options: { dryRun: boolean; archiveMissing: boolean }): Promise<ImportJob>;
  importJob(id: string): Promise<ImportJob>;
  /** The catalogue as a tar.gz bundle, read as it arrives. */
  exportCatalogue(): Promise<AsyncIterable<Uint8Array>>;
}

export const MERCHANDISE_API = token<MerchandiseApi>('MerchandiseApi');
