import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { lineFacts } from './orders-pricing';

describe('what an order keeps of its lines', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => database?.dispose());

  it("names the size in the order's language (its key when the shop names it not)", async () => {
    const sizeOf = (label: string) => database.db.selectFrom('product_sizes').select('id').where('label', '=', label).limit(1).executeTakeFirstOrThrow();
    const [oneSize, kids, adult] = await Promise.all([sizeOf('TU'), sizeOf('4-5'), sizeOf('M')]);
    const german = await lineFacts(database.db, [oneSize.id, kids.id, adult.id], 'de');
    expect([oneSize, kids, adult].map((size) => german.get(size.id)?.sizeLabel)).toEqual(['Einheitsgröße', '4-5 Jahre', 'M']);
    expect((await lineFacts(database.db, [oneSize.id], 'fr')).get(oneSize.id)?.sizeLabel).toBe('Taille unique');
    await database.db.deleteFrom('catalogue_terms').where('kind', '=', 'size').where('key', '=', 'TU').execute();
    expect((await lineFacts(database.db, [oneSize.id], 'de')).get(oneSize.id)?.sizeLabel).toBe('TU');
  });
});
