/**
 * The back office's product list (issue 39): the SQL that filters, sorts, counts and pages the
 * catalogue in the database, whatever its size. Two steps: the ids of one page (only the joins the
 * filters and the sort need, so 100,000 products answer in a few tens of milliseconds), then what
 * the list shows of those few. Plain rows out; the rules (what `low` means) are the domain's.
 */
import { sql, type RawBuilder } from 'kysely';
import { LOW_STOCK_THRESHOLD } from '../../src/domain/catalogue/product-display';
import type { ProductListQuery } from '../../src/domain/catalogue/admin-product-list';
import type { ProductStatus } from '../../src/domain/catalogue/merchandise-product';
import type { Executor } from '../db/transaction';

export interface ListRow {
  id: number;
  key: string;
  status: ProductStatus;
  publish_at: Date | null;
  unpublish_at: Date | null;
  version: number;
  brand: string;
  brand_slug: string;
  category: string;
  name: string | null;
  price: number | null;
  stock: number;
  sizes: number;
  min_stock: number | null;
  max_stock: number | null;
  picture: string | null;
}

/** The category of that key and every category under it; empty for an unknown key. */
export async function categoryTree(db: Executor, key: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`with recursive tree as (
      select id from categories where key = ${key}
      union all select c.id from categories c join tree on c.parent_id = tree.id)
    select id from tree`.execute(db);
  return rows.map((row) => row.id);
}

/** A size still sold (a retired one is kept for old orders only) of `p`, meeting `condition`. */
const sizeWhere = (condition: RawBuilder<unknown>) => sql`exists (select 1 from product_sizes s where s.product_id = p.id and not s.retired and ${condition})`;

function stockCondition(stock: NonNullable<ProductListQuery['stock']>): RawBuilder<unknown> {
  const inStock = sizeWhere(sql`s.stock > 0`);
  const low = sizeWhere(sql`s.stock <= ${LOW_STOCK_THRESHOLD}`);
  if (stock === 'out') return sql`not ${inStock}`;
  if (stock === 'low') return sql`${inStock} and ${low}`;
  return sql`${inStock} and not ${low}`;
}

function statusCondition(status: NonNullable<ProductListQuery['status']>, now: Date): RawBuilder<unknown> {
  const closed = sql`(p.unpublish_at is not null and p.unpublish_at <= ${now})`;
  if (status === 'archived') return sql`(p.status = 'archived' or ${closed})`;
  const later = sql`(p.publish_at is not null and p.publish_at > ${now})`;
  return sql`(p.status = 'published' and not ${closed} and ${status === 'draft' ? later : sql`not ${later}`})`;
}

/** `%`, `_` and `\` typed by the merchant are looked for as themselves. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

interface Filters {
  query: ProductListQuery;
  locale: string;
  now: Date;
  /** The category's tree, when the query names one. */
  categories?: number[];
}

function conditions({ query, now, categories }: Filters): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (query.q) {
    const like = likeOf(query.q);
    where.push(sql`(p.key ilike ${like} or p.model_key ilike ${like} or t.name ilike ${like}
      or exists (select 1 from product_sizes s where s.product_id = p.id and s.sku = ${query.q}))`);
  }
  if (query.brand) where.push(sql`b.slug = ${query.brand}`);
  if (categories) where.push(categories.length > 0 ? sql`p.category_id in (${sql.join(categories)})` : sql`false`);
  if (query.stock) where.push(stockCondition(query.stock));
  if (query.status) where.push(statusCondition(query.status, now));
  return where;
}

const SORTED_BY: Record<ProductListQuery['sort'], RawBuilder<unknown>> = {
  key: sql`p.key`,
  name: sql`t.name`,
  brand: sql`b.name`,
  price: sql`pr.price`,
  stock: sql`(select coalesce(sum(s.stock), 0) from product_sizes s where s.product_id = p.id and not s.retired)`,
  created: sql`p.created_at`,
};

/** The ids of the page asked for, in its order, and how many products match in all. */
export async function listPage(db: Executor, filters: Filters): Promise<{ ids: number[]; total: number }> {
  const { query, locale } = filters;
  const where = conditions(filters);
  const needsText = Boolean(query.q) || query.sort === 'name';
  const from = sql`products p
    ${query.brand || query.sort === 'brand' ? sql`join brands b on b.id = p.brand_id` : sql``}
    ${needsText ? sql`left join product_translations t on t.product_id = p.id and t.locale = ${locale}` : sql``}
    ${query.sort === 'price' ? sql`left join product_prices pr on pr.product_id = p.id and pr.country_code = 'fr'` : sql``}`;
  const whereText = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const direction = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const nulls = query.sort === 'price' || query.sort === 'name' ? sql`nulls last` : sql``;
  const [page, count] = await Promise.all([
    sql<{ id: number }>`select p.id from ${from} ${whereText}
      order by ${SORTED_BY[query.sort]} ${direction} ${nulls}, p.id ${direction}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db),
    sql<{ total: string }>`select count(*) as total from ${from} ${whereText}`.execute(db),
  ]);
  return { ids: page.rows.map((row) => row.id), total: Number(count.rows[0]?.total ?? 0) };
}

/** What the list shows of these products (in no order: the caller puts them in the page's). */
export async function listRows(db: Executor, ids: readonly number[], locale: string): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<ListRow>`select p.id, p.key, p.status, p.publish_at, p.unpublish_at, p.version,
      b.name as brand, b.slug as brand_slug, c.key as category,
      coalesce(t.name, tf.name) as name, pr.price,
      coalesce(st.stock, 0)::integer as stock, coalesce(st.sizes, 0)::integer as sizes, st.min_stock, st.max_stock,
      (select pi.path from pictures pi where pi.product_id = p.id order by pi.position limit 1) as picture
    from products p
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    left join product_translations t on t.product_id = p.id and t.locale = ${locale}
    left join product_translations tf on tf.product_id = p.id and tf.locale = 'fr'
    left join product_prices pr on pr.product_id = p.id and pr.country_code = 'fr'
    left join lateral (select sum(s.stock) as stock, count(*) as sizes, min(s.stock) as min_stock, max(s.stock) as max_stock
      from product_sizes s where s.product_id = p.id and not s.retired) st on true
    where p.id in (${sql.join([...ids])})`.execute(db);
  return rows;
}
