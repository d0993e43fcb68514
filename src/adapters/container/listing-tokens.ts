/** Typed tokens of the listing use cases (bound in listing-bindings.ts). */
import type { LoadListingPage } from '../../application/listing/load-listing-page';
import { token } from '../../application/ports/token';

export const LOAD_LISTING_PAGE = token<LoadListingPage>('LoadListingPage');
