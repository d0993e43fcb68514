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

/**
 * The products of a stock class, read in one pass over the sizes still sold (a retired size is
 * kept for old orders only): grouped by product, each group's lowest and highest stock tell.
 */
function stockCondition(stock: NonNullable<ProductListQuery['stock']>): RawBuilder<unknown> {
  if (stock === 'out') return sql`not exists (select 1 from product_sizes s where s.product_id = p.id and not s.retired and s.stock > 0)`;
  const having = stock === 'low' ? sql`max(s.stock) > 0 and min(s.stock) <= ${LOW_STOCK_THRESHOLD}` : sql`min(s.stock) > ${LOW_STOCK_THRESHOLD}`;
  return sql`p.id in (select s.product_id from product_sizes s where not s.retired group by s.product_id having ${having})`;
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

function conditions({ query, locale, now, categories }: Filters): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (query.q) {
    const like = likeOf(query.q);
    // One set of ids, each part read by its own index (trigrams, migration 0026; a SKU exactly), whatever the catalogue's size.
    where.push(sql`p.id in (
      select k.id from products k where k.key ilike ${like}
      union select m.id from products m where m.model_key ilike ${like}
      union select n.product_id from product_translations n where n.locale = ${locale} and n.name ilike ${like}
      union select z.product_id from product_sizes z where z.sku = ${query.q})`);
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
  stock: sql`coalesce(st.units, 0)`,
  created: sql`p.created_at`,
};

/** The ids of the page asked for, in its order, and how many products match in all. */
export async function listPage(db: Executor, filters: Filters): Promise<{ ids: number[]; total: number }> {
  const { query, locale } = filters;
  const where = conditions(filters);
  // Every product has its name in the six languages (a bundle gives them all): sorted by name, an inner join walks the (locale, name) index.
  const joins = (sorting: boolean) => sql`
    ${query.brand || (sorting && query.sort === 'brand') ? sql`join brands b on b.id = p.brand_id` : sql``}
    ${sorting && query.sort === 'name' ? sql`join product_translations t on t.product_id = p.id and t.locale = ${locale}` : sql``}
    ${sorting && query.sort === 'price' ? sql`left join product_prices pr on pr.product_id = p.id and pr.country_code = 'fr'` : sql``}
    ${sorting && query.sort === 'stock' ? sql`left join (select s.product_id, sum(s.stock) as units from product_sizes s where not s.retired group by s.product_id) st on st.product_id = p.id` : sql``}`;
  const whereText = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const direction = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const nulls = query.sort === 'price' || query.sort === 'name' ? sql`nulls last` : sql``;
  const offset = (query.page - 1) * query.pageSize;
  const count = async () => Number((await sql<{ total: string }>`select count(*) as total from products p ${joins(false)} ${whereText}`.execute(db)).rows[0]?.total ?? 0);
  if (query.stock) {
    // A stock class reads every size once: one statement for the page and its count, so it is read once.
    const { rows } = await sql<{ id: number; total: string }>`with matched as materialized (
        select p.id, ${SORTED_BY[query.sort]} as sorted from products p ${joins(true)} ${whereText})
      select id, count(*) over () as total from matched order by sorted ${direction} ${nulls}, id ${direction}
      limit ${query.pageSize} offset ${offset}`.execute(db);
    return { ids: rows.map((row) => row.id), total: rows.length > 0 ? Number(rows[0].total) : await count() };
  }
  const [page, total] = await Promise.all([
    sql<{ id: number }>`select p.id from products p ${joins(true)} ${whereText}
      order by ${SORTED_BY[query.sort]} ${direction} ${nulls}, p.id ${direction}
      limit ${query.pageSize} offset ${offset}`.execute(db),
    count(),
  ]);
  return { ids: page.rows.map((row) => row.id), total };
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
