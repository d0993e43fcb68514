/**
 * What the search service answers, in the shop's terms: a listing page (SPEC §3 product hits,
 * counts, facets with counts, price and promotion bounds), header suggestions (SPEC §3 "Search
 * suggestion") with the matched words marked, and the products they come with.
 */
import type { ProductHit } from '../catalogue/product';
import type { Localized } from '../store/locales';
import type { ListingFacet } from './listing-query';

export interface FacetValue {
  value: string;
  count: number;
}

export interface ValueBounds {
  min: number;
  max: number;
}

export interface ListingPage {
  hits: ProductHit[];
  nbHits: number;
  /** 1-based. */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Values of each facet over the whole result, most frequent first. */
  facets: Partial<Record<ListingFacet, FacetValue[]>>;
  /** Euros. */
  priceBounds: ValueBounds | null;
  /** Percent. */
  promotionBounds: ValueBounds | null;
}

export type SuggestionKind = 'brand' | 'artist' | 'category' | 'term';

/** A piece of text, matched by the query or not (SPEC §5: words highlighted in results). */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface SearchSuggestion {
  objectID: string;
  kind: SuggestionKind;
  text: Localized;
  /** Store-relative paths per language. */
  urls: Localized;
  /** Shown in brackets when known. */
  productsNumber: number | null;
  /** The text in the store's language, matched words marked. */
  highlighted: TextPart[];
}

export interface SuggestionsAnswer {
  suggestions: SearchSuggestion[];
  products: ProductHit[];
  /** Products matching the words, beyond the ones shown. */
  nbProducts: number;
}

/** SPEC §3 "Product (search hit)": every field a hit carries, and all a client asks the index for. */
export const PRODUCT_HIT_KEYS: readonly (keyof ProductHit)[] = [
  'objectID', 'productID', 'slugs', 'names', 'displayInformation', 'brand', 'pictures', 'prices', 'label', 'promotion',
  'marketLabels', 'sizes', 'watermarkUrl',
];

/** The hit part of a record holding more (filter and sort attributes); missing fields are null. */
export function toProductHit(record: object): ProductHit {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(PRODUCT_HIT_KEYS.map((key) => [key, source[key] ?? null])) as unknown as ProductHit;
}

/**
 * The tags the shop asks highlights with: the ones InstantSearch uses, which no product text holds,
 * so a name containing `<em>` (or any markup) is never taken for a highlight.
 */
export const HIGHLIGHT_TAGS = { pre: '__ais-highlight__', post: '__/ais-highlight__' } as const;

/**
 * Splits a highlighted value into plain text parts. The value is the stored text with only the
 * tags added (Algolia escapes nothing): the parts are text, to be rendered as text, never as HTML.
 */
export function highlightParts(value: string, preTag: string = HIGHLIGHT_TAGS.pre, postTag: string = HIGHLIGHT_TAGS.post): TextPart[] {
  const parts: TextPart[] = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(preTag);
    const end = start === -1 ? -1 : rest.indexOf(postTag, start + preTag.length);
    if (start === -1 || end === -1) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    parts.push({ text: rest.slice(start + preTag.length, end), match: true });
    rest = rest.slice(end + postTag.length);
  }
  return parts.filter((part) => part.text !== '');
}
