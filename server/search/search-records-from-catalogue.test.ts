import { describe, expect, it } from 'vitest';
import { STORE_IDS } from '../../src/domain/store/stores';
import { buildStoreRecords, buildSuggestionRecords } from './search-records-from-catalogue';
import { demoCatalogue } from '../testing/search-test-support';

describe('buildStoreRecords', () => {
  const catalogue = demoCatalogue();

  it('prices each record for the store country, in euros', () => {
    const records = buildStoreRecords(catalogue, 'boutique_com');
    const product = catalogue.products.find((item) => item.id === Number(records[0].objectID))!;
    const ie = product.prices.ie;
    expect(records[0].price).toBe(ie.price / 100);
    expect(records[0].prices.default).toEqual(records[0].prices.ie);
    expect(Object.keys(records[0].prices).sort()).toEqual(['be', 'de', 'default', 'es', 'fr', 'ie', 'it']);
    for (const record of records) {
      const expected = record.originalPrice ? Math.round(100 * (1 - record.price / record.originalPrice)) : 0;
      expect(record.promotionPercent).toBe(expected);
      expect(record.promotion).toEqual(expected > 0 ? { percent: expected } : null);
    }
  });

  it('names facets in the store language and keeps every language in the hit', () => {
    const [record] = buildStoreRecords(catalogue, 'boutique_de');
    const product = catalogue.products.find((item) => item.id === record.productID)!;
    expect(record.name).toBe(product.names.de);
    expect(record.names).toEqual(product.names);
    expect(record.slugs).toEqual(product.slugs);
    expect(record.color).toBe(product.color.names.de);
    expect(record.category.lvl2.split(' > ')).toHaveLength(3);
    expect(record.category.lvl1).toBe(record.category.lvl2.split(' > ').slice(0, 2).join(' > '));
    expect(record.categoryIds[2]).toBe(product.categoryId);
    expect(record.categoryPath).toBe(`/${record.categorySlugs.join('/')}`);
  });

  it("lists in-stock sizes (keys) for filtering and every size for display, named in the store's language", () => {
    const sizeName = new Map(catalogue.terms.filter((term) => term.kind === 'size').map((term) => [term.key, term.names.de]));
    for (const record of buildStoreRecords(catalogue, 'boutique_de')) {
      const product = catalogue.products.find((item) => item.id === record.productID)!;
      expect(record.sizes.map((size) => size.size)).toEqual([...product.sizes].sort((a, b) => a.rank - b.rank).map((size) => sizeName.get(size.label)));
      expect(record.availableSizes).toEqual([...product.sizes].sort((a, b) => a.rank - b.rank).filter((size) => size.stock > 0).map((size) => size.label));
      expect(record.inStock).toBe(record.availableSizes.length > 0);
      expect(record.noveltyDate).toBe(Math.floor(Date.parse(product.createdAt) / 1000));
      expect(record.isEcoFriendly).toBe(product.marketLabels.includes('eco_friendly'));
    }
    const oneSize = buildStoreRecords(catalogue, 'boutique_de').find((record) => record.availableSizes.includes('TU'))!;
    expect(oneSize.sizes).toEqual([{ size: 'Einheitsgröße' }]);
  });

  it('sells restricted brands only on the first brand store', () => {
    const restricted = new Set(catalogue.brands.filter((brand) => brand.restricted).map((brand) => brand.id));
    expect(buildStoreRecords(catalogue, 'laboutiqueofficielle').some((record) => restricted.has(record.brand.id))).toBe(true);
    for (const storeId of STORE_IDS.slice(1)) {
      expect(buildStoreRecords(catalogue, storeId).some((record) => restricted.has(record.brand.id))).toBe(false);
    }
  });
});

describe('buildSuggestionRecords', () => {
  const catalogue = demoCatalogue();
  const listed = buildStoreRecords(catalogue, 'laboutiqueofficielle').filter((record) => record.displayInListing && !record.isOnlyOutlet);
  const suggestions = buildSuggestionRecords(catalogue, 'laboutiqueofficielle');

  it('suggests brands with their listing path and product count', () => {
    const brand = suggestions.find((suggestion) => suggestion.objectID === 'brand-1')!;
    const name = catalogue.brands[0];
    expect(brand).toMatchObject({ kind: 'brand', text: { fr: name.name, en: name.name }, urls: { fr: `/${name.slug}`, de: `/${name.slug}` } });
    expect(brand.productsNumber).toBe(listed.filter((record) => record.brand.id === 1).length);
  });

  it('suggests categories and popular terms per language', () => {
    const hoodies = suggestions.filter((suggestion) => suggestion.kind === 'category' && suggestion.text.fr.startsWith('Sweats à capuche'));
    expect(hoodies.length).toBeGreaterThan(0);
    expect(hoodies[0].urls.fr).toMatch(/^\/(homme|femme|enfant)\/vetements\/sweats-a-capuche$/);
    const term = suggestions.find((suggestion) => suggestion.objectID === 'term-hoodies')!;
    expect(term.text.fr).toBe('sweats à capuche');
    expect(term.urls.fr).toBe('/search/sweats+%C3%A0+capuche');
    expect(term.urls.en).toBe('/search/hoodies');
    expect(new Set(suggestions.map((suggestion) => suggestion.objectID)).size).toBe(suggestions.length);
    expect(suggestions.every((suggestion) => (suggestion.productsNumber ?? 0) > 0)).toBe(true);
  });
});
