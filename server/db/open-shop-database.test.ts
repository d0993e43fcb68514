/**
 * Several processes starting at once on one fresh PostgreSQL database (WORKERS=N): one migrates
 * and seeds under the startup lock, the others wait and find the catalogue there; nothing is seeded
 * twice. Runs on the local server (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
 * and skips when none answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../cluster/test-services';
import { demoShop } from '../demo/demo-shop';
import { openShopDatabase } from './open-shop-database';

let scratch: ScratchDatabase | null = null;

beforeAll(async () => {
  scratch = await scratchDatabase('startup');
  if (!scratch) console.warn('open-shop-database.test.ts: no PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432, skipped');
});
afterAll(async () => scratch?.drop());

describe('openShopDatabase on a shared PostgreSQL', () => {
  it('migrates and seeds once when two processes start together', async (context) => {
    if (!scratch) return context.skip();
    const options = { databaseUrl: scratch.url, starter: demoShop({ kind: 'demo', seed: 42, products: 108 }), poolSize: 3 };
    const both = await Promise.all([openShopDatabase(options), openShopDatabase(options)]);
    try {
      const kinds = both.map((opened) => opened.seeding?.kind).sort();
      expect(kinds).toEqual(['present', 'seeded']);
      // Migrations ran once: the second found them all applied.
      expect(both.map((opened) => opened.migrated.length > 0).sort()).toEqual([false, true]);
      const [db] = both.map((opened) => opened.db);
      const products = await db.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      expect(Number(products.n)).toBe(108);
      const customers = await db.selectFrom('customers').select(['email', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('email').having((eb) => eb.fn.countAll(), '>', 1).execute();
      expect(customers).toEqual([]);
    } finally {
      await Promise.all(both.map((opened) => opened.db.destroy()));
    }
  }, 90_000);
});
