/**
 * Catalogue import benchmark (npm run bench:import [sizes…]; not part of npm test; issue 32: a
 * 100,000-product bundle in ≤ 3 minutes with RSS ≤ 1 GB, unchanged again in ≤ 1 minute). For each
 * size (default 720 20000 100000), on PGlite (a new data directory) and, when DATABASE_URL names a
 * PostgreSQL server, on a new database there, one process (catalogue-import-run.ts, with `npm
 * start`'s Node flags) imports a bundle made in memory into a shop with no catalogue, imports it
 * again unchanged, then next season's bundle; exports the catalogue; and times following the
 * import by rebuilding the search indexes or by refreshing the changed products. RSS: the process's
 * peak while each step ran (the bundle itself included: some 4.5 KB a product). BENCH_ENGINES
 * (pglite,postgres) picks the engines.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOP_NODE_FLAGS } from './shop-flags';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUN = path.join(ROOT, 'tests/bench/catalogue-import-run.ts');
const sizes = process.argv.slice(2).map(Number).filter((size) => Number.isInteger(size) && size > 0);
const SIZES = sizes.length > 0 ? sizes : [720, 20_000, 100_000];
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').filter((engine) => engine === 'pglite' || (engine === 'postgres' && process.env.DATABASE_URL));

interface Step {
  ms: number;
  peakMb: number;
  counts?: { created: number; changed: number; unchanged: number; archived: number };
}

interface Result {
  engine: string;
  products: number;
  before: { rssMb: number; heapMb: number };
  first: Step;
  unchanged: Step;
  season: Step;
  export: Step;
  live: { changed: number; rebuildMs: number; refreshMs: number };
}

function runOnce(engine: string, products: number): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boutique-bench-import-'));
  const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, '--import', 'tsx', RUN], {
    cwd: ROOT,
    env: {
      ...process.env,
      BENCH_PRODUCTS: String(products),
      BENCH_DATA_DIR: dataDir,
      BENCH_DATABASE_URL: engine === 'postgres' ? process.env.DATABASE_URL : '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      const line = output.split('\n').find((each) => each.startsWith('RESULT '));
      if (code !== 0 || !line) reject(new Error(`the run of ${products} products on ${engine} failed (${code}):\n${output}`));
      else resolve(JSON.parse(line.slice(7)) as Result);
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const step = (figures: Step) => `${seconds(figures.ms)}, ${figures.peakMb} MB`;

const results: Result[] = [];
for (const engine of ENGINES) {
  for (const products of SIZES) {
    process.stderr.write(`${engine}, ${products} products…\n`);
    const result = await runOnce(engine, products);
    results.push(result);
    process.stderr.write(`${JSON.stringify(result)}\n`);
  }
}

const header = ['engine', 'products', 'RSS with the bundle', 'first import', 'unchanged again', 'next season', 'export', 'indexes: rebuild / refresh changed'];
console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const result of results) {
  const season = result.season.counts!;
  console.log(`| ${[
    result.engine,
    result.products.toLocaleString('en'),
    `${result.before.rssMb} MB`,
    step(result.first),
    step(result.unchanged),
    `${step(result.season)} (${season.created} new, ${season.changed} changed, ${season.archived} archived)`,
    step(result.export),
    `${seconds(result.live.rebuildMs)} / ${seconds(result.live.refreshMs)} (${result.live.changed} products)`,
  ].join(' | ')} |`);
}
