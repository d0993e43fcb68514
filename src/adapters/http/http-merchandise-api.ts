/** `/admin/products…` and the daily feeds (`/admin/stock/imports`, `/admin/prices/imports`) through the shop's API client. */
import type { PriceCountry } from '../../domain/catalogue/catalogue-bundle';
import type { FeedCounts, MerchandiseProduct, ProductStatus, StockChanged } from '../../domain/catalogue/merchandise-product';
import type { FeedKind, MerchandiseApi, PriceChange, StockChangeBody } from '../../application/ports/merchandise-api';
import type { HttpApiClient } from './api-client';

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

  importFeed(kind: FeedKind, csv: string, fileName: string): Promise<FeedCounts> {
    return this.client.request('POST', `admin/${kind}/imports`, { text: csv, headers: { 'Content-Type': 'text/csv; charset=utf-8' }, searchParams: { file: fileName } });
  }
}
