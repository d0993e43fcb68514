import type { ProductCard } from '../../domain/catalogue/product-card';

/**
 * The shop's best sellers, best first (SPEC §7: error-page top sales use 6 hits). The search
 * engine provides them once it is wired; until then the composition roots bind the
 * template-based fallback of `application/shell/template-top-sellers.ts`.
 */
export interface TopSellers {
  topSellers(limit: number): Promise<ProductCard[]>;
}

export const TOP_SELLERS = Symbol.for('TopSellers');
