/** `/admin/catalogue/*` (imports, export), `/admin/products…` and the daily feeds (`/admin/stock/imports`, `/admin/prices/imports`) through the shop's API client. */
import type { PriceCountry } from '../../domain/catalogue/catalogue-bundle';
import type { FeedCounts, MerchandiseProduct, ProductStatus, StockChanged } from '../../domain/catalogue/merchandise-product';
import type { BundleArchive, FeedKind, ImportJob, MerchandiseApi, PictureUpload, PriceChange, StockChangeBody } from '../../application/ports/merchandise-api';
import type { HttpApiClient } from './api-client';

/** An upload of hundreds of megabytes takes longer than an answer. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

const product = (key: string) => `admin/products/${encodeURIComponent(key)}`;

export class HttpMerchandiseApi implements MerchandiseApi {
  constructor(private readonly client: HttpApiClient) {}

  show(key: string): Promise<MerchandiseProduct> {
    return this.client.get(product(key));
  }

  setPrice(key: string, country: PriceCountry, change: PriceChange): Promise<MerchandiseProduct> {
    return this.client.put(`${product(key)}/prices/${country}`, change);
  }

  changeStock(key: string, sku: string, change: StockChangeBody): Promise<StockChanged> {
    return this.client.patch(`${product(key)}/sizes/${encodeURIComponent(sku)}/stock`, change);
  }

  setStatus(key: string, status: ProductStatus): Promise<MerchandiseProduct> {
    return this.client.post(`${product(key)}/${status === 'archived' ? 'archive' : 'publish'}`, {});
  }

  setOutletOnly(key: string, outletOnly: boolean): Promise<MerchandiseProduct> {
    return this.client.put(`${product(key)}/outlet-only`, { outletOnly });
  }

  addPicture(key: string, picture: PictureUpload, position?: number): Promise<MerchandiseProduct> {
    return this.client.request('POST', `${product(key)}/pictures`, {
      searchParams: { name: picture.name, ...(position === undefined ? {} : { position }) },
      // What the photo is, the shop reads from its bytes.
      headers: { 'Content-Type': 'application/octet-stream' },
      body: picture.bytes,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  }

  removePicture(key: string, position: number): Promise<MerchandiseProduct> {
    return this.client.delete(`${product(key)}/pictures/${position}`);
  }

  orderPictures(key: string, order: number[]): Promise<MerchandiseProduct> {
    return this.client.put(`${product(key)}/pictures/order`, { order });
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
