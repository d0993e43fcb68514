import type { Wish } from '../../domain/wishlist/wish';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { WishlistApi } from '../ports/wishlist-api';
import type { WishlistRepository } from '../ports/wishlist-repository';
import { SIGNED_OUT, isSignedIn, type SignedOut } from '../auth/signed-in';
import type { LoadWishlist } from './load-wishlist';
import { wishlistFailure, type WishlistFailed } from './wishlist-failure';

export type AddPendingWishResult =
  | { kind: 'added'; wish: Wish }
  | { kind: 'already-there'; productId: number }
  | { kind: 'nothing-pending' }
  | { kind: 'product-not-found'; productId: number; message: string }
  | SignedOut
  | WishlistFailed;

/**
 * After a sign-in or a registration, the product hearted while signed out joins the favourites
 * (SPEC §3 `productToAddAfterLoginOrSubscribe`). A failure keeps it for the next sign-in.
 */
export class AddPendingWishAfterLogin {
  constructor(
    private readonly api: WishlistApi,
    private readonly tokens: AuthTokenStore,
    private readonly repository: WishlistRepository,
    private readonly load: LoadWishlist,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(): Promise<AddPendingWishResult> {
    const productId = this.repository.load().productToAddAfterLoginOrSubscribe;
    if (productId === null) return { kind: 'nothing-pending' };
    if (!isSignedIn(this.tokens)) return SIGNED_OUT;
    const loaded = await this.load.execute();
    if (loaded.kind !== 'loaded') return loaded;
    if (loaded.wishlist.has(productId)) {
      this.repository.save(loaded.wishlist.forgetPending());
      return { kind: 'already-there', productId };
    }
    try {
      const wish = await this.api.add(productId);
      this.repository.save(this.repository.load().add(wish).forgetPending());
      return { kind: 'added', wish };
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) return SIGNED_OUT;
      if (isApiError(error) && error.isNotFound) {
        this.repository.save(this.repository.load().forgetPending());
        return { kind: 'product-not-found', productId, message: error.message };
      }
      return wishlistFailure(this.errors, error, 'Unable to add the pending wish');
    }
  }
}
