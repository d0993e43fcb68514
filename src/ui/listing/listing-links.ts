/**
 * The links of a listing page: every control (facet value, clear, sort, page) is the URL of the
 * state it leads to (SPEC §9 grammar through the domain's rules), so it works without script and
 * crawlers follow it; back and forward restore the state because the URL carries all of it.
 */
import type { FlagFacet, ListingFacetName, ValueFacet } from '../../domain/listing/listing-facets';
import {
  clearAllFilters,
  clearFilter,
  goToPage,
  hasNextPage,
  hasPreviousPage,
  setRange,
  sortBy,
  toggleFilter,
  toggleFlag,
  type ListingState,
  type ValueRange,
} from '../../domain/listing/listing-state';
import { listingHref } from '../../domain/listing/listing-url';
import type { ListingFacet, ListingSort } from '../../domain/search/listing-query';

/** The search result's facet names, as the listing state names them. */
export const FACET_OF_RESULT: Record<ListingFacet, ValueFacet | FlagFacet> = {
  brand: 'brands',
  artist: 'artists',
  category: 'categories',
  gender: 'genders',
  size: 'sizes',
  color: 'colors',
  material: 'materials',
  range: 'ranges',
  eco: 'eco',
  exclusive: 'exclusive',
};

/** Order of the facets panel (SPEC §9). */
export const PANEL_VALUE_FACETS: readonly ListingFacet[] = ['brand', 'artist', 'category', 'gender', 'size', 'color', 'material', 'range'];

export const toggleHref = (path: string, state: ListingState, facet: ValueFacet, value: string) =>
  listingHref(path, toggleFilter(state, facet, value));

export const flagHref = (path: string, state: ListingState, flag: FlagFacet) => listingHref(path, toggleFlag(state, flag));

export const clearHref = (path: string, state: ListingState, facet: ListingFacetName) => listingHref(path, clearFilter(state, facet));

export const clearAllHref = (path: string, state: ListingState) => listingHref(path, clearAllFilters(state));

export const sortHref = (path: string, state: ListingState, sort: ListingSort) => listingHref(path, sortBy(state, sort));

export const rangeHref = (path: string, state: ListingState, facet: 'price' | 'promotion', range: ValueRange) =>
  listingHref(path, setRange(state, facet, range));

/** Previous and next page (0-based pages; the URL shows page + 1 and omits the first). */
export function pageHrefs(path: string, state: ListingState): { previous: string | null; next: string | null } {
  return {
    previous: hasPreviousPage(state) ? listingHref(path, goToPage(state, state.minPage - 1)) : null,
    next: hasNextPage(state) ? listingHref(path, goToPage(state, state.maxPage + 1)) : null,
  };
}

/** A number typed in a range field: '' is an open side; anything unreadable too. */
export function readBound(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** A slug or code as words: `atelier-sud` → `Atelier sud`. */
export function humanise(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
