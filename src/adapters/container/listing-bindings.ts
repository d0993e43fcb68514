import type { Container } from 'inversify';
import { LoadListingPage } from '../../application/listing/load-listing-page';
import { CATALOGUE_API } from '../../application/ports/catalogue-api';
import { bindFactory } from './bind';
import { LOAD_LISTING_PAGE } from './listing-tokens';
import { SEARCH_PRODUCTS } from './search-tokens';
import { CHECK_OUTLET_ACCESS } from './newsletter-tokens';

/** Listing pages by path (parse service, URL grammar, search; the outlet check on outlet listings). */
export function bindListing(container: Container): void {
  bindFactory(container, LOAD_LISTING_PAGE, (api, search, outlet) => new LoadListingPage(api, search, outlet), [CATALOGUE_API, SEARCH_PRODUCTS, CHECK_OUTLET_ACCESS]);
}
