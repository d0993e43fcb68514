/**
 * The catalogue's product rows read from an embedded PGlite database by bulk export (`COPY … TO
 * '/dev/blob'` as CSV): PGlite hands query rows to JavaScript one field at a time, a few
 * microseconds each, which is most of the start-up time of a large catalogue (100,000 products
 * are three million fields); an export of the same rows costs a fraction of it. Same rows, same
 * order as the queries of search-catalogue-loader.ts.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { ProductRows } from './product-rows';

type Field = string | null;

/** PostgreSQL's CSV: quoted fields may hold commas, quotes (doubled) and new lines; an unquoted empty field is NULL. */
export function parseCsv(text: string): Field[][] {
  const records: Field[][] = [];
  let record: Field[] = [];
  let at = 0;
  while (at < text.length) {
    let field: Field;
    if (text[at] === '"') {
      let end = at + 1;
      let doubled = false;
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) throw new Error('Unterminated quoted CSV field');
        if (text[quote + 1] !== '"') {
          end = quote;
          break;
        }
        doubled = true;
        end = quote + 2;
      }
      field = doubled ? text.slice(at + 1, end).replaceAll('""', '"') : text.slice(at + 1, end);
      at = end + 1;
    } else {
      let end = at;
      while (end < text.length && text[end] !== ',' && text[end] !== '\n') end++;
      field = end === at ? null : text.slice(at, end);
      at = end;
    }
    record.push(field);
    if (text[at] === ',') {
      at++;
      continue;
    }
    records.push(record);
    record = [];
    at++;
  }
  return records;
}

const int = (field: Field): number => Number(field);
const text = (field: Field): string => field ?? '';

async function exported(pglite: PGlite, query: string): Promise<Field[][]> {
  const result = await pglite.query(`COPY (${query}) TO '/dev/blob' WITH (FORMAT csv)`);
  return result.blob ? parseCsv(await result.blob.text()) : [];
}

/** The rows of the products with ids from `from` to `to`. */
export async function exportProductRows(pglite: PGlite, from: number, to: number): Promise<ProductRows> {
  const range = (column: string) => `${column} BETWEEN ${Math.trunc(from)} AND ${Math.trunc(to)}`;
  const rows = await exported(pglite, `SELECT id, brand_id, category_id, gender, range, color_code, color_hex, color_names, material_code, material_names,
    label, market_labels, is_only_outlet, display_in_listing, floor(extract(epoch FROM created_at) * 1000), sales_rank FROM products WHERE ${range('id')} ORDER BY id`);
  const texts = await exported(pglite, `SELECT product_id, locale, name, slug FROM product_translations WHERE ${range('product_id')}`);
  const sizes = await exported(pglite, `SELECT id, product_id, label, rank, stock FROM product_sizes WHERE ${range('product_id')} ORDER BY rank, id`);
  const prices = await exported(pglite, `SELECT product_id, country_code, price, original_price FROM product_prices WHERE ${range('product_id')} ORDER BY country_code`);
  const artists = await exported(pglite, `SELECT product_id, artist_id FROM product_artists WHERE ${range('product_id')} ORDER BY position`);
  const pictures = await exported(pglite, `SELECT product_id, path, is_default FROM pictures WHERE ${range('product_id')} ORDER BY position`);
  return {
    rows: rows.map((row) => ({
      id: int(row[0]),
      brand_id: int(row[1]),
      category_id: int(row[2]),
      gender: text(row[3]),
      range: text(row[4]),
      color_code: text(row[5]),
      color_hex: text(row[6]),
      color_names: JSON.parse(text(row[7])),
      material_code: text(row[8]),
      material_names: JSON.parse(text(row[9])),
      label: row[10],
      market_labels: JSON.parse(text(row[11])),
      is_only_outlet: row[12] === 't',
      display_in_listing: row[13] === 't',
      created_at: int(row[14]),
      sales_rank: int(row[15]),
    })),
    texts: texts.map((row) => ({ product_id: int(row[0]), locale: text(row[1]), name: text(row[2]), slug: text(row[3]) })),
    sizes: sizes.map((row) => ({ id: int(row[0]), product_id: int(row[1]), label: text(row[2]), rank: int(row[3]), stock: int(row[4]) })),
    prices: prices.map((row) => ({ product_id: int(row[0]), country_code: text(row[1]), price: int(row[2]), original_price: row[3] === null ? null : int(row[3]) })),
    artists: artists.map((row) => ({ product_id: int(row[0]), artist_id: int(row[1]) })),
    pictures: pictures.map((row) => ({ product_id: int(row[0]), path: text(row[1]), is_default: row[2] === 't' })),
  };
}
