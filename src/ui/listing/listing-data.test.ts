import { describe, expect, it } from 'vitest';
import type { SearchProductsResult } from '../../application/search/search-products';
import type { PageInfo } from '../../domain/catalogue/site';
import type { ListingQuery } from '../../domain/search/listing-query';
import type { FacetNames } from '../../domain/listing/facet-names';
import { loadListing } from './listing-data';

const GERMAN: FacetNames = {
  colors: { black: 'Schwarz', navy: 'Marineblau', red: 'Rot' },
  sizes: { M: 'M', L: 'L', TU: 'Einheitsgröße' },
  categories: { hoodies: 'Hoodies', 't-shirts': 'T-Shirts' },
};

function services(nbPages = 3, names: () => Promise<FacetNames> = async () => GERMAN) {
  const asked: ListingQuery[] = [];
  return {
    asked,
    searchListing: async (query: ListingQuery): Promise<SearchProductsResult> => {
      asked.push(query);
      const facets = { color: [{ value: 'black', count: 4 }, { value: 'navy', count: 2 }], size: [{ value: 'TU', count: 1 }] };
      const listing = { hits: [], nbHits: nbPages * 48, page: query.page, nbPages, hitsPerPage: 48, facets, priceBounds: { min: 10, max: 90 }, promotionBounds: null };
      return { kind: 'found', query, listing, cards: [] };
    },
    facetNames: names,
  };
}

const brandPage = { type: 'brand', listingType: 'BRAND', title: 'Nordvik', description: '', breadcrumb: [], alternates: {}, filters: { brandIds: ['4'], brandSlugs: ['nordvik'] } } as PageInfo;

describe('loading a listing page', () => {
  it('searches the state of the URL within the page', async () => {
    const fake = services();
    const loaded = await loadListing(fake, { path: '/nordvik', search: '?sizes=M--L&price=~60&page=2', pageInfo: brandPage, searchWords: null });
    expect(loaded.kind).toBe('found');
    expect(fake.asked[0]).toMatchObject({ kind: 'brand', page: 2, filters: { brands: ['nordvik'], sizes: ['M', 'L'], price: { max: 60 } } });
    if (loaded.kind === 'found') expect(loaded.data.state.nbPages).toBe(3);
  });

  it('keeps the names of the values shown or chosen only, and shows the listing without names when they fail', async () => {
    const loaded = await loadListing(services(), { path: '/nordvik', search: '?sizes=M', pageInfo: brandPage, searchWords: null });
    if (loaded.kind !== 'found') throw new Error(loaded.kind);
    expect(loaded.data.names).toEqual({ colors: { black: 'Schwarz', navy: 'Marineblau' }, sizes: { TU: 'Einheitsgröße', M: 'M' } });
    const failing = services(3, async () => { throw new Error('network'); });
    const without = await loadListing(failing, { path: '/nordvik', search: '', pageInfo: brandPage, searchWords: null });
    expect(without).toMatchObject({ kind: 'found', data: { names: {} } });
  });

  it('is a 404 for an invalid page, a refused value or a page past the last', async () => {
    for (const search of ['?page=abc', '?page=0', '?brands=%3Cb%3E', '?page=4']) {
      expect((await loadListing(services(), { path: '/nordvik', search, pageInfo: brandPage, searchWords: null })).kind, search).toBe('not-found');
    }
  });

  it('lists search results for the words of the path; other pages are no listing', async () => {
    const fake = services();
    expect((await loadListing(fake, { path: '/search/sweat+noir', search: '', pageInfo: null, searchWords: 'sweat noir' })).kind).toBe('found');
    expect(fake.asked[0]).toMatchObject({ kind: 'search', query: 'sweat noir' });
    expect((await loadListing(fake, { path: '/marques', search: '', pageInfo: { ...brandPage, type: 'brands', listingType: undefined }, searchWords: null })).kind).toBe('no-listing');
  });
});
