import type { KeyValueStorage } from '../../application/ports/key-value-storage';
import type { SearchProductsResult } from '../../application/search/search-products';
import type { SuggestSearchResult } from '../../application/search/suggest-search';
import type { FacetNames } from '../../domain/listing/facet-names';
import type { ListingQuery } from '../../domain/search/listing-query';
import type { ListingColours } from '../../domain/catalogue/colour-family';

/** Browsing by search: listing and search pages, the header's suggestions and its recent searches. */
export interface SearchServices {
  searchListing(query: ListingQuery): Promise<SearchProductsResult>;
  /** What the facet values are called in the store's language. */
  facetNames(): Promise<FacetNames>;
  /** The colour swatches of listed products (issue 38). */
  listingColours?(productIds: number[]): Promise<ListingColours[]>;
  suggestSearch(text: string): Promise<SuggestSearchResult>;
  /** Where the recent searches are kept: browser storage; memory on the server. */
  storage(): Promise<KeyValueStorage>;
}
