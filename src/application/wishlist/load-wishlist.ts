import type { Wishlist } from '../../domain/wishlist/wishlist';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { WishlistApi } from '../ports/wishlist-api';
import type { WishlistRepository } from '../ports/wishlist-repository';
import { SIGNED_OUT, isSignedIn, type SignedOut } from '../auth/signed-in';
import { wishlistFailure, type WishlistFailed } from './wishlist-failure';

export type LoadWishlistResult = { kind: 'loaded'; wishlist: Wishlist } | SignedOut | WishlistFailed;

/** SPEC §4: the favourites are fetched only when signed in, and once (`refresh` to fetch again). */
export class LoadWishlist {
  constructor(
    private readonly api: WishlistApi,
    private readonly tokens: AuthTokenStore,
    private readonly repository: WishlistRepository,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(options: { refresh?: boolean } = {}): Promise<LoadWishlistResult> {
    if (!isSignedIn(this.tokens)) return SIGNED_OUT;
    const current = this.repository.load();
    if (!current.isFirstLoad && !options.refresh) return { kind: 'loaded', wishlist: current };
    try {
      const wishlist = this.repository.load().loaded(await this.api.list());
      this.repository.save(wishlist);
      return { kind: 'loaded', wishlist };
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) return SIGNED_OUT;
      return wishlistFailure(this.errors, error, 'Unable to get the wishlist');
    }
  }
}
