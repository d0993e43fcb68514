import { beforeAll, describe, expect, it } from 'vitest';
import { buildStoreRecords } from './search-records-from-catalogue';
import { SearchEngine } from './search-engine';
import { SearchError } from './search-error';
import type { SearchRecord } from './search-record';
import { CatalogueIndex } from './search-catalogue-index';
import { demoCatalogue, randomListingCase, SeededRandom } from '../testing/search-test-support';

const INDEX = 'laboutiqueofficielle_products';
let engine: SearchEngine;
let records: SearchRecord[];

beforeAll(() => {
  engine = SearchEngine.fromCatalogue(demoCatalogue(), ['laboutiqueofficielle', 'boutique_de']);
  records = buildStoreRecords(demoCatalogue(), 'laboutiqueofficielle');
});

function failure(run: () => unknown): SearchError {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchError) return error;
    throw error;
  }
  throw new Error('no error');
}

const names = (query: string, index = INDEX, extra: Record<string, unknown> = {}) =>
  engine.search(index, { query, hitsPerPage: 1000, ...extra }).hits.map((hit) => hit.name as string);

describe('SearchEngine indexes', () => {
  it('serves products, replicas and suggestions per store', () => {
    expect(engine.indexNames()).toEqual(expect.arrayContaining([
      INDEX,
      'laboutiqueofficielle_products_price_asc',
      'laboutiqueofficielle_products_price_desc',
      'laboutiqueofficielle_products_novelty',
      'laboutiqueofficielle_products_best_offers',
      'laboutiqueofficielle_products_flash_sale',
      'laboutiqueofficielle_products_top_sales',
      'laboutiqueofficielle_suggestions',
      'boutique_de_products',
    ]));
    expect(failure(() => engine.search('boutique_es_products')).toJSON()).toEqual({ status: 404, message: 'Index boutique_es_products does not exist' });
  });

  it('answers with Algolia response fields', () => {
    const response = engine.search(INDEX, { query: '', filters: 'isOnlyOutlet:false', hitsPerPage: 4, page: 1 });
    expect(response).toMatchObject({ page: 1, hitsPerPage: 4, query: '', index: INDEX, exhaustiveNbHits: true });
    expect(response.hits).toHaveLength(4);
    expect(response.nbHits).toBe(records.filter((record) => !record.isOnlyOutlet).length);
    expect(response.nbPages).toBe(Math.ceil(response.nbHits / 4));
    expect(response.params).toBe('query=&filters=isOnlyOutlet%3Afalse&hitsPerPage=4&page=1');
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(1);
    expect(response.facets).toBeUndefined();
    expect(engine.search(INDEX).hitsPerPage).toBe(20);
  });

  it('orders an empty query by sales rank, then novelty', () => {
    const ranks = engine.search(INDEX, { hitsPerPage: 1000 }).hits.map((hit) => hit.salesRank as number);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('refuses bad parameters with a 400', () => {
    expect(failure(() => engine.search(INDEX, { filters: 'brand.name:(' })).status).toBe(400);
    expect(failure(() => engine.search(INDEX, { hitsPerPage: 1001 })).message).toBe(
      'Invalid value for "hitsPerPage" parameter, expected a value between 0 and 1000',
    );
    expect(failure(() => engine.search(INDEX, { page: -1 })).status).toBe(400);
    expect(failure(() => engine.search(INDEX, { page: 'two' })).status).toBe(400);
    expect(failure(() => engine.search(INDEX, { facets: [1] })).status).toBe(400);
    expect(failure(() => engine.search(INDEX, { params: 3 })).status).toBe(400);
  });
});

describe('text matching', () => {
  it('folds accents and finds every word, in any attribute', () => {
    expect(names('sweat').some((name) => name.includes('Sweat à capuche'))).toBe(true);
    expect(names('ecru').length).toBe(records.filter((record) => record.color === 'Écru' || /écru/i.test(record.name)).length);
    expect(names('zenith').length).toBeGreaterThan(0);
    expect(names('zenith').every((name) => name.startsWith('Zénith'))).toBe(true);
    expect(names('weiss', 'boutique_de_products').every((name) => name.includes('Weiß'))).toBe(true);
    const both = names('sweat capuche noir');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((name) => name.includes('Sweat à capuche') && name.includes('Noir'))).toBe(true);
  });

  it('finds T-shirts however they are typed', () => {
    const tshirts = records.filter((record) => record.name.includes('T-shirt')).length;
    expect(tshirts).toBeGreaterThan(0);
    for (const query of ['tshirt', 't-shirt', 'T shirt', 't-shrit', 'tshrit', 'TSHIRTS']) {
      const found = names(query);
      expect(found.filter((name) => name.includes('T-shirt'))).toHaveLength(tshirts);
    }
  });

  it('ranks whole words before prefixes and typos', () => {
    const hits = engine.search(INDEX, { query: 'sweat', hitsPerPage: 1000 }).hits.map((hit) => hit.name as string);
    const firstPrefixOnly = hits.findIndex((name) => !/\bSweat\b/.test(name));
    const lastWhole = hits.map((name) => /\bSweat\b/.test(name)).lastIndexOf(true);
    expect(firstPrefixOnly === -1 || lastWhole < firstPrefixOnly).toBe(true);
  });

  it('finds nothing for gibberish', () => {
    expect(engine.search(INDEX, { query: 'qwxzv' }).nbHits).toBe(0);
  });
});

describe('hits', () => {
  it('retrieves the requested attributes and highlights the searchable ones', () => {
    const [hit] = engine.search(INDEX, { query: 'nordvik', attributesToRetrieve: ['name', 'brand.name', 'price'], hitsPerPage: 1 }).hits;
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', 'brand', 'name', 'objectID', 'price']);
    expect(hit.brand).toEqual({ name: 'Nordvik' });
    const highlight = hit._highlightResult as { brand: { name: { value: string; matchLevel: string } }; names: { fr: unknown } };
    expect(highlight.brand.name).toMatchObject({ value: '<em>Nordvik</em>', matchLevel: 'full', fullyHighlighted: true });
    expect(highlight.names.fr).toBeDefined();
    const [plain] = engine.search(INDEX, { query: 'nordvik', attributesToRetrieve: ['*', '-prices'], attributesToHighlight: [], hitsPerPage: 1 }).hits;
    expect(plain.prices).toBeUndefined();
    expect(plain._highlightResult).toBeUndefined();
    expect(plain.names).toBeDefined();
  });

  it('uses the given highlight tags', () => {
    const [hit] = engine.search(INDEX, {
      query: 'nordv',
      attributesToHighlight: ['brand.name'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 1,
    }).hits;
    expect(hit._highlightResult).toEqual({ brand: { name: { value: '<mark>Nordv</mark>ik', matchLevel: 'full', matchedWords: ['nordv'], fullyHighlighted: false } } });
  });

  it('gets one object, and 404s on unknown ones', () => {
    expect(engine.getObject(INDEX, records[0].objectID).name).toBe(records[0].name);
    expect(engine.getObject(`${INDEX}_price_asc`, records[0].objectID, ['price'])).toEqual({ price: records[0].price, objectID: records[0].objectID });
    expect(failure(() => engine.getObject(INDEX, 'nope')).toJSON()).toEqual({ status: 404, message: 'ObjectID does not exist' });
  });
});

describe('facets', () => {
  it('counts values of the filtered set, capped per facet, with stats for numbers', () => {
    const response = engine.search(INDEX, { filters: 'gender:women', facets: ['gender', 'brand.name', 'price', 'unknown'], maxValuesPerFacet: 3, hitsPerPage: 0 });
    const women = records.filter((record) => record.gender === 'women');
    expect(response.hits).toEqual([]);
    expect(response.facets?.gender).toEqual({ women: women.length });
    expect(Object.keys(response.facets?.['brand.name'] ?? {})).toHaveLength(3);
    expect(response.facets?.unknown).toBeUndefined();
    const prices = women.map((record) => record.price);
    expect(response.facets_stats?.price.min).toBe(Math.min(...prices));
    expect(response.facets_stats?.price.max).toBe(Math.max(...prices));
    expect(response.facets_stats?.price.sum).toBeCloseTo(prices.reduce((sum, price) => sum + price, 0), 4);
    expect(response.exhaustiveFacetsCount).toBe(true);
  });

  it('expands * to the attributes declared for faceting', () => {
    const response = engine.search(INDEX, { facets: '*', hitsPerPage: 0 });
    expect(Object.keys(response.facets ?? {})).toEqual(expect.arrayContaining(['brand.name', 'category.lvl0', 'availableSizes', 'colorCode', 'isOnlyOutlet', 'price']));
  });

  it('searches facet values', () => {
    const response = engine.searchForFacetValues(INDEX, 'brand.name', { facetQuery: 'nor', filters: 'isOnlyOutlet:false' });
    expect(response.facetHits.map((hit) => hit.value)).toEqual(expect.arrayContaining(['Nordvik', 'North Relay']));
    expect(response.facetHits.find((hit) => hit.value === 'Nordvik')?.highlighted).toBe('<em>Nor</em>dvik');
    expect(failure(() => engine.searchForFacetValues(INDEX, 'name', { facetQuery: 'x' })).status).toBe(400);
    expect(failure(() => engine.searchForFacetValues(INDEX, 'brand.slug', { facetQuery: 'x' })).message).toBe(
      'Cannot search in `brand.slug` attribute, you need to add `searchable(brand.slug)` to attributesForFaceting.',
    );
  });
});

describe('suggestions', () => {
  it('suggests brands, categories and terms as the shopper types', () => {
    const response = engine.search('laboutiqueofficielle_suggestions', { query: 'sw', hitsPerPage: 15 });
    expect(response.hits.length).toBeGreaterThan(0);
    expect(response.hits.every((hit) => /sw/i.test((hit.text as { fr: string }).fr))).toBe(true);
    const counts = response.hits.map((hit) => hit.productsNumber as number);
    expect(counts[0]).toBe(Math.max(...counts));
  });
});

describe('refreshing the index', () => {
  it('re-reads changed products from the catalogue in every store', () => {
    const catalogue = structuredClone(demoCatalogue());
    const local = SearchEngine.fromCatalogue(catalogue, ['boutique_com', 'boutique_de']);
    const product = catalogue.products.find((item) => !catalogue.brands.find((brand) => brand.id === item.brandId)?.restricted)!;
    for (const size of product.sizes) size.stock = 0;
    product.prices.ie = { price: 123456, originalPrice: null };
    local.refreshProducts(catalogue, [product.id]);
    expect(local.getObject('boutique_com_products', String(product.id))).toMatchObject({ price: 1234.56, inStock: false, availableSizes: [] });
    expect(local.getObject('boutique_de_products', String(product.id))).toMatchObject({ inStock: false });
    delete (product.prices as Record<string, unknown>).de;
    local.refreshProducts(catalogue, [product.id]);
    expect(() => local.getObject('boutique_de_products', String(product.id))).toThrow('ObjectID does not exist');
    expect(local.search('boutique_com_products', { filters: 'price > 1000' }).nbHits).toBe(1);
  });

  it('upserts and removes products, answers reflect them at once', () => {
    const local = SearchEngine.fromCatalogue(demoCatalogue(), ['boutique_com']);
    const [first] = buildStoreRecords(demoCatalogue(), 'boutique_com');
    const before = local.search('boutique_com_products', { filters: 'price > 9000' }).nbHits;
    expect(before).toBe(0);
    local.upsertProducts('boutique_com', [{ ...first, price: 9999, name: 'Golden <Tee> & Co', names: { ...first.names, en: 'Golden <Tee> & Co' } }]);
    const response = local.search('boutique_com_products', { query: 'golden tee', filters: 'price > 9000' });
    expect(response.nbHits).toBe(1);
    expect((response.hits[0]._highlightResult as { names: { en: { value: string } } }).names.en.value).toBe('<em>Golden</em> <<em>Tee</em>> & Co');
    expect(local.search('boutique_com_products_price_desc', { hitsPerPage: 1 }).hits[0].objectID).toBe(first.objectID);
    local.removeProducts('boutique_com', [first.objectID]);
    expect(local.search('boutique_com_products', { query: 'golden' }).nbHits).toBe(0);
    expect(() => local.getObject('boutique_com_products', first.objectID)).toThrow('ObjectID does not exist');
  });
});

describe('warming up before serving', () => {
  it('answers every query as an engine that was not warmed up', () => {
    const catalogue = demoCatalogue();
    const stores = ['laboutiqueofficielle', 'boutique_com'] as const;
    const cold = SearchEngine.fromCatalogue(catalogue, stores);
    const warm = new SearchEngine();
    warm.replaceProducts(CatalogueIndex.fromCatalogue(catalogue, stores), { ...catalogue, products: catalogue.products.slice(0, 50) });
    const random = new SeededRandom(7);
    const storeRecords = buildStoreRecords(catalogue, 'boutique_com');
    for (let i = 0; i < 60; i++) {
      const listing = randomListingCase(random, storeRecords);
      const query = random.chance(0.4) ? random.pick(storeRecords).name.split(' ')[0] : '';
      const request = { indexName: random.pick(['boutique_com_products', 'boutique_com_products_price_asc', 'laboutiqueofficielle_products_novelty']), query, filters: listing.filters, facets: ['*'], hitsPerPage: 24, page: random.int(0, 1) };
      const answer = (engine: SearchEngine) => engine.multipleQueries([request]).results.map((result) => ({ ...result, processingTimeMS: 0 }));
      expect(answer(warm)).toEqual(answer(cold));
    }
  });
});
