/**
 * Load run (npm run bench:load; not part of npm test; issue 16): two shop processes (the compiled
 * dist/server/main.js, built first when missing or stale) on one fresh PostgreSQL database and,
 * when it answers, one Redis; an open-model mix at a fixed rate — visitors arrive every
 * 1/LOAD_RATE s whatever the shop's pace, each browsing, searching, pricing a basket or checking
 * out with the sandbox test card (load-mix.ts), the processes called in turn. Prints per step:
 * count, errors, error rate, p50/p95/p99; each process's RSS at start and at end; and whether the
 * stock taken matches the orders placed.
 *
 *   LOAD_SECONDS (600) · LOAD_RATE (20 visitors/s) · LOAD_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres:
 *   the server; a database boutique_load_<random> is made on it and dropped after, unless LOAD_KEEP=1) ·
 *   LOAD_REDIS_URL (redis://127.0.0.1:6379; skipped when it does not answer) · LOAD_PRODUCTS (720) ·
 *   LOAD_CUSTOMERS (20) · LOAD_PORT (3320, and the next one) · LOAD_MAX_IN_FLIGHT (300: visitors past it are counted as dropped)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { staleTargets } from '../../scripts/build-state.mjs';
import { redisAnswers } from '../../server/cluster/test-services';
import { DEMO_PASSWORD } from '../../server/demo/seed-customers';
import { pickAction, Stats, type Customer, type MixContext, type Sized } from './load-mix';
import { SHOP_NODE_FLAGS } from './shop-flags';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.LOAD_SECONDS ?? 600);
const RATE = Number(process.env.LOAD_RATE ?? 20);
const SERVER_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 20);
const PORT = Number(process.env.LOAD_PORT ?? 3320);
const MAX_IN_FLIGHT = Number(process.env.LOAD_MAX_IN_FLIGHT ?? 300);
const KEY_PREFIX = 'load-';

interface Shop {
  child: ChildProcess;
  base: string;
  log: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const databaseUrl = (name: string) => Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();

async function admin(statement: string, url = SERVER_URL): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}


/** Each process's warnings and errors go to a file of their own (printed at the end), not over the report. */
async function startShop(port: number, env: Record<string, string>, log: string): Promise<Shop> {
  const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', WORKERS: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', openSync(log, 'a')],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop on ${port} stopped (exit ${child.exitCode}); see ${log}`);
    try {
      if ((await fetch(`${base}/api/v5/init`, { headers: { store: 'laboutiqueofficielle' } })).ok) return { child, base, log };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill();
  throw new Error(`The shop on ${port} did not start within 10 minutes`);
}

async function stopShop(shop: Shop): Promise<void> {
  if (shop.child.exitCode !== null) return;
  const exited = new Promise((resolve) => shop.child.once('exit', resolve));
  shop.child.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
}

function rssMb(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Sizes sold in France, their stock raised so the run never runs out; the pool of customers, copies of Camille (her password, her default address). */
async function prepare(url: string): Promise<{ sizes: Sized[]; stock: Map<number, number> }> {
  const picked = await admin(`
    select ps.id as "productSizeId", ps.product_id as "productId" from product_sizes ps
    join product_prices pp on pp.product_id = ps.product_id and pp.country_code = 'fr'
    join products p on p.id = ps.product_id join brands b on b.id = p.brand_id
    where not b.restricted and not p.is_only_outlet order by ps.id limit 40`, url);
  const sizes = picked.rows as Sized[];
  const ids = sizes.map((size) => size.productSizeId).join(',');
  await admin(`update product_sizes set stock = 1000000 where id in (${ids})`, url);
  await admin(`
    with src as (select * from customers where email = 'camille@example.com'),
    made as (
      insert into customers (email, password_hash, civility, first_name, last_name, birthday, status, roles, store_id, locale)
      select 'load.' || g || '@example.com', password_hash, civility, first_name, last_name, birthday, status, roles, store_id, locale from src, generate_series(1, ${CUSTOMERS}) g
      on conflict do nothing returning id)
    insert into addresses (customer_id, label, civility, last_name, first_name, street, street_details, zip_code, city, state, country_iso_code2, phone_number, company, is_default)
    select made.id, a.label, a.civility, a.last_name, a.first_name, a.street, a.street_details, a.zip_code, a.city, a.state, a.country_iso_code2, a.phone_number, a.company, true
    from made, src join addresses a on a.customer_id = src.id and a.is_default`, url);
  return { sizes, stock: new Map(sizes.map((size) => [size.productSizeId, 1_000_000])) };
}

async function signIn(base: string, email: string): Promise<Customer> {
  const response = await fetch(`${base}/api/v5/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _username: email, _password: DEMO_PASSWORD, refreshTransport: 'body' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return { email, token: ((await response.json()) as { token: string }).token, signedAt: Date.now() };
}

async function links(base: string): Promise<{ listings: string[]; products: string[] }> {
  const html = await (await fetch(`${base}/homme`)).text() + (await (await fetch(`${base}/femme`)).text());
  const products = [...new Set([...html.matchAll(/href="(\/p\/[^"#?]+)"/g)].map((match) => match[1]))].slice(0, 60);
  if (products.length === 0) throw new Error('No product link on the listings');
  return { listings: ['/homme', '/femme', '/homme?page=2', '/femme?sort=price_asc'], products };
}

interface Visitors {
  arrived: number;
  /** Not started: more than MAX_IN_FLIGHT were in flight. */
  dropped: number;
  /** Still in flight two minutes after the last arrival. */
  unfinished: number;
}

/** Open model: one visitor every 1/RATE s, whatever the answers' pace. */
async function run(context: MixContext, stats: Stats): Promise<Visitors> {
  const interval = 1000 / RATE;
  const started = performance.now();
  const total = Math.floor(SECONDS * RATE);
  const inFlight = new Set<Promise<void>>();
  let dropped = 0;
  for (let n = 0; n < total; n++) {
    const wait = started + n * interval - performance.now();
    if (wait > 0) await sleep(wait);
    if (inFlight.size >= MAX_IN_FLIGHT) {
      dropped += 1;
      continue;
    }
    const action = pickAction();
    const visit = action.run(stats, context.bases[n % context.bases.length], context).finally(() => inFlight.delete(visit));
    inFlight.add(visit);
    if (n > 0 && n % (RATE * 60) === 0) console.error(`… ${Math.round((performance.now() - started) / 1000)} s, ${inFlight.size} visitors in flight`);
  }
  const progress = setInterval(() => console.error(`… waiting for ${inFlight.size} visitors in flight`), 10_000);
  // Every call gives up after 30 s: a visitor still out after two minutes is stuck, and counted so.
  await Promise.race([Promise.all(inFlight), sleep(120_000)]);
  clearInterval(progress);
  return { arrived: total, dropped, unfinished: inFlight.size };
}

/** Stock taken from each size = units of the run's orders still standing (a failed payment gives its units back). */
async function consistency(url: string, stock: Map<number, number>): Promise<{ orders: Record<string, number>; mismatches: string[] }> {
  const ids = [...stock.keys()].join(',');
  const [statuses, sold, left] = await Promise.all([
    admin(`select status, count(*)::int as n from orders where idempotency_key like '${KEY_PREFIX}%' group by status`, url),
    admin(`select l.product_size_id as id, sum(l.quantity)::int as n from order_lines l join orders o on o.id = l.order_id where o.status <> 'cancelled' and l.product_size_id in (${ids}) group by 1`, url),
    admin(`select id, stock from product_sizes where id in (${ids})`, url),
  ]);
  const soldOf = new Map(sold.rows.map((row) => [row.id as number, row.n as number]));
  const mismatches = left.rows
    .filter((row) => stock.get(row.id)! - row.stock !== (soldOf.get(row.id) ?? 0))
    .map((row) => `size ${row.id}: ${stock.get(row.id)! - row.stock} taken, ${soldOf.get(row.id) ?? 0} ordered`);
  return { orders: Object.fromEntries(statuses.rows.map((row) => [row.status, row.n])), mismatches };
}

function report(stats: Stats, meta: string[], rss: { start: number[]; end: number[] }, check: Awaited<ReturnType<typeof consistency>>, load: Visitors): boolean {
  const rows = stats.rows();
  const all = rows.reduce((sum, row) => ({ count: sum.count + row.count, errors: sum.errors + row.errors }), { count: 0, errors: 0 });
  console.log([
    ...meta,
    '',
    '| step | count | errors | error rate | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.step} | ${row.count} | ${row.errors} | ${(row.errorRate * 100).toFixed(2)} % | ${row.p50} | ${row.p95} | ${row.p99} |`),
    `| all requests | ${all.count} | ${all.errors} | ${((all.errors / Math.max(1, all.count)) * 100).toFixed(2)} % | | | |`,
    '',
    `visitors: ${load.arrived} arrived, ${load.dropped} dropped (more than ${MAX_IN_FLIGHT} in flight), ${load.unfinished} unfinished`,
    ...rss.start.map((start, index) => `process ${index + 1} RSS: ${start} MB at start, ${rss.end[index]} MB at end`),
    `orders of the run by status: ${JSON.stringify(check.orders)}`,
    `stock taken = units ordered: ${check.mismatches.length === 0 ? 'yes, for every size' : `NO — ${check.mismatches.join('; ')}`}`,
    ...rows.filter((row) => row.samples.length > 0).map((row) => `errors of ${row.step}, e.g.: ${row.samples.join(' | ')}`),
  ].join('\n'));
  return check.mismatches.length === 0 && load.dropped === 0 && load.unfinished === 0;
}

async function main(): Promise<void> {
  const stale = staleTargets(ROOT);
  if (stale.length > 0) {
    console.error(`Building ${stale.join(', ')}…`);
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--quiet', ...stale], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build failed');
  }
  const name = `boutique_load_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(name);
  const redis = await redisAnswers(REDIS_URL);
  const prefix = `boutique-load-${randomBytes(4).toString('hex')}:`;
  const env = {
    DATABASE_URL: url,
    REDIS_URL: redis ? REDIS_URL : '',
    REDIS_PREFIX: prefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CATALOGUE_PRODUCTS: process.env.LOAD_PRODUCTS ?? '720',
    ORDER_PAYMENT_TIMEOUT_MINUTES: '30',
  };
  await admin(`CREATE DATABASE "${name}"`);
  const shops: Shop[] = [];
  try {
    console.error(`Database ${name}${redis ? `, Redis ${REDIS_URL} (prefix ${prefix})` : ', no Redis (in-memory limits)'}; starting the first process (it migrates and seeds)…`);
    const log = (port: number) => path.join(tmpdir(), `${name}-${port}.log`);
    shops.push(await startShop(PORT, env, log(PORT)));
    shops.push(await startShop(PORT + 1, env, log(PORT + 1)));
    const { sizes, stock } = await prepare(url);
    const customers: Customer[] = [];
    for (let n = 1; n <= CUSTOMERS; n++) customers.push(await signIn(shops[n % 2].base, `load.${n}@example.com`));
    const context: MixContext = { bases: shops.map((shop) => shop.base), ...(await links(shops[0].base)), sizes, customers, password: DEMO_PASSWORD, keyPrefix: KEY_PREFIX };
    const rssStart = shops.map((shop) => rssMb(shop.child.pid!));
    console.error(`Running ${SECONDS} s at ${RATE} visitors/s on ${context.bases.join(' and ')}…`);
    const stats = new Stats();
    const load = await run(context, stats);
    const rssEnd = shops.map((shop) => rssMb(shop.child.pid!));
    const check = await consistency(url, stock);
    const meta = [`Load run: ${SECONDS} s at ${RATE} visitors/s (open model), 2 processes, PostgreSQL${redis ? ' + Redis' : ''}, node ${process.version}, ${process.env.LOAD_PRODUCTS ?? 720} products`];
    if (!report(stats, meta, { start: rssStart, end: rssEnd }, check, load)) process.exitCode = 1;
    console.log(`the processes' logs: ${shops.map((shop) => shop.log).join(', ')}`);
  } finally {
    await Promise.all(shops.map(stopShop));
    if (process.env.LOAD_KEEP === '1') console.error(`Kept database ${name}`);
    else await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

await main();
