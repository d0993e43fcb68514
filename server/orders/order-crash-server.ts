/**
 * The shop process of the crash test (order-crash.test.ts): the real app on a PGlite data
 * directory (DATA_DIR), API only, on a free port of 127.0.0.1. Once the database is open (after
 * any recovery from the previous SIGKILL) it prints what the test checks — `STATE <json>`: every
 * order with its lines and first event, and the stock of the sizes in CRASH_SIZES (or of a few
 * stocked sizes it picks on the first start, their stock set to CRASH_STOCK) — then `READY <url>` once it listens.
 */
import { sql } from 'kysely';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { DEMO_ORDER_KEY_PREFIX } from '../db/seed-returns';

async function pickSizes(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('product_sizes as ps')
    .innerJoin('product_prices as pp', 'pp.product_id', 'ps.product_id')
    .innerJoin('products as p', 'p.id', 'ps.product_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select('ps.id')
    .where('pp.country_code', '=', 'fr')
    .where('b.restricted', '=', false)
    .where('p.is_only_outlet', '=', false)
    .where('ps.stock', '>=', 4)
    .where('ps.stock', '<=', 12)
    .orderBy('ps.id')
    .limit(3)
    .execute();
  return rows.map((row) => row.id);
}

async function state(db: Db) {
  const sizes = process.env.CRASH_SIZES ? process.env.CRASH_SIZES.split(',').map(Number) : await pickSizes(db);
  // First start: CRASH_STOCK gives the picked sizes enough stock for every run.
  const stock = Number(process.env.CRASH_STOCK);
  if (!process.env.CRASH_SIZES && stock > 0 && sizes.length > 0) await db.updateTable('product_sizes').set({ stock }).where('id', 'in', sizes).execute();
  const [orders, stocks, duplicates] = await Promise.all([
    db
      .selectFrom('orders as o')
      .select((eb) => [
        'o.id', 'o.customer_id as customerId', 'o.idempotency_key as key', 'o.status',
        eb.selectFrom('order_lines as l').select((l) => l.fn.countAll<number>().as('n')).whereRef('l.order_id', '=', 'o.id').as('lines'),
        eb.selectFrom('order_events as e').select('e.status').whereRef('e.order_id', '=', 'o.id').orderBy('e.id').limit(1).as('firstEvent'),
      ])
      // The seeded demo orders (returns) are not the test's.
      .where('o.idempotency_key', 'not like', `${DEMO_ORDER_KEY_PREFIX}%`)
      .orderBy('o.id')
      .execute(),
    db.selectFrom('product_sizes').select(['id', 'stock', 'product_id']).where('id', 'in', sizes.length > 0 ? sizes : [0]).execute(),
    sql<{ n: number }>`select count(*)::int as n from (select customer_id, idempotency_key from orders group by 1, 2 having count(*) > 1) d`.execute(db),
  ]);
  const sold = await db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.product_size_id as sizeId', (eb) => eb.fn.sum<string>('l.quantity').as('quantity')])
    .where('o.status', '!=', 'cancelled')
    .where('o.idempotency_key', 'not like', `${DEMO_ORDER_KEY_PREFIX}%`)
    .groupBy('l.product_size_id')
    .execute();
  return {
    orders: orders.map((order) => ({ ...order, lines: Number(order.lines) })),
    stock: Object.fromEntries(stocks.map((row) => [row.id, row.stock])),
    products: Object.fromEntries(stocks.map((row) => [row.id, row.product_id])),
    sold: Object.fromEntries(sold.map((row) => [row.sizeId, Number(row.quantity)])),
    duplicateKeys: duplicates.rows[0].n,
    sizes,
  };
}

const app = await buildApp({ pages: false, logger: false });
process.stdout.write(`STATE ${JSON.stringify(await state(app.db))}\n`);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`READY http://127.0.0.1:${port}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
