import { describe, expect, it } from 'vitest';
import {
  activeFacets,
  clearAllFilters,
  clearFilter,
  createListingState,
  goToPage,
  hasNextPage,
  hasPreviousPage,
  isSelected,
  listingStateProblem,
  nextPage,
  previousPage,
  setHitsPerPage,
  setRange,
  sortBy,
  toggleFilter,
  toggleFlag,
  withResults,
  type ListingState,
} from './listing-state';
import { LISTING_TYPES, listingKind, ordersOf, type ListingType } from './listing-type';

const brand = () => createListingState('BRAND');
const onPage = (state: ListingState, page: number, nbPages = 10) => goToPage(withResults(state, { nbPages, priceBounds: null, promotionBounds: null }), page);

describe('a listing opens', () => {
  it.each<[ListingType, string, string[]]>([
    ['CATEGORY', 'relevance', ['relevance', 'price_asc', 'price_desc', 'novelty', 'best_offers', 'flash_sale']],
    ['NOVELTY', 'novelty', ['novelty', 'relevance', 'price_asc', 'price_desc', 'best_offers', 'flash_sale']],
    ['TOPSALES', 'top_sales', ['top_sales', 'relevance', 'price_asc', 'price_desc', 'novelty', 'best_offers', 'flash_sale']],
    ['FLASH', 'flash_sale', ['flash_sale', 'relevance', 'price_asc', 'price_desc', 'novelty', 'best_offers']],
    ['BESTOFFERS1', 'best_offers', ['best_offers', 'relevance', 'price_asc', 'price_desc', 'novelty', 'flash_sale']],
  ])('%s in its default sort %s, offering %j', (type, sort, orders) => {
    const state = createListingState(type);
    expect(state).toMatchObject({ type, sort, orders, page: 0, minPage: 0, maxPage: 0, hitsPerPage: 48, nbPages: null, query: '' });
    expect(activeFacets(state)).toEqual([]);
    expect(listingStateProblem(state)).toBeNull();
  });

  it('maps every SPEC type to a listing kind', () => {
    expect(Object.fromEntries(LISTING_TYPES.map((type) => [type, listingKind(type)]))).toEqual({
      BESTOFFERS1: 'best_offers', BESTOFFERS2: 'best_offers', BRAND: 'brand', ARTIST: 'artist', NOVELTY: 'novelty', TOPSALES: 'top_sales',
      PROMO: 'promotions', CATEGORY: 'category', OUTLET: 'outlet', FLASH: 'flash_sale', SALES: 'promotions', search: 'search',
    });
    expect(ordersOf('search')[0]).toBe('relevance');
  });

  it('keeps the words searched, trimmed', () => {
    expect(createListingState('search', { query: '  sweat noir ', hitsPerPage: 24 })).toMatchObject({ query: 'sweat noir', hitsPerPage: 24 });
  });
});

describe('filters toggle on and off', () => {
  it.each<[string, (state: ListingState) => ListingState, Partial<Record<string, unknown>>]>([
    ['a brand on', (s) => toggleFilter(s, 'brands', 'nordvik'), { brands: ['nordvik'] }],
    ['a second brand after the first', (s) => toggleFilter(toggleFilter(s, 'brands', 'nordvik'), 'brands', 'atelier-sud'), { brands: ['nordvik', 'atelier-sud'] }],
    ['a brand off again', (s) => toggleFilter(toggleFilter(s, 'brands', 'nordvik'), 'brands', 'nordvik'), { brands: [] }],
    ['genders sorted and lower-cased', (s) => toggleFilter(toggleFilter(s, 'genders', 'women'), 'genders', 'MEN'), { genders: ['men', 'women'] }],
    ['a gender off, whatever its case', (s) => toggleFilter(toggleFilter(s, 'genders', 'men'), 'genders', 'Men'), { genders: [] }],
    ['an accented size with a slash', (s) => toggleFilter(s, 'sizes', 'Taille unique 38/40'), { sizes: ['Taille unique 38/40'] }],
    ['the eco label', (s) => toggleFlag(s, 'eco'), { eco: true }],
    ['the eco label off again', (s) => toggleFlag(toggleFlag(s, 'eco'), 'eco'), { eco: false }],
  ])('%s', (_name, change, filters) => {
    expect(change(brand()).filters).toMatchObject(filters);
  });

  it.each<[string, Parameters<typeof toggleFilter>[1], string]>([
    ['markup', 'brands', '<b>'],
    ['a comma', 'colors', 'black,navy'],
    ['its own separator', 'brands', 'a~b'],
    ['a double dash', 'sizes', 'XS--S'],
    ['a dash at the end of a -- value', 'colors', 'navy-'],
    ['an unknown gender', 'genders', 'robots'],
    ['spaces around', 'brands', ' nordvik '],
    ['nothing', 'materials', ''],
  ])('ignores a value the URL cannot carry: %s', (_name, facet, value) => {
    const state = brand();
    expect(toggleFilter(state, facet, value)).toBe(state);
  });

  it('start again from the first page and tell what is selected', () => {
    const state = toggleFilter(onPage(brand(), 3), 'colors', 'navy');
    expect(state).toMatchObject({ page: 0, minPage: 0, maxPage: 0, nbPages: null });
    expect(isSelected(state, 'colors', 'navy')).toBe(true);
    expect(isSelected(toggleFilter(state, 'genders', 'kids'), 'genders', 'KIDS')).toBe(true);
  });
});

describe('ranges, clearing and sorting', () => {
  it.each<[string, 'price' | 'promotion', { min: number | null; max: number | null }, boolean]>([
    ['a price range', 'price', { min: 20, max: 80 }, true],
    ['an open-ended price', 'price', { min: null, max: 39.99 }, true],
    ['a single price', 'price', { min: 20, max: 20 }, true],
    ['a promotion from 30 %', 'promotion', { min: 30, max: null }, true],
    ['a reversed range', 'price', { min: 80, max: 20 }, false],
    ['a negative price', 'price', { min: -1, max: null }, false],
    ['a fraction of a cent', 'price', { min: 1.001, max: null }, false],
    ['a promotion over 100 %', 'promotion', { min: null, max: 120 }, false],
    ['a fraction of a percent', 'promotion', { min: 10.5, max: null }, false],
  ])('%s is %s', (_name, facet, range, accepted) => {
    const state = brand();
    const changed = setRange(state, facet, range);
    if (accepted) expect(changed.ranges[facet]).toEqual(range);
    else expect(changed).toBe(state);
  });

  it('clears one facet, or all of them but the words, the sort and the page size', () => {
    let state = createListingState('search', { query: 'sweat' });
    state = toggleFilter(toggleFilter(state, 'brands', 'nordvik'), 'sizes', 'M');
    state = toggleFlag(setRange(state, 'price', { min: 10, max: 50 }), 'exclusive');
    state = setHitsPerPage(sortBy(state, 'price_asc'), 24);
    expect(activeFacets(state)).toEqual(['brands', 'sizes', 'exclusive', 'price']);
    expect(activeFacets(clearFilter(state, 'sizes'))).toEqual(['brands', 'exclusive', 'price']);
    expect(activeFacets(clearFilter(state, 'price'))).toEqual(['brands', 'sizes', 'exclusive']);
    expect(activeFacets(clearFilter(state, 'exclusive'))).toEqual(['brands', 'sizes', 'price']);
    const cleared = clearAllFilters(state);
    expect(activeFacets(cleared)).toEqual([]);
    expect(cleared).toMatchObject({ query: 'sweat', sort: 'price_asc', hitsPerPage: 24 });
  });

  it('sorts only by what the listing offers', () => {
    const state = onPage(brand(), 2);
    expect(sortBy(state, 'price_desc')).toMatchObject({ sort: 'price_desc', page: 0 });
    expect(sortBy(state, 'top_sales')).toBe(state);
    expect(sortBy(state, 'relevance')).toBe(state);
    expect(sortBy(createListingState('TOPSALES'), 'top_sales').sort).toBe('top_sales');
    expect(setHitsPerPage(state, 50)).toBe(state);
  });
});

describe('pages', () => {
  it('go forward and back within the pages the search found', () => {
    let state = withResults(brand(), { nbPages: 3, priceBounds: { min: 5, max: 120 }, promotionBounds: null });
    expect(state.allFacetsRangesAggregate).toEqual({ price: { min: 5, max: 120 }, promotion: null });
    expect([hasPreviousPage(state), hasNextPage(state)]).toEqual([false, true]);
    state = nextPage(nextPage(state));
    expect(state).toMatchObject({ page: 2, minPage: 0, maxPage: 2 });
    expect(nextPage(state)).toBe(state);
    expect(previousPage(state)).toBe(state);
  });

  it('load the previous pages after landing on a later one', () => {
    let state = onPage(brand(), 2, 4);
    expect(state).toMatchObject({ page: 2, minPage: 2, maxPage: 2 });
    state = previousPage(state);
    expect(state).toMatchObject({ page: 1, minPage: 1, maxPage: 2 });
    expect(previousPage(previousPage(state))).toMatchObject({ page: 0, minPage: 0, maxPage: 2 });
  });

  it.each([[-1], [1.5], [Number.NaN], [10]])('refuse to go to page %s of ten', (page) => {
    const state = withResults(brand(), { nbPages: 10, priceBounds: null, promotionBounds: null });
    expect(goToPage(state, page)).toBe(state);
  });

  it('know no next page before a search answered', () => {
    expect(hasNextPage(brand())).toBe(false);
    expect(goToPage(brand(), 40).page).toBe(40);
  });
});

describe('listingStateProblem', () => {
  const base = brand();
  it.each<[string, ListingState, string]>([
    ['a repeated value', { ...base, filters: { ...base.filters, brands: ['a', 'a'] } }, 'invalid-filter-value'],
    ['unsorted genders', { ...base, filters: { ...base.filters, genders: ['women', 'men'] } }, 'invalid-filter-value'],
    ['a bad range', { ...base, ranges: { ...base.ranges, promotion: { min: 60, max: 10 } } }, 'invalid-range'],
    ['a sort not offered', { ...base, sort: 'top_sales' }, 'invalid-sort'],
    ['a page size not allowed', { ...base, hitsPerPage: 12 as never }, 'invalid-page-size'],
    ['a page outside the pages shown', { ...base, page: 3, minPage: 0, maxPage: 2 }, 'invalid-page'],
  ])('names %s', (_name, state, kind) => {
    expect(listingStateProblem(state)?.kind).toBe(kind);
  });
});
