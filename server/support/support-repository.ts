/**
 * The support desk's SQL (issue 39): the customer search, by e-mail address, name or order number,
 * a page at a time, each customer's order count and last order by the database. Read-only.
 */
import { sql } from 'kysely';
import type { CustomerSort } from '../../src/domain/support/customer-file';
import type { Executor } from '../db/transaction';

export interface CustomerQuery {
  q: string;
  sort?: CustomerSort;
  dir?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** `%` and `_` of a search text match themselves. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function searchCustomerRows(db: Executor, query: CustomerQuery) {
  const text = query.q.trim().toLowerCase();
  const pattern = likePattern(text);
  const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  let base = db.selectFrom('customers as c');
  if (text !== '') {
    base = base.where((eb) => eb.or([
      eb(sql<string>`lower(c.email)`, 'like', pattern),
      eb(sql<string>`lower(c.first_name || ' ' || c.last_name)`, 'like', pattern),
      eb(sql<string>`lower(c.last_name || ' ' || c.first_name)`, 'like', pattern),
      ...(number !== null && number <= 2_147_483_647
        ? [eb('c.id', '=', number), eb.exists(eb.selectFrom('orders as o').select('o.id').whereRef('o.customer_id', '=', 'c.id').where('o.id', '=', number))]
        : []),
    ]));
  }
  const orderCount = sql<string>`(select count(*) from orders o where o.customer_id = c.id)`;
  const dir = query.dir ?? 'asc';
  const sorted = {
    name: [sql`lower(c.last_name)`, sql`lower(c.first_name)`],
    email: [sql`c.email`],
    createdAt: [sql`c.created_at`],
    orders: [orderCount],
  }[query.sort ?? 'name'];
  let rows = base.select([
    'c.id', 'c.email', 'c.first_name', 'c.last_name', 'c.store_id', 'c.status', 'c.created_at',
    orderCount.as('order_count'),
    sql<Date | string | null>`(select max(o.created_at) from orders o where o.customer_id = c.id)`.as('last_order_at'),
  ]);
  for (const key of sorted) rows = rows.orderBy(key, dir);
  const [items, counted] = await Promise.all([
    rows.orderBy('c.id', dir).limit(query.pageSize).offset((query.page - 1) * query.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(counted.n) };
}
