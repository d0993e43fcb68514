import { productCardFromHit, type ProductCard } from '../../domain/catalogue/product-card';
import { listingQuery, type ListingQuery } from '../../domain/search/listing-query';
import { listingProblem, type ListingProblem } from '../../domain/search/listing-validation';
import type { ListingPage } from '../../domain/search/search-results';
import { STORES } from '../../domain/store/stores';
import type { RequestContext } from '../ports/request-context';
import type { SearchIndex } from '../ports/search-index';

export type SearchProductsResult =
  | { kind: 'found'; query: ListingQuery; listing: ListingPage; cards: ProductCard[] }
  | { kind: 'invalid'; problem: ListingProblem };

/**
 * One page of a search or listing for the current store: the query completed with its defaults
 * (first page of 48, the kind's sort) and checked (SPEC §5, §9), then asked of the search index;
 * hits come back as thumbnails priced for the store. A query the shop cannot ask is a value, a
 * failing search service throws (ApiError).
 */
export class SearchProducts {
  constructor(
    private readonly index: SearchIndex,
    private readonly context: RequestContext,
  ) {}

  async execute(input: Partial<ListingQuery> = {}): Promise<SearchProductsResult> {
    const query = listingQuery(input);
    const problem = listingProblem(query);
    if (problem) return { kind: 'invalid', problem };
    const listing = await this.index.search(query);
    const store = STORES[this.context.storeId];
    return { kind: 'found', query, listing, cards: listing.hits.map((hit) => productCardFromHit(hit, store, this.context.locale)) };
  }
}
