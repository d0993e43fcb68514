import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ProductDetail } from '../../domain/catalogue/product';
import type { ProductServices } from '../product/product-services';
import type { WishlistStore } from './wishlist-store';

export interface WishlistItem {
  productId: number;
  /** undefined while loading; null when the shop no longer sells it. */
  product: ProductDetail | null | undefined;
}

/**
 * The favourites page: the wished products' details (prices and sizes of this store), fetched
 * for the ids the WishlistStore holds, so each can go to the basket in a size.
 */
export class WishlistPageStore {
  private readonly details = observable.map<number, ProductDetail | null>();
  private readonly asked = new Set<number>();

  constructor(private readonly deps: { wishlist: WishlistStore; product: Pick<ProductServices, 'getProduct'> }) {
    makeAutoObservable<WishlistPageStore, 'deps' | 'asked' | 'details'>(this, { deps: false, asked: false, details: false }, { autoBind: true });
  }

  /** Newest favourite first. */
  get items(): WishlistItem[] {
    return [...this.deps.wishlist.productIds].reverse().map((productId) => ({ productId, product: this.details.get(productId) }));
  }

  /** Fetches the details not asked for yet (called whenever the list changes). */
  async fetchMissing(): Promise<void> {
    const missing = this.deps.wishlist.productIds.filter((id) => !this.asked.has(id));
    missing.forEach((id) => this.asked.add(id));
    await Promise.all(
      missing.map(async (id) => {
        try {
          const found = await this.deps.product.getProduct(id);
          runInAction(() => this.details.set(id, found.kind === 'found' ? found.product.product : null));
        } catch (error) {
          console.error('[boutique] Unable to fetch a wished product:', error);
          this.asked.delete(id);
          runInAction(() => this.details.set(id, null));
        }
      }),
    );
  }
}
