import { makeAutoObservable } from 'mobx';
import type { ProductDetail, ProductSize } from '../../domain/catalogue/product';
import { sizesWithStock, type StockLevel } from '../../domain/catalogue/product-display';

export type SizeChoice = ProductSize & { stock: StockLevel };

/**
 * The product page's own state (SPEC §3 "selectedSize"): the size picked and the picture shown.
 * A product with a single size starts with it picked.
 */
export class ProductStore {
  selectedSizeId: number | null = null;
  pictureIndex = 0;
  readonly sizes: SizeChoice[];

  constructor(readonly product: ProductDetail) {
    this.sizes = sizesWithStock(product.productSizes);
    if (this.sizes.length === 1) this.selectedSizeId = this.sizes[0].productSizeId;
    makeAutoObservable(this, { product: false, sizes: false }, { autoBind: true });
  }

  get selectedSize(): SizeChoice | null {
    return this.sizes.find((size) => size.productSizeId === this.selectedSizeId) ?? null;
  }

  /** A sold-out size asks for its stock-alert form. */
  get showsStockAlert(): boolean {
    return this.selectedSize?.stock === 'sold-out';
  }

  selectSize(productSizeId: number): void {
    if (this.sizes.some((size) => size.productSizeId === productSizeId)) this.selectedSizeId = productSizeId;
  }

  showPicture(index: number): void {
    const count = this.product.pictures.length;
    if (count === 0) return;
    this.pictureIndex = ((index % count) + count) % count;
  }
}
