/**
 * The import's SQL for products, set-based: the rows of the products to write are copied into
 * temporary tables (`import_*`, dropped at the end of the transaction), checked against the shop
 * there (a SKU or a slug held by another product), then moved into the shop's tables in a few
 * statements. Sizes keep their ids by SKU, so baskets, favourites, alerts and orders stay attached.
 */
import { sql } from 'kysely';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { storeForLocale } from '../../src/domain/store/stores';
import { FIRST_PRODUCT_ID, FIRST_SIZE_ID } from '../../src/domain/catalogue/catalogue-bundle';
import type { Trx } from '../db/transaction';

/** Imports one at a time (a second waits for none: it is refused). Any fixed number: "BTQI". */
const IMPORT_LOCK = 0x42545149;

export async function lockImports(trx: Trx): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as locked`.execute(trx);
  return rows[0].locked;
}

export async function storedProducts(trx: Trx) {
  return trx.selectFrom('products').select(['id', 'key', 'import_hash', 'status']).execute();
}

/** The id before the next new product's (a new shop's first is FIRST_PRODUCT_ID). */
export async function maxProductId(trx: Trx): Promise<number> {
  const row = await trx.selectFrom('products').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Math.max(Number(row?.max ?? 0), FIRST_PRODUCT_ID - 1);
}

/** The staging tables, filled by the seeding writer (COPY). */
export async function createStaging(trx: Trx): Promise<void> {
  await sql`create temp table import_products (like products including defaults) on commit drop`.execute(trx);
  await sql`create temp table import_sizes (product_id integer not null, sku text not null, gtin text, label text not null, rank integer not null, stock integer not null) on commit drop`.execute(trx);
  await sql`create temp table import_slugs (product_id integer not null, locale text not null, slug text not null) on commit drop`.execute(trx);
  await sql`create temp table import_stock (sku text not null, stock integer not null) on commit drop`.execute(trx);
}

/**
 * Statistics for the planner: temporary tables have none until asked, and the shop's tables may
 * hold those of before the last import (PGlite runs no autovacuum): planned for a handful of rows,
 * the joins below became nested loops over tens of thousands (seconds at 20,000 products).
 */
export async function analyzeStaging(trx: Trx): Promise<void> {
  for (const table of ['import_products', 'import_sizes', 'import_slugs', 'import_stock', 'products', 'product_sizes', 'product_translations']) {
    await sql`analyze ${sql.table(table)}`.execute(trx);
  }
}

/** SKUs of the bundle held by another product of the shop. */
export async function skuConflicts(trx: Trx) {
  const { rows } = await sql<{ product_id: number; sku: string; owner: string }>`
    select s.product_id, s.sku, o.key as owner
    from import_sizes s join product_sizes ps on ps.sku = s.sku join products o on o.id = ps.product_id
    where ps.product_id <> s.product_id`.execute(trx);
  return rows;
}

/** Slugs of the bundle held by a product this import does not rewrite. */
export async function slugConflicts(trx: Trx) {
  const { rows } = await sql<{ product_id: number; locale: string; slug: string; owner: string }>`
    select s.product_id, s.locale, s.slug, o.key as owner
    from import_slugs s
      join product_translations pt on pt.locale = s.locale and pt.slug = s.slug
      join products o on o.id = pt.product_id
    where pt.product_id <> s.product_id and not exists (select 1 from import_products ip where ip.id = pt.product_id)`.execute(trx);
  return rows;
}

/**
 * New products inserted, changed ones updated (published again if they were archived); what the
 * bundle does not carry (whether listed, when created) stays as it was.
 */
export async function writeProducts(trx: Trx): Promise<void> {
  const updated = [
    'key', 'model_key', 'status', 'publish_at', 'unpublish_at', 'import_hash', 'brand_id', 'category_id', 'gender', 'range',
    'color_code', 'color_hex', 'color_names', 'material_code', 'material_names', 'size_kind', 'label', 'market_labels',
    'is_only_outlet', 'sales_rank', 'weight_grams', 'manufactured', 'watermark',
  ];
  await sql`insert into products select * from import_products
    on conflict (id) do update set ${sql.join(updated.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`))}`.execute(trx);
}

/** The rewritten products' slugs before the import (their 301s), then their texts, prices, artists, pictures and associations go. */
export async function clearProductRows(trx: Trx): Promise<void> {
  await sql`create temp table import_old_slugs on commit drop as
    select pt.product_id, pt.locale, pt.slug from product_translations pt where pt.product_id in (select id from import_products)`.execute(trx);
  for (const table of ['product_translations', 'product_prices', 'product_artists', 'pictures', 'product_associations']) {
    await sql`delete from ${sql.table(table)} where product_id in (select id from import_products)`.execute(trx);
  }
}

/**
 * Sizes by SKU: kept ones updated in place (their id stays), new ones numbered after the largest
 * id; a size the bundle no longer lists is deleted, or kept retired at stock 0 while an order
 * line or a stock alert names it (order lines keep no key on it: a deleted size would leave them
 * pointing at nothing). A retired size listed again comes back.
 */
export async function writeSizes(trx: Trx): Promise<void> {
  await sql`update product_sizes ps set gtin = s.gtin, label = s.label, rank = s.rank, stock = s.stock, retired = false
    from import_sizes s
    where ps.sku = s.sku and (ps.gtin, ps.label, ps.rank, ps.stock, ps.retired) is distinct from (s.gtin, s.label, s.rank, s.stock, false)`.execute(trx);
  await sql`insert into product_sizes (id, product_id, sku, gtin, label, rank, stock)
    select m.max + row_number() over (order by s.product_id, s.rank), s.product_id, s.sku, s.gtin, s.label, s.rank, s.stock
    from import_sizes s cross join (select greatest(coalesce(max(id), 0), ${FIRST_SIZE_ID - 1}) as max from product_sizes) m
    where not exists (select 1 from product_sizes ps where ps.sku = s.sku)`.execute(trx);
  await sql`create temp table import_retired on commit drop as
    select ps.id from product_sizes ps join import_products ip on ip.id = ps.product_id
    where not exists (select 1 from import_sizes s where s.sku = ps.sku)`.execute(trx);
  const named = sql`(select product_size_id from order_lines union select product_size_id from product_alerts)`;
  await sql`update product_sizes set stock = 0, retired = true where (stock <> 0 or not retired) and id in (select id from import_retired) and id in ${named}`.execute(trx);
  await sql`delete from product_sizes where id in (select id from import_retired) and id not in ${named}`.execute(trx);
}

/** Each locale's product pages are its store's. */
const storesByLocale = () => sql`(values ${sql.join(LOCALE_CODES.map((locale) => sql`(${locale}, ${storeForLocale(locale).id})`))}) as st(locale, store_id)`;

/**
 * A product page whose slug changed answers its old path with a 301 to the new one, in the store
 * of the slug's language: older redirects to the old path follow to the new one, and a redirect
 * from a path that is now a product's own goes (the product answers there).
 */
export async function redirectChangedSlugs(trx: Trx): Promise<void> {
  const moved = sql`import_old_slugs o join import_slugs n on n.product_id = o.product_id and n.locale = o.locale join ${storesByLocale()} on st.locale = o.locale`;
  await sql`insert into redirects (store_id, from_path, to_path, code)
    select st.store_id, '/p/' || o.slug, '/p/' || n.slug, 301 from ${moved} where o.slug <> n.slug
    on conflict (store_id, from_path) do update set to_path = excluded.to_path, code = excluded.code`.execute(trx);
  await sql`update redirects r set to_path = '/p/' || n.slug from ${moved}
    where o.slug <> n.slug and r.store_id = st.store_id and r.to_path = '/p/' || o.slug`.execute(trx);
  await sql`delete from redirects r using import_slugs n join ${storesByLocale()} on st.locale = n.locale
    where r.store_id = st.store_id and r.from_path = '/p/' || n.slug`.execute(trx);
}

/** Sold-out sizes with stock alerts waiting, before the import writes any stock. */
export async function noteAwaitedSizes(trx: Trx): Promise<void> {
  await sql`create temp table import_awaited on commit drop as
    select distinct a.product_size_id as id from product_alerts a join product_sizes ps on ps.id = a.product_size_id
    where a.sent_at is null and a.alert_type = 'back_in_stock' and ps.stock = 0`.execute(trx);
}

/** Those of them the import put back in stock: their alerts are mailed once it commits. */
export async function restockedSizes(trx: Trx): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select w.id from import_awaited w join product_sizes ps on ps.id = w.id where ps.stock > 0 order by w.id`.execute(trx);
  return rows.map((row) => row.id);
}

/** Stock of the unchanged products' sizes, where it differs; the products whose stock changed. */
export async function writeStock(trx: Trx): Promise<number[]> {
  const { rows } = await sql<{ product_id: number }>`update product_sizes ps set stock = s.stock
    from import_stock s where ps.sku = s.sku and ps.stock <> s.stock returning ps.product_id`.execute(trx);
  return [...new Set(rows.map((row) => row.product_id))];
}

/** Sets the status of these products where it differs; the ids it changed. */
export async function setStatus(trx: Trx, ids: readonly number[], status: 'published' | 'archived'): Promise<number[]> {
  const changed: number[] = [];
  for (let start = 0; start < ids.length; start += 10_000) {
    const rows = await trx.updateTable('products').set({ status }).where('id', 'in', ids.slice(start, start + 10_000))
      .where('status', '!=', status).returning('id').execute();
    for (const row of rows) changed.push(row.id);
  }
  return changed;
}

/** Writes the fingerprints of products by key (after a day-to-day change: an export of them must import as unchanged). */
export async function writeFingerprints(trx: Trx, rows: readonly { key: string; hash: string }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 5000) {
    const values = sql.join(rows.slice(start, start + 5000).map((row) => sql`(${row.key}::text, ${row.hash}::text)`));
    await sql`update products as p set import_hash = v.hash from (values ${values}) as v(key, hash) where p.key = v.key and p.import_hash is distinct from v.hash`.execute(trx);
  }
}
