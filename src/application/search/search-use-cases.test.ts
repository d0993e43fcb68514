import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import type { RequestContext } from '../ports/request-context';
import { InMemorySearchIndex } from '../../adapters/in-memory/in-memory-search-index';
import { RecordingErrorReporter } from '../../adapters/in-memory/recording-error-reporter';
import { aSuggestion, anIndexedProduct, sameInEveryLanguage } from '../../adapters/in-memory/search-fixtures';
import { GetTopSales } from './get-top-sales';
import { SearchTopSellers } from './search-top-sellers';
import { SearchProducts } from './search-products';
import { SuggestSearch } from './suggest-search';

const french: RequestContext = { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 };
const products = [
  anIndexedProduct({ productID: 1, salesRank: 3, price: 30 }),
  anIndexedProduct({ productID: 2, salesRank: 1, price: 55, promotionPercent: 20, brand: { id: 2, name: 'Atelier Sud', slug: 'atelier-sud' } }),
  anIndexedProduct({ productID: 3, salesRank: 2, price: 20, name: 'T-shirt logo', isOnlyOutlet: true }),
  anIndexedProduct({ productID: 4, salesRank: 4, price: 25, name: 'Casquette', displayInListing: false }),
  anIndexedProduct({ productID: 5, salesRank: 5, price: 90, name: 'Veste', colorCode: 'navy', categorySlugs: ['homme', 'vetements', 'vestes'], category: { lvl2: 'Homme > Vêtements > Vestes' } }),
];
const index = (failWith?: ApiError) =>
  new InMemorySearchIndex({ locale: 'fr', products, suggestions: [aSuggestion({ objectID: 'term-hoodies', text: sameInEveryLanguage('sweats à capuche') })], failWith });

describe('SearchProducts', () => {
  it('lists the first page of 48, best sellers first, as thumbnails priced for the store', async () => {
    const result = await new SearchProducts(index(), french).execute();
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.query).toMatchObject({ kind: 'category', sort: 'relevance', page: 1, hitsPerPage: 48 });
    expect(result.cards.map((card) => card.id)).toEqual([2, 1, 5]);
    expect(result.cards[0]).toMatchObject({ name: 'Sweat à capuche 2', brand: 'Atelier Sud', price: 55, originalPrice: 68.75, discountPercent: 20, path: '/p/sweat-2' });
    expect(result.listing.facets.brand).toEqual([{ value: 'nordvik', count: 2 }, { value: 'atelier-sud', count: 1 }]);
  });

  it('searches words, filters, sorts and pages', async () => {
    const result = await new SearchProducts(index(), french).execute({ query: ' sweat ', filters: { brands: ['nordvik'] }, sort: 'price_desc', hitsPerPage: 1, page: 1 });
    if (result.kind !== 'found') throw new Error(result.kind);
    expect(result.query).toMatchObject({ kind: 'search', query: 'sweat' });
    expect(result.listing).toMatchObject({ nbHits: 1, nbPages: 1, page: 1 });
    expect(result.cards.map((card) => card.id)).toEqual([1]);
  });

  it('refuses what the shop cannot ask, before asking the index', async () => {
    const search = index();
    const useCase = new SearchProducts(search, french);
    expect(await useCase.execute({ page: 0 })).toEqual({ kind: 'invalid', problem: { kind: 'invalid-page', value: 0 } });
    expect(await useCase.execute({ page: 1.5 })).toMatchObject({ problem: { kind: 'invalid-page' } });
    expect(await useCase.execute({ hitsPerPage: 50 as never })).toMatchObject({ problem: { kind: 'invalid-page-size', value: 50 } });
    expect(await useCase.execute({ sort: 'cheapest' as never })).toMatchObject({ problem: { kind: 'invalid-sort', value: 'cheapest' } });
    expect(await useCase.execute({ filters: { brands: ['<script>'] } })).toMatchObject({ problem: { kind: 'invalid-filter-value', facet: 'brands', value: '<script>' } });
    expect(await useCase.execute({ filters: { price: { min: 80, max: 20 } } })).toMatchObject({ problem: { kind: 'invalid-range', facet: 'price' } });
    expect(await useCase.execute({ filters: { genders: ['robots' as never] } })).toMatchObject({ problem: { kind: 'invalid-filter-value', facet: 'genders' } });
    expect(await useCase.execute({ filters: { brands: ["Agnès b. #1 ~ l'été/2"], categories: ['sweats', 12] } })).toMatchObject({ kind: 'found' });
    expect(search.calls).toHaveLength(1);
  });

  it('lets a failing search service fail', async () => {
    await expect(new SearchProducts(index(new ApiError(0, 'Network Error')), french).execute()).rejects.toMatchObject({ code: 0 });
  });
});

describe('SuggestSearch', () => {
  it('suggests terms and products for the trimmed text, matched words marked', async () => {
    const result = await new SuggestSearch(index(), french, new RecordingErrorReporter()).execute('  sweat ');
    if (result.kind !== 'found') throw new Error(result.kind);
    expect(result.text).toBe('sweat');
    expect(result.suggestions.map((suggestion) => suggestion.objectID)).toEqual(['term-hoodies']);
    expect(result.suggestions[0].highlighted.filter((part) => part.match).map((part) => part.text)).toEqual(['sweats']);
    expect(result.products.map((card) => card.id)).toEqual([2, 1]);
    expect(result.nbProducts).toBe(2);
  });

  it('asks nothing for blank text', async () => {
    const search = index();
    expect(await new SuggestSearch(search, french, new RecordingErrorReporter()).execute('   ')).toEqual({ kind: 'empty' });
    expect(search.calls).toEqual([]);
  });

  it('logs a failure without a user message, but not a network error', async () => {
    const errors = new RecordingErrorReporter();
    expect(await new SuggestSearch(index(new ApiError(500, 'boom')), french, errors).execute('sw')).toEqual({ kind: 'unavailable' });
    expect(await new SuggestSearch(index(new ApiError(0, 'Network Error')), french, errors).execute('sw')).toEqual({ kind: 'unavailable' });
    expect(errors.reported.map((entry) => entry.context)).toEqual(['Unable to get algolia results in header search']);
  });
});

describe('GetTopSales', () => {
  it('gives the six best sellers shown in listings, outside the outlet', async () => {
    const cards = await new GetTopSales(new SearchTopSellers(index(), french), new RecordingErrorReporter()).execute();
    expect(cards.map((card) => card.id)).toEqual([2, 1, 5]);
  });

  it('gives nothing when the service fails, logging all but network errors', async () => {
    const errors = new RecordingErrorReporter();
    expect(await new GetTopSales(new SearchTopSellers(index(new ApiError(404, 'Index does not exist')), french), errors).execute()).toEqual([]);
    expect(await new GetTopSales(new SearchTopSellers(index(new ApiError(0, 'Network Error')), french), errors).execute()).toEqual([]);
    expect(errors.reported.map((entry) => entry.context)).toEqual(['Unable to get products from algolia on error page']);
  });
});
