/**
 * Listing queries in Algolia's terms and back: the `filters` expression (OR within a facet, AND
 * across), the sort replica, 0-based pages, the attributes a hit needs; and the answer as a
 * listing page with the shop's facet names.
 */
import {
  isOutletListing,
  LISTING_FACETS,
  MAX_FACET_VALUES,
  type ListingFacet,
  type ListingKind,
  type ListingQuery,
  type NumberRange,
} from '../../domain/search/listing-query';
import { PRODUCT_HIT_KEYS, toProductHit, type FacetValue, type ListingPage, type ValueBounds } from '../../domain/search/search-results';
import { productIndexName, type StoreId } from '../../domain/store/stores';

/** Record attribute behind each facet of the shop. */
export const FACET_ATTRIBUTES: Record<ListingFacet, string> = {
  category: 'categorySlugs',
  brand: 'brand.slug',
  artist: 'artists.slug',
  size: 'availableSizes',
  color: 'colorCode',
  material: 'materialCode',
  gender: 'gender',
  range: 'range',
  eco: 'isEcoFriendly',
  exclusive: 'isExclusive',
};

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

const quote = (value: string): string => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const anyOf = (clauses: string[]): string[] => (clauses.length === 0 ? [] : [clauses.length === 1 ? clauses[0] : `(${clauses.join(' OR ')})`]);

function rangeClauses(attribute: string, range: NumberRange | undefined): string[] {
  if (!range) return [];
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return [`${attribute}:${min} TO ${max}`];
  if (min !== undefined) return [`${attribute} >= ${min}`];
  if (max !== undefined) return [`${attribute} <= ${max}`];
  return [];
}

/** What every listing of a kind shows before the shopper filters (SPEC §7: isOnlyOutlet, displayInListing). */
export function kindClauses(kind: ListingKind): string[] {
  const clauses = ['displayInListing:true', `isOnlyOutlet:${isOutletListing(kind)}`];
  if (kind === 'promotions' || kind === 'best_offers') clauses.push('promotionPercent > 0');
  if (kind === 'flash_sale') clauses.push('isFlashSale:true');
  return clauses;
}

export function listingFilters(query: Pick<ListingQuery, 'kind' | 'filters'>): string {
  const { filters } = query;
  const facet = (attribute: string, values: readonly string[] | undefined) => anyOf((values ?? []).map((value) => `${attribute}:${quote(value)}`));
  return [
    ...kindClauses(query.kind),
    ...anyOf((filters.categories ?? []).map((category) => (typeof category === 'number' ? `categoryIds=${category}` : `categorySlugs:${quote(category)}`))),
    ...facet('brand.slug', filters.brands),
    ...facet('artists.slug', filters.artists),
    ...facet('availableSizes', filters.sizes),
    ...facet('colorCode', filters.colors),
    ...facet('materialCode', filters.materials),
    ...facet('gender', filters.genders),
    ...facet('range', filters.ranges),
    ...rangeClauses('price', filters.price),
    ...rangeClauses('promotionPercent', filters.promotion),
    ...(filters.ecoFriendly === undefined ? [] : [`isEcoFriendly:${filters.ecoFriendly}`]),
    ...(filters.exclusive === undefined ? [] : [`isExclusive:${filters.exclusive}`]),
  ].join(' AND ');
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
