/**
 * What an InstantSearch front end sees: `algoliasearch-helper` (InstantSearch's engine) driving
 * the endpoint through the real v5 client, with disjunctive, conjunctive and hierarchical facets,
 * numeric refinements, search for facet values, pagination and sort replicas. Every answer is
 * checked against ground truth computed from the records, not from the engine.
 */
import algoliasearchHelper from 'algoliasearch-helper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreRecords } from './search-records-from-catalogue';
import { SearchEngine } from './search-engine';
import { startSearchServer, type SearchServer } from './search-http-test-support';
import type { SearchRecord } from './search-record';
import { demoCatalogue, SeededRandom } from '../testing/search-test-support';

const STORE = 'laboutiqueofficielle';
const INDEX = `${STORE}_products`;
const SEPARATOR = ' > ';
let server: SearchServer;
let records: SearchRecord[];

beforeAll(async () => {
  server = await startSearchServer(SearchEngine.fromCatalogue(demoCatalogue(), [STORE]));
  records = buildStoreRecords(demoCatalogue(), STORE);
});

afterAll(async () => {
  await server?.close();
});

type Helper = ReturnType<typeof algoliasearchHelper>;

function helper(params: Record<string, unknown> = {}): Helper {
  return algoliasearchHelper(server.client as never, INDEX, {
    disjunctiveFacets: ['brand.name', 'colorCode'],
    facets: ['gender', 'price'],
    hierarchicalFacets: [{ name: 'category', attributes: ['category.lvl0', 'category.lvl1', 'category.lvl2'], separator: SEPARATOR }],
    maxValuesPerFacet: 1000,
    hitsPerPage: 1000,
    attributesToHighlight: [],
    ...params,
  });
}

/** A shopper's refinements, and the record predicate each one means. */
interface Refinements {
  brands: string[];
  colors: string[];
  gender: string | null;
  category: string | null;
  price: [number, number] | null;
}

type Part = keyof Refinements;

function predicate(refinements: Refinements, without: Part | null = null): (record: SearchRecord) => boolean {
  const { brands, colors, gender, category, price } = refinements;
  return (record) =>
    (without === 'brands' || brands.length === 0 || brands.includes(record.brand.name)) &&
    (without === 'colors' || colors.length === 0 || colors.includes(record.colorCode)) &&
    (without === 'gender' || gender === null || record.gender === gender) &&
    (without === 'category' || category === null || record.category.lvl1 === category) &&
    (without === 'price' || price === null || (record.price >= price[0] && record.price <= price[1]));
}

function counts(matching: SearchRecord[], value: (record: SearchRecord) => string): Record<string, number> {
  const result: Record<string, number> = {};
  for (const record of matching) result[value(record)] = (result[value(record)] ?? 0) + 1;
  return result;
}

function randomRefinements(random: SeededRandom): Refinements {
  const sample = random.pick(records);
  return {
    brands: random.chance(0.6) ? [...new Set([sample.brand.name, ...random.some(records, 2).map((record) => record.brand.name)])] : [],
    colors: random.chance(0.5) ? [...new Set([sample.colorCode, random.pick(records).colorCode])] : [],
    gender: random.chance(0.3) ? sample.gender : null,
    category: random.chance(0.5) ? sample.category.lvl1 : null,
    price: random.chance(0.5) ? [random.int(5, 40), random.int(50, 150)] : null,
  };
}

function refine(base: Helper, refinements: Refinements): Helper {
  let state = base;
  for (const brand of refinements.brands) state = state.addDisjunctiveFacetRefinement('brand.name', brand);
  for (const color of refinements.colors) state = state.addDisjunctiveFacetRefinement('colorCode', color);
  if (refinements.gender) state = state.addFacetRefinement('gender', refinements.gender);
  if (refinements.category) state = state.toggleFacetRefinement('category', refinements.category);
  if (refinements.price) state = state.addNumericRefinement('price', '>=', refinements.price[0]).addNumericRefinement('price', '<=', refinements.price[1]);
  return state;
}

const ids = (hits: readonly { objectID: string }[]) => hits.map((hit) => hit.objectID).sort();
const facetCounts = (values: { name: string; count: number }[]) => Object.fromEntries(values.map((value) => [value.name, value.count]));

interface Node {
  name: string;
  path: string;
  count: number;
  data: Node[] | null;
}

describe('algoliasearch-helper against the embedded endpoint', () => {
  it('gives disjunctive, conjunctive and hierarchical facet counts and hits as the records do', async () => {
    const random = new SeededRandom(14);
    for (let run = 0; run < 12; run++) {
      const refinements = randomRefinements(random);
      const described = JSON.stringify(refinements);
      const { content } = await refine(helper(), refinements).searchOnce({});
      const expected = records.filter(predicate(refinements));
      expect(content.nbHits, described).toBe(expected.length);
      expect(ids(content.hits), described).toEqual(ids(expected));

      // Disjunctive: counted as if the facet's own refinements were not there (the helper lists a
      // refined value even when nothing holds it, with 0).
      const withRefined = (found: Record<string, number>, refined: string[]) => ({ ...Object.fromEntries(refined.map((value) => [value, 0])), ...found });
      const brands = records.filter(predicate(refinements, 'brands'));
      expect(facetCounts(content.getFacetValues('brand.name', {}) as never), described).toEqual(withRefined(counts(brands, (record) => record.brand.name), refinements.brands));
      const colors = records.filter(predicate(refinements, 'colors'));
      expect(facetCounts(content.getFacetValues('colorCode', {}) as never), described).toEqual(withRefined(counts(colors, (record) => record.colorCode), refinements.colors));
      // Conjunctive: counted over the hits.
      expect(facetCounts(content.getFacetValues('gender', {}) as never), described).toEqual(counts(expected, (record) => record.gender));

      // Hierarchical: every top level over the other refinements, the refined branch opened.
      const tree = content.getFacetValues('category', {}) as unknown as Node;
      const others = records.filter(predicate(refinements, 'category'));
      expect(facetCounts(tree.data ?? []), described).toEqual(counts(others, (record) => record.category.lvl0));
      if (refinements.category) {
        const [top] = refinements.category.split(SEPARATOR);
        const opened = tree.data!.find((node) => node.name === top)!;
        const underTop = others.filter((record) => record.category.lvl0 === top);
        expect(facetCounts(opened.data ?? []), described).toEqual(
          Object.fromEntries(Object.entries(counts(underTop, (record) => record.category.lvl1)).map(([path, count]) => [path.split(SEPARATOR)[1], count])),
        );
        const leaf = opened.data!.find((node) => node.path === refinements.category)!;
        expect(facetCounts(leaf.data ?? []), described).toEqual(
          Object.fromEntries(Object.entries(counts(expected, (record) => record.category.lvl2)).map(([path, count]) => [path.split(SEPARATOR)[2], count])),
        );
      } else {
        expect(tree.data!.every((node) => node.data === null), described).toBe(true);
      }
      if (expected.length > 0) {
        const prices = expected.map((record) => record.price);
        expect(content.getFacetStats('price'), described).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
      }
    }
  });

  it('searches facet values with the other refinements applied, and only on searchable facets', async () => {
    const refinements: Refinements = { brands: [records[0].brand.name], colors: [], gender: 'women', category: null, price: [10, 120] };
    const state = refine(helper(), refinements);
    const { facetHits } = await state.searchForFacetValues('brand.name', 'nor', 10);
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const expected = Object.entries(counts(records.filter(predicate(refinements, 'brands')), (record) => record.brand.name))
      .filter(([name]) => fold(name).split(/[^a-z0-9]+/).some((word) => word.startsWith('nor')))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, 10);
    expect(expected.length).toBeGreaterThan(0);
    expect(facetHits.map((hit) => [hit.value, hit.count])).toEqual(expected);
    expect(facetHits.every((hit) => hit.isRefined === refinements.brands.includes(hit.value))).toBe(true);
    expect(facetHits.every((hit) => /<em>nor<\/em>/i.test(hit.highlighted))).toBe(true);
    await expect(helper({ disjunctiveFacets: ['brand.slug'] }).searchForFacetValues('brand.slug', 'nor', 10)).rejects.toMatchObject({ status: 400 });
  });

  it('pages through the results: pages partition them, nbPages counts them', async () => {
    const refinements: Refinements = { brands: [], colors: [], gender: null, category: null, price: [0, 80] };
    const expected = records.filter(predicate(refinements));
    const base = refine(helper({ hitsPerPage: 48 }), refinements);
    const first = (await base.searchOnce({})).content;
    expect(first.nbPages).toBe(Math.ceil(Math.min(expected.length, 1000) / 48));
    const seen: string[] = [];
    for (let page = 0; page <= first.nbPages; page++) {
      const { content } = await base.setPage(page).searchOnce({});
      expect(content.page).toBe(page);
      expect(content.hits.length).toBe(page < first.nbPages - 1 ? 48 : page === first.nbPages - 1 ? expected.length - 48 * page : 0);
      seen.push(...content.hits.map((hit) => hit.objectID));
    }
    expect(seen.sort()).toEqual(ids(expected));
  });

  it('sorts with the replicas and keeps the refinements', async () => {
    const refinements: Refinements = { brands: [], colors: [], gender: 'men', category: null, price: null };
    const expected = records.filter(predicate(refinements));
    for (const [replica, ordered] of [
      ['price_asc', (a: SearchRecord, b: SearchRecord) => a.price <= b.price],
      ['price_desc', (a: SearchRecord, b: SearchRecord) => a.price >= b.price],
      ['novelty', (a: SearchRecord, b: SearchRecord) => a.noveltyDate >= b.noveltyDate],
    ] as const) {
      const { content } = await refine(helper(), refinements).setIndex(`${INDEX}_${replica}`).searchOnce({});
      const hits = content.hits as unknown as SearchRecord[];
      expect(content.index).toBe(`${INDEX}_${replica}`);
      expect(ids(hits)).toEqual(ids(expected));
      hits.slice(1).forEach((hit, position) => expect(ordered(hits[position], hit), `${replica} at ${position}`).toBe(true));
    }
  });
});
