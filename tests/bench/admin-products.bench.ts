/**
 * The back office's product list on a big catalogue (npm run bench:admin-products [sizes…]; not
 * part of npm test; issue 39: a list of 100,000 products opens in under 1 s). For each size
 * (default 100000), on PGlite (a new data directory) and, when DATABASE_URL names a PostgreSQL
 * server, on a new database there: the catalogue is imported as a merchant's bundle
 * (server/testing/catalogue-bundles.ts), then each query a merchandiser makes of the list (the
 * first page, each sort both ways, a search, each filter, filters together, the last page) is
 * asked BENCH_RUNS times (5) through the service the route calls (`listProducts`: the page's ids,
 * the count, the page's rows), and its first, median and slowest times printed. Any query over
 * BENCH_BUDGET_MS (1000) fails the run. BENCH_KEEP_DIR (PGlite only): a data directory kept between
 * runs, imported on the first (to time changes to the queries without importing again).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openShopDatabase } from '../../server/db/open-shop-database';
import { fastestSeeding } from '../../server/db/seed-writers';
import { applyBundle } from '../../server/merchandise/merchandise-import';
import { listProducts } from '../../server/merchandise/merchandise-service';
import { makeBundle } from '../../server/testing/catalogue-bundles';

const sizes = process.argv.slice(2).map(Number).filter((size) => Number.isInteger(size) && size > 0);
const SIZES = sizes.length > 0 ? sizes : [100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 1000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').filter((engine) => engine === 'pglite' || (engine === 'postgres' && process.env.DATABASE_URL));

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new PGlite directory, made by a process of its own (as the shop does). */
async function prepared(dir: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e',
    `const { openShopDatabase } = await import(${JSON.stringify(new URL('../../server/db/open-shop-database.ts', import.meta.url).href)});
     const shop = await openShopDatabase({ dataDir: ${JSON.stringify(dir)}, seed: false });
     await shop.db.destroy();`], { stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`preparing ${dir} failed (${code})`);
}

/** What a merchandiser asks of the list, as the screen's URL would. */
const QUERIES: Record<string, Record<string, string>> = {
  'first page (newest first)': {},
  'sort by name': { sort: 'name' },
  'sort by name, desc': { sort: 'name', dir: 'desc' },
  'sort by key': { sort: 'key' },
  'sort by brand': { sort: 'brand' },
  'sort by price, desc': { sort: 'price', dir: 'desc' },
  'sort by stock': { sort: 'stock' },
  'search a name (hoodie)': { q: 'hoodie' },
  'search a key (p4242)': { q: 'p4242' },
  'search a SKU': { q: 'p4242-M' },
  'brand harbor': { brand: 'harbor' },
  'category (a gender, its tree)': { category: 'women' },
  'stock low': { stock: 'low' },
  'stock out': { stock: 'out' },
  'status archived': { status: 'archived' },
  'brand + stock low + sort by name': { brand: 'quill', stock: 'low', sort: 'name' },
  'search + stock in + sort by price': { q: 'sneaker', stock: 'in', sort: 'price' },
  'page 400 of 100 a page': { page: '400', pageSize: '100' },
};

const ms = (start: number) => performance.now() - start;

async function measure(engine: string, products: number): Promise<number> {
  const kept = engine === 'pglite' ? process.env.BENCH_KEEP_DIR : undefined;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'boutique-bench-admin-'));
  const imported = kept !== undefined && existsSync(path.join(kept, 'PG_VERSION'));
  const serverUrl = engine === 'postgres' ? process.env.DATABASE_URL! : undefined;
  const name = `boutique_bench_admin_${process.pid}`;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await admin(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  let slow = 0;
  try {
    if (!databaseUrl && !imported) await prepared(dataDir);
    const shop = await openShopDatabase({ dataDir, databaseUrl, seed: false, reopen: false, poolSize: 4 });
    const started = performance.now();
    if (!imported) {
      const outcome = await applyBundle({ db: shop.db, seeding: fastestSeeding(shop.db, { pglite: shop.pglite, databaseUrl }) }, makeBundle({ count: products }), { dryRun: false, archiveMissing: false, now: new Date() });
      if (!outcome.ok || outcome.value.problems.length > 0) throw new Error(JSON.stringify(outcome).slice(0, 500));
      // A tenth archived, as a shop's catalogue has them.
      await sql`update products set status = 'archived' where id % 10 = 0`.execute(shop.db);
      await sql`analyze`.execute(shop.db);
    }
    console.log(`\n${engine}, ${products.toLocaleString('en')} products (imported in ${(ms(started) / 1000).toFixed(1)} s): first / median / slowest of ${RUNS}, and the total it counted`);
    const deps = { db: shop.db, now: () => new Date() };
    for (const [label, query] of Object.entries(QUERIES)) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const page = await listProducts(deps, 'fr', query);
        times.push(ms(start));
        if (!page.ok) throw new Error(`${label}: ${page.message}`);
        total = page.value.total;
      }
      const sorted = [...times].sort((a, b) => a - b);
      const worst = sorted[sorted.length - 1];
      if (worst > BUDGET_MS) slow++;
      console.log(`  ${label.padEnd(36)} ${times[0].toFixed(0).padStart(5)} / ${sorted[Math.floor(sorted.length / 2)].toFixed(0).padStart(5)} / ${worst.toFixed(0).padStart(5)} ms   ${total.toLocaleString('en').padStart(8)}${worst > BUDGET_MS ? '   OVER BUDGET' : ''}`);
    }
    await shop.db.destroy();
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) await admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  return slow;
}

let over = 0;
for (const engine of ENGINES) for (const products of SIZES) over += await measure(engine, products);
if (over > 0) {
  console.error(`\n${over} queries over ${BUDGET_MS} ms`);
  process.exitCode = 1;
}
