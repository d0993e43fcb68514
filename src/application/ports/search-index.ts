import type { ProductHit } from '../../domain/catalogue/product';
import type { ListingQuery } from '../../domain/search/listing-query';
import type { ListingPage, SuggestionsAnswer } from '../../domain/search/search-results';
import { token } from './token';

/**
 * The hosted search service of SPEC §7, for the current store (indexes are chosen per store and
 * purpose by the adapter). Listings and header search only see products shown in listings; the
 * outlet listing only outlet products, the others none. Failures throw ApiError; network errors
 * and timeouts are code 0 'Network Error' (SPEC §8).
 */
export interface SearchIndex {
  /** One page of a listing or search (page is 1-based; past the last page, no hits). */
  search(query: ListingQuery): Promise<ListingPage>;
  /** Header search as the shopper types: suggestions and products, `hitsPerPage` of each (15). */
  suggest(text: string, hitsPerPage: number): Promise<SuggestionsAnswer>;
  /** The store's best sellers, best first. */
  topSales(count: number): Promise<ProductHit[]>;
  /** Products by id in one call, in order; null where the store has no such product. */
  products(ids: readonly number[]): Promise<(ProductHit | null)[]>;
}

export const SEARCH_INDEX = token<SearchIndex>('SearchIndex');
