import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_GENERATOR_VERSION, generateCatalogue, planCatalogue } from '../demo/generate-catalogue';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { MEMORY, createDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { storefrontWords } from '../content/content-service';
import { CATALOGUE_SETTING, ensureCatalogue, readCatalogueMarker } from './seed';
import { writeCatalogue } from './seed-catalogue';
import { CATALOGUE_TABLES, catalogueRows } from './seed-rows';
import { insertSeeding, pgliteSeeding, type SeedingTransaction } from './seed-writers';

const count = async (db: Db, table: string) =>
  Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0].n);

const indexNames = async (db: Db) =>
  (await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() order by 1`.execute(db)).rows.map((row) => row.name);

const constraints = async (db: Db) =>
  (await sql<{ name: string; definition: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where connamespace = current_schema()::regnamespace order by 1`.execute(db)).rows;

const neverGenerated = () => {
  throw new Error('generated');
};

describe('seeding in chunks', () => {
  const catalogue = generateCatalogue(42, 1_500);
  const expected = catalogueRows(catalogue);

  it.each([
    ['COPY (PGlite)', (db: Db, pglite: Parameters<typeof pgliteSeeding>[1]) => pgliteSeeding(db, pglite)],
    ['multi-row INSERT', (db: Db) => insertSeeding(db)],
  ] as [string, (db: Db, pglite: Parameters<typeof pgliteSeeding>[1]) => SeedingTransaction][])(
    'writes every row of every table, by %s, and makes the keys and indexes again',
    async (_name, seedingOf) => {
      const opened = await createDatabase({ dataDir: MEMORY });
      try {
        await migrateToLatest(opened.db);
        const indexes = await indexNames(opened.db);
        const keys = await constraints(opened.db);
        await seedingOf(opened.db, opened.pglite!)((trx, writer) => writeCatalogue(trx, writer, planCatalogue(42, 1_500), 400));
        for (const table of CATALOGUE_TABLES) expect([table, await count(opened.db, table)]).toEqual([table, expected[table].length]);
        expect(await indexNames(opened.db)).toEqual(indexes);
        expect(await constraints(opened.db)).toEqual(keys);
        const product = catalogue.products[1_234];
        const stored = await opened.db.selectFrom('product_translations').selectAll().where('product_id', '=', product.id).where('locale', '=', 'de').executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ name: product.names.de, slug: product.slugs.de, description: product.descriptions.de, informations: product.informations.de });
        // NULL stays NULL, an empty string stays empty (CSV tells them apart by quotes).
        const subtitles = await opened.db.selectFrom('templates').select(['slug', 'subtitle']).where('store_id', '=', 'boutique_de').execute();
        expect(subtitles.find((row) => row.slug === 'top_categorie_homepage')?.subtitle).toBeNull();
        expect(subtitles.find((row) => row.slug === 'home_highlights')?.subtitle).toBe(catalogue.templates.find((t) => t.slug === 'home_highlights' && t.storeId === 'boutique_de')?.subtitle);
        const lookbook = await opened.db.selectFrom('templates').select('store_id').where('slug', '=', 'streetwear-lookbook').executeTakeFirstOrThrow();
        expect(lookbook.store_id).toBe('');
      } finally {
        await opened.db.destroy();
      }
    },
    120_000,
  );
});

describe('the catalogue marker (generator version, seed, count)', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterEach(async () => database?.dispose());

  it('says a restart finds its catalogue without generating one, and refreshes translations', async () => {
    await database.db.updateTable('translations').set({ messages: JSON.stringify({ old: 'text' }) }).where('locale', '=', 'fr').execute();
    const outcome = await ensureCatalogue(database.db, { seed: 42, products: 720 }, { plan: neverGenerated });
    expect(outcome).toMatchObject({ kind: 'present', stale: false, marker: { version: CATALOGUE_GENERATOR_VERSION, seed: 42, products: 720 } });
    const fr = await database.db.selectFrom('translations').select('messages').where('locale', '=', 'fr').executeTakeFirstOrThrow();
    expect(fr.messages).toEqual(storefrontWords().fr);
  });

  it('flags another count, seed or generator version as stale and keeps the stored catalogue', async () => {
    for (const spec of [{ seed: 42, products: 5_000 }, { seed: 7, products: 720 }]) {
      expect(await ensureCatalogue(database.db, spec, { plan: neverGenerated })).toMatchObject({ kind: 'present', stale: true });
    }
    const marker = await readCatalogueMarker(database.db);
    await database.db.updateTable('settings').set({ value: JSON.stringify({ ...marker, version: 0 }) }).where('key', '=', CATALOGUE_SETTING).execute();
    expect(await ensureCatalogue(database.db, { seed: 42, products: 720 }, { plan: neverGenerated })).toMatchObject({ kind: 'present', stale: true });
    expect(await count(database.db, 'products')).toBe(720);
  });

  it('reseeds on demand, to the count asked', async () => {
    const outcome = await ensureCatalogue(database.db, { seed: 7, products: 1_000 }, { reseed: true });
    expect(outcome).toMatchObject({ kind: 'seeded', marker: { version: CATALOGUE_GENERATOR_VERSION, seed: 7, products: 1_000 } });
    expect(await count(database.db, 'products')).toBe(1_000);
    expect(await ensureCatalogue(database.db, { seed: 7, products: 1_000 }, { plan: neverGenerated })).toMatchObject({ kind: 'present', stale: false });
  }, 60_000);

  it('upgrades a marker of the fingerprint days to version 1, stale now that ratings are rows', async () => {
    const legacy = (fingerprint: string) => JSON.stringify({ seed: 42, fingerprint, seededAt: '2026-11-01T00:00:00.000Z', products: 720 });
    await database.db.updateTable('settings').set({ value: legacy('0000000000000000') }).where('key', '=', CATALOGUE_SETTING).execute();
    expect(await ensureCatalogue(database.db, { seed: 42, products: 720 })).toMatchObject({ kind: 'present', stale: true });
    const current = createHash('sha256').update(JSON.stringify(generateCatalogue())).digest('hex').slice(0, 16);
    await database.db.updateTable('settings').set({ value: legacy(current) }).where('key', '=', CATALOGUE_SETTING).execute();
    expect(await ensureCatalogue(database.db, { seed: 42, products: 720 })).toMatchObject({ kind: 'present', stale: true });
    expect(await readCatalogueMarker(database.db)).toEqual({ version: 1, seed: 42, products: 720, seededAt: '2026-11-01T00:00:00.000Z' });
  });
});
