import type { ProductCard } from '../../domain/catalogue/product-card';
import { token } from './token';

/** The shop's best sellers, best first (SPEC §7: error-page top sales use 6 hits). */
export interface TopSellers {
  topSellers(limit: number): Promise<ProductCard[]>;
}

export const TOP_SELLERS = token<TopSellers>('TopSellers');
