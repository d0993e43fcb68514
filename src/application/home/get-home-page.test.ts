import { describe, expect, it } from 'vitest';
import { ApiError } from '../ports/api-error';
import { aProductResponse, aTemplate, anInitResponse } from '../../adapters/in-memory/catalogue-fixtures';
import { InMemoryCatalogueApi } from '../../adapters/in-memory/in-memory-catalogue-api';
import { RecordingErrorReporter } from '../../adapters/in-memory/recording-error-reporter';
import { InMemorySearchIndex } from '../../adapters/in-memory/in-memory-search-index';
import { anIndexedProduct } from '../../adapters/in-memory/search-fixtures';
import { SearchProductCards } from '../search/search-product-cards';
import { GetHomePage, distinctTiles } from './get-home-page';

const tile = (slug: string) => ({ slug, link: `/${slug}`, image: `/img/${slug}.svg`, title: slug });

const templates = [
  aTemplate('home_highlights', [
    { ...tile('best'), title: 'Best sellers', subtitle: 'This week', productIds: [1, 2, 404] },
    { ...tile('empty'), productIds: [405] },
  ]),
  aTemplate('top_categorie_homepage', [{ ...tile('men'), productIds: [1] }, tile('women')], { title: 'Top categories' }),
  aTemplate('home_slider', [{ ...tile('slide-1'), creativeVersion: 'slider' }]),
];

describe('GetHomePage', () => {
  it('gathers menu, footer, banners, category tiles and highlighted products', async () => {
    const errors = new RecordingErrorReporter();
    const api = new InMemoryCatalogueApi({
      init: anInitResponse({ freeShippingAmount: 79 }),
      templates,
      products: [aProductResponse({ id: 1, name: 'Logo tee' }), aProductResponse({ id: 2, name: 'Hoodie', originPrice: null })],
    });

    const page = await new GetHomePage(api, errors).execute();

    expect(page.menu[0].name).toBe('Nouveautés');
    expect(page.freeShippingAmount).toBe(79);
    expect(page.categoryTilesTitle).toBe('Top categories');
    expect(page.categoryTiles.map((item) => item.slug)).toEqual(['men', 'women']);
    expect(page.slides.map((item) => item.slug)).toEqual(['slide-1']);
    expect(page.highlights).toHaveLength(1);
    expect(page.highlights[0]).toMatchObject({ key: 'home_highlights:best', title: 'Best sellers', subtitle: 'This week' });
    expect(page.highlights[0].products.map((card) => card.name)).toEqual(['Logo tee', 'Hoodie']);
    expect(page.highlights[0].products[0]).toMatchObject({ price: 24.5, originalPrice: 35, discountPercent: 30, path: '/p/logo-tee-1' });
    expect(errors.reported.map((entry) => entry.context)).toEqual([
      'Unable to fetch highlighted product 404',
      'Unable to fetch highlighted product 405',
    ]);
  });

  it('still renders when templates cannot be loaded', async () => {
    const errors = new RecordingErrorReporter();
    const api = new InMemoryCatalogueApi({ templates });
    api.templates = async () => {
      throw new ApiError(500, 'boom');
    };
    const page = await new GetHomePage(api, errors).execute();
    expect(page.categoryTiles).toEqual([]);
    expect(page.slides).toEqual([]);
    expect(page.highlights).toEqual([]);
    expect(errors.reported[0].context).toBe('Unable to fetch templates on home page');
  });

  it('fails when init fails', async () => {
    const api = new InMemoryCatalogueApi({ failWith: new ApiError(0, 'Network Error') });
    await expect(new GetHomePage(api, new RecordingErrorReporter()).execute()).rejects.toMatchObject({ code: 0 });
  });
});

describe('GetHomePage with the search index', () => {
  const context = { storeId: 'laboutiqueofficielle' as const, locale: 'fr' as const, device: 0 as const };
  const api = () => new InMemoryCatalogueApi({ templates, products: [aProductResponse({ id: 1, name: 'Logo tee' }), aProductResponse({ id: 2, name: 'Hoodie' })] });
  const index = (failWith?: ApiError) =>
    new InMemorySearchIndex({ locale: 'fr', products: [anIndexedProduct({ productID: 1, name: 'Logo tee' }), anIndexedProduct({ productID: 2, name: 'Hoodie' })], failWith });

  it('gets every highlighted product in one call, reporting the missing ones as before', async () => {
    const errors = new RecordingErrorReporter();
    const catalogue = api();
    const search = index();
    const page = await new GetHomePage(catalogue, errors, new SearchProductCards(search, context)).execute();
    expect(page.highlights[0].products.map((card) => [card.id, card.name, card.path])).toEqual([[1, 'Logo tee', '/p/sweat-1'], [2, 'Hoodie', '/p/sweat-2']]);
    expect(search.calls).toEqual(['products 1,2,404,405']);
    expect(catalogue.calls.filter((call) => call.startsWith('product '))).toEqual([]);
    expect(errors.reported.map((entry) => entry.context)).toEqual(['Unable to fetch highlighted product 404', 'Unable to fetch highlighted product 405']);
  });

  it('falls back to one product call each when the index fails', async () => {
    const errors = new RecordingErrorReporter();
    const page = await new GetHomePage(api(), errors, new SearchProductCards(index(new ApiError(503, 'Unavailable')), context)).execute();
    expect(page.highlights[0].products.map((card) => card.path)).toEqual(['/p/logo-tee-1', '/p/logo-tee-2']);
    expect(errors.reported[0].context).toBe('Unable to get highlighted products from algolia on home page');
  });
});

describe('distinctTiles', () => {
  it('shows a category tile once, though two genders share its title or a tile repeats (issue 35: "Sweats à capuche" twice)', () => {
    const hoodies = (gender: string) => ({ slug: `${gender}-hoodies`, link: `/${gender}/vetements/sweats-a-capuche`, image: '', title: 'Sweats à capuche' });
    const tiles = [hoodies('homme'), tile('sneakers'), hoodies('enfant'), { ...tile('sneakers'), slug: 'sneakers-again' }, { ...tile('caps'), slug: 'sneakers' }, tile('robes')];
    expect(distinctTiles(tiles).map((item) => item.slug)).toEqual(['homme-hoodies', 'sneakers', 'robes']);
  });
});
