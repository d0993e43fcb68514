/**
 * Scale benchmark (npm run bench:scale [sizes…]; not part of npm test): the issue 17 table for
 * catalogues of the given sizes (default 720 20000). For each size, the compiled shop
 * (dist/server/main.js, as `npm start` runs it, built once before) runs on a fresh temporary
 * DATA_DIR and a free port with CATALOGUE_PRODUCTS set, as an operator would run it:
 *   - first start: spawn → first 200 on `/` (database created, catalogue seeded, indexes built);
 *   - restart: stopped (SIGTERM) and started again on the same DATA_DIR;
 *   - search p95/p99 of the first 200 listing queries after the restart (facets `*`);
 *   - 30 s of load (BENCH_LOAD_SECONDS): listing queries mixed with page renders (home, listings,
 *     product pages) from BENCH_CONCURRENCY (4) clients;
 *   - home render p99: 100 renders after the load, each with its own query string so no page
 *     cache answers;
 *   - RSS (VmRSS) after the first start, after the restart and after the load.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS } from '../../server/demo/brands';
import { CATEGORY_NODES } from '../../server/demo/categories';
import { COLOURS } from '../../server/demo/words';
import { STORE_IDS, productIndexName } from '../../src/domain/store/stores';
import { SHOP_NODE_FLAGS } from './shop-flags';
import { publicSearchKey } from '../security/support/public-search-key';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
/** Node flags to try on the shop (BENCH_NODE_FLAGS, space-separated), after `npm start`'s own. */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const FIRST_QUERIES = 200;
const HOME_RENDERS = 100;
const START_TIMEOUT_MS = 30 * 60_000;

interface Figures {
  firstStartMs?: number;
  restartMs?: number;
  rssAfterStartMb?: number;
  rssAfterRestartMb?: number;
  rssAfterLoadMb?: number;
  searchFirst?: number[];
  homeRenders?: number[];
  loadRequests?: number;
  loadErrors?: number;
  /** What stopped the measure (a shop out of memory…): the figures before it still count. */
  failure?: string;
}

/** mulberry32, so every run asks the same queries. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Listing queries as listing pages ask them, from what every catalogue size has (brands, categories, colours). */
function listingQuery(next: () => number): { requests: Record<string, unknown>[] } {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const clauses = ['displayInListing:true', 'isOnlyOutlet:false'];
  let query = '';
  let replica: string | undefined;
  switch (pick(['category', 'category', 'brand', 'novelty', 'promo', 'search'])) {
    case 'category': clauses.push(`categoryIds=${pick(CATEGORY_NODES).category.id}`); break;
    case 'brand': clauses.push(`brand.slug:${pick(BRANDS).slug}`); break;
    case 'novelty': replica = 'novelty'; break;
    case 'promo': clauses.push('promotionPercent > 0'); break;
    default: query = pick(['noir', 'sweat', 'logo', 'vintage', 'hoodie', 'bleu', 'sneakers', 't-shirt']);
  }
  if (next() < 0.4) clauses.push(`colorCode:${pick(COLOURS).code}`);
  return {
    requests: [{
      indexName: productIndexName(pick(STORE_IDS), replica),
      query,
      filters: clauses.join(' AND '),
      facets: ['*'],
      maxValuesPerFacet: 100,
      hitsPerPage: 48,
      page: next() < 0.8 ? 0 : 1,
    }],
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
};

async function timed(request: () => Promise<Response>): Promise<{ ms: number; response: Response }> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { ms: performance.now() - started, response };
}

class Shop {
  private child: ChildProcess | null = null;
  constructor(readonly base: string, private readonly env: NodeJS.ProcessEnv) {}

  /** Spawns the shop and waits for the first 200 on `/`; returns the milliseconds it took. */
  async start(): Promise<number> {
    const started = performance.now();
    // The build made once at the start: scripts/start.mjs would rebuild (inside the timing) whenever a source changes meanwhile.
    // The V8 flags of `npm start` (no source maps since issue 15), then BENCH_NODE_FLAGS to try others.
    const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, ...NODE_FLAGS, 'dist/server/main.js'], { cwd: ROOT, env: this.env, stdio: ['ignore', 'ignore', 'inherit'] });
    this.child = child;
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The shop stopped during its start (${child.exitCode ?? child.signalCode})`);
      const status = await fetch(this.base).then((response) => response.arrayBuffer().then(() => response.status), () => 0);
      if (status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The shop did not answer in time');
  }

  get pid(): number {
    return this.child!.pid!;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = null;
  }

  async search(body: unknown): Promise<Response> {
    return fetch(`${this.base}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-algolia-application-id': 'boutique', 'x-algolia-api-key': await publicSearchKey(this.base) },
      body: JSON.stringify(body),
    });
  }
}

/** Product and listing paths taken from search answers, for page renders. */
function collectPaths(json: unknown, products: Set<string>, listings: Set<string>): void {
  const results = (json as { results?: { hits?: { slugs?: { fr?: string }; categoryPath?: string }[] }[] }).results ?? [];
  for (const hit of results.flatMap((result) => result.hits ?? []).slice(0, 8)) {
    if (hit.slugs?.fr && products.size < 500) products.add(`/p/${hit.slugs.fr}`);
    if (hit.categoryPath) listings.add(hit.categoryPath);
  }
}

async function load(shop: Shop, next: () => number, products: string[], listings: string[]): Promise<{ requests: number; errors: number }> {
  const until = performance.now() + LOAD_SECONDS * 1000;
  let requests = 0;
  let errors = 0;
  let renders = 0;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const client = async () => {
    while (performance.now() < until) {
      const roll = next();
      const request = roll < 0.5 ? () => shop.search(listingQuery(next))
        : roll < 0.6 ? () => fetch(`${shop.base}/?bench-load=${renders++}`)
          : roll < 0.8 && listings.length > 0 ? () => fetch(`${shop.base}${pick(listings)}`)
            : () => fetch(`${shop.base}${products.length > 0 ? pick(products) : '/'}`);
      const { response } = await timed(request).catch(() => ({ response: null }));
      requests += 1;
      if (!response || response.status >= 500) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return { requests, errors };
}

async function measure(size: number): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `boutique-scale-${size}-`));
  const port = await freePort();
  const shop = new Shop(`http://127.0.0.1:${port}`, {
    ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir,
    CATALOGUE_PRODUCTS: String(size), LOG_LEVEL: 'warn',
  });
  const figures: Figures = {};
  try {
    figures.firstStartMs = await shop.start();
    figures.rssAfterStartMb = rssMb(shop.pid);
    await shop.stop();
    figures.restartMs = await shop.start();
    figures.rssAfterRestartMb = rssMb(shop.pid);
    const next = seeded(17);
    const products = new Set<string>();
    const listings = new Set<string>();
    const searchFirst: number[] = [];
    for (let i = 0; i < FIRST_QUERIES; i++) {
      const { ms, response } = await timed(() => shop.search(listingQuery(next)));
      searchFirst.push(ms);
      if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    }
    figures.searchFirst = searchFirst;
    for (let i = 0; i < 30; i++) collectPaths(await (await shop.search(listingQuery(next))).json(), products, listings);
    const { requests, errors } = await load(shop, next, [...products], [...listings]);
    Object.assign(figures, { loadRequests: requests, loadErrors: errors, rssAfterLoadMb: rssMb(shop.pid) });
    const homeRenders: number[] = [];
    for (let i = 0; i < HOME_RENDERS; i++) homeRenders.push((await timed(() => fetch(`${shop.base}/?bench=${i}`))).ms);
    figures.homeRenders = homeRenders;
  } catch (error) {
    figures.failure = error instanceof Error ? error.message : String(error);
    console.error(error);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function table(sizes: number[], results: Figures[]): string {
  const seconds = (ms?: number) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);
  const mb = (value?: number) => (value === undefined ? '—' : String(value));
  const p = (samples: number[] | undefined, at: number) => (samples ? `${Math.round(percentile(samples, at))}` : '—');
  const rows: [string, (figures: Figures) => string][] = [
    ['first start', (f) => seconds(f.firstStartMs)],
    ['restart', (f) => seconds(f.restartMs)],
    ['RSS after start (MB)', (f) => mb(f.rssAfterStartMb)],
    ['RSS after restart / after load (MB)', (f) => `${mb(f.rssAfterRestartMb)} / ${mb(f.rssAfterLoadMb)}`],
    ['search p95 / p99, first queries (ms)', (f) => `${p(f.searchFirst, 95)} / ${p(f.searchFirst, 99)}`],
    ['home render p99 (ms)', (f) => p(f.homeRenders, 99)],
    [`load: requests in ${LOAD_SECONDS} s (errors)`, (f) => (f.loadRequests === undefined ? '—' : `${f.loadRequests} (${f.loadErrors})`)],
  ];
  if (results.some((f) => f.failure)) rows.push(['stopped by', (f) => f.failure ?? '']);
  return [
    `| products | ${sizes.map((size) => size.toLocaleString('en')).join(' | ')} |`,
    `|---|${sizes.map(() => '---').join('|')}|`,
    ...rows.map(([name, cell]) => `| ${name} | ${results.map(cell).join(' | ')} |`),
  ].join('\n');
}

async function main(): Promise<void> {
  const sizes = process.argv.slice(2).map(Number).filter((size) => Number.isInteger(size) && size > 0);
  if (sizes.length === 0) sizes.push(720, 20_000);
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const results: Figures[] = [];
  // Nothing else may keep the process alive while a shop seeds a large catalogue.
  const keepAlive = setInterval(() => {}, 1000);
  for (const size of sizes) {
    console.error(`… ${size} products`);
    results.push(await measure(size));
    console.error(table(sizes.slice(0, results.length), results));
  }
  clearInterval(keepAlive);
  console.log(`\nnode ${process.version}, ${LOAD_SECONDS} s of load from ${CONCURRENCY} clients\n`);
  console.log(table(sizes, results));
}

await main();
