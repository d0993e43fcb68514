/**
 * The merchant's day-to-day changes (`/admin/products…`, `/admin/stock/imports`,
 * `/admin/prices/imports`; role merchandiser or admin, 403 otherwise): one product by its key, and
 * the daily feeds as CSV text; and bundles: one sent for import (a job to follow), the catalogue
 * exported as a bundle (issue 32).
 */
import type { BundleProblem, ImportCounts, ImportProgress, PriceCountry } from '../../domain/catalogue/catalogue-bundle';
import type { FeedCounts, MerchandiseProduct, ProductEdit, ProductStatus, StockChanged } from '../../domain/catalogue/merchandise-product';
import type { ProductListPage, ProductListQuery } from '../../domain/catalogue/admin-product-list';
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

/** One line of the recent imports (issue 39): the job without its problems, counted. */
export type ImportSummary = Omit<ImportJob, 'problems'> & { problemCount: number; createdAt: string; finishedAt: string | null };

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

/**
 * `version` (issue 39): the product's version the change was read at (sent as If-Match): the shop
 * then makes it only while nobody else changed the product meanwhile, and answers 409 otherwise.
 * Left out: the change is made whatever the version (the command line's scripts).
 */
export interface MerchandiseApi {
  show(key: string): Promise<MerchandiseProduct>;
  /** The back office's list: filtered, sorted and paged by the shop. */
  list(query: ProductListQuery): Promise<ProductListPage>;
  /** Names, descriptions (by language) and labels. */
  edit(key: string, edit: ProductEdit, version?: number): Promise<MerchandiseProduct>;
  setPrice(key: string, country: PriceCountry, change: PriceChange, version?: number): Promise<MerchandiseProduct>;
  changeStock(key: string, sku: string, change: StockChangeBody, version?: number): Promise<StockChanged>;
  setStatus(key: string, status: ProductStatus, version?: number): Promise<MerchandiseProduct>;
  setOutletOnly(key: string, outletOnly: boolean, version?: number): Promise<MerchandiseProduct>;
  /** `position`: 1-based, where the photo goes (left out: last). */
  addPicture(key: string, picture: PictureUpload, position?: number, version?: number): Promise<MerchandiseProduct>;
  removePicture(key: string, position: number, version?: number): Promise<MerchandiseProduct>;
  /** `order`: the current positions in the new order, each once. */
  orderPictures(key: string, order: number[], version?: number): Promise<MerchandiseProduct>;
  /** The newest imports first. */
  recentImports(page: number, pageSize: number): Promise<{ items: ImportSummary[]; total: number }>;
  /** `fileName`: how the shop names the file in its problems (`stock.csv:12: …`). */
  importFeed(kind: FeedKind, csv: string, fileName: string): Promise<FeedCounts>;
  startImport(archive: BundleArchive, options: { dryRun: boolean; archiveMissing: boolean }): Promise<ImportJob>;
  importJob(id: string): Promise<ImportJob>;
  /** The catalogue as a tar.gz bundle, read as it arrives. */
  exportCatalogue(): Promise<AsyncIterable<Uint8Array>>;
}

export const MERCHANDISE_API = token<MerchandiseApi>('MerchandiseApi');
