import { productCardFromHit, type ProductCard } from '../../domain/catalogue/product-card';
import { STORES } from '../../domain/store/stores';
import type { RequestContext } from '../ports/request-context';
import type { SearchIndex } from '../ports/search-index';
import type { TopSellers } from '../ports/top-sellers';

/** The store's best sellers from the search index's top-sales sort (SPEC §7), as thumbnails priced for the store. Failures throw. */
export class SearchTopSellers implements TopSellers {
  constructor(
    private readonly index: SearchIndex,
    private readonly context: RequestContext,
  ) {}

  async topSellers(limit: number): Promise<ProductCard[]> {
    const hits = await this.index.topSales(limit);
    const store = STORES[this.context.storeId];
    return hits.map((hit) => productCardFromHit(hit, store, this.context.locale));
  }
}
