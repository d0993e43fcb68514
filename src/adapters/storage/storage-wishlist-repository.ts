import { Wishlist } from '../../domain/wishlist/wishlist';
import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import type { WishlistRepository } from '../../application/ports/wishlist-repository';

/** The product hearted while signed out, waiting for the sign-in (it may come back through a redirect). */
export const PENDING_WISH_KEY = 'wishlist.productToAddAfterLoginOrSubscribe';

/**
 * The favourites of this page or command live in memory (fetched once per visit, SPEC §4); only
 * the pending anonymous heart is written to storage.
 */
export class StorageWishlistRepository implements WishlistRepository {
  private current: Wishlist | null = null;

  constructor(private readonly storage: KeyValueStorage) {}

  load(): Wishlist {
    this.current ??= this.read();
    return this.current;
  }

  save(wishlist: Wishlist): void {
    this.current = wishlist;
    const pending = wishlist.productToAddAfterLoginOrSubscribe;
    if (pending === null) this.storage.removeItem(PENDING_WISH_KEY);
    else if (this.storage.getItem(PENDING_WISH_KEY) !== String(pending)) this.storage.setItem(PENDING_WISH_KEY, String(pending));
  }

  private read(): Wishlist {
    const pending = Number(this.storage.getItem(PENDING_WISH_KEY));
    return Number.isSafeInteger(pending) && pending > 0 ? Wishlist.empty().rememberForAfterLogin(pending) : Wishlist.empty();
  }
}
