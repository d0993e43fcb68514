import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_GENERATOR_VERSION, generateCatalogue } from '../demo/generate-catalogue';
import { demoProductKey } from '../demo/demo-bundle';
import { demoShop, type StartingCatalogue } from '../demo/demo-shop';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { MEMORY, createDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { storefrontWords } from '../content/content-service';
import { CATALOGUE_SETTING, SHOP_TABLES, ensureShop, readCatalogueMarker } from './seed';
import { catalogueRows } from '../demo/seed-rows';
import { insertSeeding, pgliteSeeding, type SeedingTransaction } from './seed-writers';
import type { ShopStarter } from './shop-starter';

const count = async (db: Db, table: string) =>
  Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0].n);

const indexNames = async (db: Db) =>
  (await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() order by 1`.execute(db)).rows.map((row) => row.name);

/** A starter that must not be asked to fill anything. */
const neverFilled = (catalogue: StartingCatalogue): ShopStarter => ({
  ...demoShop(catalogue),
  fill: () => {
    throw new Error('filled');
  },
});

const demo = (seed: number, products: number): StartingCatalogue => ({ kind: 'demo', seed, products });

describe('the demo, imported as a merchant\'s bundle', () => {
  const catalogue = generateCatalogue(42, 1_500);
  const expected = catalogueRows(catalogue);

  it.each([
    ['COPY (PGlite)', (db: Db, pglite: Parameters<typeof pgliteSeeding>[1]) => pgliteSeeding(db, pglite)],
    ['multi-row INSERT', (db: Db) => insertSeeding(db)],
  ] as [string, (db: Db, pglite: Parameters<typeof pgliteSeeding>[1]) => SeedingTransaction][])(
    'holds every row the generator describes, by %s, with the ids of earlier demos',
    async (_name, seedingOf) => {
      const opened = await createDatabase({ dataDir: MEMORY });
      try {
        await migrateToLatest(opened.db);
        const indexes = await indexNames(opened.db);
        const outcome = await ensureShop(opened.db, demoShop(demo(42, 1_500)), { seeding: seedingOf(opened.db, opened.pglite!) });
        expect(outcome).toMatchObject({ kind: 'seeded', marker: { source: 'demo', version: CATALOGUE_GENERATOR_VERSION, seed: 42, products: 1_500 } });
        for (const table of SHOP_TABLES) expect([table, await count(opened.db, table)]).toEqual([table, expected[table].length]);
        expect(await indexNames(opened.db)).toEqual(indexes);
        // Row for row, the product tables are the generator's (the key aside: the product's reference).
        const products = await opened.db.selectFrom('products').selectAll().orderBy('id').execute();
        expect(products.map((row) => row.id)).toEqual(catalogue.products.map((product) => product.id));
        expect(products.map((row) => row.key)).toEqual(catalogue.products.map(demoProductKey));
        const product = catalogue.products[1_234];
        const stored = products[1_234];
        expect(stored).toMatchObject({ brand_id: product.brandId, category_id: product.categoryId, label: product.label, display_in_listing: product.displayInListing, sales_rank: product.salesRank });
        expect(new Date(stored.created_at).toISOString()).toBe(new Date(product.createdAt).toISOString());
        const texts = await opened.db.selectFrom('product_translations').selectAll().where('product_id', '=', product.id).where('locale', '=', 'de').executeTakeFirstOrThrow();
        expect(texts).toMatchObject({ name: product.names.de, slug: product.slugs.de, description: product.descriptions.de, informations: product.informations.de });
        const sizes = await opened.db.selectFrom('product_sizes').select(['id', 'product_id', 'label', 'rank', 'stock']).orderBy('id').execute();
        expect(sizes).toEqual(expected.product_sizes.map(({ id, product_id, label, rank, stock }) => ({ id, product_id, label, rank, stock })));
        const unlisted = await opened.db.selectFrom('products').select('id').where('display_in_listing', '=', false).orderBy('id').execute();
        expect(unlisted.map((row) => row.id)).toEqual(catalogue.products.filter((p) => !p.displayInListing).map((p) => p.id));
        // An import of the same bundle again changes nothing: every product carries its fingerprint.
        expect(await count(opened.db, 'products') - Number((await sql<{ n: number }>`select count(*)::int as n from products where import_hash is not null`.execute(opened.db)).rows[0].n)).toBe(0);
      } finally {
        await opened.db.destroy();
      }
    },
    180_000,
  );

  it('starts a shop with no catalogue (CATALOGUE=empty): stores, countries and pages, no product', async () => {
    const opened = await createDatabase({ dataDir: MEMORY });
    try {
      await migrateToLatest(opened.db);
      expect(await ensureShop(opened.db, demoShop({ kind: 'empty' }))).toMatchObject({ kind: 'seeded', marker: { source: 'empty' } });
      expect(await count(opened.db, 'products')).toBe(0);
      expect(await count(opened.db, 'brands')).toBe(0);
      expect(await count(opened.db, 'stores')).toBeGreaterThan(0);
      expect(await count(opened.db, 'countries')).toBeGreaterThan(0);
      expect(await count(opened.db, 'store_sites')).toBeGreaterThan(0);
      expect(await count(opened.db, 'orders')).toBe(0);
      expect(await count(opened.db, 'customers')).toBeGreaterThan(0);
    } finally {
      await opened.db.destroy();
    }
  }, 60_000);

  it('starts a shop on a merchant\'s bundle (CATALOGUE_BUNDLE), and refuses a broken one with its located problems', async () => {
    const fixtures = new URL('../../tests/fixtures/catalogue/', import.meta.url).pathname;
    const opened = await createDatabase({ dataDir: MEMORY });
    try {
      await migrateToLatest(opened.db);
      await expect(ensureShop(opened.db, demoShop({ kind: 'bundle', path: `${fixtures}broken` }))).rejects.toThrow(/cannot be imported:\n {2}categories\.json: \[12\]\.parent: the categories make a loop[^]*\n {2}products\.csv:4: price_de "12,5O" is not a price\n/);
      expect(await readCatalogueMarker(opened.db)).toBeNull();
      const outcome = await ensureShop(opened.db, demoShop({ kind: 'bundle', path: `${fixtures}twenty` }));
      expect(outcome).toMatchObject({ kind: 'seeded', marker: { source: 'bundle', path: `${fixtures}twenty` } });
      expect(await count(opened.db, 'products')).toBe(20);
      const first = await opened.db.selectFrom('products').select(['id', 'key']).orderBy('id').executeTakeFirstOrThrow();
      expect(first).toEqual({ id: 1001, key: 'NV-TEE-LOGO-BLK' });
      const sizes = await opened.db.selectFrom('product_sizes').select((eb) => eb.fn.min('id').as('first')).executeTakeFirstOrThrow();
      expect(Number(sizes.first)).toBe(50001);
      expect(await ensureShop(opened.db, demoShop({ kind: 'bundle', path: `${fixtures}twenty` }))).toMatchObject({ kind: 'present', stale: false });
      expect(await ensureShop(opened.db, demoShop(demo(42, 720)))).toMatchObject({ kind: 'present', stale: true });
    } finally {
      await opened.db.destroy();
    }
  }, 60_000);
});

describe('the shop\'s marker (what it was started with)', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterEach(async () => database?.dispose());

  it('says a restart finds its shop without making one, and refreshes translations', async () => {
    await database.db.updateTable('translations').set({ messages: JSON.stringify({ old: 'text' }) }).where('locale', '=', 'fr').execute();
    const outcome = await ensureShop(database.db, neverFilled(demo(42, 720)));
    expect(outcome).toMatchObject({ kind: 'present', stale: false, marker: { source: 'demo', version: CATALOGUE_GENERATOR_VERSION, seed: 42, products: 720 } });
    const fr = await database.db.selectFrom('translations').select('messages').where('locale', '=', 'fr').executeTakeFirstOrThrow();
    expect(fr.messages).toEqual(storefrontWords().fr);
  });

  it('flags another count, seed, generator version or catalogue as stale and keeps the stored shop', async () => {
    for (const catalogue of [demo(42, 5_000), demo(7, 720), { kind: 'empty' } as const, { kind: 'bundle', path: '/somewhere' } as const]) {
      expect(await ensureShop(database.db, neverFilled(catalogue))).toMatchObject({ kind: 'present', stale: true });
    }
    const marker = await readCatalogueMarker(database.db);
    await database.db.updateTable('settings').set({ value: JSON.stringify({ ...marker, version: 0 }) }).where('key', '=', CATALOGUE_SETTING).execute();
    expect(await ensureShop(database.db, neverFilled(demo(42, 720)))).toMatchObject({ kind: 'present', stale: true });
    expect(await count(database.db, 'products')).toBe(720);
  });

  it('reads a marker of before issue 32 (no source) as the demo\'s', async () => {
    await database.db.updateTable('settings').set({ value: JSON.stringify({ version: 3, seed: 42, products: 720, seededAt: '2026-11-01T00:00:00.000Z' }) }).where('key', '=', CATALOGUE_SETTING).execute();
    expect(await readCatalogueMarker(database.db)).toEqual({ source: 'demo', version: 3, seed: 42, products: 720, seededAt: '2026-11-01T00:00:00.000Z' });
    expect(await ensureShop(database.db, neverFilled(demo(42, 720)))).toMatchObject({ kind: 'present', stale: true });
  });

  it('fills the shop again on demand, to the count asked', async () => {
    const outcome = await ensureShop(database.db, demoShop(demo(7, 1_000)), { reseed: true });
    expect(outcome).toMatchObject({ kind: 'seeded', marker: { version: CATALOGUE_GENERATOR_VERSION, seed: 7, products: 1_000 } });
    expect(await count(database.db, 'products')).toBe(1_000);
    expect(await ensureShop(database.db, neverFilled(demo(7, 1_000)))).toMatchObject({ kind: 'present', stale: false });
  }, 60_000);
});
