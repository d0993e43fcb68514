/**
 * Placing orders (npm run bench:orders; not part of npm test): latency of
 * POST /api/v5/secure/checkout/orders — priced by the server, stock and order in one transaction —
 * placed one after the other, then BENCH_CONCURRENCY at a time, against a fresh shop on 127.0.0.1
 * (PGlite; PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set). Two-line orders paid by
 * bank transfer from six demo shoppers, each with a new idempotency key.
 * Then returns (docs/returns-api.md): BENCH_RETURNS of those orders are marked delivered, a return
 * of one line is asked for each (POST /secure/return-orders, the order row locked), and support
 * receives and accepts each as a credit (the status and the credit in one transaction).
 *
 *   BENCH_ORDERS (200 per phase) · BENCH_CONCURRENCY (8) · BENCH_RETURNS (100)
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { startTestServer } from '../../server/testing/test-server';
import { DEMO_PASSWORD } from '../../server/demo/seed-customers';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const RETURNS = Number(process.env.BENCH_RETURNS ?? 100);
const SHOPPERS = ['camille@example.com', 'lucia@example.com', 'giulia@example.com', 'noor@example.com', 'jonas@example.com', 'support@example.com'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const shop = await startTestServer({ pages: false, databaseUrl });
  const url = new URL(shop.url);
  if (url.hostname !== '127.0.0.1') throw new Error('The benchmark only runs against 127.0.0.1');
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const call = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const payload = body === undefined ? '' : JSON.stringify(body);
      const req = request(
        { host: '127.0.0.1', port: Number(url.port), path: `/api/v5${path}`, method, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  try {
    // Sizes sold in France with plenty of stock, so no order runs out.
    const sizes = await shop.app.db
      .selectFrom('product_sizes as ps')
      .innerJoin('product_prices as pp', 'pp.product_id', 'ps.product_id')
      .innerJoin('products as p', 'p.id', 'ps.product_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['ps.id as productSizeId', 'ps.product_id as productId'])
      .where('pp.country_code', '=', 'fr').where('b.restricted', '=', false).where('p.is_only_outlet', '=', false)
      .orderBy('ps.id').limit(40).execute();
    await shop.app.db.updateTable('product_sizes').set({ stock: 1_000_000 }).where('id', 'in', sizes.map((size) => size.productSizeId)).execute();
    // One after the other: sign-ins from one client are throttled (5 at a time).
    const sessions: { token: string; addressId: number }[] = [];
    for (const email of SHOPPERS) {
      const login = await call('POST', '/security/login', { _username: email, _password: DEMO_PASSWORD, refreshTransport: 'body' });
      const token = (login.body as { token: string }).token;
      const addresses = await call('GET', '/secure/account/addresses', undefined, { authorization: `Bearer ${token}` });
      sessions.push({ token, addressId: (addresses.body as { id: number }[])[0].id });
    }

    let failures = 0;
    let n = 0;
    const placed: { orderId: number; session: number }[] = [];
    const placeOne = async (): Promise<number> => {
      const index = n++;
      const session = sessions[index % sessions.length];
      const body = {
        basketItems: [sizes[index % sizes.length], sizes[(index * 7 + 3) % sizes.length]].map((size) => ({ ...size, quantity: 1 + (index % 2) })),
        shipping: { addressId: session.addressId },
        carrierId: 1,
        payment: { method: 'transfer' },
        acceptTerms: true,
      };
      const started = performance.now();
      const answer = await call('POST', '/secure/checkout/orders', body, { authorization: `Bearer ${session.token}`, 'idempotency-key': `bench-${randomUUID()}` });
      if (answer.status !== 201) failures++;
      else placed.push({ orderId: (answer.body as { order: { id: number } }).order.id, session: index % sessions.length });
      return performance.now() - started;
    };
    const report = (name: string, what: string, latencies: number[], elapsed: number) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(14)} ${latencies.length} ${what} in ${elapsed.toFixed(1)} s (${(latencies.length / elapsed).toFixed(0)}/s)  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms`,
      );
    };
    const phase = async (name: string, concurrency: number) => {
      const latencies: number[] = [];
      let left = ORDERS;
      const started = performance.now();
      await Promise.all(Array.from({ length: concurrency }, async () => {
        while (left-- > 0) latencies.push(await placeOne());
      }));
      report(name, 'orders', latencies, (performance.now() - started) / 1000);
    };
    /** One call after the other for each item, timed; a status other than `expected` counts as a failure. */
    const timed = async <T>(name: string, what: string, items: T[], expected: number, send: (item: T) => Promise<{ status: number }>) => {
      const latencies: number[] = [];
      const started = performance.now();
      for (const item of items) {
        const at = performance.now();
        const answer = await send(item);
        latencies.push(performance.now() - at);
        if (answer.status !== expected) failures++;
      }
      report(name, what, latencies, (performance.now() - started) / 1000);
    };

    console.log(`node ${process.version}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${ORDERS} orders per phase, two lines each, bank transfer`);
    for (let warm = 0; warm < 20; warm++) await placeOne();
    await phase('sequential', 1);
    await phase(`concurrency ${CONCURRENCY}`, CONCURRENCY);

    // Returns: the orders are delivered (as support would record it), then returned one line each.
    const returned = placed.slice(0, RETURNS);
    const now = new Date();
    await shop.app.db.updateTable('orders').set({ status: 'delivered', updated_at: now }).where('id', 'in', returned.map((order) => order.orderId)).execute();
    await shop.app.db.insertInto('order_events').values(returned.map((order) => ({ order_id: order.orderId, status: 'delivered', at: now, actor: 'system', note: 'bench' }))).execute();
    const lines = await shop.app.db.selectFrom('order_lines').select(['id', 'order_id']).where('order_id', 'in', returned.map((order) => order.orderId)).orderBy('id').execute();
    const firstLine = new Map<number, number>();
    for (const line of lines) if (!firstLine.has(line.order_id)) firstLine.set(line.order_id, line.id);
    const returnIds: number[] = [];
    const support = sessions[sessions.length - 1].token;
    await timed('return asked', 'returns', returned, 201, async ({ orderId, session }) => {
      const answer = await call('POST', '/secure/return-orders', {
        orderId, returnOrderRefundTypeId: 1, acceptTerms: true,
        products: [{ orderProduct: firstLine.get(orderId)!, quantity: 1, reason: { id: 1 }, comment: 'Trop petit pour moi, merci' }],
      }, { authorization: `Bearer ${sessions[session].token}`, 'idempotency-key': `bench-${randomUUID()}` });
      if (answer.status === 201) returnIds.push((answer.body as { id: number }).id);
      return answer;
    });
    await timed('received', 'returns', returnIds, 200, (id) => call('POST', `/admin/return-orders/${id}/receive`, {}, { authorization: `Bearer ${support}` }));
    await timed('accepted', 'credits', returnIds, 200, (id) => call('POST', `/admin/return-orders/${id}/accept`, {}, { authorization: `Bearer ${support}` }));
    console.log(`unexpected answers: ${failures}`);
    if (failures > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    await shop.close();
  }
}

await main();
