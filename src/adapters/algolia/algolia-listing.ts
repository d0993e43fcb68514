/**
 * Listing queries in Algolia's terms and back: the `filters` expression (src/domain/search/listing-filters.ts), the sort replica, 0-based pages, the attributes a hit needs; and the answer as a
 * listing page with the shop's facet names.
 */
import { LISTING_FACETS, MAX_FACET_VALUES, type ListingQuery } from '../../domain/search/listing-query';
import { PRODUCT_HIT_KEYS, toProductHit, type FacetValue, type ListingPage, type ValueBounds } from '../../domain/search/search-results';
import { productIndexName, type StoreId } from '../../domain/store/stores';
import { FACET_ATTRIBUTES, listingFilters } from '../../domain/search/listing-filters';


/** A hit needs its SPEC §3 fields only: the rest of the record stays on the server. */
export const HIT_ATTRIBUTES: string[] = [...PRODUCT_HIT_KEYS];

export interface AlgoliaSearchRequest {
  indexName: string;
  query: string;
  filters: string;
  facets?: string[];
  maxValuesPerFacet?: number;
  hitsPerPage: number;
  page: number;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
}

export interface AlgoliaSearchResult {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
}






export function listingRequest(storeId: StoreId, query: ListingQuery): AlgoliaSearchRequest {
  return {
    indexName: productIndexName(storeId, query.sort === 'relevance' ? undefined : query.sort),
    query: query.query,
    filters: listingFilters(query),
    facets: [...Object.values(FACET_ATTRIBUTES), 'price', 'promotionPercent'],
    maxValuesPerFacet: MAX_FACET_VALUES,
    hitsPerPage: query.hitsPerPage,
    page: query.page - 1,
    attributesToRetrieve: HIT_ATTRIBUTES,
    attributesToHighlight: [],
  };
}

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);

function bounds(stats: { min: number; max: number } | undefined): ValueBounds | null {
  return stats ? { min: stats.min, max: stats.max } : null;
}

export function listingPage(result: AlgoliaSearchResult): ListingPage {
  const facets: ListingPage['facets'] = {};
  for (const name of LISTING_FACETS) {
    const counts = result.facets?.[FACET_ATTRIBUTES[name]];
    if (counts) facets[name] = Object.entries(counts).map(([value, count]) => ({ value, count })).sort(byCount);
  }
  return {
    hits: result.hits.map(toProductHit),
    nbHits: result.nbHits,
    page: result.page + 1,
    nbPages: result.nbPages,
    hitsPerPage: result.hitsPerPage,
    facets,
    priceBounds: bounds(result.facets_stats?.price),
    promotionBounds: bounds(result.facets_stats?.promotionPercent),
  };
}
