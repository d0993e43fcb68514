/**
 * Checkouts across outages (issue 37, DESIGN decision 16): signed-in shoppers place orders, each
 * with its own idempotency key, and pay them on the sandbox's card page. An attempt that got no
 * order back (a 503, a cut) is sent again with the same key, as the storefront does, until it is
 * answered; what the shop answered is kept. Afterwards the database is read directly: every
 * answered order is there, whole (its line, its first event), no key made two orders, and the
 * stock taken from the test's sizes is what the orders still standing hold.
 */
import pg from 'pg';
import { DEMO_PASSWORD } from '../../../server/demo/seed-customers';
import { ask, json, type AnswerLog } from './chaos-load';

const SHOPPERS = ['camille@example.com', 'lucia@example.com', 'giulia@example.com', 'noor@example.com'];
const KEY_PREFIX = 'chaos-';
const STOCK = 100_000;

export interface OrderRun {
  /** Idempotency key → the order number the shop answered. */
  answered: Map<string, number>;
  /** Attempts that needed the same key again. */
  retried: number;
  /** Keys never answered in the run's time (the run ended during an outage). */
  unanswered: number;
}

export interface OrdersCheck {
  orders: number;
  duplicateKeys: number;
  missingAnswered: number;
  partialOrders: number;
  stockMismatches: string[];
}

interface Placed {
  order: { id: number };
  next: { kind: string; url?: string };
}

interface Shopper {
  auth: Record<string, string>;
  addressId: number;
}

async function signIn(base: string, log: AnswerLog, email: string): Promise<Shopper> {
  for (let tries = 0; tries < 20; tries++) {
    const login = await ask<{ token: string }>(log, 'sign-in', `${base}/api/v5/security/login`, json({ _username: email, _password: DEMO_PASSWORD, refreshTransport: 'body' }));
    if (login?.body?.token) {
      const auth = { authorization: `Bearer ${login.body.token}` };
      const addresses = await ask<{ id: number }[]>(log, 'sign-in', `${base}/api/v5/secure/account/addresses`, { headers: { ...auth, store: 'laboutiqueofficielle' } });
      if (addresses?.body?.[0]) return { auth, addressId: addresses.body[0].id };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${email} could not sign in`);
}

/** Sizes the orders take from, their stock raised so that no order is refused for want of it. */
export async function prepareOrderSizes(databaseUrl: string, count = 3): Promise<{ productId: number; productSizeId: number }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ id: number; product_id: number }>(
      `select ps.id, ps.product_id from product_sizes ps join products p on p.id = ps.product_id join brands b on b.id = p.brand_id
       join product_prices pp on pp.product_id = p.id and pp.country_code = 'fr'
       where not b.restricted and not p.is_only_outlet and ps.stock > 0 order by ps.id limit $1`, [count]);
    await client.query('update product_sizes set stock = $1 where id = any($2)', [STOCK, rows.rows.map((row) => row.id)]);
    return rows.rows.map((row) => ({ productId: row.product_id, productSizeId: row.id }));
  } finally {
    await client.end();
  }
}

/** One loop per shopper: place, pay, again, until `running()` is false; retries keep their key. */
export async function runOrders(base: string, log: AnswerLog, sizes: { productId: number; productSizeId: number }[], running: () => boolean): Promise<OrderRun> {
  const run: OrderRun = { answered: new Map(), retried: 0, unanswered: 0 };
  const shoppers = await Promise.all(SHOPPERS.map((email) => signIn(base, log, email)));
  await Promise.all(shoppers.map(async (shopper, index) => {
    let n = 0;
    while (running()) {
      const key = `${KEY_PREFIX}${index}-${n++}-${Math.random().toString(36).slice(2, 8)}`;
      const item = { ...sizes[n % sizes.length], quantity: 1 + (n % 2) };
      const body = { basketItems: [item], shipping: { addressId: shopper.addressId }, carrierId: 1, payment: { method: 'card' }, acceptTerms: true };
      let placed: Placed | null = null;
      for (let attempt = 0; !placed; attempt++) {
        if (attempt > 0) {
          run.retried += 1;
          if (!running() && attempt > 40) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const answer = await ask<Placed>(log, 'checkout', `${base}/api/v5/secure/checkout/orders`, json(body, { ...shopper.auth, 'idempotency-key': key }), [200, 201]);
        if (answer && (answer.status === 200 || answer.status === 201) && answer.body?.order) placed = answer.body;
      }
      if (!placed) {
        run.unanswered += 1;
        continue;
      }
      run.answered.set(key, placed.order.id);
      const paymentId = /\/sandbox-pay\/([^/?#]+)/.exec(placed.next.url ?? '')?.[1];
      if (!paymentId) continue;
      const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 3, cvc: '123', holder: 'Chaos Test' };
      await ask(log, 'payment', `${base}/sandbox-pay/api/${paymentId}/card`, json(card));
    }
  }));
  return run;
}

/** Reads the orders of the run from the database itself. */
export async function checkOrders(databaseUrl: string, run: OrderRun, sizes: { productSizeId: number }[]): Promise<OrdersCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = await client.query<{ id: number; key: string; lines: number; first: string | null }>(
      `select o.id, o.idempotency_key as key,
         (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
         (select e.status from order_events e where e.order_id = o.id order by e.id limit 1) as first
       from orders o where o.idempotency_key like $1`, [`${KEY_PREFIX}%`]);
    const duplicates = await client.query<{ n: number }>(
      `select count(*)::int as n from (select customer_id, idempotency_key from orders where idempotency_key like $1 group by 1, 2 having count(*) > 1) d`, [`${KEY_PREFIX}%`]);
    const ids = sizes.map((size) => size.productSizeId);
    const stock = await client.query<{ id: number; stock: number; sold: string | null }>(
      `select ps.id, ps.stock, (select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
         where l.product_size_id = ps.id and o.status <> 'cancelled' and o.idempotency_key like $2) as sold
       from product_sizes ps where ps.id = any($1)`, [ids, `${KEY_PREFIX}%`]);
    const stored = new Map(orders.rows.map((row) => [row.key, row.id]));
    return {
      orders: orders.rows.length,
      duplicateKeys: duplicates.rows[0].n,
      missingAnswered: [...run.answered].filter(([key, id]) => stored.get(key) !== id).length,
      partialOrders: orders.rows.filter((row) => row.lines < 1 || !row.first).length,
      stockMismatches: stock.rows.filter((row) => STOCK - row.stock !== Number(row.sold ?? 0)).map((row) => `size ${row.id}: ${STOCK - row.stock} taken, ${row.sold ?? 0} in orders`),
    };
  } finally {
    await client.end();
  }
}
