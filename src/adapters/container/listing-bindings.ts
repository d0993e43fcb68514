import type { Container } from 'inversify';
import { LoadListingPage } from '../../application/listing/load-listing-page';
import type { CatalogueApi } from '../../application/ports/catalogue-api';
import type { SearchProducts } from '../../application/search/search-products';
import { LOAD_LISTING_PAGE } from './listing-tokens';
import { CATALOGUE_API, SEARCH_PRODUCTS } from './tokens';

/** Listing pages by path (parse service, URL grammar, search). Call after `bindSearch`. */
export function bindListing(container: Container): void {
  container
    .bind(LOAD_LISTING_PAGE)
    .toResolvedValue((api: CatalogueApi, search: SearchProducts) => new LoadListingPage(api, search), [CATALOGUE_API, SEARCH_PRODUCTS]);
}
