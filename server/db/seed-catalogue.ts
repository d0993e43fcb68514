/**
 * Writes a planned catalogue into empty catalogue tables: the tables products need, then the
 * products a chunk at a time (rows of every product table for a chunk, then the next, so memory
 * holds one chunk whatever the catalogue's size), their associations (they reference products of
 * later chunks) and the rest. The product tables' constraints and indexes are dropped first and
 * made again at the end: checking or building each once costs less than row by row.
 */
import { sql, type Transaction } from 'kysely';
import type { CataloguePlan } from '../demo/generate-catalogue';
import type { Database } from './schema';
import {
  CATALOGUE_TABLES, PRODUCT_TABLES, TABLES_AFTER_PRODUCTS, TABLES_BEFORE_PRODUCTS,
  associationRows, productRows, referenceRows, type CatalogueTable,
} from './seed-rows';
import type { RowWriter } from './seed-writers';

/** Products generated and written at a time. */
export const SEED_CHUNK_PRODUCTS = 2_000;

export async function writeCatalogue(trx: Transaction<Database>, writer: RowWriter, plan: CataloguePlan, chunkSize = SEED_CHUNK_PRODUCTS): Promise<void> {
  const reference = referenceRows(plan.rest);
  await withoutConstraints(trx, [...PRODUCT_TABLES, 'product_associations'], async () => {
    for (const table of TABLES_BEFORE_PRODUCTS) await writer.write(table, reference[table]);
    for (const products of plan.products.chunks(chunkSize)) {
      const rows = productRows(products);
      for (const table of PRODUCT_TABLES) await writer.write(table, rows[table]);
    }
    const { summaries } = plan.products;
    for (let start = 0; start < summaries.length; start += chunkSize) {
      await writer.write('product_associations', associationRows(summaries.slice(start, start + chunkSize)));
    }
    for (const table of TABLES_AFTER_PRODUCTS) await writer.write(table, reference[table]);
  });
}

export async function clearCatalogue(trx: Transaction<Database>): Promise<void> {
  for (const table of [...CATALOGUE_TABLES].reverse()) await trx.deleteFrom(table).execute();
  // Serial ids restart so a reseeded database looks like a fresh one.
  await sql`select setval(pg_get_serial_sequence('templates', 'id'), 1, false)`.execute(trx);
  await sql`select setval(pg_get_serial_sequence('redirects', 'id'), 1, false)`.execute(trx);
}

/**
 * The bulk-load recipe of PostgreSQL's "Populating a Database": foreign keys, keys and indexes of
 * the tables loaded are dropped before and made again after, each checked or built in one pass
 * over the table instead of row by row. Keys that a table outside `tables` references (products,
 * product sizes: wishes and alerts) stay. All of it inside the seeding transaction.
 */
async function withoutConstraints(trx: Transaction<Database>, tables: CatalogueTable[], work: () => Promise<void>): Promise<void> {
  const loaded = sql`(select oid from pg_class where relnamespace = current_schema()::regnamespace and relname in (${sql.join(tables)}))`;
  const { rows: constraints } = await sql<{ table: string; name: string; definition: string; kind: string }>`
    select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition, c.contype as kind
    from pg_constraint c
    where c.conrelid in ${loaded}
      and (c.contype = 'f' or (c.contype in ('p', 'u') and not exists (
        select 1 from pg_constraint r where r.contype = 'f' and r.conindid = c.conindid and r.conrelid not in ${loaded})))
    order by c.contype = 'f' desc, c.conname`.execute(trx);
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
    order by i.indexname`.execute(trx);
  for (const { table, name } of constraints) await sql`alter table ${sql.raw(table)} drop constraint ${sql.id(name)}`.execute(trx);
  for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(trx);
  await work();
  for (const { definition } of indexes) await sql.raw(definition).execute(trx);
  // Keys before the foreign keys that may need them.
  for (const { table, name, definition } of [...constraints].reverse()) {
    await sql`alter table ${sql.raw(table)} add constraint ${sql.id(name)} ${sql.raw(definition)}`.execute(trx);
  }
}
