/**
 * Search benchmark (npm run bench:search; not part of npm test). BENCH_TARGET lists what to run
 * (default `scale,engine,app`):
 *   - scale: the indexes alone, in process, for catalogues of BENCH_SIZES products (build time,
 *     memory held, first queries, a query mix; see search-scale.ts);
 *   - engine and app: through the real `algoliasearch` client over HTTP and in process for the
 *     same queries, the engine alone behind the Algolia routes, and the real shop (startTestServer:
 *     indexes built from the database, every hook of the app, compression):
 *   - 1,000 listing queries: varied stores, listings, refinements, sorts and pages, facets `*`,
 *     48 hits;
 *   - 1,000 header-search keystrokes: words typed letter by letter, a multi-query of the
 *     suggestions index and the products index, 15 hits each.
 * Target: p95 under 15 ms for listing queries over HTTP.
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { Catalogue } from '../../server/catalogue/catalogue-types';
import { generateCatalogue } from '../../server/demo/generate-catalogue';
import { buildStoreRecords } from '../../server/search/search-records-from-catalogue';
import { SearchEngine } from '../../server/search/search-engine';
import { startSearchServer } from '../../server/search/search-http-test-support';
import { SeededRandom } from '../../server/testing/search-test-support';
import { startTestServer } from '../../server/testing/test-server';
import { HIT_ATTRIBUTES } from '../../src/adapters/algolia/algolia-listing';
import { FACET_ATTRIBUTES } from '../../src/domain/search/listing-filters';
import { STORE_IDS } from '../../src/domain/store/stores';
import { keystrokeQueries, listingQueries, measureScale, percentiles } from './search-scale';

type Request = { indexName: string } & Record<string, unknown>;

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);

interface Target {
  name: string;
  engine: SearchEngine;
  client: Algoliasearch;
  close: () => Promise<void>;
}

/** The engine alone behind the Algolia routes, built from the generated catalogue. */
async function engineTarget(catalogue: Catalogue): Promise<Target> {
  const started = performance.now();
  const engine = SearchEngine.fromCatalogue(catalogue);
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
  const targets = (process.env.BENCH_TARGET ?? 'scale,engine,app').split(',');
  console.log(`node ${process.version}, ${COUNT} queries per run, targets ${targets.join(',')} (BENCH_TARGET=scale,engine,app)`);
  if (targets.includes('scale')) await measureScale();
  if (!targets.includes('engine') && !targets.includes('app')) return;
  const catalogue = generateCatalogue();
  const records = new Map(STORE_IDS.map((storeId) => [storeId, buildStoreRecords(catalogue, storeId)] as const));
  const random = new SeededRandom(42);
  const listings = listingQueries(random, records, COUNT);
  const runs = [
    { name: 'listing (facets *, 48 hits)', queries: listings },
    { name: 'listing as the shop client asks (hit attributes, listing facets, 48 hits)', queries: asTheShopAsks(listings) },
    { name: 'suggestions keystrokes (2 indexes, 15 hits)', queries: keystrokeQueries(random, records, COUNT) },
  ];
  const warmUp = listingQueries(new SeededRandom(1), records, 200);
  const starts = [
    ...(targets.includes('engine') ? [() => engineTarget(catalogue)] : []),
    ...(targets.includes('app') ? [appTarget] : []),
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
