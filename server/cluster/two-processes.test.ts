/**
 * Two real shop processes on one PostgreSQL database and one Redis (issue 16, DESIGN decision 15):
 * what one changes, the other shows, and a sign-in throttle hit on one holds on the other.
 *
 * The database is created here (and dropped after), migrated and seeded with 108 products, and a
 * product is left with one unit of one size. Then two processes `node --import tsx server/main.ts`
 * start on it, each with its own search indexes and caches, sharing the Redis under a prefix of
 * this run's. Through process 2 the product is read first (search record, API, page), so its
 * caches hold the old state; then:
 *   - its French price is written in the database and announced on the bus as a third process would:
 *     process 2 shows the new price in search, API, basket and page;
 *   - the last unit is bought through process 1's checkout: process 2 shows it out of stock;
 *   - wrong passwords on process 1 until it refuses: process 2 answers 429 for the same account.
 * Then the merchandiser changes the price and the stock through process 1's admin API, five times,
 * and the delay until process 2 shows each change (API, search, basket, page) is measured and
 * printed: its median must stay under a second (issue 32).
 * Then the same order and the same measure on two processes sharing PostgreSQL alone (no
 * REDIS_URL: LISTEN/NOTIFY). Skips with a message when the local PostgreSQL or Redis does not
 * answer. About 25 s each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_WINDOW } from '../../src/domain/auth/credentials';
import { productIndexName } from '../../src/domain/store/stores';
import { demoShop } from '../demo/demo-shop';
import { openShopDatabase } from '../db/open-shop-database';
import { DEMO_PASSWORD } from '../demo/seed-customers';
import { RedisChangeBus } from './redis-change-bus';
import { deleteKeys, freePort, REDIS_URL, redisAnswers, scratchDatabase, uniquePrefix, type ScratchDatabase } from './test-services';
import { derivedParentKey } from '../search/search-keys';
import { staffSignInOverHttp } from '../testing/staff-second-factor';

const PRODUCTS = 108;
const NEW_PRICE_CENTS = 98_765;
const SERVER_MAIN = path.join(import.meta.dirname, '..', 'main.ts');

const JWT_SECRET = 'two-processes-test-secret-of-at-least-32-characters';
/** The processes' search parent key (derived from their shared secret: server/search/search-keys.ts). */
const SEARCH_KEY_HEADERS = { 'x-algolia-api-key': derivedParentKey({ key: new TextEncoder().encode(JWT_SECRET), origin: 'JWT_SECRET' }) };

interface Shop {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'boutique-two-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Cluster {
  url: string;
  shops: Shop[];
  product: { productId: number; sizeId: number };
  prefix: string;
  /** merch@example.com's access token, taken at start (a test later throttles this client's sign-ins). */
  merchandiserToken: string;
}

/**
 * A fresh database, prepared, and two shops on it (with Redis under a prefix of their own, or on
 * PostgreSQL alone); null, with a message, when a server it needs does not answer.
 */
function twoShops(withRedis: boolean): { get: () => Cluster | null } {
  let cluster: Cluster | null = null;
  let scratch: ScratchDatabase | null = null;
  const shops: Shop[] = [];
  const prefix = uniquePrefix('two');
  beforeAll(async () => {
    const redisUp = withRedis ? await redisAnswers() : true;
    scratch = redisUp ? await scratchDatabase('two') : null;
    if (!scratch || !redisUp) {
      console.warn(`two-processes.test.ts: skipped, no ${redisUp ? 'PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432)' : 'Redis (TEST_REDIS_URL or 127.0.0.1:6379)'}`);
      return;
    }
    const product = await prepareDatabase(scratch.url);
    const ports = await Promise.all([freePort(), freePort()]);
    shops.push(...(await Promise.all(ports.map((port) => startShop(scratch!.url, port, withRedis ? prefix : null)))));
    const login = await staffSignInOverHttp((path, body) => api<{ token: string }>(shops[0], 'POST', path, body), 'merch@example.com', DEMO_PASSWORD);
    if (login.status !== 200) throw new Error(`merch@example.com could not sign in: ${login.status}`);
    cluster = { url: scratch.url, shops, product, prefix, merchandiserToken: login.body.token };
  }, 120_000);
  afterAll(async () => {
    await Promise.all(shops.map(stopShop));
    await scratch?.drop();
    if (cluster && withRedis) await deleteKeys(prefix);
  });
  return { get: () => cluster };
}

/** Migrates and seeds, then leaves one product with a single unit of one size (French price, sold in listings). */
async function prepareDatabase(url: string): Promise<{ productId: number; sizeId: number }> {
  const { db } = await openShopDatabase({ databaseUrl: url, starter: demoShop({ kind: 'demo', seed: 42, products: PRODUCTS }), poolSize: 2 });
  try {
    const row = await db
      .selectFrom('product_sizes as ps')
      .innerJoin('products as p', 'p.id', 'ps.product_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .innerJoin('product_prices as pp', (join) => join.onRef('pp.product_id', '=', 'p.id').on('pp.country_code', '=', 'fr'))
      .select(['ps.id as sizeId', 'p.id as productId'])
      .where('b.restricted', '=', false)
      .where('p.is_only_outlet', '=', false)
      .where('ps.stock', '>', 0)
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db.updateTable('product_sizes').set({ stock: 0 }).where('product_id', '=', row.productId).execute();
    await db.updateTable('product_sizes').set({ stock: 1 }).where('id', '=', row.sizeId).execute();
    return row;
  } finally {
    await db.destroy();
  }
}


/** `redisPrefix` null: no Redis, changes travel by PostgreSQL NOTIFY. */
function startShop(databaseUrl: string, port: number, redisPrefix: string | null): Promise<Shop> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisPrefix === null ? '' : REDIS_URL,
    REDIS_PREFIX: redisPrefix ?? '',
    JWT_SECRET,
    CATALOGUE_PRODUCTS: String(PRODUCTS),
    DATA_DIR: path.join(dataDir, String(port)),
    MAIL_OUTBOX_DIR: path.join(dataDir, String(port), 'outbox'),
    SMTP_URL: '',
    WORKERS: '1',
    LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop on port ${port} did not start:\n${output}`)), 90_000);
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('Boutique ready on')) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${port}`, output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the shop on port ${port} exited (${code}):\n${output}`));
    });
  });
}

function stopShop(shop: Shop): Promise<void> {
  return new Promise((resolve) => {
    if (shop.child.exitCode !== null || shop.child.signalCode !== null) return resolve();
    const timer = setTimeout(() => shop.child.kill('SIGKILL'), 15_000);
    shop.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    shop.child.kill('SIGTERM');
  });
}

async function api<T>(shop: Shop, method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop.url}/api/v5${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

interface SearchRecord { price: number; inStock: boolean; availableSizes: string[] }
interface Detail { product: { slug: string; price: number; productSizes: { productSizeId: number; quantity: number }[] } }

/** The product's record in the French store's index, as the Algolia protocol answers it. */
async function searchRecord(shop: Shop, productId: number): Promise<SearchRecord | null> {
  const response = await fetch(`${shop.url}/1/indexes/${productIndexName('laboutiqueofficielle')}/${productId}`, { headers: SEARCH_KEY_HEADERS });
  return response.status === 404 ? null : ((await response.json()) as SearchRecord);
}

async function page(shop: Shop, pathname: string): Promise<string> {
  const response = await fetch(`${shop.url}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Waits for `read` to satisfy `done` (the other process applies a change a moment after it is announced). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > 20_000) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two shop processes on one PostgreSQL and one Redis', () => {
  const setup = twoShops(true);
  it('shows on process 2 the price and stock changed through process 1, and shares the sign-in throttle', async (context) => {
    const cluster = setup.get();
    if (!cluster) return context.skip();
    const [one, two] = cluster.shops;
    const { productId, sizeId } = cluster.product;

    // Process 2 reads the product first: its index, answer caches and page cache hold the old state.
    const before = await searchRecord(two, productId);
    expect(before?.inStock).toBe(true);
    const detail = (await api<Detail>(two, 'GET', `/products/${productId}`)).body.product;
    expect(detail.productSizes.find((size) => size.productSizeId === sizeId)?.quantity).toBe(1);
    const pagePath = `/p/${detail.slug}`;
    const oldPage = await page(two, pagePath);
    const newPriceText = (NEW_PRICE_CENTS / 100).toFixed(2).replace('.', ',');
    expect(oldPage).not.toContain(newPriceText);
    expect(oldPage).toMatch(sizeQuantityInPage(sizeId, 1));
    const basket = () => api<{ basketItems: { price: number }[] }>(two, 'POST', '/basket/detail', { basketItems: [{ productId, productSizeId: sizeId, quantity: 1 }] });
    expect((await basket()).body.basketItems[0].price).not.toBe(NEW_PRICE_CENTS / 100);

    // A price change, committed and announced the way another process does it.
    await writePrice(cluster.url, productId, NEW_PRICE_CENTS);
    await announce(cluster.prefix, { products: [productId] });
    await eventually(() => searchRecord(two, productId), (record) => record?.price === NEW_PRICE_CENTS / 100, 'search price on process 2');
    await eventually(() => api<Detail>(two, 'GET', `/products/${productId}`), (answer) => answer.body.product.price === NEW_PRICE_CENTS / 100, 'API price on process 2');
    await eventually(basket, (answer) => answer.body.basketItems[0]?.price === NEW_PRICE_CENTS / 100, 'basket price on process 2');
    expect(await eventually(() => page(two, pagePath), (html) => html.includes(newPriceText), 'page price on process 2')).toContain(newPriceText);

    // The last unit, bought through process 1's checkout.
    await buyLastUnit(one, two, cluster.product);
    await eventually(() => searchRecord(two, productId), (record) => record === null || record.inStock === false, 'search stock on process 2');
    await eventually(() => api<Detail>(two, 'GET', `/products/${productId}`), (answer) => answer.body.product.productSizes.every((size) => size.quantity === 0), 'API stock on process 2');
    const soldOutPage = await eventually(() => page(two, pagePath), (html) => sizeQuantityInPage(sizeId, 0).test(html), 'page stock on process 2');
    expect(soldOutPage).toMatch(sizeQuantityInPage(sizeId, 0));

    // Wrong passwords on process 1 until it throttles; process 2 refuses the same account at once.
    const wrong = { _username: 'lucia@example.com', _password: 'not-the-password', refreshTransport: 'body' };
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_WINDOW; attempt++) expect((await api(one, 'POST', '/security/login', wrong)).status).toBe(401);
    expect((await api(one, 'POST', '/security/login', wrong)).status).toBe(429);
    const onTwo = await fetch(`${two.url}/api/v5/security/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...wrong, _password: DEMO_PASSWORD }) });
    expect(onTwo.status).toBe(429);
    expect(Number(onTwo.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 90_000);

  it('shows on process 2, within a second, each price and stock the merchandiser changes through process 1', async (context) => {
    const cluster = setup.get();
    if (!cluster) return context.skip();
    await expectChangesFollowWithinASecond(cluster, 'Redis');
  }, 120_000);
});

describe('two shop processes on PostgreSQL alone (LISTEN/NOTIFY)', () => {
  const setup = twoShops(false);
  it('shows on process 2 the stock an order through process 1 took', async (context) => {
    const cluster = setup.get();
    if (!cluster) return context.skip();
    const [one, two] = cluster.shops;
    const { productId, sizeId } = cluster.product;
    expect((await searchRecord(two, productId))?.inStock).toBe(true);
    const { slug } = (await api<Detail>(two, 'GET', `/products/${productId}`)).body.product;
    expect(await page(two, `/p/${slug}`)).toMatch(sizeQuantityInPage(sizeId, 1));
    await buyLastUnit(one, two, cluster.product);
    await eventually(() => searchRecord(two, productId), (record) => record === null || record.inStock === false, 'search stock on process 2');
    await eventually(() => page(two, `/p/${slug}`), (html) => sizeQuantityInPage(sizeId, 0).test(html), 'page stock on process 2');
  }, 90_000);

  it('shows on process 2, within a second, each price and stock the merchandiser changes through process 1', async (context) => {
    const cluster = setup.get();
    if (!cluster) return context.skip();
    await expectChangesFollowWithinASecond(cluster, 'PostgreSQL NOTIFY');
  }, 120_000);
});

/** Rounds of changes measured: a slow one on a busy machine shows in the figures, the median must hold. */
const ROUNDS = 5;

/**
 * The merchandiser (merch@example.com) sets a price, then a stock, through process 1's admin API;
 * from the moment process 1 answers (the change is committed), process 2's product answer, search
 * record, basket and product page are read every 10 ms until each shows it. Prints the delays; each
 * reader's median must stay under a second (issue 32, "Day-to-day changes"; a busy machine may
 * slow one round, which the printed maximum shows).
 */
async function expectChangesFollowWithinASecond(cluster: Cluster, bus: string): Promise<void> {
  const [one, two] = cluster.shops;
  const { productId, sizeId } = cluster.product;
  const auth = { authorization: `Bearer ${cluster.merchandiserToken}` };
  const sku = (await api<{ sizes: { sku: string; productSizeId: number }[] }>(one, 'GET', `/admin/products/${productId}`, undefined, auth)).body.sizes.find((size) => size.productSizeId === sizeId)!.sku;
  const { slug } = (await api<Detail>(two, 'GET', `/products/${productId}`)).body.product;
  const basket = () => api<{ basketItems: { price: number }[] }>(two, 'POST', '/basket/detail', { basketItems: [{ productId, productSizeId: sizeId, quantity: 1 }] });

  const delays: Record<string, number[]> = { 'stock: API': [], 'stock: search': [], 'stock: page': [], 'price: API': [], 'price: search': [], 'price: basket': [], 'price: page': [] };
  for (let round = 0; round < ROUNDS; round++) {
    // The stock first: the size was sold out (a basket drops a sold-out line, and its price with it).
    const stock = 10 + round;
    const moved = await api(one, 'PATCH', `/admin/products/${productId}/sizes/${encodeURIComponent(sku)}/stock`, { set: stock }, auth);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const stocks = await Promise.all([
      followed(() => api<Detail>(two, 'GET', `/products/${productId}`), (answer) => answer.body.product.productSizes.find((size) => size.productSizeId === sizeId)?.quantity === stock),
      followed(() => searchRecord(two, productId), (record) => record?.inStock === true),
      followed(() => page(two, `/p/${slug}`), (html) => sizeQuantityInPage(sizeId, stock).test(html)),
    ]);
    const euros = 40 + round + 0.5;
    const changed = await api(one, 'PUT', `/admin/products/${productId}/prices/fr`, { price: euros }, auth);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const priceText = euros.toFixed(2).replace('.', ',');
    const prices = await Promise.all([
      followed(() => api<Detail>(two, 'GET', `/products/${productId}`), (answer) => answer.body.product.price === euros),
      followed(() => searchRecord(two, productId), (record) => record?.price === euros),
      followed(basket, (answer) => answer.body.basketItems[0]?.price === euros),
      followed(() => page(two, `/p/${slug}`), (html) => html.includes(priceText)),
    ]);
    [...stocks, ...prices].forEach((ms, index) => Object.values(delays)[index].push(ms));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`[two processes, ${bus}] from process 1's answer to process 2 showing it, ms over ${ROUNDS} rounds (median / max):\n${
    Object.entries(delays).map(([reader, values]) => `  ${reader.padEnd(14)} ${String(median(values)).padStart(4)} / ${String(Math.max(...values)).padStart(4)}   [${values.join(', ')}]`).join('\n')}`);
  for (const [reader, values] of Object.entries(delays)) expect(median(values), `${reader} on process 2 (median ms)`).toBeLessThan(1000);
}

/** Milliseconds until `read` satisfies `done`, reading every 10 ms (20 s at most). */
async function followed<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (done(await read())) return Math.round(performance.now() - started);
    if (performance.now() - started > 20_000) throw new Error(`not followed after 20 s: ${read.toString().slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Signs in on process 1, checks the token on process 2 (the key is shared: settings table), and orders the last unit through process 1. */
async function buyLastUnit(one: Shop, two: Shop, { productId, sizeId }: Cluster['product']): Promise<void> {
  const login = await api<{ token: string }>(one, 'POST', '/security/login', { _username: 'camille@example.com', _password: DEMO_PASSWORD, refreshTransport: 'body' });
  expect(login.status).toBe(200);
  const auth = { authorization: `Bearer ${login.body.token}` };
  const addresses = await api<{ id: number }[]>(two, 'GET', '/secure/account/addresses', undefined, auth);
  expect(addresses.status).toBe(200);
  const order = await api<{ order?: { id: number } }>(one, 'POST', '/secure/checkout/orders', {
    basketItems: [{ productSizeId: sizeId, productId, quantity: 1 }],
    carrierId: 1,
    payment: { method: 'transfer' },
    acceptTerms: true,
    shipping: { addressId: addresses.body[0].id },
  }, { ...auth, 'idempotency-key': `two-processes-${Date.now()}` });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
}

/** The size as the page's serialised state holds it (the product detail of SPEC §3). */
function sizeQuantityInPage(sizeId: number, quantity: number): RegExp {
  return new RegExp(`"productSizeId":${sizeId},[^}]*"quantity":${quantity}}`);
}

async function writePrice(url: string, productId: number, cents: number): Promise<void> {
  const { createDatabase } = await import('../db/database');
  const { db } = await createDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await db.updateTable('product_prices').set({ price: cents, original_price: null }).where('product_id', '=', productId).where('country_code', '=', 'fr').execute();
  } finally {
    await db.destroy();
  }
}

/** Publishes on the shops' channel as a third process would (CatalogueChanges.refreshProducts). */
async function announce(prefix: string, event: { products: number[] }): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  const bus = new RedisChangeBus(redis, prefix);
  try {
    await bus.publish({ from: 'two-processes-test', ...event });
  } finally {
    await bus.close();
    redis.disconnect();
  }
}
