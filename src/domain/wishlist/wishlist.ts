import type { Wish } from './wish';

export interface WishlistState {
  products: readonly Wish[];
  /** True until the first list has been loaded (SPEC §4 "first load happens once"). */
  isFirstLoad: boolean;
  /** The product whose heart is being added or removed now (the loading indicator). */
  productToAdd: number | null;
  /** The product an anonymous shopper hearted, to add once they sign in or subscribe. */
  productToAddAfterLoginOrSubscribe: number | null;
}

/**
 * SPEC §3 "Wishlist state" and §4 "Wishlist", immutable: every change gives a new list (fits a
 * MobX `observable.ref`).
 */
export class Wishlist implements WishlistState {
  private constructor(
    readonly products: readonly Wish[],
    readonly isFirstLoad: boolean,
    readonly productToAdd: number | null,
    readonly productToAddAfterLoginOrSubscribe: number | null,
  ) {}

  static empty(): Wishlist {
    return new Wishlist([], true, null, null);
  }

  static from(state: Partial<WishlistState>): Wishlist {
    return new Wishlist(dedupe(state.products ?? []), state.isFirstLoad ?? true, state.productToAdd ?? null, state.productToAddAfterLoginOrSubscribe ?? null);
  }

  get count(): number {
    return this.products.length;
  }

  get productIds(): number[] {
    return this.products.map((wish) => wish.product);
  }

  has(productId: number): boolean {
    return this.products.some((wish) => wish.product === productId);
  }

  wishFor(productId: number): Wish | undefined {
    return this.products.find((wish) => wish.product === productId);
  }

  /** The first load sets the products once; later loads are refreshes of the same list. */
  loaded(wishes: readonly Wish[]): Wishlist {
    return new Wishlist(dedupe(wishes), false, this.productToAdd, this.productToAddAfterLoginOrSubscribe);
  }

  /** SPEC §4: adding a product already present is ignored. */
  add(wish: Wish): Wishlist {
    if (this.has(wish.product)) return this;
    return new Wishlist([...this.products, { id: wish.id, product: wish.product }], this.isFirstLoad, this.productToAdd, this.productToAddAfterLoginOrSubscribe);
  }

  /** SPEC §4: remove is by wish id. */
  remove(wishId: number): Wishlist {
    if (!this.products.some((wish) => wish.id === wishId)) return this;
    return new Wishlist(this.products.filter((wish) => wish.id !== wishId), this.isFirstLoad, this.productToAdd, this.productToAddAfterLoginOrSubscribe);
  }

  /** SPEC §4: clearing resets everything and the next load is a first load again. */
  clear(): Wishlist {
    return Wishlist.empty();
  }

  adding(productId: number | null): Wishlist {
    return new Wishlist(this.products, this.isFirstLoad, productId, this.productToAddAfterLoginOrSubscribe);
  }

  /** An anonymous heart: kept until the shopper signs in or subscribes. */
  rememberForAfterLogin(productId: number): Wishlist {
    return new Wishlist(this.products, this.isFirstLoad, this.productToAdd, productId);
  }

  forgetPending(): Wishlist {
    return new Wishlist(this.products, this.isFirstLoad, this.productToAdd, null);
  }

  toState(): WishlistState {
    return {
      products: this.products.map((wish) => ({ ...wish })),
      isFirstLoad: this.isFirstLoad,
      productToAdd: this.productToAdd,
      productToAddAfterLoginOrSubscribe: this.productToAddAfterLoginOrSubscribe,
    };
  }
}

function dedupe(wishes: readonly Wish[]): Wish[] {
  const seen = new Set<number>();
  return wishes.filter((wish) => !seen.has(wish.product) && seen.add(wish.product)).map((wish) => ({ id: wish.id, product: wish.product }));
}
