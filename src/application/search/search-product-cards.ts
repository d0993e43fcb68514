import { productCardFromHit, type ProductCard } from '../../domain/catalogue/product-card';
import { STORES } from '../../domain/store/stores';
import type { RequestContext } from '../ports/request-context';
import type { SearchIndex } from '../ports/search-index';

/**
 * Thumbnails of chosen products (home highlights) in one search-index call instead of one
 * product call each. Products the store does not sell are absent from the map. Failures throw.
 */
export class SearchProductCards {
  constructor(
    private readonly index: SearchIndex,
    private readonly context: RequestContext,
  ) {}

  async cards(ids: readonly number[]): Promise<Map<number, ProductCard>> {
    const hits = await this.index.products(ids);
    const store = STORES[this.context.storeId];
    const cards = new Map<number, ProductCard>();
    hits.forEach((hit, position) => {
      if (hit) cards.set(ids[position], productCardFromHit(hit, store, this.context.locale));
    });
    return cards;
  }
}
