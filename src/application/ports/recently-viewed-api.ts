import type { ProductCard } from '../../domain/catalogue/product-card';
import type { RecentView } from '../../domain/catalogue/recently-viewed';
import { token } from './token';

/** A product of the list, as the shop shows it in the store's language. */
export interface RecentlyViewedProduct {
  product: ProductCard;
  /** ISO moment of the latest view. */
  viewedAt: string;
}

/** `/secure/recently-viewed` (issue 38): the signed-in customer's list; 401 signed out, 404 an unknown product. */
export interface RecentlyViewedApi {
  list(): Promise<RecentlyViewedProduct[]>;
  view(productId: number): Promise<void>;
  /** The browser's list joins the account's; answers the merged list. */
  merge(views: readonly RecentView[]): Promise<RecentlyViewedProduct[]>;
  clear(): Promise<void>;
}

export const RECENTLY_VIEWED_API = token<RecentlyViewedApi>('RecentlyViewedApi');

/** A visitor's list, kept in the browser (localStorage) until a sign-in takes it to the account. */
export interface RecentlyViewedRepository {
  load(): RecentView[];
  save(views: readonly RecentView[]): void;
}

export const RECENTLY_VIEWED_REPOSITORY = token<RecentlyViewedRepository>('RecentlyViewedRepository');

/** Cards of chosen products in the store of the page (a visitor's list); products it does not sell are absent. */
export interface ProductCardSource {
  cards(ids: readonly number[]): Promise<Map<number, ProductCard>>;
}

export const PRODUCT_CARD_SOURCE = token<ProductCardSource>('ProductCardSource');
