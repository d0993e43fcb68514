import type { ProductCard } from '../../src/domain/catalogue/product-card';
import { LISTING_FACETS, type ListingFacet, type ListingFilters, type ListingQuery } from '../../src/domain/search/listing-query';
import type { ListingProblem } from '../../src/domain/search/listing-validation';
import type { ListingPage } from '../../src/domain/search/search-results';
import { formatMoney } from '../../src/domain/money/money';
import type { StoreDefinition } from '../../src/domain/store/stores';
import { plainSpaces, table } from './table';

/** Values shown per facet in the text output (--json has them all). */
const TOP_VALUES = 5;

const FACET_LABELS: Record<ListingFacet, string> = {
  category: 'Category',
  brand: 'Brand',
  artist: 'Artist',
  size: 'Size',
  color: 'Colour',
  material: 'Material',
  gender: 'Gender',
  range: 'Range',
  eco: 'Eco-friendly',
  exclusive: 'Exclusive',
};

export function priceText(card: ProductCard, store: StoreDefinition): string {
  const money = (euros: number) => plainSpaces(formatMoney(euros, store.defaultLocale));
  if (card.originalPrice && card.discountPercent > 0) return `${money(card.price)} (was ${money(card.originalPrice)}, -${card.discountPercent}%)`;
  return money(card.price);
}

function facetLines(listing: ListingPage, store: StoreDefinition): string[] {
  const lines: [string, string][] = [];
  for (const facet of LISTING_FACETS) {
    const values = listing.facets[facet] ?? [];
    if (facet === 'eco' || facet === 'exclusive') {
      const count = values.find((value) => value.value === 'true')?.count ?? 0;
      if (count > 0) lines.push([FACET_LABELS[facet], String(count)]);
      continue;
    }
    if (values.length === 0) continue;
    const shown = values.slice(0, TOP_VALUES).map((value) => `${value.value} (${value.count})`);
    const more = values.length > TOP_VALUES ? `, … ${values.length - TOP_VALUES} more` : '';
    lines.push([FACET_LABELS[facet], `${shown.join(', ')}${more}`]);
  }
  const money = (euros: number) => plainSpaces(formatMoney(euros, store.defaultLocale));
  if (listing.priceBounds) lines.push(['Price', `${money(listing.priceBounds.min)} to ${money(listing.priceBounds.max)}`]);
  if (listing.promotionBounds && listing.promotionBounds.max > 0) lines.push(['Promotion', `up to -${listing.promotionBounds.max}%`]);
  const width = Math.max(0, ...lines.map(([label]) => label.length));
  return lines.map(([label, text]) => `  ${label.padEnd(width)}  ${text}`);
}

/** What a support agent reads: the count, the page, one line per product with its price here, the facets. */
export function listingText(query: ListingQuery, listing: ListingPage, cards: ProductCard[], store: StoreDefinition): string {
  const what = query.query ? `for "${query.query}"` : 'in listings';
  const count = `${listing.nbHits} product${listing.nbHits === 1 ? '' : 's'} ${what} in ${store.displayName} (${store.id})`;
  const page = listing.nbHits === 0 ? '' : `, page ${listing.page} of ${listing.nbPages}`;
  const lines = [`${count}${page}`];
  if (cards.length > 0) {
    lines.push(table(['ID', 'PRODUCT', 'BRAND', 'PRICE'], cards.map((card) => [String(card.id), card.name, card.brand, priceText(card, store)])));
  } else if (listing.nbHits > 0) {
    lines.push(`No products on page ${listing.page}.`);
  }
  const facets = facetLines(listing, store);
  if (facets.length > 0) lines.push('Facets', ...facets);
  return lines.join('\n');
}

/** The `--filter` name of each listing filter. */
const FILTER_NAMES: Record<keyof ListingFilters, string> = {
  categories: 'category',
  brands: 'brand',
  artists: 'artist',
  sizes: 'size',
  colors: 'color',
  materials: 'material',
  genders: 'gender',
  ranges: 'range',
  price: 'price',
  promotion: 'promotion',
  ecoFriendly: 'label',
  exclusive: 'label',
};

export function listingProblemText(problem: ListingProblem): string {
  switch (problem.kind) {
    case 'invalid-page':
      return `invalid page ${problem.value}: pages start at 1.`;
    case 'invalid-page-size':
      return `invalid page size ${problem.value}.`;
    case 'invalid-sort':
      return `unknown sort '${problem.value}'.`;
    case 'invalid-kind':
      return `unknown listing '${problem.value}'.`;
    case 'invalid-filter-value':
      return `invalid ${FILTER_NAMES[problem.facet]} value '${problem.value}': use letters, digits, spaces and ~ ' # . - / only.`;
    case 'invalid-range':
      return `invalid ${problem.facet} range: give a minimum, a maximum or both, minimum first.`;
  }
}

/** The `--json` body both `boutique search` and `boutique listing` print for a page of results. */
export function listingJson(query: ListingQuery, listing: ListingPage, cards: ProductCard[], store: StoreDefinition) {
  return {
    query,
    nbHits: listing.nbHits,
    nbPages: listing.nbPages,
    hitsPerPage: listing.hitsPerPage,
    products: cards.map((card) => ({ ...card, priceText: priceText(card, store) })),
    facets: listing.facets,
    priceBounds: listing.priceBounds,
    promotionBounds: listing.promotionBounds,
  };
}
