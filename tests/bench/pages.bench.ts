/**
 * Page benchmark (npm run bench:pages; not part of npm test). Runs the compiled shop
 * (`dist/server/main.js`, built first when missing or stale) on 127.0.0.1 as `npm start` does,
 * once with the page cache and once without it (PAGE_CACHE_MB=0), and prints:
 * - server render p50/p99 at one connection, cached and uncached, for the home, a listing and a
 *   product page;
 * - requests per second and p99 of the home at 10 connections, cached;
 * - the process's resident memory after start and after the load.
 *
 *   BENCH_NODE_FLAGS (Node flags for the shop, e.g. `--heap-growing-percent=0`) · BENCH_SECONDS (10) per measure · BENCH_DATA_DIR (a fresh temporary directory, seeded on the
 *   first start; give one to reuse it) · BENCH_PORT (3310)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { staleTargets } from '../../scripts/build-state.mjs';
import { SHOP_NODE_FLAGS } from './shop-flags';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const BASE = `http://127.0.0.1:${PORT}`;
/** Node flags to try on the shop (BENCH_NODE_FLAGS, space-separated), after `npm start`'s own. */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };

interface Shop {
  process: ChildProcess;
  pid: number;
}

async function startShop(dataDir: string, env: Record<string, string>): Promise<Shop> {
  // The V8 flags of `npm start` (package.json, docs/operations.md "Memory"), then BENCH_NODE_FLAGS.
  const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, ...NODE_FLAGS, path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${BASE}/api/v5/init`, { headers: { store: 'laboutiqueofficielle' } })).ok) return { process: child, pid: child.pid! };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The shop did not start within 5 minutes');
}

async function stopShop(shop: Shop): Promise<void> {
  const exited = new Promise((resolve) => shop.process.once('exit', resolve));
  shop.process.kill('SIGTERM');
  await exited;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
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
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average) };
}

interface Run {
  rssAfterStart: number;
  rssAfterLoad: number;
  pages: Record<string, { p50: number; p99: number }>;
  home10?: { rps: number; p99: number };
}

async function run(dataDir: string, cached: boolean, pages: Record<string, string | null>): Promise<Run> {
  const shop = await startShop(dataDir, cached ? {} : { PAGE_CACHE_MB: '0' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfterStart = rssMb(shop.pid);
    pages.product ??= await productPage();
    const results: Run['pages'] = {};
    for (const [name, url] of Object.entries(pages)) {
      await fetch(`${BASE}${url}`); // the first render of a page is not what is measured
      results[name] = await measure(url!, 1);
    }
    const home10 = cached ? await measure('/', 10) : undefined;
    return { rssAfterStart, rssAfterLoad: rssMb(shop.pid), pages: results, home10 };
  } finally {
    await stopShop(shop);
  }
}

async function main(): Promise<void> {
  const stale = staleTargets(ROOT);
  if (stale.length > 0) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--quiet', ...stale], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build failed');
  }
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'boutique-bench-pages-'));
  const pages: Record<string, string | null> = { home: '/', listing: '/homme', product: null };
  try {
    console.error(`Shop on ${BASE}, data in ${dataDir}, ${SECONDS} s per measure…`);
    const cached = await run(dataDir, true, pages);
    const uncached = await run(dataDir, false, pages);
    const row = (label: string, values: (string | number)[]) => `| ${label} | ${values.join(' | ')} |`;
    const lines = [
      `Pages (${SECONDS} s per measure, 1 connection unless said; ms)`,
      '',
      '| measure | cached | uncached |',
      '|---|---|---|',
      ...Object.entries(pages).map(([name, url]) =>
        row(`${name} ${url} p50 / p99`, [`${cached.pages[name].p50} / ${cached.pages[name].p99}`, `${uncached.pages[name].p50} / ${uncached.pages[name].p99}`]),
      ),
      row('home, 10 connections: req/s, p99', [`${cached.home10!.rps} req/s, ${cached.home10!.p99} ms`, '—']),
      row('RSS after start / after load (MB)', [`${cached.rssAfterStart} / ${cached.rssAfterLoad}`, `${uncached.rssAfterStart} / ${uncached.rssAfterLoad}`]),
    ];
    console.log(lines.join('\n'));
  } finally {
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
