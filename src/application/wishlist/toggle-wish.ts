import type { Wish } from '../../domain/wishlist/wish';
import type { Wishlist } from '../../domain/wishlist/wishlist';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { WishlistApi } from '../ports/wishlist-api';
import type { WishlistRepository } from '../ports/wishlist-repository';
import { isSignedIn, type SignedOut } from '../auth/signed-in';
import type { LoadWishlist } from './load-wishlist';
import { wishlistFailure, type WishlistFailed } from './wishlist-failure';

/** A heart click toggles; the CLI's `wishlist add` / `remove` ask for one direction only. */
export type WishMode = 'toggle' | 'add' | 'remove';

export type ToggleWishResult =
  | { kind: 'added'; wish: Wish; wishlist: Wishlist }
  | { kind: 'removed'; wishlist: Wishlist }
  | { kind: 'already-there'; wishlist: Wishlist }
  | { kind: 'not-there'; wishlist: Wishlist }
  /** SPEC §4: signed out, the product is remembered and the connect modal opens (`wishlist-connect`). */
  | { kind: 'connect-required'; productId: number }
  | { kind: 'product-not-found'; message: string }
  | SignedOut
  | WishlistFailed;

/**
 * SPEC §4 heart click: signed out → remember the product and ask to connect; signed in → add it,
 * or remove it when it is already a favourite. `productToAdd` marks the call in flight (loading).
 */
export class ToggleWish {
  constructor(
    private readonly api: WishlistApi,
    private readonly tokens: AuthTokenStore,
    private readonly repository: WishlistRepository,
    private readonly load: LoadWishlist,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(productId: number, mode: WishMode = 'toggle'): Promise<ToggleWishResult> {
    if (!isSignedIn(this.tokens)) return mode === 'remove' ? { kind: 'signed-out' } : this.askToConnect(productId);
    const loaded = await this.load.execute();
    if (loaded.kind === 'signed-out') return mode === 'remove' ? loaded : this.askToConnect(productId);
    if (loaded.kind === 'failed') return loaded;
    const wish = loaded.wishlist.wishFor(productId);
    if (wish && mode === 'add') return { kind: 'already-there', wishlist: loaded.wishlist };
    if (!wish && mode === 'remove') return { kind: 'not-there', wishlist: loaded.wishlist };
    this.repository.save(loaded.wishlist.adding(productId));
    try {
      return wish ? await this.remove(wish) : await this.add(productId);
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) return mode === 'remove' ? { kind: 'signed-out' } : this.askToConnect(productId);
      if (isApiError(error) && error.isNotFound && !wish) return { kind: 'product-not-found', message: error.message };
      return wishlistFailure(this.errors, error, wish ? 'Unable to remove from wishlist' : 'Unable to add to wishlist');
    } finally {
      this.repository.save(this.repository.load().adding(null));
    }
  }

  private async add(productId: number): Promise<ToggleWishResult> {
    const wish = await this.api.add(productId);
    const wishlist = this.repository.load().add(wish);
    this.repository.save(wishlist);
    return { kind: 'added', wish, wishlist: wishlist.adding(null) };
  }

  private async remove(wish: Wish): Promise<ToggleWishResult> {
    try {
      await this.api.remove(wish.id);
    } catch (error) {
      // Already gone (removed from another device): the heart is empty either way.
      if (!isApiError(error) || !error.isNotFound) throw error;
    }
    const wishlist = this.repository.load().remove(wish.id);
    this.repository.save(wishlist);
    return { kind: 'removed', wishlist: wishlist.adding(null) };
  }

  private askToConnect(productId: number): ToggleWishResult {
    this.repository.save(this.repository.load().rememberForAfterLogin(productId));
    return { kind: 'connect-required', productId };
  }
}
