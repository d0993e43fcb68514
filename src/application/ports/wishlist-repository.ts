import type { Wishlist } from '../../domain/wishlist/wishlist';
import { token } from './token';

/**
 * The favourites state of one visit. Only the product hearted while signed out needs to outlive
 * the page (it is added after the sign-in, which may come back through a redirect).
 */
export interface WishlistRepository {
  load(): Wishlist;
  save(wishlist: Wishlist): void;
}

export const WISHLIST_REPOSITORY = token<WishlistRepository>('WishlistRepository');
