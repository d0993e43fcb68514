import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../testing/catalogue-fixtures';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { loadBasketSizes } from './basket-lines';
import { ProductFactsCache } from './basket-products';
import { StockReader } from './basket-stock';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const [first, second, third] = demoCatalogue().products;

describe('StockReader', () => {
  it('reads the stock of concurrent requests in at most two queries, each getting its sizes', async () => {
    const reader = new StockReader(database.db);
    let queries = 0;
    const original = database.db.selectFrom.bind(database.db);
    const counting = new Proxy(database.db, {
      get: (target, property) => (property === 'selectFrom' ? (...args: Parameters<typeof original>) => (queries++, original(...args)) : Reflect.get(target, property)),
    });
    const batched = new StockReader(counting);
    const asked = [first, second, third].map((product) => product.sizes.map((size) => size.id));
    const answers = await Promise.all([...asked, ...asked].map((ids) => batched.read(ids)));
    expect(queries).toBeLessThanOrEqual(2);
    answers.forEach((answer, index) => {
      for (const id of asked[index % 3]) expect(answer.get(id)?.stock).toBeTypeOf('number');
    });
    expect((await reader.read([])).size).toBe(0);
  });

  it('always reads live stock', async () => {
    const size = first.sizes[0];
    const reader = new StockReader(database.db);
    expect((await reader.read([size.id])).get(size.id)?.stock).toBe(size.stock);
    await database.db.updateTable('product_sizes').set({ stock: 1234 }).where('id', '=', size.id).execute();
    expect((await reader.read([size.id])).get(size.id)).toEqual({ sizeId: size.id, productId: first.id, stock: 1234 });
    await database.db.updateTable('product_sizes').set({ stock: size.stock }).where('id', '=', size.id).execute();
  });
});

describe('ProductFactsCache and loadBasketSizes', () => {
  it('keeps product facts for a while, and reads them again when bypassed', async () => {
    let now = 0;
    const cache = new ProductFactsCache(database.db, () => now);
    const facts = (await cache.get([second.id])).get(second.id)!;
    expect(facts).toMatchObject({ brandId: second.brandId, categoryId: second.categoryId, weightGrams: second.weightGrams });
    expect(facts.prices.get('es')).toEqual({ price: second.prices.es.price, originalPrice: second.prices.es.originalPrice });
    await database.db.updateTable('product_prices').set({ price: 1 }).where('product_id', '=', second.id).execute();
    expect((await cache.get([second.id])).get(second.id)!.prices.get('fr')?.price).toBe(second.prices.fr.price);
    expect((await cache.get([second.id], true)).get(second.id)!.prices.get('fr')?.price).toBe(1);
    now += 120_000;
    expect((await cache.get([second.id])).get(second.id)!.prices.get('fr')?.price).toBe(1);
    await database.db.updateTable('product_prices').set({ price: second.prices.fr.price }).where('product_id', '=', second.id).where('country_code', '=', 'fr').execute();
  });

  it('joins live stock and product facts per size, leaving out unknown sizes', async () => {
    const size = third.sizes[0];
    const rows = await loadBasketSizes(database.db, [size.id, 999_999], 'it');
    expect([...rows.keys()]).toEqual([size.id]);
    expect(rows.get(size.id)).toEqual({
      sizeId: size.id,
      productId: third.id,
      stock: size.stock,
      brandId: third.brandId,
      categoryId: third.categoryId,
      weightGrams: third.weightGrams,
      isOnlyOutlet: third.isOnlyOutlet,
      price: third.prices.it.price,
      originalPrice: third.prices.it.originalPrice,
    });
  });
});
