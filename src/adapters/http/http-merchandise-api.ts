/** `/admin/catalogue/*` (imports, export), `/admin/products…` and the daily feeds (`/admin/stock/imports`, `/admin/prices/imports`) through the shop's API client. */
import type { PriceCountry } from '../../domain/catalogue/catalogue-bundle';
import type { FeedCounts, MerchandiseProduct, ProductEdit, ProductStatus, StockChanged } from '../../domain/catalogue/merchandise-product';
import type { ProductListPage, ProductListQuery } from '../../domain/catalogue/admin-product-list';
import { entityTagOf } from '../../domain/catalogue/product-version';
import type { BundleArchive, FeedKind, ImportJob, ImportSummary, MerchandiseApi, PictureUpload, PriceChange, StockChangeBody } from '../../application/ports/merchandise-api';
import type { HttpApiClient, RequestOptions } from './api-client';

/** An upload of hundreds of megabytes takes longer than an answer. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

const product = (key: string) => `admin/products/${encodeURIComponent(key)}`;

/** The version a change was read at, as If-Match; none: the change is made whatever the version. */
const ifMatch = (version: number | undefined): RequestOptions => (version === undefined ? {} : { headers: { 'If-Match': entityTagOf(version) } });

export class HttpMerchandiseApi implements MerchandiseApi {
  constructor(private readonly client: HttpApiClient) {}

  show(key: string): Promise<MerchandiseProduct> {
    return this.client.get(product(key));
  }

  list(query: ProductListQuery): Promise<ProductListPage> {
    const { q, brand, category, stock, status, sort, dir, page, pageSize } = query;
    const searchParams = Object.fromEntries(Object.entries({ q, brand, category, stock, status, sort, dir, page, pageSize }).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
    return this.client.get('admin/products', { searchParams });
  }

  edit(key: string, edit: ProductEdit, version?: number): Promise<MerchandiseProduct> {
    return this.client.patch(product(key), edit, ifMatch(version));
  }

  setPrice(key: string, country: PriceCountry, change: PriceChange, version?: number): Promise<MerchandiseProduct> {
    return this.client.put(`${product(key)}/prices/${country}`, change, ifMatch(version));
  }

  changeStock(key: string, sku: string, change: StockChangeBody, version?: number): Promise<StockChanged> {
    return this.client.patch(`${product(key)}/sizes/${encodeURIComponent(sku)}/stock`, change, ifMatch(version));
  }

  setStatus(key: string, status: ProductStatus, version?: number): Promise<MerchandiseProduct> {
    return this.client.post(`${product(key)}/${status === 'archived' ? 'archive' : 'publish'}`, {}, ifMatch(version));
  }

  setOutletOnly(key: string, outletOnly: boolean, version?: number): Promise<MerchandiseProduct> {
    return this.client.put(`${product(key)}/outlet-only`, { outletOnly }, ifMatch(version));
  }

  addPicture(key: string, picture: PictureUpload, position?: number, version?: number): Promise<MerchandiseProduct> {
    return this.client.request('POST', `${product(key)}/pictures`, {
      searchParams: { name: picture.name, ...(position === undefined ? {} : { position }) },
      // What the photo is, the shop reads from its bytes.
      headers: { 'Content-Type': 'application/octet-stream', ...ifMatch(version).headers },
      body: picture.bytes,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  }

  removePicture(key: string, position: number, version?: number): Promise<MerchandiseProduct> {
    return this.client.delete(`${product(key)}/pictures/${position}`, ifMatch(version));
  }

  orderPictures(key: string, order: number[], version?: number): Promise<MerchandiseProduct> {
    return this.client.put(`${product(key)}/pictures/order`, { order }, ifMatch(version));
  }

  recentImports(page: number, pageSize: number): Promise<{ items: ImportSummary[]; total: number }> {
    return this.client.get('admin/catalogue/imports', { searchParams: { page, pageSize } });
  }

  importFeed(kind: FeedKind, csv: string, fileName: string): Promise<FeedCounts> {
    return this.client.request('POST', `admin/${kind}/imports`, { text: csv, headers: { 'Content-Type': 'text/csv; charset=utf-8' }, searchParams: { file: fileName } });
  }

  startImport(archive: BundleArchive, options: { dryRun: boolean; archiveMissing: boolean }): Promise<ImportJob> {
    return this.client.request<ImportJob>('POST', 'admin/catalogue/imports', {
      searchParams: { dryRun: options.dryRun, archiveMissing: options.archiveMissing, name: archive.fileName },
      headers: { 'Content-Type': archive.kind === 'zip' ? 'application/zip' : 'application/gzip' },
      body: archive.bytes,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  }

  importJob(id: string): Promise<ImportJob> {
    return this.client.get<ImportJob>(`admin/catalogue/imports/${encodeURIComponent(id)}`);
  }

  async exportCatalogue(): Promise<AsyncIterable<Uint8Array>> {
    const response = await this.client.raw('GET', 'admin/catalogue/export', { headers: { Accept: 'application/gzip' }, timeoutMs: UPLOAD_TIMEOUT_MS });
    if (!response.body) throw new Error('The shop sent an empty export');
    return response.body;
  }
}
