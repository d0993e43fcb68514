import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-database';

describe('test databases (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  it('are seeded copies of one database that never see each other’s writes', async () => {
    const [one, two] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      const count = async (database: typeof one) =>
        Number((await sql<{ n: number }>`select count(*)::int as n from products`.execute(database.db)).rows[0].n);
      expect(await count(one)).toBe(720);
      expect(await count(two)).toBe(720);
      await one.db.insertInto('settings').values({ key: 'only-in-one', value: JSON.stringify(true) }).execute();
      const seen = (database: typeof one) => database.db.selectFrom('settings').select('key').where('key', '=', 'only-in-one').executeTakeFirst();
      expect(await seen(one)).toEqual({ key: 'only-in-one' });
      expect(await seen(two)).toBeUndefined();
      const three = await createTestDatabase();
      try {
        expect(await seen(three)).toBeUndefined();
      } finally {
        await three.dispose();
      }
    } finally {
      await Promise.all([one.dispose(), two.dispose()]);
    }
  }, 120_000);
});
