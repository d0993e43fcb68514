/**
 * What the fault tests read from the database of a restarted shop (fault-shop-server.ts prints it
 * as `STATE <json>`): one probe per money transaction that a SIGKILL may cut — placing orders,
 * accepting returns, activating gift cards. A probe may first prepare the data it needs (on the
 * first start: stocked sizes, gift cards).
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';
import { DEMO_ORDER_KEY_PREFIX } from '../../../server/demo/seed-returns';
import { DEMO_GIFTCARD_EXPIRY } from '../../../server/demo/seed-giftcards';

interface Probe {
  prepare?(db: Db): Promise<void>;
  read(db: Db): Promise<unknown>;
}

let crashSizes: number[] = [];

/** Sizes the test sells: CRASH_SIZES once picked, else (first start) a few stocked ones, their stock set to CRASH_STOCK. */
async function prepareSizes(db: Db): Promise<void> {
  if (process.env.CRASH_SIZES) {
    crashSizes = process.env.CRASH_SIZES.split(',').map(Number);
    return;
  }
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
    .limit(Number(process.env.CRASH_SIZE_COUNT) || 3)
    .execute();
  crashSizes = rows.map((row) => row.id);
  const stock = Number(process.env.CRASH_STOCK);
  if (stock > 0 && crashSizes.length > 0) await db.updateTable('product_sizes').set({ stock }).where('id', 'in', crashSizes).execute();
}

/** Every order with its lines and first event, the stock and sales of the sizes, doubled keys. */
async function readOrders(db: Db) {
  const sizes = crashSizes;
  const [orders, stocks, duplicates, sold] = await Promise.all([
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
    db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.product_size_id as sizeId', (eb) => eb.fn.sum<string>('l.quantity').as('quantity')])
      .where('o.status', '!=', 'cancelled')
      .where('o.idempotency_key', 'not like', `${DEMO_ORDER_KEY_PREFIX}%`)
      .groupBy('l.product_size_id')
      .execute(),
  ]);
  return {
    orders: orders.map((order) => ({ ...order, lines: Number(order.lines) })),
    stock: Object.fromEntries(stocks.map((row) => [row.id, row.stock])),
    products: Object.fromEntries(stocks.map((row) => [row.id, row.product_id])),
    sold: Object.fromEntries(sold.map((row) => [row.sizeId, Number(row.quantity)])),
    duplicateKeys: duplicates.rows[0].n,
    sizes,
  };
}

/** Every return with its acceptance events, the refunds and credits it made, the provider's refunds, the stock of the test's sizes. */
async function readReturns(db: Db) {
  const [returns, refunds, credits, provider, stock] = await Promise.all([
    db
      .selectFrom('return_orders as r')
      .select((eb) => [
        'r.id', 'r.order_id as orderId', 'r.status', 'r.settled_as as settledAs', 'r.refund_cents as refundCents',
        eb.selectFrom('return_events as e').select((e) => e.fn.countAll<number>().as('n')).whereRef('e.return_id', '=', 'r.id').where('e.status', '=', 'accepted').as('acceptedEvents'),
      ])
      .orderBy('r.id')
      .execute(),
    db.selectFrom('order_refunds').select(['id', 'return_id as returnId', 'means', 'status', 'amount_cents as amount', 'balance_entry_id as entryId']).orderBy('id').execute(),
    db.selectFrom('balance_entries').select(['id', 'origin_ref as origin', 'amount_cents as amount']).where('kind', '=', 'credit').where('origin_ref', 'like', 'RT-%').execute(),
    db.selectFrom('sandbox_refunds').select(['reference', 'amount_cents as amount']).execute(),
    db.selectFrom('product_sizes').select(['id', 'stock', 'product_id']).where('id', 'in', crashSizes.length > 0 ? crashSizes : [0]).execute(),
  ]);
  return {
    returns: returns.map((row) => ({ ...row, acceptedEvents: Number(row.acceptedEvents) })),
    refunds,
    credits,
    provider,
    stock: Object.fromEntries(stock.map((row) => [row.id, row.stock])),
    products: Object.fromEntries(stock.map((row) => [row.id, row.product_id])),
    sizes: crashSizes,
  };
}

/** FAULT_GIFTCARDS cards of the test (`FAULTGIFT0000001`…), 10 € to 40 €. */
export const faultGiftcardCode = (n: number): string => `FAULTGIFT${String(n).padStart(7, '0')}`;

async function prepareGiftcards(db: Db): Promise<void> {
  const count = Number(process.env.FAULT_GIFTCARDS) || 0;
  if (count === 0) return;
  const rows = Array.from({ length: count }, (_, index) => ({
    code: faultGiftcardCode(index + 1), amount_cents: 1000 * (1 + (index % 4)), expires_at: DEMO_GIFTCARD_EXPIRY, created_at: new Date(),
  }));
  await db.insertInto('giftcards').values(rows).onConflict((oc) => oc.column('code').doNothing()).execute();
}

/** The test's cards, every gift card balance entry, and the entries no card points to. */
async function readGiftcards(db: Db) {
  const [cards, entries, orphans] = await Promise.all([
    db.selectFrom('giftcards').select(['code', 'amount_cents as amount', 'activated_at as activatedAt', 'customer_id as customerId', 'entry_id as entryId']).where('code', 'like', 'FAULTGIFT%').orderBy('code').execute(),
    db.selectFrom('balance_entries').select(['id', 'customer_id as customerId', 'amount_cents as amount']).where('kind', '=', 'giftcard').execute(),
    db
      .selectFrom('balance_entries as e')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('e.kind', '=', 'giftcard')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('giftcards as g').select('g.id').whereRef('g.entry_id', '=', 'e.id'))))
      .executeTakeFirstOrThrow(),
  ]);
  return { cards: cards.map((card) => ({ ...card, activated: card.activatedAt !== null })), entries, orphanEntries: Number(orphans.n) };
}

export const PROBES = {
  orders: { prepare: prepareSizes, read: readOrders },
  returns: { prepare: prepareSizes, read: readReturns },
  giftcards: { prepare: prepareGiftcards, read: readGiftcards },
} satisfies Record<string, Probe>;

export type ProbeName = keyof typeof PROBES;
export type OrdersState = Awaited<ReturnType<typeof readOrders>>;
export type ReturnsState = Awaited<ReturnType<typeof readReturns>>;
export type GiftcardsState = Awaited<ReturnType<typeof readGiftcards>>;
