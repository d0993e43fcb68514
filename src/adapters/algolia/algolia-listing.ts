/**
 * Listing queries in Algolia's terms and back: the `filters` expression (src/domain/search/listing-filters.ts), the sort replica, 0-based pages, the attributes a hit needs; and the answer as a
 * listing page with the shop's facet names.
 */
import { LISTING_FACETS, MAX_FACET_VALUES, type ListingQuery } from '../../domain/search/listing-query';
import { PRODUCT_HIT_KEYS, toProductHit, type FacetValue, type ListingPage, type ValueBounds } from '../../domain/search/search-results';
import { productIndexName, type StoreId } from '../../domain/store/stores';
import { FACET_ATTRIBUTES, listingFilters } from '../../domain/search/listing-filters';
import { disjunctiveCountQueries, type FacetCountQuery } from '../../domain/search/disjunctive-facets';
import type { ListingFacet } from '../../domain/search/listing-query';


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

/** The listing's request, then one count request per ticked disjunctive facet (no hits, that facet only). */
export function listingRequests(storeId: StoreId, query: ListingQuery): { requests: AlgoliaSearchRequest[]; counted: ListingFacet[] } {
  const counts: FacetCountQuery[] = disjunctiveCountQueries(query);
  return {
    requests: [
      listingRequest(storeId, query),
      ...counts.map(({ facet, query: count }) => ({
        ...listingRequest(storeId, count),
        facets: [FACET_ATTRIBUTES[facet]],
        hitsPerPage: 0,
        page: 0,
        attributesToRetrieve: [],
      })),
    ],
    counted: counts.map((count) => count.facet),
  };
}

/** The listing page of the first answer, each counted facet's values from its own answer. */
export function disjunctiveListingPage([main, ...counts]: AlgoliaSearchResult[], counted: readonly ListingFacet[]): ListingPage {
  const page = listingPage(main);
  counted.forEach((facet, index) => {
    const values = counts[index]?.facets?.[FACET_ATTRIBUTES[facet]];
    if (values) page.facets[facet] = Object.entries(values).map(([value, count]) => ({ value, count })).sort(byCount);
  });
  return page;
}
