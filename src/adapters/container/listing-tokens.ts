/** Typed tokens of the listing use cases (bound in listing-bindings.ts). */
import type { LoadListingPage } from '../../application/listing/load-listing-page';
import type { Token } from './tokens';

// Built here rather than with tokens.ts's `token()`: tokens.ts re-exports this module (see basket-tokens.ts).
const token = <T>(name: string): Token<T> => Symbol.for(name) as Token<T>;

export const LOAD_LISTING_PAGE = token<LoadListingPage>('LoadListingPage');
