/**
 * The catalogue's tables as text, to compare a database before and after (an import that fails,
 * is rolled back or killed must leave it byte for byte as it was). Rows in key order.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Every table an import writes, with the columns that order its rows. */
export const CATALOGUE_DUMP_TABLES: Record<string, string> = {
  brands: 'id',
  artists: 'id',
  categories: 'id',
  category_translations: 'category_id, locale',
  catalogue_terms: 'kind, key',
  products: 'id',
  product_translations: 'product_id, locale',
  product_sizes: 'id',
  product_prices: 'product_id, country_code',
  product_artists: 'product_id, artist_id',
  product_associations: 'product_id, associated_id',
  pictures: 'product_id, position',
  redirects: 'store_id, from_path',
};

/** Each table's rows as JSON text (the database's own rendering of every value). */
export async function catalogueDump(db: Db): Promise<Record<string, string>> {
  const dump: Record<string, string> = {};
  for (const [table, order] of Object.entries(CATALOGUE_DUMP_TABLES)) {
    const { rows } = await sql<{ row: string }>`select row_to_json(t)::text as row from ${sql.table(table)} t order by ${sql.raw(order)}`.execute(db);
    dump[table] = rows.map((row) => row.row).join('\n');
  }
  return dump;
}

/** One digest per table: short to print when two dumps differ. */
export function dumpDigest(dump: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(dump).map(([table, text]) => [table, `${text.split('\n').length} rows ${createHash('sha256').update(text).digest('hex').slice(0, 12)}`]));
}
