/**
 * The in-process half of the search benchmark (BENCH_TARGET=scale): for catalogues of
 * BENCH_SIZES products (default 720,5000), builds every store's indexes from the generated
 * catalogue as the shop does from its database, and reports
 *   - build time, and heap (+ array buffers) the indexes hold once built, after a full GC;
 *   - the first query of each store (a listing with facets `*`, then a text query), each the very
 *     first its store answers;
 *   - p50/p95/p99 of a query mix (listings by category, brand, novelty, promotions… with
 *     refinements, sorts and facets `*`; text queries typed letter by letter; category listings
 *     on every sort replica), first seen then repeated;
 *   - a restock of 50 products, and the first listing query after it;
 *   - heap after all of it.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Catalogue } from '../../server/catalogue/catalogue-types';
import { generateCatalogue } from '../../server/demo/generate-catalogue';
import { Random } from '../../server/demo/random';
import { buildStoreRecords, type SearchCatalogue } from '../../server/search/search-records-from-catalogue';
import { SearchEngine } from '../../server/search/search-engine';
import type { SearchRecord } from '../../server/search/search-record';
import { SeededRandom } from '../../server/testing/search-test-support';
import { PRODUCT_REPLICAS } from '../../server/search/search-record';
import { STORE_IDS, productIndexName, suggestionIndexName, type StoreId } from '../../src/domain/store/stores';

type Request = { indexName: string } & Record<string, unknown>;

export function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `p50 ${at(50).toFixed(2)}  p95 ${at(95).toFixed(2)}  p99 ${at(99).toFixed(2)}  mean ${mean.toFixed(2)}  max ${sorted[sorted.length - 1].toFixed(2)} ms`;
}

/** The demo catalogue at that size. */
export const scaledCatalogue = (count: number): Catalogue => generateCatalogue(42, count);

/** Listing queries as listing pages ask them (the shape of the HTTP benchmark's). */
export function listingQueries(random: SeededRandom, records: Map<StoreId, SearchRecord[]>, count: number): Request[][] {
  return Array.from({ length: count }, () => {
    const storeId = random.pick(STORE_IDS);
    const sample = random.pick(records.get(storeId)!);
    let replica: string | undefined = random.chance(0.6) ? undefined : random.pick(['price_asc', 'price_desc', 'novelty']);
    let query = '';
    const clauses = ['displayInListing:true'];
    switch (random.pick(['category', 'category', 'category', 'brand', 'brand', 'novelty', 'promo', 'flash', 'outlet', 'top', 'search'])) {
      case 'category':
        clauses.push(`categoryIds=${sample.categoryIds[random.int(0, 2)]}`, 'isOnlyOutlet:false');
        break;
      case 'brand':
        clauses.push(`brand.slug:${sample.brand.slug}`, 'isOnlyOutlet:false');
        break;
      case 'novelty':
        replica = 'novelty';
        clauses.push('isOnlyOutlet:false');
        break;
      case 'promo':
        clauses.push('promotionPercent > 0', 'isOnlyOutlet:false');
        break;
      case 'flash':
        replica = 'flash_sale';
        clauses.push('isOnlyOutlet:false');
        break;
      case 'outlet':
        clauses.push('isOnlyOutlet:true');
        break;
      case 'top':
        replica = 'top_sales';
        clauses.push('isOnlyOutlet:false');
        break;
      default:
        query = random.pick(['noir', 'sweat', 'logo', 'nordvik', 'vintage', 'hoodie', 'bleu', 'sneakers', 't-shirt']);
        clauses.push('isOnlyOutlet:false');
    }
    const refinements = random.chance(0.5) ? 0 : random.chance(0.6) ? 1 : 2;
    for (let i = 0; i < refinements; i++) {
      const other = random.pick(records.get(storeId)!);
      clauses.push(random.pick([
        `(colorCode:${sample.colorCode} OR colorCode:${other.colorCode})`,
        `gender:${sample.gender}`,
        `availableSizes:"${other.availableSizes[0] ?? 'M'}"`,
        `price:${random.int(10, 60)} TO ${random.int(70, 200)}`,
        'isEcoFriendly:true',
        `brand.slug:${other.brand.slug}`,
      ]));
    }
    return [{
      indexName: productIndexName(storeId, replica),
      query,
      filters: clauses.join(' AND '),
      facets: ['*'],
      maxValuesPerFacet: 100,
      hitsPerPage: 48,
      page: random.chance(0.8) ? 0 : random.int(1, 2),
      analytics: false,
      clickAnalytics: false,
    }];
  });
}

/** Header search: words typed letter by letter, suggestions and products in one multi-query. */
export function keystrokeQueries(random: SeededRandom, records: Map<StoreId, SearchRecord[]>, count: number): Request[][] {
  const queries: Request[][] = [];
  while (queries.length < count) {
    const storeId = random.pick(STORE_IDS);
    const record = random.pick(records.get(storeId)!);
    const words = random.pick([record.brand.name, record.name.split(' - ')[1] ?? record.name, record.color, record.category.lvl2.split(' > ')[2]]);
    const text = words.toLowerCase();
    for (let length = 1; length <= text.length && queries.length < count; length++) {
      const query = text.slice(0, length);
      if (query.endsWith(' ')) continue;
      queries.push([
        { indexName: suggestionIndexName(storeId), query, hitsPerPage: 15 },
        { indexName: productIndexName(storeId), query, hitsPerPage: 15, filters: 'isOnlyOutlet:false AND displayInListing:true' },
      ]);
    }
  }
  return queries;
}

/** A category listing on one of the sort replicas, with the listing facets. */
function sortedListingQueries(random: SeededRandom, records: Map<StoreId, SearchRecord[]>, count: number): Request[][] {
  return Array.from({ length: count }, () => {
    const storeId = random.pick(STORE_IDS);
    const sample = random.pick(records.get(storeId)!);
    const replica = random.chance(0.3) ? undefined : random.pick(PRODUCT_REPLICAS);
    return [{
      indexName: productIndexName(storeId, replica),
      filters: `categoryIds=${sample.categoryIds[random.int(0, 2)]} AND displayInListing:true AND isOnlyOutlet:false`,
      facets: ['*'],
      maxValuesPerFacet: 100,
      hitsPerPage: 48,
    }];
  });
}

/** Records of a sample of the catalogue, to draw queries from. */
function sampleRecords(catalogue: Catalogue): Map<StoreId, SearchRecord[]> {
  const random = new Random(7);
  const ids = new Set(random.sample(catalogue.products, 2000).map((product) => product.id));
  return new Map(STORE_IDS.map((storeId) => [storeId, buildStoreRecords(catalogue, storeId, ids)] as const));
}

/** A full collection, exposed at run time so `npm run bench:search` needs no node flag. */
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const gc = (): void => {
  collect();
  collect();
};

function memory(): { heap: number; buffers: number } {
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, buffers: usage.arrayBuffers };
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function timed(engine: SearchEngine, queries: Request[][]): number[] {
  return queries.map((requests) => {
    const started = performance.now();
    engine.multipleQueries(requests);
    return performance.now() - started;
  });
}

/** The queries to measure, drawn from the catalogue (which is let go before the index is built). */
function queriesFor(count: number, queriesPerRun: number) {
  const started = performance.now();
  const catalogue = scaledCatalogue(count);
  const generatedMs = performance.now() - started;
  const records = sampleRecords(catalogue);
  const random = new SeededRandom(42);
  return {
    generatedMs,
    runs: [
      { name: 'listings (facets *, 48 hits)', queries: listingQueries(random, records, queriesPerRun) },
      { name: 'category listings on sort replicas', queries: sortedListingQueries(random, records, queriesPerRun) },
      { name: 'header search keystrokes (2 indexes)', queries: keystrokeQueries(random, records, queriesPerRun) },
    ],
    restocked: new Random(3).sample(catalogue.products, 50).map((product) => product.id),
  };
}

/** The engine built from the catalogue (generated again: the same for a seed and a count), and what a restock of some products reads. */
function built(count: number, restocked: readonly number[]): { engine: SearchEngine; buildMs: number; restock: SearchCatalogue } {
  const catalogue = scaledCatalogue(count);
  const started = performance.now();
  const engine = SearchEngine.fromCatalogue(catalogue);
  const buildMs = performance.now() - started;
  const { brands, artists, categories } = catalogue;
  const restock = { brands, artists, categories, products: catalogue.products.filter((product) => restocked.includes(product.id)) };
  for (const product of restock.products) for (const size of product.sizes) size.stock += 1;
  return { engine, buildMs, restock };
}

async function measureSize(count: number, queriesPerRun: number): Promise<void> {
  const { generatedMs, runs, restocked } = queriesFor(count, queriesPerRun);
  const firstListings = STORE_IDS.map((storeId) => [{ indexName: productIndexName(storeId), filters: 'displayInListing:true AND isOnlyOutlet:false', facets: ['*'], maxValuesPerFacet: 100, hitsPerPage: 48 }]);
  const firstTexts = STORE_IDS.map((storeId) => [{ indexName: productIndexName(storeId), query: 'sweat noir', filters: 'displayInListing:true AND isOnlyOutlet:false', facets: ['*'], hitsPerPage: 48 }]);
  const before = memory();
  const { engine, buildMs, restock } = built(count, restocked);
  const held = memory();

  console.log(`\n=== ${count.toLocaleString('en')} products (generated in ${generatedMs.toFixed(0)} ms)`);
  console.log(`build, 6 stores              : ${buildMs.toFixed(0)} ms`);
  console.log(`held after build             : heap ${mb(held.heap - before.heap)} + array buffers ${mb(held.buffers - before.buffers)}`);
  const firstListing = timed(engine, firstListings);
  const firstText = timed(engine, firstTexts);
  console.log(`first listing per store      : ${firstListing.map((ms) => ms.toFixed(1)).join(' / ')} ms`);
  console.log(`first text query per store   : ${firstText.map((ms) => ms.toFixed(1)).join(' / ')} ms`);
  const all: number[] = [...firstListing, ...firstText];
  for (const run of runs) {
    const first = timed(engine, run.queries);
    const again = timed(engine, run.queries);
    all.push(...first);
    console.log(`${run.name.padEnd(29)}: first ${percentiles(first)}`);
    console.log(`${''.padEnd(29)}  again ${percentiles(again)}`);
  }
  console.log(`${'every first-seen query'.padEnd(29)}: ${percentiles(all)}`);
  const queried = memory();
  console.log(`held after the queries       : heap ${mb(queried.heap - before.heap)} + array buffers ${mb(queried.buffers - before.buffers)}`);
  const started = performance.now();
  engine.refreshProducts(restock, restocked);
  const refreshMs = performance.now() - started;
  const afterRestock = timed(engine, firstListings);
  console.log(`restock of 50 products       : ${refreshMs.toFixed(1)} ms, then first listing per store ${afterRestock.map((ms) => ms.toFixed(1)).join(' / ')} ms`);
}

export async function measureScale(): Promise<void> {
  const sizes = (process.env.BENCH_SIZES ?? '720,5000').split(',').map(Number).filter((size) => size > 0);
  const queries = Number(process.env.BENCH_COUNT ?? 1000);
  for (const size of sizes) await measureSize(size, queries);
}
