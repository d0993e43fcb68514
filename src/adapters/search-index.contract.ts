import { describe, expect, it } from 'vitest';
import type { SearchIndex } from '../application/ports/search-index';
import { listingQuery, type ListingFilters, type ListingKind, type ListingQuery } from '../domain/search/listing-query';
import { toProductHit } from '../domain/search/search-results';
import { STORES, type StoreId } from '../domain/store/stores';
import type { IndexedProduct } from './in-memory/in-memory-search-matching';
import type { IndexedSuggestion } from './in-memory/in-memory-search-index';

export interface SearchIndexContractSetup {
  /** The adapter under test, for a store. */
  index: (storeId: StoreId) => SearchIndex;
  /** What the store's index holds, as records (the oracle the answers are checked against). */
  records: (storeId: StoreId) => IndexedProduct[];
  suggestions: (storeId: StoreId) => IndexedSuggestion[];
}

const bestSellersFirst = (a: IndexedProduct, b: IndexedProduct) => a.salesRank - b.salesRank || b.noveltyDate - a.noveltyDate;
const ids = (hits: { objectID: string }[]) => hits.map((hit) => hit.objectID);
const sorted = (values: string[]) => [...values].sort();

function counts(products: IndexedProduct[], values: (product: IndexedProduct) => string[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const product of products) for (const value of new Set(values(product))) result[value] = (result[value] ?? 0) + 1;
  return result;
}

const asCounts = (values: { value: string; count: number }[] | undefined) => Object.fromEntries((values ?? []).map(({ value, count }) => [value, count]));

/**
 * What every SearchIndex promises its use cases, whatever the adapter: the in-memory fake and the
 * Algolia client against the real shop run the same checks, against the same records.
 */
export function describeSearchIndexContract(name: string, setup: SearchIndexContractSetup): void {
  const FR: StoreId = 'laboutiqueofficielle';
  const listed = (storeId: StoreId, kind: ListingKind = 'category') =>
    setup.records(storeId).filter((record) => record.displayInListing && record.isOnlyOutlet === (kind === 'outlet'));
  const everything = async (storeId: StoreId, query: Partial<ListingQuery>) => {
    const first = await setup.index(storeId).search(listingQuery({ ...query, hitsPerPage: 48 }));
    const rest = await Promise.all(Array.from({ length: Math.max(0, first.nbPages - 1) }, (_, page) =>
      setup.index(storeId).search(listingQuery({ ...query, hitsPerPage: 48, page: page + 2 }))));
    return { first, hits: [first, ...rest].flatMap((page) => page.hits) };
  };

  describe(`SearchIndex contract: ${name}`, () => {
    it('lists the products a store shows in listings, best sellers first, as SPEC search hits', async () => {
      const page = await setup.index(FR).search(listingQuery({ kind: 'category' }));
      const expected = listed(FR).sort(bestSellersFirst);
      expect(page).toMatchObject({ nbHits: expected.length, page: 1, hitsPerPage: 48, nbPages: Math.ceil(expected.length / 48) });
      expect(ids(page.hits)).toEqual(ids(expected.slice(0, 48)));
      expect(page.hits[0]).toEqual(toProductHit(expected[0]));
    });

    it('ORs values within a facet, ANDs facets, and counts facet values over the whole result (a ticked facet over the others)', async () => {
      const products = listed(FR);
      const brands = [...new Set(products.map((product) => product.brand.slug))].slice(0, 2);
      const gender = products.find((product) => brands.includes(product.brand.slug))!.gender;
      const filters: ListingFilters = { brands, genders: [gender] };
      const expected = products.filter((product) => brands.includes(product.brand.slug) && product.gender === gender);
      const { first, hits } = await everything(FR, { filters });
      expect(first.nbHits).toBe(expected.length);
      expect(sorted(ids(hits))).toEqual(sorted(ids(expected)));
      // Disjunctive faceting: a ticked facet keeps its other values, counted under the other facets' filters.
      const ofGender = products.filter((product) => product.gender === gender);
      expect(asCounts(first.facets.brand)).toEqual(counts(ofGender, (product) => [product.brand.slug]));
      expect(Object.keys(asCounts(first.facets.brand)).length).toBeGreaterThan(brands.length);
      const ofBrands = products.filter((product) => brands.includes(product.brand.slug));
      expect(asCounts(first.facets.gender)).toEqual(counts(ofBrands, (product) => [product.gender]));
      expect(asCounts(first.facets.color)).toEqual(counts(expected, (product) => [product.colorCode]));
      expect(asCounts(first.facets.size)).toEqual(counts(expected, (product) => product.availableSizes));
      expect(first.facets.brand!.map((value) => value.count)).toEqual([...first.facets.brand!.map((value) => value.count)].sort((a, b) => b - a));
    });

    it('filters on a price range and sorts by price', async () => {
      const expected = listed(FR).filter((product) => product.price >= 20 && product.price <= 60);
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const { first, hits } = await everything(FR, { filters: { price: { min: 20, max: 60 } }, sort });
        expect(first.nbHits).toBe(expected.length);
        const prices = hits.map((hit) => hit.prices.fr.price);
        expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price_asc' ? a - b : b - a)));
        expect(first.priceBounds).toEqual({ min: Math.min(...expected.map((p) => p.price)), max: Math.max(...expected.map((p) => p.price)) });
      }
    });

    it('shows promotions, outlet products and labels only where they belong', async () => {
      const promotions = await everything(FR, { kind: 'promotions', filters: { promotion: { min: 30 } } });
      expect(promotions.first.nbHits).toBe(listed(FR).filter((product) => product.promotionPercent >= 30).length);
      expect(promotions.hits.every((hit) => (hit.promotion?.percent ?? 0) >= 30)).toBe(true);

      const outlet = await everything(FR, { kind: 'outlet' });
      expect(sorted(ids(outlet.hits))).toEqual(sorted(ids(listed(FR, 'outlet'))));

      const eco = await setup.index(FR).search(listingQuery({ filters: { ecoFriendly: true }, hitsPerPage: 48 }));
      expect(eco.nbHits).toBe(listed(FR).filter((product) => product.isEcoFriendly).length);
      expect(eco.hits.every((hit) => hit.marketLabels.eco_friendly !== undefined)).toBe(true);
    });

    it('filters on categories by id or by slug, and on sizes in stock', async () => {
      const sample = listed(FR).find((product) => product.availableSizes.length > 0)!;
      const [, family, type] = sample.categoryIds;
      const byId = await setup.index(FR).search(listingQuery({ filters: { categories: [family] } }));
      expect(byId.nbHits).toBe(listed(FR).filter((product) => product.categoryIds.includes(family)).length);
      const slug = sample.categorySlugs[2];
      const bySlug = await setup.index(FR).search(listingQuery({ filters: { categories: [slug], sizes: [sample.availableSizes[0]] } }));
      const expected = listed(FR).filter((product) => product.categorySlugs.includes(slug) && product.availableSizes.includes(sample.availableSizes[0]));
      expect(bySlug.nbHits).toBe(expected.length);
      expect(ids(bySlug.hits)).toContain(sample.objectID);
      expect(type).toBe(sample.categoryIds[2]);
    });

    it('pages through a result without duplicates, then gives an empty page', async () => {
      const query = { filters: { genders: ['women' as const] }, hitsPerPage: 16 as const };
      const first = await setup.index(FR).search(listingQuery(query));
      const pages = await Promise.all(Array.from({ length: first.nbPages + 1 }, (_, index) => setup.index(FR).search(listingQuery({ ...query, page: index + 1 }))));
      const seen = pages.flatMap((page) => ids(page.hits));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(first.nbHits);
      expect(pages.at(-1)!.hits).toEqual([]);
      expect(pages.at(-1)!.page).toBe(first.nbPages + 1);
    });

    it('finds products by the words of their names, accents folded, in the store language', async () => {
      for (const storeId of [FR, 'boutique_es'] as const) {
        const locale = STORES[storeId].locale;
        const sample = listed(storeId).sort(bestSellersFirst)[3];
        const word = sample.name.split(/\s+/).find((candidate) => candidate.length >= 5)!;
        const typed = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
        const page = await setup.index(storeId).search(listingQuery({ kind: 'search', query: typed, hitsPerPage: 48 }));
        const { hits } = await everything(storeId, { kind: 'search', query: typed });
        expect(page.nbHits).toBeGreaterThan(0);
        expect(ids(hits), `${typed} in ${storeId}`).toContain(sample.objectID);
        const listedIds = new Set(ids(listed(storeId)));
        expect(hits.every((hit) => listedIds.has(hit.objectID))).toBe(true);
        expect(hits.some((hit) => hit.names[locale].toLowerCase().includes(typed.slice(0, 4)))).toBe(true);
      }
    });

    it('suggests while the shopper types, matched words marked, with products', async () => {
      const storeId: StoreId = 'boutique_com';
      const term = setup.suggestions(storeId).find((suggestion) => suggestion.kind === 'term')!;
      const typed = term.text.en.slice(0, 4);
      const answer = await setup.index(storeId).suggest(typed, 15);
      expect(answer.suggestions.length).toBeGreaterThan(0);
      expect(answer.suggestions.length).toBeLessThanOrEqual(15);
      expect(answer.suggestions.map((suggestion) => suggestion.objectID)).toContain(term.objectID);
      for (const suggestion of answer.suggestions) {
        expect(suggestion.highlighted.map((part) => part.text).join('')).toBe(suggestion.text.en);
        expect(suggestion.urls.en).toMatch(/^\//);
      }
      expect(answer.suggestions.find((suggestion) => suggestion.objectID === term.objectID)!.highlighted.some((part) => part.match)).toBe(true);
      expect(answer.products.length).toBeLessThanOrEqual(15);
      expect(answer.nbProducts).toBeGreaterThanOrEqual(answer.products.length);
    });

    it('gives the best sellers for the error page', async () => {
      const top = await setup.index(FR).topSales(6);
      expect(ids(top)).toEqual(ids(listed(FR).sort((a, b) => a.salesRank - b.salesRank).slice(0, 6)));
    });

    it('gets products by id in one call, null for unknown ones', async () => {
      const [a, b] = listed('boutique_de');
      const found = await setup.index('boutique_de').products([b.productID, 999_999, a.productID]);
      expect(found).toEqual([toProductHit(b), null, toProductHit(a)]);
      expect(await setup.index('boutique_de').products([])).toEqual([]);
    });
  });
}
