/**
 * The product editor's state (issue 39): the product as last read, the merchant's drafts of its
 * texts and labels, and every change sent at the version the editor holds, so that a change made
 * meanwhile by someone else is told (`conflict`) instead of overwritten; `load()` reads it again.
 * The use cases come from the back office's container; the view only calls these actions.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { MerchandiseProduct, ProductEdit, ProductStatus } from '../../../domain/catalogue/merchandise-product';
import type { MarketLabelClass, ProductLabel } from '../../../domain/catalogue/product';
import { LOCALE_CODES, type LocaleCode } from '../../../domain/store/locales';
import { isChangedMeanwhile, type ProductResult, type Invalid, type StockResult } from '../../../application/merchandise/merchandise-product';
import type { PictureUpload } from '../../../application/ports/merchandise-api';
import type { TypedEdit } from '../../../application/merchandise/product-catalogue';

/** The use cases the editor drives (the container's, or fakes in tests). */
export interface ProductEditorUseCases {
  show: { execute(key: string): Promise<ProductResult> };
  edit: { execute(input: TypedEdit): Promise<ProductResult | Invalid> };
  setPrice: { execute(input: { key: string; country: string; price: string; originalPrice?: string; version?: number }): Promise<ProductResult | Invalid> };
  changeStock: { execute(input: { key: string; sku: string; value: string; version?: number }): Promise<StockResult | Invalid> };
  setStatus: { execute(key: string, status: ProductStatus, version?: number): Promise<ProductResult> };
  addPicture: { execute(input: { key: string; picture: PictureUpload; version?: number }): Promise<ProductResult | Invalid> };
  removePicture: { execute(key: string, typed: string, version?: number): Promise<ProductResult | Invalid> };
  orderPictures: { execute(key: string, typed: string[], version?: number): Promise<ProductResult | Invalid> };
}

export type TextDrafts = Record<LocaleCode, { name: string; description: string }>;

/** The 1-based positions of `count` pictures once the one at `from` went to `to` (0-based), as the shop takes an order. */
export function movedOrder(count: number, from: number, to: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index + 1);
  if (from < 0 || from >= count || to < 0 || to >= count || from === to) return order;
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved);
  return order;
}

const draftsOf = (product: MerchandiseProduct): TextDrafts =>
  Object.fromEntries(LOCALE_CODES.map((locale) => [locale, { name: product.texts[locale]?.name ?? '', description: product.texts[locale]?.description ?? '' }])) as TextDrafts;

type Outcome = ProductResult | Invalid | StockResult;

export class ProductEditorStore {
  product: MerchandiseProduct | null = null;
  state: 'loading' | 'ready' | 'missing' | 'forbidden' | 'failed' = 'loading';
  /** Someone else changed the product since it was read: nothing was written; reload. */
  conflict = false;
  busy = false;
  /** The shop's or the rule's words for the last refused change. */
  error: string | null = null;
  /** What the last change did, for the live region ('saved', 'price', 'stock', 'pictures', 'status'). */
  saved: string | null = null;
  texts: TextDrafts = draftsOf({ texts: {} } as MerchandiseProduct);
  label: ProductLabel | null = null;
  marketLabels: MarketLabelClass[] = [];

  constructor(private readonly useCases: ProductEditorUseCases, readonly key: string) {
    makeAutoObservable<ProductEditorStore, 'useCases'>(this, { useCases: false, key: false });
  }

  get version(): number | undefined {
    return this.product?.version;
  }

  /** Whether the drafts differ from the product as read. */
  get textsChanged(): boolean {
    const product = this.product;
    if (!product) return false;
    const read = draftsOf(product);
    return LOCALE_CODES.some((locale) => read[locale].name !== this.texts[locale].name || read[locale].description !== this.texts[locale].description)
      || this.label !== product.label || [...this.marketLabels].sort().join() !== [...product.marketLabels].sort().join();
  }

  async load(): Promise<void> {
    this.state = this.product ? this.state : 'loading';
    const result = await this.useCases.show.execute(this.key);
    runInAction(() => {
      if (result.kind === 'done') {
        this.take(result.product);
        this.conflict = false;
        this.error = null;
        this.state = 'ready';
      } else this.state = result.kind === 'not-found' ? 'missing' : result.kind === 'forbidden' ? 'forbidden' : 'failed';
    });
  }

  setText(locale: LocaleCode, field: 'name' | 'description', value: string): void {
    this.texts = { ...this.texts, [locale]: { ...this.texts[locale], [field]: value } };
  }

  setLabel(label: ProductLabel | null): void {
    this.label = label;
  }

  toggleMarketLabel(label: MarketLabelClass): void {
    this.marketLabels = this.marketLabels.includes(label) ? this.marketLabels.filter((each) => each !== label) : [...this.marketLabels, label];
  }

  /** The drafts that changed, sent at the version read. */
  saveTexts(): Promise<void> {
    const product = this.product;
    if (!product) return Promise.resolve();
    const read = draftsOf(product);
    const texts: NonNullable<ProductEdit['texts']> = {};
    for (const locale of LOCALE_CODES) {
      const draft = this.texts[locale];
      const change = { ...(draft.name !== read[locale].name ? { name: draft.name } : {}), ...(draft.description !== read[locale].description ? { description: draft.description } : {}) };
      if (Object.keys(change).length > 0) texts[locale] = change;
    }
    const labelChanged = this.label !== product.label;
    const marketChanged = [...this.marketLabels].sort().join() !== [...product.marketLabels].sort().join();
    return this.send('saved', () => this.useCases.edit.execute({
      key: this.key, texts, version: product.version,
      ...(labelChanged ? { label: this.label ?? 'none' } : {}),
      ...(marketChanged ? { marketLabels: this.marketLabels.length > 0 ? this.marketLabels.join(',') : 'none' } : {}),
    }));
  }

  setPrice(country: string, price: string, originalPrice?: string): Promise<void> {
    return this.send('price', () => this.useCases.setPrice.execute({ key: this.key, country, price, originalPrice: originalPrice?.trim() ? originalPrice : undefined, version: this.version }));
  }

  setStock(sku: string, value: string): Promise<void> {
    return this.send('stock', () => this.useCases.changeStock.execute({ key: this.key, sku, value, version: this.version }));
  }

  setStatus(status: ProductStatus): Promise<void> {
    return this.send('status', () => this.useCases.setStatus.execute(this.key, status, this.version));
  }

  /** The picture at `from` put at `to` (0-based): by dragging, or by the move buttons. */
  movePicture(from: number, to: number): Promise<void> {
    const count = this.product?.pictures.length ?? 0;
    if (from === to || to < 0 || to >= count) return Promise.resolve();
    return this.send('pictures', () => this.useCases.orderPictures.execute(this.key, movedOrder(count, from, to).map(String), this.version));
  }

  removePicture(index: number): Promise<void> {
    return this.send('pictures', () => this.useCases.removePicture.execute(this.key, String(index + 1), this.version));
  }

  /** Photos dropped or chosen, added last one after the other; the first refused stops the rest. */
  async addPictures(files: PictureUpload[]): Promise<void> {
    for (const picture of files) {
      await this.send('pictures', () => this.useCases.addPicture.execute({ key: this.key, picture, version: this.version }));
      if (this.error || this.conflict) return;
    }
  }

  private take(product: MerchandiseProduct): void {
    this.product = product;
    this.texts = draftsOf(product);
    this.label = product.label;
    this.marketLabels = [...product.marketLabels];
  }

  private async send(what: string, call: () => Promise<Outcome>): Promise<void> {
    if (this.busy || !this.product) return;
    this.busy = true;
    this.error = null;
    this.saved = null;
    try {
      const result = await call();
      runInAction(() => this.apply(what, result));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private apply(what: string, result: Outcome): void {
    if (result.kind === 'done') {
      if ('product' in result) this.take(result.product);
      else if (this.product) {
        const change = result.change;
        this.product = { ...this.product, version: change.version, sizes: this.product.sizes.map((size) => (size.sku === change.sku ? { ...size, stock: change.stock } : size)) };
      }
      this.saved = what;
      return;
    }
    if (isChangedMeanwhile(result)) {
      this.conflict = true;
      return;
    }
    this.error = result.kind === 'invalid' || result.kind === 'refused' || result.kind === 'forbidden' ? result.message : result.kind;
  }
}
