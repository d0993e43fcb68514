/**
 * Contract of the Algolia-compatible endpoint, driven through the real `algoliasearch` client over
 * HTTP against the demo catalogue, checked against brute force over the records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facetText, attributeValues } from './search-filter-match';
import { buildStoreRecords } from './search-records-from-catalogue';
import { SearchEngine } from './search-engine';
import { SearchError } from './search-error';
import { startSearchServer, type SearchServer } from './search-http-test-support';
import type { SearchRecord } from './search-record';
import { demoCatalogue, randomListingCase, SeededRandom } from '../testing/search-test-support';

const STORE = 'laboutiqueofficielle';
const INDEX = `${STORE}_products`;
const FACETS = ['brand.slug', 'colorCode', 'gender', 'availableSizes', 'category.lvl1', 'price'];
let engine: SearchEngine;
let server: SearchServer;
let records: SearchRecord[];

type Response = { hits: (SearchRecord & { _highlightResult?: Record<string, unknown> })[]; nbHits: number; nbPages: number; page: number; facets?: Record<string, Record<string, number>>; facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }> };

beforeAll(async () => {
  engine = SearchEngine.fromCatalogue(demoCatalogue(), [STORE]);
  server = await startSearchServer(engine);
  records = buildStoreRecords(demoCatalogue(), STORE);
});

afterAll(async () => {
  await server.close();
});

async function multi(requests: Record<string, unknown>[]): Promise<Response[]> {
  const { results } = await server.client.search({ requests: requests.map((request) => ({ indexName: INDEX, ...request })) });
  return results as unknown as Response[];
}

function bruteFacets(matching: SearchRecord[], attribute: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of matching) {
    for (const value of new Set(attributeValues(record, attribute).map(facetText))) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

const ids = (hits: { objectID: string }[]) => hits.map((hit) => hit.objectID).sort();

describe('filtering and faceting', () => {
  it('returns exactly the records a brute-force predicate selects, with the same facet counts', async () => {
    const random = new SeededRandom(2024);
    for (let run = 0; run < 40; run++) {
      const listing = randomListingCase(random, records);
      const common = { hitsPerPage: 1000, facets: FACETS, attributesToHighlight: [] };
      const [byFilters, byArrays] = await multi([
        { ...common, filters: listing.filters },
        { ...common, facetFilters: listing.facetFilters, numericFilters: listing.numericFilters },
      ]);
      const expected = records.filter(listing.predicate);
      for (const response of [byFilters, byArrays]) {
        expect(response.nbHits, listing.describe).toBe(expected.length);
        expect(ids(response.hits), listing.describe).toEqual(ids(expected));
        expect(response.hits.every(listing.predicate)).toBe(true);
        for (const attribute of FACETS.slice(0, -1)) {
          expect(response.facets?.[attribute] ?? {}, `${attribute} for ${listing.describe}`).toEqual(bruteFacets(expected, attribute));
        }
        if (expected.length > 0) {
          const prices = expected.map((record) => record.price);
          expect(response.facets_stats?.price.min).toBe(Math.min(...prices));
          expect(response.facets_stats?.price.max).toBe(Math.max(...prices));
          expect(response.facets_stats?.price.sum).toBeCloseTo(prices.reduce((sum, price) => sum + price, 0), 4);
          expect(response.facets_stats?.price.avg).toBeCloseTo(prices.reduce((sum, price) => sum + price, 0) / prices.length, 4);
        }
      }
    }
  });

  it('keeps every filter true when a text query is added', async () => {
    const random = new SeededRandom(99);
    for (let run = 0; run < 15; run++) {
      const listing = randomListingCase(random, records);
      const word = random.pick(['noir', 'sweat', 'logo', 'vintage', 'nordvik', 'casquette']);
      const [response] = await multi([{ query: word, filters: listing.filters, hitsPerPage: 1000 }]);
      expect(response.hits.every(listing.predicate)).toBe(true);
      const obvious = records.filter((record) => listing.predicate(record) && record.name.toLowerCase().split(/[\s-]+/).includes(word));
      expect(ids(response.hits)).toEqual(expect.arrayContaining(ids(obvious)));
    }
  });
});

describe('pagination', () => {
  it('pages partition the result: no duplicate, nothing missing, pages full but the last', async () => {
    for (const [hitsPerPage, filters] of [[48, 'isOnlyOutlet:false'], [15, 'gender:women'], [8, 'price < 40'], [16, ''], [24, 'categoryIds=1']] as const) {
      const [first] = await multi([{ filters, hitsPerPage }]);
      const expected = Math.min(first.nbHits, 1000);
      expect(first.nbPages).toBe(Math.ceil(expected / hitsPerPage));
      const pages = await multi(Array.from({ length: first.nbPages + 1 }, (_, page) => ({ filters, hitsPerPage, page, attributesToRetrieve: ['objectID'] })));
      const seen = pages.flatMap((page) => page.hits.map((hit) => hit.objectID));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(expected);
      pages.slice(0, -2).forEach((page) => expect(page.hits).toHaveLength(hitsPerPage));
      expect(pages[pages.length - 1].hits).toEqual([]);
    }
  });
});

describe('sort replicas', () => {
  const checks: [string, (a: SearchRecord, b: SearchRecord) => boolean][] = [
    ['', (a, b) => a.salesRank <= b.salesRank],
    ['_price_asc', (a, b) => a.price <= b.price],
    ['_price_desc', (a, b) => a.price >= b.price],
    ['_novelty', (a, b) => a.noveltyDate >= b.noveltyDate],
    ['_best_offers', (a, b) => a.promotionPercent >= b.promotionPercent],
    ['_flash_sale', (a, b) => Number(a.isFlashSale) >= Number(b.isFlashSale)],
    ['_top_sales', (a, b) => a.salesRank <= b.salesRank],
  ];

  it('orders each replica by its attribute, with or without a query', async () => {
    for (const query of ['', 'noir']) {
      const responses = await multi(checks.map(([suffix]) => ({ indexName: `${INDEX}${suffix}`, query, filters: 'isOnlyOutlet:false', hitsPerPage: 1000 })));
      responses.forEach((response, index) => {
        const [suffix, ordered] = checks[index];
        expect(response.nbHits).toBeGreaterThan(0);
        response.hits.slice(1).forEach((hit, position) => {
          expect(ordered(response.hits[position], hit), `${suffix} at ${position} for "${query}"`).toBe(true);
        });
      });
      const flash = responses[5].hits;
      expect(flash.filter((hit) => hit.isFlashSale).length).toBe(records.filter((record) => record.isFlashSale && !record.isOnlyOutlet && (query === '' || /noir/i.test(record.name + record.color))).length);
    }
  });
});

describe('text search', () => {
  it('folds accents and tolerates typos and hyphens', async () => {
    const tshirts = records.filter((record) => record.name.includes('T-shirt')).map((record) => record.objectID).sort();
    const [sweat, tshirt, typo, ecru] = await multi([
      { query: 'sweat', hitsPerPage: 1000 },
      { query: 'tshirt', hitsPerPage: 1000 },
      { query: 't-shrit', hitsPerPage: 1000 },
      { query: 'ECRU', hitsPerPage: 1000 },
    ]);
    expect(sweat.hits.some((hit) => hit.name.includes('Sweat à capuche'))).toBe(true);
    expect(ids(tshirt.hits.filter((hit) => hit.name.includes('T-shirt')))).toEqual(tshirts);
    expect(ids(typo.hits.filter((hit) => hit.name.includes('T-shirt')))).toEqual(tshirts);
    expect(ecru.nbHits).toBeGreaterThan(0);
    expect(ecru.hits.every((hit) => hit.color === 'Écru' || /[ée]cru/i.test(hit.name))).toBe(true);
  });

  it('highlights matches and returns the rest as stored, as Algolia does', async () => {
    const [response] = await multi([{ query: 'noir', hitsPerPage: 5, highlightPreTag: '<mark>', highlightPostTag: '</mark>' }]);
    for (const hit of response.hits) {
      const names = (hit._highlightResult as { names: { fr: { value: string; matchLevel: string } } }).names.fr;
      if (hit.name.includes('Noir')) expect(names.value).toContain('<mark>Noir</mark>');
      expect(names.value.replace(/<\/?mark>/g, '')).toBe(hit.name);
    }
    const [record] = records;
    engine.upsertProducts(STORE, [{ ...record, names: { ...record.names, fr: 'Tee <zorglub>"x"</zorglub> & Noir' } }]);
    const [escaped] = await multi([{ query: 'zorglub noir', hitsPerPage: 1, attributesToHighlight: ['names.fr'] }]);
    expect((escaped.hits[0]._highlightResult as { names: { fr: { value: string } } }).names.fr.value).toBe(
      'Tee <<em>zorglub</em>>"x"</<em>zorglub</em>> & <em>Noir</em>',
    );
    engine.upsertProducts(STORE, [record]);
  });
});

describe('malformed input', () => {
  it('is a 400 through the client, never a 500', async () => {
    for (const filters of ['(', 'a:1 OR', 'NOT', 'price >', '(a:1 AND b:2) OR c:3', 'x:"open', 'a:1 )', 'price:1 TO', 'AND a:1']) {
      try {
        await multi([{ filters }]);
        throw new Error(`accepted ${filters}`);
      } catch (error) {
        expect((error as { status?: number }).status, filters).toBe(400);
        expect((error as Error).message).toMatch(/^filters: /);
      }
    }
  });

  it('never throws anything but a SearchError on random filter text', () => {
    const random = new SeededRandom(5);
    const pieces = ['a', ':', 'b', '"', "'", '(', ')', ' AND ', ' OR ', 'NOT ', ' TO ', '1', '-2.5', '>', '<=', '!=', '=', ' ', 'price', '\\', ','];
    let accepted = 0;
    for (let run = 0; run < 1000; run++) {
      const filters = Array.from({ length: random.int(1, 10) }, () => random.pick(pieces)).join('');
      try {
        engine.search(INDEX, { filters, hitsPerPage: 0 });
        accepted++;
      } catch (error) {
        if (!(error instanceof SearchError) || error.status !== 400) throw new Error(`${filters}: ${String(error)}`, { cause: error });
      }
    }
    expect(accepted).toBeGreaterThan(0);
  });
});
