/**
 * Search benchmark (npm run bench:search; not part of npm test). Measures, through the real
 * `algoliasearch` client over HTTP and in process for the same queries, on two targets
 * (BENCH_TARGET=engine|app|both): the engine alone behind the Algolia routes, and the real shop
 * (startTestServer: indexes built from the database, every hook of the app, compression):
 *   - 1,000 listing queries: varied stores, listings, refinements, sorts and pages, facets `*`,
 *     48 hits;
 *   - 1,000 header-search keystrokes: words typed letter by letter, a multi-query of the
 *     suggestions index and the products index, 15 hits each.
 * Target: p95 under 15 ms for listing queries over HTTP.
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { Catalogue } from '../../server/catalogue/catalogue-types';
import { generateCatalogue } from '../../server/demo/generate-catalogue';
import { buildStoreRecords, buildSuggestionRecords } from '../../server/search/records-from-catalogue';
import { SearchEngine } from '../../server/search/search-engine';
import { startSearchServer } from '../../server/search/search-http-support';
import type { SearchRecord } from '../../server/search/search-record';
import { SeededRandom } from '../../server/search/search-test-support';
import { startTestServer } from '../../server/testing/test-server';
import { FACET_ATTRIBUTES, HIT_ATTRIBUTES } from '../../src/adapters/algolia/algolia-listing';
import { STORE_IDS, productIndexName, suggestionIndexName, type StoreId } from '../../src/domain/store/stores';

type Request = { indexName: string } & Record<string, unknown>;

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `p50 ${at(50).toFixed(2)} ms  p95 ${at(95).toFixed(2)} ms  p99 ${at(99).toFixed(2)} ms  mean ${mean.toFixed(2)} ms  max ${sorted[sorted.length - 1].toFixed(2)} ms`;
}

/**
 * What listing pages ask: a listing context (category, brand, novelties, promotions, flash sale,
 * outlet, top sales or a search), 0 to 2 refinements picked from the facets, a sort, mostly the
 * first page.
 */
function listingQueries(random: SeededRandom, records: Map<StoreId, SearchRecord[]>): Request[][] {
  return Array.from({ length: COUNT }, () => {
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

function keystrokeQueries(random: SeededRandom, records: Map<StoreId, SearchRecord[]>): Request[][] {
  const queries: Request[][] = [];
  while (queries.length < COUNT) {
    const storeId = random.pick(STORE_IDS);
    const record = random.pick(records.get(storeId)!);
    const words = random.pick([record.brand.name, record.name.split(' - ')[1] ?? record.name, record.color, record.category.lvl2.split(' > ')[2]]);
    const text = words.toLowerCase();
    for (let length = 1; length <= text.length && queries.length < COUNT; length++) {
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

interface Target {
  name: string;
  engine: SearchEngine;
  client: Algoliasearch;
  close: () => Promise<void>;
}

/** The engine alone behind the Algolia routes, built from the generated catalogue. */
async function engineTarget(catalogue: Catalogue): Promise<Target> {
  const started = performance.now();
  const engine = new SearchEngine();
  for (const storeId of STORE_IDS) engine.rebuild(storeId, buildStoreRecords(catalogue, storeId), buildSuggestionRecords(catalogue, storeId));
  console.log(`engine built: ${STORE_IDS.length} stores, ${(performance.now() - started).toFixed(0)} ms`);
  const server = await startSearchServer(engine);
  return { name: 'engine alone (Fastify + Algolia routes)', engine, client: server.client, close: server.close };
}

/** The real shop (startTestServer): indexes built from the database, every app hook, compression. */
async function appTarget(): Promise<Target> {
  const started = performance.now();
  const shop = await startTestServer({ pages: false });
  const { loadMs, buildMs } = shop.app.searchIndex.stats;
  console.log(`shop started in ${(performance.now() - started).toFixed(0)} ms (search: read ${loadMs} ms, index ${buildMs} ms)`);
  const url = new URL(shop.url);
  const client = algoliasearch('boutique', 'search-key', { hosts: [{ url: url.hostname, port: Number(url.port), protocol: 'http', accept: 'readWrite' }] });
  return { name: 'the real app (startTestServer)', engine: shop.app.searchIndex.engine, client, close: shop.close };
}

async function measure(target: Target, runs: { name: string; queries: Request[][] }[], warmUp: Request[][]): Promise<void> {
  const { engine, client } = target;
  console.log(`\n=== ${target.name}`);
  // Warm up the JIT and the sockets on queries that are not measured.
  for (const requests of warmUp) await client.search({ requests });
  for (const run of runs) {
    engine.clearCaches();
    const http: number[] = [];
    const fullPages: number[] = [];
    let started: number;
    for (const requests of run.queries) {
      started = performance.now();
      const { results } = await client.search({ requests });
      const elapsed = performance.now() - started;
      http.push(elapsed);
      if (results.every((result) => 'hits' in result && result.hits.length === result.hitsPerPage)) fullPages.push(elapsed);
    }
    engine.clearCaches();
    const cold: number[] = [];
    for (const requests of run.queries) {
      started = performance.now();
      engine.multipleQueries(requests);
      cold.push(performance.now() - started);
    }
    const warm: number[] = [];
    for (const requests of run.queries) {
      started = performance.now();
      engine.multipleQueries(requests);
      warm.push(performance.now() - started);
    }
    const size = JSON.stringify(engine.multipleQueries(run.queries[0])).length;
    console.log(`\n${run.name} — ${run.queries.length} queries, first answer ${(size / 1024).toFixed(0)} KiB`);
    console.log(`  HTTP, algoliasearch client : ${percentiles(http)}`);
    if (fullPages.length > 0) console.log(`    of which full pages (${String(fullPages.length).padStart(4)}) : ${percentiles(fullPages)}`);
    console.log(`  in process, cold caches    : ${percentiles(cold)}`);
    console.log(`  in process, warm caches    : ${percentiles(warm)}`);
  }
}

/** The listing queries as the shop's client asks them: hit attributes only, the listing facets. */
function asTheShopAsks(queries: Request[][]): Request[][] {
  return queries.map((requests) => requests.map((request) => ({
    ...request,
    facets: [...Object.values(FACET_ATTRIBUTES), 'price', 'promotionPercent'],
    attributesToRetrieve: HIT_ATTRIBUTES,
    attributesToHighlight: [],
  })));
}

async function main(): Promise<void> {
  const target = process.env.BENCH_TARGET ?? 'both';
  console.log(`node ${process.version}, ${COUNT} queries per run, target ${target} (BENCH_TARGET=engine|app|both)`);
  const catalogue = generateCatalogue();
  const records = new Map(STORE_IDS.map((storeId) => [storeId, buildStoreRecords(catalogue, storeId)] as const));
  const random = new SeededRandom(42);
  const listings = listingQueries(random, records);
  const runs = [
    { name: 'listing (facets *, 48 hits)', queries: listings },
    { name: 'listing as the shop client asks (hit attributes, listing facets, 48 hits)', queries: asTheShopAsks(listings) },
    { name: 'suggestions keystrokes (2 indexes, 15 hits)', queries: keystrokeQueries(random, records) },
  ];
  const warmUp = listingQueries(new SeededRandom(1), records).slice(0, 200);
  const starts = [
    ...(target === 'app' ? [] : [() => engineTarget(catalogue)]),
    ...(target === 'engine' ? [] : [appTarget]),
  ];
  for (const start of starts) {
    const started = await start();
    try {
      await measure(started, runs, warmUp);
    } finally {
      await started.close();
    }
  }
}

await main();
