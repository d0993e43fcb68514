/**
 * Basket benchmark (npm run bench:basket; not part of npm test): requests per second and latency
 * of POST /api/v5/basket/detail with 10-line baskets at 50 concurrent keep-alive connections, for
 * a bounded time, against a fresh shop on 127.0.0.1 (PGlite; PostgreSQL when TEST_DATABASE_URL
 * is set). Baskets mix the six stores, a third carry a promo code, some ask more than the stock.
 *
 *   BENCH_SECONDS (10) · BENCH_CONNECTIONS (50) · BENCH_LINES (10)
 */
import { Agent, request } from 'node:http';
import { generateCatalogue } from '../../server/demo/generate-catalogue';
import { startTestServer } from '../../server/testing/test-server';
import { Random } from '../../server/demo/random';
import { STORE_IDS, STORES, priceKey } from '../../src/domain/store/stores';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LINES = Number(process.env.BENCH_LINES ?? 10);
const CODES = ['BIENVENUE10', 'MOINS15', 'NORDVIK20', 'CHAUSSURES25', 'ETE2024', 'NOPE'];

interface Call {
  store: string;
  body: string;
}

function baskets(count: number): Call[] {
  const catalogue = generateCatalogue();
  const random = new Random(7);
  const restricted = new Set(catalogue.brands.filter((brand) => brand.restricted).map((brand) => brand.id));
  const calls: Call[] = [];
  for (let n = 0; n < count; n++) {
    const store = STORES[random.pick(STORE_IDS)];
    const sellable = catalogue.products.filter((product) => !restricted.has(product.brandId) && product.prices[priceKey(store)]);
    const basketItems = Array.from({ length: LINES }, () => {
      const product = random.pick(sellable);
      const size = random.pick(product.sizes);
      return { productId: product.id, productSizeId: size.id, quantity: random.int(1, 4) };
    });
    const basketPromotion = random.chance(1 / 3) ? { code: random.pick(CODES) } : null;
    calls.push({ store: store.id, body: JSON.stringify({ basketItems, basketPromotion, countryIsoCode: store.countryCode, device: random.int(0, 1) }) });
  }
  return calls;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function main(): Promise<void> {
  const shop = await startTestServer({ pages: false });
  const url = new URL(shop.url);
  if (url.hostname !== '127.0.0.1') throw new Error('The benchmark only runs against 127.0.0.1');
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const calls = baskets(500);
  const post = (call: Call) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: Number(url.port), path: '/api/v5/basket/detail', method: 'POST', agent, headers: { 'content-type': 'application/json', store: call.store, 'content-length': Buffer.byteLength(call.body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(call.body);
    });

  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const deadline = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const call = calls[next++ % calls.length];
        const started = performance.now();
        const status = await post(call);
        latencies.push(performance.now() - started);
        if (status !== 200) failures++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    return { latencies, failures, elapsed: (performance.now() - started) / 1000 };
  };

  try {
    console.log(`node ${process.version}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${LINES}-line baskets, ${SECONDS} s`);
    await run(Math.min(2, SECONDS));
    const { latencies, failures, elapsed } = await run(SECONDS);
    const sorted = [...latencies].sort((a, b) => a - b);
    const mean = latencies.reduce((sum, value) => sum + value, 0) / latencies.length;
    console.log(`requests ${latencies.length} in ${elapsed.toFixed(1)} s, non-200 ${failures}`);
    console.log(`throughput ${(latencies.length / elapsed).toFixed(0)} req/s`);
    console.log(
      `latency p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms  mean ${mean.toFixed(2)} ms  max ${sorted[sorted.length - 1].toFixed(2)} ms`,
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    await shop.close();
  }
}

await main();
