import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY } from '../db/database';
import { openShopDatabase, type ShopDatabase } from '../db/open-shop-database';
import { parseCsv } from './pglite-product-export';
import { loadProductChunks } from './search-catalogue-loader';

describe('parseCsv', () => {
  it('reads PostgreSQL CSV: quotes, doubled quotes, commas and new lines inside quotes, NULL as an unquoted empty field', () => {
    expect(parseCsv('1,abc,,""\n2,"a,b","say ""hi""","x\ny"\n')).toEqual([
      ['1', 'abc', null, ''],
      ['2', 'a,b', 'say "hi"', 'x\ny'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });
});

describe('reading the catalogue by bulk export', () => {
  let shop: ShopDatabase;

  beforeAll(async () => {
    shop = await openShopDatabase({ dataDir: MEMORY });
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
});
