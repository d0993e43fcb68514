import type { PageInfo } from '../../domain/catalogue/site';
import { namesOf, type FacetNames } from '../../domain/listing/facet-names';
import { isValueFacet, type FlagFacet, type ValueFacet } from '../../domain/listing/listing-facets';
import type { ProductHit } from '../../domain/catalogue/product';
import type { ListingColours } from '../../domain/catalogue/colour-family';
import { listingPageOf, NO_BASE, toListingQuery, type ListingBase } from '../../domain/listing/listing-search';
import { withResults, type ListingState } from '../../domain/listing/listing-state';
import { parseListingQuery } from '../../domain/listing/listing-url';
import { MAX_FACET_VALUES, type ListingFacet } from '../../domain/search/listing-query';
import type { ListingPage } from '../../domain/search/search-results';
import type { SearchServices } from '../search/search-services';
import { FACET_OF_RESULT } from './listing-links';

/** What a listing page shows, serialised with the server render so the browser hydrates the same. */
export interface ListingData {
  /** Store-relative path of the listing, without its query (the URL grammar adds the state). */
  path: string;
  state: ListingState;
  base: ListingBase;
  hits: ProductHit[];
  nbHits: number;
  facets: ListingPage['facets'];
  /** The names of the facet values shown (and chosen), in the store's language. */
  names: FacetNames;
  /** The colour swatches of the hits that have other colours, by product id (issue 38). */
  colours?: Record<number, ListingColours>;
}

export type ListingLoad = { kind: 'found'; data: ListingData } | { kind: 'not-found' } | { kind: 'no-listing' };

export interface ListingRequest {
  path: string;
  /** The raw query string (`?brands=a~b&page=2`): repeated parameters matter to the grammar. */
  search: string;
  pageInfo: PageInfo | null;
  /** Words of a `/search/{terms}` path, '' elsewhere. */
  searchWords: string | null;
}

/**
 * The listing of a page: the page info says which listing (type and base filters), the URL says
 * the shopper's state (SPEC §9 grammar), the search use case fills it. A URL the grammar refuses,
 * or a page past the last one, is a 404 (SPEC §5).
 */
export async function loadListing(services: Pick<SearchServices, 'searchListing' | 'facetNames' | 'listingColours'>, request: ListingRequest): Promise<ListingLoad> {
  const page = request.searchWords !== null
    ? { type: 'search' as const, base: { ...NO_BASE, query: request.searchWords } }
    : listingPageOf(request.pageInfo);
  if (!page) return { kind: 'no-listing' };
  const reading = parseListingQuery(request.search, { type: page.type, query: request.searchWords ?? undefined });
  if (!reading.ok) return { kind: 'not-found' };
  const [result, allNames] = await Promise.all([services.searchListing(toListingQuery(reading.state, page.base)), facetNamesOrNone(services)]);
  if (result.kind === 'invalid') return { kind: 'not-found' };
  const { listing } = result;
  if (reading.state.page > 0 && reading.state.page >= listing.nbPages) return { kind: 'not-found' };
  const state = withResults(reading.state, { nbPages: listing.nbPages, priceBounds: listing.priceBounds, promotionBounds: listing.promotionBounds });
  const colours = await coloursOrNone(services, listing.hits);
  return {
    kind: 'found',
    data: {
      path: request.path.split(/[?#]/)[0], state, base: page.base, hits: listing.hits, nbHits: listing.nbHits, facets: listing.facets,
      names: namesOf(allNames, shownValues(listing.facets, state)),
      ...(colours ? { colours } : {}),
    },
  };
}

/** Without swatches the listing still shows (each card its own colour). */
async function coloursOrNone(services: Pick<SearchServices, 'listingColours'>, hits: ProductHit[]): Promise<Record<number, ListingColours> | undefined> {
  if (!services.listingColours || hits.length === 0) return undefined;
  try {
    const colours = await services.listingColours(hits.map((hit) => hit.productID));
    return colours.length === 0 ? undefined : Object.fromEntries(colours.map((entry) => [entry.productId, entry]));
  } catch (error) {
    console.error('[boutique] Unable to read the listing colours:', error);
    return undefined;
  }
}

/** Without names the listing still shows, its values as words (the panel's fallback). */
async function facetNamesOrNone(services: Pick<SearchServices, 'facetNames'>): Promise<FacetNames> {
  try {
    return await services.facetNames();
  } catch (error) {
    console.error('[boutique] Unable to read the facet names:', error);
    return {};
  }
}

/** The facet values a page shows: those the search counted and those the shopper chose. */
function shownValues(facets: ListingPage['facets'], state: ListingState): Partial<Record<ValueFacet, string[]>> {
  const shown: Partial<Record<ValueFacet, string[]>> = {};
  for (const [name, facet] of Object.entries(FACET_OF_RESULT) as [ListingFacet, ValueFacet | FlagFacet][]) {
    if (!isValueFacet(facet)) continue;
    const counted = (facets[name] ?? []).slice(0, MAX_FACET_VALUES).map((entry) => entry.value);
    shown[facet] = [...new Set([...counted, ...state.filters[facet]])];
  }
  return shown;
}
