import type { Wish } from '../../domain/wishlist/wish';
import { token } from './token';

/** SPEC §7 `/secure/wishes`: 401 signed out, 404 unknown product or wish. */
export interface WishlistApi {
  list(): Promise<Wish[]>;
  /** The existing wish when the product is already there. */
  add(productId: number): Promise<Wish>;
  remove(wishId: number): Promise<void>;
}

export const WISHLIST_API = token<WishlistApi>('WishlistApi');
