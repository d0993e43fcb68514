/**
 * Disjunctive faceting: a facet the shopper has ticked values of keeps showing its other values
 * (with the counts they would add), as sizes always did. Its counts come from the same query
 * without that facet's own values; every other filter still applies. Categories stay as they are
 * (the page's own categories ride in that filter), and so do the brand of a brand page and the
 * artist of an artist page (the page's own value rides in the brand or artist filter).
 */
import type { ListingFacet, ListingFilters, ListingQuery } from './listing-query';

/** The facets whose values are ORed by the shopper, with the filter that holds their values. */
const DISJUNCTIVE: readonly { facet: ListingFacet; filter: keyof ListingFilters }[] = [
  { facet: 'brand', filter: 'brands' },
  { facet: 'artist', filter: 'artists' },
  { facet: 'size', filter: 'sizes' },
  { facet: 'color', filter: 'colors' },
  { facet: 'material', filter: 'materials' },
  { facet: 'gender', filter: 'genders' },
  { facet: 'range', filter: 'ranges' },
];

export interface FacetCountQuery {
  facet: ListingFacet;
  /** The listing query without this facet's values: its counts are the ones the panel shows. */
  query: ListingQuery;
}

/** One extra count query per disjunctive facet with values ticked. */
export function disjunctiveCountQueries(query: ListingQuery): FacetCountQuery[] {
  return DISJUNCTIVE.filter(({ facet, filter }) => {
    if ((facet === 'brand' && query.kind === 'brand') || (facet === 'artist' && query.kind === 'artist')) return false;
    const values = query.filters[filter];
    return Array.isArray(values) && values.length > 0;
  }).map(({ facet, filter }) => {
    const filters: ListingFilters = { ...query.filters };
    delete filters[filter];
    return { facet, query: { ...query, filters } };
  });
}
