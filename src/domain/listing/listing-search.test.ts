import { describe, expect, it } from 'vitest';
import { listingProblem } from '../search/listing-validation';
import { listingPageOf, NO_BASE, toListingQuery, toSearchQuery, type ListingBase } from './listing-search';
import { createListingState, setRange, sortBy, toggleFilter, toggleFlag, type ListingState } from './listing-state';
import { parseListingQuery } from './listing-url';
import type { ListingType } from './listing-type';

const FACETS = [
  'categorySlugs', 'brand.slug', 'artists.slug', 'range', 'gender', 'availableSizes', 'colorCode', 'materialCode', 'isEcoFriendly', 'isExclusive',
  'price', 'promotionPercent',
];

const stateOf = (type: ListingType, query = '', words = '') => {
  const reading = parseListingQuery(query, { type, query: words });
  if (!reading.ok) throw new Error(JSON.stringify(reading.problem));
  return reading.state;
};
const base = (overrides: Partial<ListingBase>): ListingBase => ({ ...NO_BASE, ...overrides });

describe('listingPageOf', () => {
  it.each([
    [{ listingType: 'CATEGORY', filters: { categoryIds: ['12'] } }, { type: 'CATEGORY', base: base({ categoryIds: [12] }) }],
    [{ listingType: 'BRAND', filters: { brandIds: ['3'], brandSlugs: ['nordvik'] } }, { type: 'BRAND', base: base({ brandIds: [3], brandSlugs: ['nordvik'] }) }],
    [{ listingType: 'ARTIST', filters: { artistIds: ['5', 'x'], artistSlugs: ['banksy'] } }, { type: 'ARTIST', base: base({ artistIds: [5], artistSlugs: ['banksy'] }) }],
    [{ listingType: 'search', filters: { query: ['sweat noir'] } }, { type: 'search', base: base({ query: 'sweat noir' }) }],
    [{ listingType: 'SALES' }, { type: 'SALES', base: NO_BASE }],
  ])('reads the page info %j', (info, expected) => {
    expect(listingPageOf(info)).toEqual(expected);
  });

  it('says when a page is no listing', () => {
    expect(listingPageOf({})).toBeNull();
    expect(listingPageOf({ listingType: 'SOMETHING' })).toBeNull();
    expect(listingPageOf(null)).toBeNull();
  });
});

describe('toSearchQuery', () => {
  it('always shows listed products, outside the outlet, first page of 48 in the store index', () => {
    expect(toSearchQuery(createListingState('CATEGORY'), base({ categoryIds: [12] }), 'laboutiqueofficielle')).toEqual({
      indexName: 'laboutiqueofficielle_products',
      query: '',
      filters: 'displayInListing:true AND isOnlyOutlet:false AND categoryIds=12',
      facetFilters: [],
      numericFilters: [],
      facets: FACETS,
      maxValuesPerFacet: 100,
      hitsPerPage: 48,
      page: 0,
    });
  });

  it.each<[ListingType, ListingBase, string, string]>([
    ['OUTLET', NO_BASE, 'displayInListing:true AND isOnlyOutlet:true', 'boutique_es_products'],
    ['SALES', NO_BASE, 'displayInListing:true AND isOnlyOutlet:false AND promotionPercent > 0', 'boutique_es_products'],
    ['PROMO', NO_BASE, 'displayInListing:true AND isOnlyOutlet:false AND promotionPercent > 0', 'boutique_es_products'],
    ['BESTOFFERS2', NO_BASE, 'displayInListing:true AND isOnlyOutlet:false AND promotionPercent > 0', 'boutique_es_products_best_offers'],
    ['FLASH', NO_BASE, 'displayInListing:true AND isOnlyOutlet:false AND isFlashSale:true', 'boutique_es_products_flash_sale'],
    ['NOVELTY', NO_BASE, 'displayInListing:true AND isOnlyOutlet:false', 'boutique_es_products_novelty'],
    ['TOPSALES', NO_BASE, 'displayInListing:true AND isOnlyOutlet:false', 'boutique_es_products_top_sales'],
    ['BRAND', base({ brandIds: [3] }), 'displayInListing:true AND isOnlyOutlet:false AND brand.id=3', 'boutique_es_products'],
    ['ARTIST', base({ artistIds: [5, 6] }), 'displayInListing:true AND isOnlyOutlet:false AND (artists.id=5 OR artists.id=6)', 'boutique_es_products'],
  ])('%s filters %j as "%s" in %s', (type, pageBase, filters, indexName) => {
    expect(toSearchQuery(createListingState(type), pageBase, 'boutique_es')).toMatchObject({ filters, indexName });
  });

  it("ANDs the shopper's facets, values of one facet ORed, ranges as numeric filters, the sort replica and a 0-based page", () => {
    const state = stateOf('CATEGORY', '?brands=nike~-dash&colors=black--navy&genders=men.women&eco=1&price=20~80&promotion=~50&sort=price_asc&per_page=24&page=3');
    expect(toSearchQuery(state, base({ categoryIds: [1] }), 'boutique_it')).toMatchObject({
      indexName: 'boutique_it_products_price_asc',
      filters: 'displayInListing:true AND isOnlyOutlet:false AND categoryIds=1',
      facetFilters: [['brand.slug:nike', 'brand.slug:\\-dash'], ['gender:men', 'gender:women'], ['colorCode:black', 'colorCode:navy'], ['isEcoFriendly:true']],
      numericFilters: ['price>=20', 'price<=80', 'promotionPercent<=50'],
      hitsPerPage: 24,
      page: 2,
    });
  });

  it('searches the words of the page, or of the state, and asks any page on screen', () => {
    const state = stateOf('search', '?page=4', 'sweat');
    expect(toSearchQuery(state, base({ query: 'ignored' }), 'boutique_de', 1)).toMatchObject({ query: 'sweat', page: 1, indexName: 'boutique_de_products' });
    expect(toSearchQuery(createListingState('search'), base({ query: 'veste' }), 'boutique_de').query).toBe('veste');
  });
});

describe('toListingQuery (the SearchIndex port of today)', () => {
  it('gives a query the search use case accepts, page 1-based', () => {
    let state: ListingState = createListingState('NOVELTY');
    state = toggleFilter(toggleFilter(state, 'sizes', 'M'), 'genders', 'kids');
    state = toggleFlag(setRange(state, 'price', { min: null, max: 40 }), 'exclusive');
    state = { ...sortBy(state, 'price_desc'), page: 2, minPage: 2, maxPage: 2 };
    const query = toListingQuery(state, NO_BASE);
    expect(query).toEqual({
      kind: 'novelty',
      query: '',
      filters: { sizes: ['M'], genders: ['kids'], price: { max: 40 }, exclusive: true },
      sort: 'price_desc',
      page: 3,
      hitsPerPage: 48,
    });
    expect(listingProblem(query)).toBeNull();
  });

  it.each<[string, ListingType, string, ListingBase, object]>([
    ['a category page by its id', 'CATEGORY', '', base({ categoryIds: [12] }), { categories: [12] }],
    ["a category page by the shopper's categories", 'CATEGORY', '?categories=sweats', base({ categoryIds: [12] }), { categories: ['sweats'] }],
    ['a brand page by its slug', 'BRAND', '?colors=navy', base({ brandIds: [3], brandSlugs: ['nordvik'] }), { brands: ['nordvik'], colors: ['navy'] }],
    ['a brand page narrowed to itself', 'BRAND', '?brands=nordvik~other', base({ brandIds: [3], brandSlugs: ['nordvik'] }), { brands: ['nordvik'] }],
    ['an artist page', 'ARTIST', '', base({ artistIds: [5], artistSlugs: ['banksy'] }), { artists: ['banksy'] }],
    ['eco and a promotion', 'PROMO', '?eco=1&promotion=30~', NO_BASE, { ecoFriendly: true, promotion: { min: 30 } }],
  ])('folds %s into the filters', (_name, type, query, pageBase, filters) => {
    expect(toListingQuery(stateOf(type, query), pageBase).filters).toEqual(filters);
  });

  it('keeps the listing kind of each type', () => {
    expect(toListingQuery(createListingState('OUTLET'), NO_BASE).kind).toBe('outlet');
    expect(toListingQuery(createListingState('SALES'), NO_BASE).kind).toBe('promotions');
    expect(toListingQuery(createListingState('search'), base({ query: 'sweat' }))).toMatchObject({ kind: 'search', query: 'sweat' });
  });
});
