/**
 * The merchant's catalogue in memory (issue 39): a few products with versions, enough of the
 * shop's rules to test the use cases and the back office's stores without a shop — the list's
 * filters, sorts and paging, the 409 of a change made at a version someone else moved on, the
 * 404 of an unknown key. `changeBehindYourBack(key)` is the colleague who edits meanwhile.
 */
import { ApiError } from '../../application/ports/api-error';
import type { FeedKind, ImportJob, ImportSummary, MerchandiseApi, PictureUpload, PriceChange, StockChangeBody } from '../../application/ports/merchandise-api';
import type { PriceCountry } from '../../domain/catalogue/catalogue-bundle';
import { stockClassOf, type ProductListItem, type ProductListPage, type ProductListQuery } from '../../domain/catalogue/admin-product-list';
import type { FeedCounts, MerchandiseProduct, ProductEdit, ProductStatus, StockChanged } from '../../domain/catalogue/merchandise-product';

const CHANGED_MEANWHILE = 'Someone else changed this product since you opened it: reload it to see their changes, then make yours again.';

export function merchandiseProductFixture(key: string, overrides: Partial<MerchandiseProduct> = {}): MerchandiseProduct {
  const id = Number(key.replace(/\D/g, '')) || 1;
  return {
    key, id, modelKey: null, brand: 'Riviera Club', status: 'published', publishAt: null, unpublishAt: null, outletOnly: false,
    texts: { fr: { name: `Produit ${key}`, slug: `produit-${id}`, description: '' }, en: { name: `Product ${key}`, slug: `product-${id}`, description: '' } },
    prices: [{ country: 'fr', price: 49.9, originalPrice: null }],
    sizes: [{ sku: `${key}-M`, gtin: null, size: 'M', stock: 5, productSizeId: id * 10 }, { sku: `${key}-L`, gtin: null, size: 'L', stock: 1, productSizeId: id * 10 + 1 }],
    pictures: [`/media/originals/${key}-1.jpg`, `/media/originals/${key}-2.jpg`, `/media/originals/${key}-3.jpg`],
    watermark: null, label: null, marketLabels: [], version: 1,
    ...overrides,
  };
}

export class InMemoryMerchandiseApi implements MerchandiseApi {
  readonly products = new Map<string, MerchandiseProduct>();
  readonly imports: ImportSummary[] = [];
  /** Every call, for tests that look at what was sent: [method, key, version]. */
  readonly calls: [string, string, number | undefined][] = [];

  constructor(products: MerchandiseProduct[] = []) {
    for (const product of products) this.products.set(product.key, product);
  }

  /** A colleague's change: the product's version moves on. */
  changeBehindYourBack(key: string): void {
    const product = this.found(key);
    this.products.set(key, { ...product, version: product.version + 1 });
  }

  private found(key: string): MerchandiseProduct {
    const product = this.products.get(key) ?? [...this.products.values()].find((each) => String(each.id) === key);
    if (!product) throw new ApiError(404, 'No product has this key.');
    return product;
  }

  private async change(method: string, key: string, version: number | undefined, apply: (product: MerchandiseProduct) => MerchandiseProduct): Promise<MerchandiseProduct> {
    this.calls.push([method, key, version]);
    const product = this.found(key);
    if (version !== undefined && version !== product.version) throw new ApiError(409, CHANGED_MEANWHILE);
    const changed = { ...apply(product), version: product.version + 1 };
    this.products.set(product.key, changed);
    return structuredClone(changed);
  }

  async show(key: string): Promise<MerchandiseProduct> {
    return structuredClone(this.found(key));
  }

  async list(query: ProductListQuery): Promise<ProductListPage> {
    const items: ProductListItem[] = [...this.products.values()].map((product) => ({
      key: product.key, id: product.id, name: product.texts.fr?.name ?? product.key, brand: product.brand, brandSlug: product.brand.toLowerCase().replace(/\s+/g, '-'),
      category: 'none', status: product.status, stockClass: stockClassOf(product.sizes.map((size) => size.stock)),
      stock: product.sizes.reduce((sum, size) => sum + size.stock, 0), sizes: product.sizes.length,
      price: product.prices.find((price) => price.country === 'fr')?.price ?? null, picture: product.pictures[0] ?? null, version: product.version,
    }));
    const q = query.q?.toLowerCase();
    const kept = items.filter((item) => (!q || item.key.toLowerCase().includes(q) || item.name.toLowerCase().includes(q))
      && (!query.brand || item.brandSlug === query.brand) && (!query.stock || item.stockClass === query.stock) && (!query.status || item.status === query.status));
    const value = (item: ProductListItem): string | number => (query.sort === 'name' ? item.name : query.sort === 'price' ? item.price ?? 0 : query.sort === 'stock' ? item.stock : query.sort === 'brand' ? item.brand : query.sort === 'key' ? item.key : item.id);
    kept.sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : a.id - b.id) * (query.dir === 'desc' ? -1 : 1));
    const start = (query.page - 1) * query.pageSize;
    return { items: kept.slice(start, start + query.pageSize), total: kept.length };
  }

  edit(key: string, edit: ProductEdit, version?: number): Promise<MerchandiseProduct> {
    return this.change('edit', key, version, (product) => {
      const texts = { ...product.texts };
      for (const [locale, text] of Object.entries(edit.texts ?? {})) {
        const current = texts[locale as keyof typeof texts] ?? { name: '', slug: '', description: '' };
        texts[locale as keyof typeof texts] = { ...current, ...(text?.name === undefined ? {} : { name: text.name }), ...(text?.description === undefined ? {} : { description: text.description }) };
      }
      return { ...product, texts, label: edit.label === undefined ? product.label : edit.label, marketLabels: edit.marketLabels ?? product.marketLabels };
    });
  }

  setPrice(key: string, country: PriceCountry, change: PriceChange, version?: number): Promise<MerchandiseProduct> {
    return this.change('setPrice', key, version, (product) => ({
      ...product, prices: [...product.prices.filter((price) => price.country !== country), { country, price: change.price, originalPrice: change.originalPrice }],
    }));
  }

  async changeStock(key: string, sku: string, change: StockChangeBody, version?: number): Promise<StockChanged> {
    const size = this.found(key).sizes.find((each) => each.sku === sku);
    if (!size) throw new ApiError(404, 'This product has no size with this SKU.');
    const stock = 'set' in change ? change.set : Math.max(0, size.stock + change.add);
    const changed = await this.change('changeStock', key, version, (product) => ({ ...product, sizes: product.sizes.map((each) => (each.sku === sku ? { ...each, stock } : each)) }));
    return { key: changed.key, sku, stockBefore: size.stock, stock, alertsSent: 0, version: changed.version };
  }

  setStatus(key: string, status: ProductStatus, version?: number): Promise<MerchandiseProduct> {
    return this.change('setStatus', key, version, (product) => ({ ...product, status }));
  }

  setOutletOnly(key: string, outletOnly: boolean, version?: number): Promise<MerchandiseProduct> {
    return this.change('setOutletOnly', key, version, (product) => ({ ...product, outletOnly }));
  }

  addPicture(key: string, picture: PictureUpload, position?: number, version?: number): Promise<MerchandiseProduct> {
    return this.change('addPicture', key, version, (product) => {
      const pictures = [...product.pictures];
      pictures.splice((position ?? pictures.length + 1) - 1, 0, `/media/originals/${picture.name}`);
      return { ...product, pictures };
    });
  }

  removePicture(key: string, position: number, version?: number): Promise<MerchandiseProduct> {
    return this.change('removePicture', key, version, (product) => ({ ...product, pictures: product.pictures.filter((_path, index) => index !== position - 1) }));
  }

  orderPictures(key: string, order: number[], version?: number): Promise<MerchandiseProduct> {
    return this.change('orderPictures', key, version, (product) => ({ ...product, pictures: order.map((position) => product.pictures[position - 1]) }));
  }

  async recentImports(page: number, pageSize: number): Promise<{ items: ImportSummary[]; total: number }> {
    return { items: this.imports.slice((page - 1) * pageSize, page * pageSize), total: this.imports.length };
  }

  async importFeed(_kind: FeedKind, _csv: string, _fileName: string): Promise<FeedCounts> {
    throw new ApiError(500, 'The in-memory catalogue takes no feed');
  }

  async startImport(): Promise<ImportJob> {
    throw new ApiError(500, 'The in-memory catalogue takes no bundle');
  }

  async importJob(): Promise<ImportJob> {
    throw new ApiError(404, 'No import');
  }

  async exportCatalogue(): Promise<AsyncIterable<Uint8Array>> {
    throw new ApiError(500, 'The in-memory catalogue has no export');
  }
}
