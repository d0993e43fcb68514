/**
 * One run of the import benchmark (catalogue-import.bench.ts), in a process of its own so that
 * its RSS is that of one catalogue size on one engine: a migrated shop with no catalogue (a new
 * PGlite directory, or a new database on BENCH_DATABASE_URL's server), a bundle of BENCH_PRODUCTS
 * products made in memory (server/testing/catalogue-bundles.ts), then
 *   - the first import, the same bundle again (unchanged), next season's bundle (a third repriced,
 *     a fifth renamed, a seventh archived, a quarter more new: nextSeason), each timed, with the
 *     process's peak RSS while it ran;
 *   - the export (readShopBundle) of the imported catalogue;
 *   - what making an import live costs: the search indexes rebuilt (`catalogueReplaced`) against
 *     the changed products refreshed (`refreshProducts`), for next season's changes.
 * Prints one `RESULT <json>` line.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { openShopDatabase } from '../../server/db/open-shop-database';
import { fastestSeeding } from '../../server/db/seed-writers';
import { ShopSearchIndex } from '../../server/search/search-service';
import { STORE_IDS } from '../../src/domain/store/stores';
import { applyBundle, readShopBundle, type ImportResult } from '../../server/merchandise/merchandise-import';
import { makeBundle, nextSeason } from '../../server/testing/catalogue-bundles';
import type { CatalogueBundle } from '../../src/domain/catalogue/catalogue-bundle';

const products = Number(process.env.BENCH_PRODUCTS);
const serverUrl = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = process.env.BENCH_DATA_DIR;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The process's largest RSS while `work` runs (sampled every 50 ms, and at its end). */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakMb: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: Math.round(performance.now() - started), peakMb: mb(Math.max(peak, process.memoryUsage.rss())) };
  } finally {
    clearInterval(timer);
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function prepared(dir: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e',
    `const { openShopDatabase } = await import(${JSON.stringify(new URL('../../server/db/open-shop-database.ts', import.meta.url).href)});
     const shop = await openShopDatabase({ dataDir: ${JSON.stringify(dir)}, seed: false });
     await shop.db.destroy();`], { stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`preparing ${dir} failed (${code})`);
}

const name = `boutique_bench_import_${process.pid}`;
let databaseUrl: string | undefined;
if (serverUrl) {
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}
try {
  // A new PGlite directory is made by a process of its own first (as the shop does: initdb leaves
  // a process hundreds of MB heavier for good), then opened here as on a restart.
  if (!databaseUrl) await prepared(dataDir!);
  const shop = await openShopDatabase({ dataDir, databaseUrl, seed: false, reopen: false, poolSize: 4 });
  const deps = { db: shop.db, seeding: fastestSeeding(shop.db, { pglite: shop.pglite, databaseUrl }) };
  const run = (bundle: CatalogueBundle, archiveMissing = false) => measured(async () => {
    const outcome = await applyBundle(deps, bundle, { dryRun: false, archiveMissing, now: new Date() });
    if (!outcome.ok || outcome.value.problems.length > 0) throw new Error(JSON.stringify(outcome).slice(0, 500));
    return outcome.value;
  });
  const figures = (result: { value: ImportResult; ms: number; peakMb: number }) => ({ ms: result.ms, peakMb: result.peakMb, counts: result.value.counts });

  // Each step starts from what is live (`npm start` runs node with --expose-gc): a bundle made
  // while the previous one is still uncollected garbage would count twice.
  const collect = () => (globalThis as { gc?: () => void }).gc?.();
  let bundle: CatalogueBundle | null = makeBundle({ count: products });
  collect();
  const before = { rssMb: mb(process.memoryUsage.rss()), heapMb: mb(process.memoryUsage().heapUsed) };
  const first = await run(bundle);
  const unchanged = await run(bundle);
  bundle = null;
  collect();
  bundle = nextSeason(products);
  collect();
  const season = await run(bundle, true);
  bundle = null;
  collect();
  const exported = await measured(async () => (await readShopBundle(shop.db)).products.length);
  collect();

  // Making it live: the indexes this process would hold, then both ways of following the import.
  const index = await ShopSearchIndex.build(shop.db, STORE_IDS, shop.pglite);
  const changed = season.value.productIds;
  const rebuild = await measured(() => index.rebuild());
  const refresh = await measured(async () => {
    for (let start = 0; start < changed.length; start += 1_000) await index.refreshProducts(changed.slice(start, start + 1_000));
  });
  await shop.db.destroy();
  process.stdout.write(`RESULT ${JSON.stringify({
    engine: databaseUrl ? 'postgres' : 'pglite', products, before,
    first: figures(first), unchanged: figures(unchanged), season: figures(season),
    export: { ms: exported.ms, peakMb: exported.peakMb, products: exported.value },
    live: { changed: changed.length, rebuildMs: rebuild.ms, refreshMs: refresh.ms },
  })}\n`);
} finally {
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
