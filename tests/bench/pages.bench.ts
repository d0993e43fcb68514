/**
 * Page benchmark (npm run bench:pages; not part of npm test). Runs the compiled shop
 * (`dist/server/main.js`, built first when missing or stale) on 127.0.0.1 as `npm start` does,
 * once with the page cache and once without it (PAGE_CACHE_MB=0), and prints:
 * - server render p50/p99 at one connection, cached and uncached, for the home, a listing and a
 *   product page;
 * - the cached home against `robots.txt` from the same server at 10 connections: requests per
 *   second (the median of BENCH_ROUNDS alternating rounds), the ratio, and the shop's CPU per
 *   answer (user + system time over the answers: steadier than req/s on a shared machine, and
 *   free of the load generator's own cost — autocannon decodes every body as UTF-8 text, which for
 *   a 24 kB brotli page costs it more than the shop spends on the answer);
 * - the process's resident memory after start, after BENCH_LISTINGS distinct filtered listing
 *   pages (facet combinations of the shop's own links, SPEC §9's URL grammar:
 *   src/domain/listing/listing-url.ts), and during BENCH_MIXED_SECONDS of mixed traffic, sampled
 *   every BENCH_SAMPLE_SECONDS: walks of home → listing → product, searches, the basket API, a crawl of
 *   every distinct link the pages show, and hostile input (long and odd query strings and paths):
 *   one lane all along, and a burst of BENCH_HOSTILE_BURST such requests at 8 connections at once
 *   from the start of the mixed traffic.
 *   BENCH_PROBE=1 runs the shop with tests/bench/memory-probe.mjs and adds, at each of those points,
 *   where the memory is: V8's live heap and its pages, external memory, array buffers, PGlite's
 *   WebAssembly memory.
 *
 *   BENCH_NODE_FLAGS (Node flags for the shop, e.g. `--heap-growing-percent=0`) · BENCH_SECONDS (10) per measure ·
 *   BENCH_ROUNDS (3) · BENCH_LISTINGS (9000) · BENCH_MIXED_SECONDS (300) · BENCH_SAMPLE_SECONDS (5) ·
 *   BENCH_HOSTILE_BURST (20000; 0: none) · BENCH_PROBE (0) ·
 *   BENCH_DATA_DIR (a fresh temporary directory per build, seeded on the first start; give one to
 *   reuse it) · BENCH_PORT (3310) · BENCH_RENDERS (1; 0 leaves out the render latencies and the
 *   uncached run) · BENCH_BASELINE_ROOT (another checkout with its own build, e.g. the old one:
 *   measured the same way first, then this one, side by side)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { staleTargets } from '../../scripts/build-state.mjs';
import { SHOP_NODE_FLAGS } from './shop-flags';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 9000);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 300);
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 5);
const HOSTILE_BURST = Number(process.env.BENCH_HOSTILE_BURST ?? 20_000);
const PROBE = process.env.BENCH_PROBE === '1';
const PROBE_SCRIPT = fileURLToPath(new URL('memory-probe.mjs', import.meta.url));
const RENDERS = process.env.BENCH_RENDERS !== '0';
const BASELINE_ROOT = process.env.BENCH_BASELINE_ROOT?.trim() || null;
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const BASE = `http://127.0.0.1:${PORT}`;
/** Node flags to try on the shop (BENCH_NODE_FLAGS, space-separated), after `npm start`'s own. */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };
const STORE = { store: 'laboutiqueofficielle' };
/** Only the shop's own links are followed, and only this many of them. */
const CRAWL_LIMIT = 20_000;
const TICK_MS = 1000 / 100;

interface Shop {
  process: ChildProcess;
  pid: number;
  /** BENCH_PROBE: the file tests/bench/memory-probe.mjs writes to. */
  probeFile?: string;
}

async function startShop(root: string, dataDir: string, env: Record<string, string>): Promise<Shop> {
  // The V8 flags of `npm start` (package.json, docs/operations.md "Memory"), then BENCH_NODE_FLAGS.
  const probeFile = PROBE ? path.join(mkdtempSync(path.join(tmpdir(), 'boutique-bench-probe-')), 'memory.jsonl') : undefined;
  const probe = probeFile ? { BENCH_PROBE_FILE: probeFile, BENCH_PROBE_SECONDS: '1' } : {};
  const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, ...NODE_FLAGS, ...(probeFile ? ['--import', PROBE_SCRIPT] : []), path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env, ...probe },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${BASE}/api/v5/init`, { headers: STORE })).ok) return { process: child, pid: child.pid!, probeFile };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill();
  throw new Error('The shop did not start within 5 minutes');
}

async function stopShop(shop: Shop): Promise<void> {
  const exited = new Promise((resolve) => shop.process.once('exit', resolve));
  shop.process.kill('SIGTERM');
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** BENCH_PROBE: the probe's last line (MB each), written within the last second. */
type Probe = Record<'rss' | 'heapUsed' | 'heapTotal' | 'external' | 'arrayBuffers' | 'oldSize' | 'oldUsed' | 'codeSize' | 'newSize' | 'largeSize' | 'wasm', number>;

async function probe(shop: Shop): Promise<Probe | undefined> {
  if (!shop.probeFile) return undefined;
  await sleep(1100);
  const lines = readFileSync(shop.probeFile, 'utf8').trim().split('\n');
  return JSON.parse(lines.at(-1)!) as Probe;
}

const probeText = (p: Probe | undefined) => (p ? `heap ${p.heapUsed} used of ${p.heapTotal} (old ${p.oldUsed}/${p.oldSize}, new ${p.newSize}, large ${p.largeSize}, code ${p.codeSize}), external ${p.external} (array buffers ${p.arrayBuffers}), wasm ${p.wasm}; RSS ${p.rss}` : '');

/** The process's user + system time so far, in ms (the kernel counts in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function productPage(): Promise<string> {
  const html = await (await fetch(`${BASE}/`)).text();
  const href = /href="(\/p\/[^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('No product link on the home page');
  return href;
}

async function measure(url: string, connections: number) {
  const result = await autocannon({ url: `${BASE}${url}`, connections, duration: SECONDS, headers: BROWSER });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), total: result.requests.total };
}

interface Throughput {
  rps: number;
  /** The shop's CPU per answer, µs. */
  cpuUs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The cached home and robots.txt in alternating rounds (a shared machine's noise hits both alike). */
async function homeAgainstRobots(shop: Shop): Promise<{ home: Throughput; robots: Throughput }> {
  const runs: Record<'home' | 'robots', Throughput[]> = { home: [], robots: [] };
  for (const url of ['/', '/robots.txt']) await measure(url, 10); // warm-up: the JIT, the kept page
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of [['home', '/'], ['robots', '/robots.txt']] as const) {
      const before = cpuMs(shop.pid);
      const result = await measure(url, 10);
      runs[name].push({ rps: result.rps, cpuUs: Math.round(((cpuMs(shop.pid) - before) * 1000) / result.total) });
    }
  }
  const pick = (list: Throughput[]) => ({ rps: median(list.map((run) => run.rps)), cpuUs: median(list.map((run) => run.cpuUs)) });
  return { home: pick(runs.home), robots: pick(runs.robots) };
}

/** A deterministic generator, so two builds get the same URLs. */
function random(seed: number) {
  // mulberry32: 32-bit integer steps (a float LCG loses its low bits and cycles within a few thousand URLs).
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}

const LISTING_ROOTS = ['/homme', '/femme', '/homme/vetements', '/femme/vetements', '/homme/chaussures', '/homme/accessoires', '/nouveautes', '/marques'];
const SORTS = ['', 'price_asc', 'price_desc'];

/** Facet values as the listings link them (`?brands=x`, `?colors=y`…), by parameter. */
async function facetValues(): Promise<Record<string, string[]>> {
  const values: Record<string, Set<string>> = {};
  for (const root of ['/homme', '/femme']) {
    const html = await (await fetch(`${BASE}${root}`)).text();
    for (const [, name, value] of html.matchAll(/href="\/(?:homme|femme)\?([a-z_]+)=([^"&]+)"/g)) {
      if (name === 'page') continue;
      (values[name] ??= new Set()).add(value);
    }
  }
  return Object.fromEntries(Object.entries(values).map(([name, set]) => [name, [...set]]));
}

/** `count` distinct filtered listing URLs: a listing, one to three facets, a sort, a page. */
function listingUrls(facets: Record<string, string[]>, count: number): string[] {
  const rng = random(40);
  const names = Object.keys(facets).filter((name) => facets[name].length > 0);
  if (names.length === 0) throw new Error('No facet link on the listings');
  const urls = new Set<string>();
  for (let tries = 0; urls.size < count && tries < count * 20; tries++) {
    const chosen = [...new Set([rng.pick(names), rng.pick(names), rng.pick(names)].slice(0, 1 + Math.floor(rng.next() * 3)))];
    const params = chosen.map((name) => `${name}=${rng.pick(facets[name])}`);
    const sort = rng.pick(SORTS);
    if (sort) params.push(`sort=${sort}`);
    if (rng.next() < 0.2) params.push(`page=${2 + Math.floor(rng.next() * 3)}`);
    urls.add(`${rng.pick(LISTING_ROOTS)}?${params.join('&')}`);
  }
  return [...urls];
}

/** Runs `work` over `items` with `concurrency` callers at once. */
async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(`${BASE}${url}`, { headers: { ...BROWSER, ...headers }, redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

const links = (html: string) => [...html.matchAll(/href="(\/[^"#]*)"/g)].map(([, href]) => href.replace(/&amp;/g, '&'));

/** Long and odd input: what scanners and fuzzers send. */
function hostileUrl(rng: ReturnType<typeof random>, n: number): string {
  const junk = () => Math.floor(rng.next() * 1e9).toString(36);
  const shapes = [
    () => `/homme?brands=${'a'.repeat(2000 + (n % 4000))}`,
    () => `/homme?${Array.from({ length: 60 }, (_, i) => `x${i}=${junk()}`).join('&')}`,
    () => `/recherche/${encodeURIComponent(`' OR 1=1 -- ${junk()}`)}`,
    () => `/search/${encodeURIComponent(`<script>${junk()}</script>`)}`,
    () => `/p/${junk()}-${n}`,
    () => `/${junk()}/${junk()}/${'..%2f'.repeat(8)}etc/passwd`,
    () => `/homme?sizes=${encodeURIComponent('%00%ff\u2028')}&page=${junk()}`,
    () => `/femme?price=${junk()}~${junk()}&utm_source=${junk()}&gclid=${junk()}`,
    () => `/homme/vetements/${junk()}?categories=${junk()}--${junk()}`,
  ];
  return rng.pick(shapes)();
}

interface MixedResult {
  samples: number[];
  requests: number;
  statuses: Record<string, number>;
  /** Hostile requests sent in the burst. */
  burst: number;
  probe?: Probe;
}

/** Mixed traffic for `seconds`, the RSS sampled as it goes. */
async function mixedTraffic(shop: Shop, seconds: number, listings: string[]): Promise<MixedResult> {
  const rng = random(7);
  const deadline = Date.now() + seconds * 1000;
  const statuses: Record<string, number> = {};
  let requests = 0;
  const count = (status: number) => {
    requests++;
    const group = status === 0 ? 'failed' : `${Math.floor(status / 100)}xx`;
    statuses[group] = (statuses[group] ?? 0) + 1;
  };
  const home = await get('/');
  const products = [...new Set(links(home.text).filter((href) => href.startsWith('/p/')))];
  const sizes = [...home.text.matchAll(/"productSizeId":(\d+)/g)].map(([, id]) => Number(id));
  const words = ['sweat', 'noir', 'coton', 'basket', 'casquette', 'jean', 'veste', 'bio', 'blanc', 'zz'];
  const walk = async () => {
    const steps = [
      () => get('/'),
      () => get(rng.pick(listings)),
      () => get(rng.pick(products.length > 0 ? products : ['/'])),
      () => get(`/search/${rng.pick(words)}${rng.next() < 0.5 ? `?page=${2 + Math.floor(rng.next() * 3)}` : ''}`),
    ];
    for (const step of steps) count((await step()).status);
    const productId = Number(/-(\d+)$/.exec(rng.pick(products.length > 0 ? products : ['/p/x-1']))?.[1] ?? 1);
    const body = JSON.stringify({ basketItems: sizes.length > 0 ? [{ productId, productSizeId: rng.pick(sizes), quantity: 1 }] : [], basketPromotion: null, countryIsoCode: 'FR', device: 0 });
    try {
      const answer = await fetch(`${BASE}/api/v5/basket/detail`, { method: 'POST', headers: { ...STORE, 'content-type': 'application/json' }, body });
      await answer.arrayBuffer();
      count(answer.status);
    } catch {
      count(0);
    }
  };
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const crawl = async () => {
    const url = queue.shift();
    if (!url) return walk();
    const answer = await get(url);
    count(answer.status);
    for (const href of links(answer.text)) {
      if (seen.size >= CRAWL_LIMIT || seen.has(href) || href.startsWith('/api/') || href.startsWith('/media/') || href.startsWith('/assets/')) continue;
      seen.add(href);
      queue.push(href);
    }
  };
  let hostile = 0;
  const attack = async () => count((await get(hostileUrl(rng, hostile++))).status);
  const burstRng = random(13);
  let burst = 0;
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(shop.pid)), SAMPLE_SECONDS * 1000);
  try {
    await Promise.all([
      ...[walk, walk, crawl, crawl, attack].map(async (kind) => {
        while (Date.now() < deadline) await kind();
      }),
      ...Array.from({ length: 8 }, async () => {
        while (burst < HOSTILE_BURST && Date.now() < deadline) count((await get(hostileUrl(burstRng, burst++))).status);
      }),
    ]);
  } finally {
    clearInterval(sampler);
  }
  samples.push(rssMb(shop.pid));
  return { samples, requests, statuses, burst };
}

interface Run {
  rssAfterStart: number;
  rssAfterLoad: number;
  pages: Record<string, { p50: number; p99: number }>;
  throughput?: { home: Throughput; robots: Throughput };
  listings?: { count: number; seconds: number; rss: number; rps: number; probe?: Probe };
  mixed?: MixedResult;
  probeAfterStart?: Probe;
}

async function run(root: string, dataDir: string, cached: boolean, pages: Record<string, string | null>): Promise<Run> {
  const shop = await startShop(root, dataDir, cached ? {} : { PAGE_CACHE_MB: '0' });
  try {
    await sleep(2000);
    const rssAfterStart = rssMb(shop.pid);
    const probeAfterStart = await probe(shop);
    pages.product ??= await productPage();
    const results: Run['pages'] = {};
    if (RENDERS) {
      for (const [name, url] of Object.entries(pages)) {
        await fetch(`${BASE}${url}`); // the first render of a page is not what is measured
        results[name] = await measure(url!, 1);
      }
    }
    if (!cached) return { rssAfterStart, rssAfterLoad: rssMb(shop.pid), pages: results };
    const throughput = await homeAgainstRobots(shop);
    const rssAfterLoad = rssMb(shop.pid);
    const urls = listingUrls(await facetValues(), LISTINGS);
    const started = Date.now();
    await pool(urls, 4, (url) => get(url));
    const elapsed = (Date.now() - started) / 1000;
    const listings = { count: urls.length, seconds: Math.round(elapsed), rss: rssMb(shop.pid), rps: Math.round(urls.length / elapsed), probe: await probe(shop) };
    console.error(`${root}: ${urls.length} listings in ${listings.seconds} s, RSS ${listings.rss} MB; mixed traffic for ${MIXED_SECONDS} s…`);
    const mixed = MIXED_SECONDS > 0 ? await mixedTraffic(shop, MIXED_SECONDS, urls) : undefined;
    if (mixed) mixed.probe = await probe(shop);
    return { rssAfterStart, rssAfterLoad, pages: results, throughput, listings, mixed, probeAfterStart };
  } finally {
    await stopShop(shop);
  }
}

interface Build {
  label: string;
  cached: Run;
  uncached?: Run;
}

async function measureBuild(label: string, root: string): Promise<Build> {
  if (!existsSync(path.join(root, 'dist/server/main.js'))) throw new Error(`No build in ${root}/dist`);
  const dataDir = process.env.BENCH_DATA_DIR ? path.join(process.env.BENCH_DATA_DIR, label) : mkdtempSync(path.join(tmpdir(), `boutique-bench-pages-${label}-`));
  const pages: Record<string, string | null> = { home: '/', listing: '/homme', product: null };
  try {
    console.error(`${label} (${root}): shop on ${BASE}, data in ${dataDir}, ${SECONDS} s per measure…`);
    const cached = await run(root, dataDir, true, pages);
    const uncached = RENDERS ? await run(root, dataDir, false, pages) : undefined;
    return { label, cached, uncached };
  } finally {
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(builds: Build[]): string {
  const row = (label: string, values: (string | number)[]) => `| ${label} | ${values.join(' | ')} |`;
  const each = (value: (build: Build) => string | number) => builds.map(value);
  const ratio = (build: Build) => {
    const { home, robots } = build.cached.throughput!;
    return `${Math.round((100 * home.rps) / robots.rps)} % (CPU: ${Math.round((100 * robots.cpuUs) / home.cpuUs)} %)`;
  };
  const lines = [
    `Pages (${SECONDS} s per measure, 1 connection unless said; ms; median of ${ROUNDS} rounds at 10 connections)`,
    '',
    `| measure | ${builds.map((build) => build.label).join(' | ')} |`,
    `|---|${builds.map(() => '---|').join('')}`,
  ];
  if (RENDERS) {
    for (const name of Object.keys(builds[0].cached.pages)) {
      lines.push(row(`${name} p50 / p99, cached`, each((build) => `${build.cached.pages[name].p50} / ${build.cached.pages[name].p99}`)));
      lines.push(row(`${name} p50 / p99, uncached`, each((build) => `${build.uncached!.pages[name].p50} / ${build.uncached!.pages[name].p99}`)));
    }
  }
  lines.push(
    row('cached home, 10 connections: req/s (shop CPU per answer)', each((build) => `${build.cached.throughput!.home.rps} (${build.cached.throughput!.home.cpuUs} µs)`)),
    row('robots.txt, 10 connections: req/s (shop CPU per answer)', each((build) => `${build.cached.throughput!.robots.rps} (${build.cached.throughput!.robots.cpuUs} µs)`)),
    row('home / robots.txt', each(ratio)),
    row('RSS after start (MB)', each((build) => build.cached.rssAfterStart)),
    row('RSS after the home and robots.txt load (MB)', each((build) => build.cached.rssAfterLoad)),
    row(`RSS after ${builds[0].cached.listings!.count} distinct filtered listings (MB)`, each((build) => `${build.cached.listings!.rss} (${build.cached.listings!.seconds} s)`)),
    row('distinct filtered listings, 4 connections: pages/s', each((build) => build.cached.listings!.rps)),
  );
  if (builds[0].cached.mixed) {
    lines.push(
      row(`RSS during ${MIXED_SECONDS} s of mixed traffic: max / last (MB)`, each((build) => `${Math.max(...build.cached.mixed!.samples)} / ${build.cached.mixed!.samples.at(-1)}`)),
      row('mixed traffic: requests (answers by class)', each((build) => `${build.cached.mixed!.requests} (${Object.entries(build.cached.mixed!.statuses).map(([group, n]) => `${group} ${n}`).join(', ')})`)),
      row('of which a hostile burst at 8 connections', each((build) => build.cached.mixed!.burst)),
    );
  }
  if (RENDERS) lines.push(row('RSS after start / after load, uncached (MB)', each((build) => `${build.uncached!.rssAfterStart} / ${build.uncached!.rssAfterLoad}`)));
  if (builds[0].cached.mixed) {
    lines.push('', `RSS every ${SAMPLE_SECONDS} s of the mixed traffic (MB):`);
    for (const build of builds) lines.push(`- ${build.label}: ${build.cached.mixed!.samples.join(' ')}`);
  }
  if (PROBE) {
    lines.push('', 'Where the memory is (MB; BENCH_PROBE):');
    for (const build of builds) {
      lines.push(`- ${build.label}, after start: ${probeText(build.cached.probeAfterStart)}`);
      lines.push(`- ${build.label}, after the listings: ${probeText(build.cached.listings!.probe)}`);
      if (build.cached.mixed) lines.push(`- ${build.label}, after the mixed traffic: ${probeText(build.cached.mixed.probe)}`);
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const stale = staleTargets(ROOT);
  if (stale.length > 0) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--quiet', ...stale], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build failed');
  }
  const builds: Build[] = [];
  if (BASELINE_ROOT) builds.push(await measureBuild('baseline', path.resolve(BASELINE_ROOT)));
  builds.push(await measureBuild(BASELINE_ROOT ? 'this build' : 'cached', ROOT));
  console.log(report(builds));
}

await main();
