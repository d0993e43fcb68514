import type { AddPendingWishAfterLogin } from '../../application/wishlist/add-pending-wish-after-login';
import type { LoadWishlist } from '../../application/wishlist/load-wishlist';
import type { ToggleWish } from '../../application/wishlist/toggle-wish';

/** The favourites use cases the WishlistStore drives. */
export interface WishlistUseCases {
  load: LoadWishlist;
  toggle: ToggleWish;
  addPending: AddPendingWishAfterLogin;
}

export interface WishlistServices {
  /** Browser only: the server renders every heart empty (pages stay the same for everyone). */
  useCases(): Promise<WishlistUseCases>;
}
