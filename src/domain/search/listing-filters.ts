/**
 * A listing query as a search `filters` expression (OR within a facet, AND across), in the
 * Algolia grammar the shop's own endpoint also speaks: the browser's and the CLI's searches build
 * it, and the server's search endpoint adds the same kind clauses to its base listings.
 */
import { isOutletListing, type ListingFacet, type ListingKind, type ListingQuery, type NumberRange } from './listing-query';

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
