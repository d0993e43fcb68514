import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY } from '../db/database';
import { openShopDatabase, type ShopDatabase } from '../db/open-shop-database';
import { demoShop } from '../demo/demo-shop';
import { sql } from 'kysely';
import { CsvReader } from './search-export-repository';
import { loadProductChunks } from './search-repository';

/** Every record of a CSV text, each field as text (null for NULL). */
function parseCsv(text: string): (string | null)[][] {
  const reader = new CsvReader(text);
  const records: (string | null)[][] = [];
  let record: (string | null)[] = [];
  while (reader.more) {
    record.push(reader.field());
    if (reader.ended) {
      records.push(record);
      record = [];
    }
  }
  return records;
}

describe('CsvReader', () => {
  it('reads PostgreSQL CSV: quotes, doubled quotes, commas and new lines inside quotes, NULL as an unquoted empty field', () => {
    expect(parseCsv('1,abc,,""\n2,"a,b","say ""hi""","x\ny"\n')).toEqual([
      ['1', 'abc', null, ''],
      ['2', 'a,b', 'say "hi"', 'x\ny'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads numbers in place as Number() reads their text, and repeated fields as written', () => {
    const reader = new CsvReader('12,-7,,1700000000000.000,"3",12345678901234567890\n"{""fr"": ""Noir""}",plain\n');
    expect([reader.number(), reader.number(), reader.numberOrNull(), reader.number(), reader.number(), reader.number()])
      .toEqual([12, -7, null, 1700000000000, 3, Number('12345678901234567890')]);
    expect(reader.ended).toBe(true);
    expect([reader.rawField(), reader.rawField()]).toEqual(['"{""fr"": ""Noir""}"', 'plain']);
    expect(reader.ended).toBe(true);
    expect(reader.more).toBe(false);
  });
});

describe('reading the catalogue by bulk export', () => {
  let shop: ShopDatabase;

  beforeAll(async () => {
    shop = await openShopDatabase({ dataDir: MEMORY, starter: demoShop() });
  }, 60_000);

  afterAll(async () => {
    await shop?.db.destroy();
  });

  it('gives the products the queries give, in the same order, chunk by chunk', async () => {
    const read = async (pglite?: typeof shop.pglite) => {
      const products: string[] = [];
      for await (const chunk of loadProductChunks(shop.db, { chunk: 300, pglite })) products.push(...chunk.map((product) => JSON.stringify(product)));
      return products;
    };
    const byQueries = await read();
    expect(byQueries.length).toBeGreaterThan(700);
    expect(await read(shop.pglite)).toEqual(byQueries);
  });

  it('orders texts, sizes and prices as the queries do when rows come in another order', async () => {
    // Rows deleted and written again come last in a scan: after the product's other rows.
    const productId = (await shop.db.selectFrom('product_sizes').select('product_id').groupBy('product_id').having(sql`count(*)`, '>', 2)
      .orderBy('product_id').limit(1).executeTakeFirstOrThrow()).product_id;
    for (const table of ['product_translations', 'product_sizes', 'product_prices']) {
      await sql`create temporary table moved as select * from ${sql.table(table)} where ctid = (select min(ctid) from ${sql.table(table)} where product_id = ${productId})`.execute(shop.db);
      await sql`delete from ${sql.table(table)} where ctid = (select min(ctid) from ${sql.table(table)} where product_id = ${productId})`.execute(shop.db);
      await sql`insert into ${sql.table(table)} select * from moved`.execute(shop.db);
      await sql`drop table moved`.execute(shop.db);
    }
    const read = async (pglite?: typeof shop.pglite) => {
      const products: string[] = [];
      for await (const chunk of loadProductChunks(shop.db, { chunk: 100, pglite })) products.push(...chunk.map((product) => JSON.stringify(product)));
      return products;
    };
    expect(await read(shop.pglite)).toEqual(await read());
  });
});
