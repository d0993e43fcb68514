import type { Wish } from '../../domain/wishlist/wish';
import type { WishlistApi } from '../../application/ports/wishlist-api';
import { refuse, type InMemoryAccounts, type InMemoryCustomer, type TokenSource } from './in-memory-accounts';

/** `/secure/wishes` of the customer whose access token the store holds. */
export class InMemoryWishlistApi implements WishlistApi {
  constructor(
    private readonly accounts: InMemoryAccounts,
    private readonly tokens: TokenSource,
  ) {}

  async list(): Promise<Wish[]> {
    return this.me().wishes.map((wish) => ({ ...wish }));
  }

  async add(productId: number): Promise<Wish> {
    const me = this.me();
    const products = this.accounts.data.products;
    if (products && !products.includes(productId)) throw refuse(404, 'product-not-found');
    const existing = me.wishes.find((wish) => wish.product === productId);
    if (existing) return { ...existing };
    const wish = { id: this.accounts.id(), product: productId };
    me.wishes.push(wish);
    return { ...wish };
  }

  async remove(wishId: number): Promise<void> {
    const me = this.me();
    const index = me.wishes.findIndex((wish) => wish.id === wishId);
    if (index === -1) throw refuse(404, 'wish-not-found');
    me.wishes.splice(index, 1);
  }

  private me(): InMemoryCustomer {
    this.accounts.fail();
    return this.accounts.signedIn(this.tokens).customer;
  }
}
