import type { ProductCard } from '../../domain/catalogue/product-card';
import type { PageInfo } from '../../domain/catalogue/site';
import { listingPageOf, toListingQuery, type ListingBase } from '../../domain/listing/listing-search';
import { withResults, type ListingState } from '../../domain/listing/listing-state';
import { parseListingQuery, type ListingUrlProblem } from '../../domain/listing/listing-url';
import type { ListingQuery } from '../../domain/search/listing-query';
import type { ListingProblem } from '../../domain/search/listing-validation';
import type { ListingPage } from '../../domain/search/search-results';
import type { CatalogueApi } from '../ports/catalogue-api';
import type { SearchProducts } from '../search/search-products';
import type { CheckOutletAccess } from '../outlet/check-outlet-access';
import { listingKind } from '../../domain/listing/listing-type';
import { isOutletListing } from '../../domain/search/listing-query';

export interface ListingPageRequest {
  /** Store-relative path with its query, e.g. `/rebajas?brands=nordvik&page=2`. */
  path: string;
  /** Absolute URL of the page and of its store (the parse call's url and baseUrl). */
  url: string;
  baseUrl: string;
}

export type LoadListingPageResult =
  | {
    kind: 'found';
    /** Store-relative path the listing lives at (after redirects), without query. */
    path: string;
    pageInfo: PageInfo;
    base: ListingBase;
    /** With the page count and range bounds of the answer. */
    state: ListingState;
    query: ListingQuery;
    listing: ListingPage;
    cards: ProductCard[];
  }
  /** The parse service knows no such page, or the page is past the last one (SPEC §5: 404). */
  | { kind: 'not-found'; path: string }
  /** A page, but no listing (product, brands A–Z, CMS page…). */
  | { kind: 'not-a-listing'; path: string; pageInfo: PageInfo }
  /** The URL breaks SPEC §9's grammar (the storefront answers 404). */
  | { kind: 'invalid-url'; path: string; problem: ListingUrlProblem | ListingProblem }
  /** Redirected out of the shop, or round in circles. */
  | { kind: 'redirected-away'; target: string };

const MAX_REDIRECTS = 3;

const query = (params: Record<string, string> | undefined) => {
  const search = new URLSearchParams(params ?? {}).toString();
  return search ? `?${search}` : '';
};

/**
 * What the listing page at a path shows (the `boutique listing` command): the parse service says
 * which page it is and follows the shop's redirects, the page info gives the listing type and
 * its base filters, the URL's query the shopper's state (SPEC §9 grammar), and the search use
 * case the products of the store, priced for it. Failures of the shop or the search throw.
 * An outlet listing first asks the shop's outlet check (the profile's outlet cookie, or the
 * signed-in customer): its secured search key shows the outlet's products; without access the
 * public key finds none of them (issue 36).
 */
export class LoadListingPage {
  constructor(
    private readonly api: CatalogueApi,
    private readonly search: SearchProducts,
    private readonly outlet: CheckOutletAccess | null = null,
  ) {}

  async execute(request: ListingPageRequest): Promise<LoadListingPageResult> {
    let path = request.path;
    for (let redirects = 0; ; redirects++) {
      const parsed = await this.api.parse(path, request.url, request.baseUrl);
      const [bare, search = ''] = path.split(/\?(.*)/s);
      if (parsed.code === 404 || (parsed.code === 200 && !parsed.pageInfo)) return { kind: 'not-found', path: bare };
      if (parsed.code === 301 || parsed.code === 302) {
        const target = parsed.url.path;
        if (!target.startsWith('/') || target.startsWith('//') || redirects >= MAX_REDIRECTS) return { kind: 'redirected-away', target };
        // The parse answer keeps single values only; the path's own query keeps repeated parameters.
        path = `${target}${target.includes('?') ? '' : search ? `?${search}` : query(parsed.url.queryParams)}`;
        continue;
      }
      const pageInfo = parsed.pageInfo!;
      const page = listingPageOf(pageInfo);
      if (!page) return { kind: 'not-a-listing', path: bare, pageInfo };
      const reading = parseListingQuery(search, { type: page.type, query: page.base.query });
      if (!reading.ok) return { kind: 'invalid-url', path: bare, problem: reading.problem };
      if (this.outlet && isOutletListing(listingKind(page.type))) await this.outlet.execute();
      const result = await this.search.execute(toListingQuery(reading.state, page.base));
      if (result.kind === 'invalid') return { kind: 'invalid-url', path: bare, problem: result.problem };
      const { listing } = result;
      if (reading.state.page > 0 && reading.state.page >= listing.nbPages) return { kind: 'not-found', path: bare };
      const state = withResults(reading.state, { nbPages: listing.nbPages, priceBounds: listing.priceBounds, promotionBounds: listing.promotionBounds });
      return { kind: 'found', path: bare, pageInfo, base: page.base, state, query: result.query, listing, cards: result.cards };
    }
  }
}
