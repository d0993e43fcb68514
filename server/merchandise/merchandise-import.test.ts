/**
 * A catalogue import into a shop with no products (issue 32): what a first import writes, that
 * the same bundle again, or the shop's own export, changes nothing, that a changed price, stock
 * or name is counted, and that a dry run writes nothing. On PGlite, or on PostgreSQL with
 * TEST_DATABASE_URL (both through COPY, as the shop writes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueBundle } from '../../src/domain/catalogue/catalogue-bundle';
import { fastestSeeding } from '../db/seed-writers';
import { loadProducts } from '../catalogue/catalogue-service';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { makeBundle } from '../testing/catalogue-bundles';
import { catalogueDump } from '../testing/catalogue-dump';
import { applyBundle, readShopBundle, type ImportOptions, type ImportResult } from './merchandise-import';
import { INFORMATION_LABELS } from './merchandise-texts';

const NOW = new Date('2026-11-20T10:00:00.000Z');
let database: TestDatabase;

async function apply(bundle: CatalogueBundle, options: Partial<ImportOptions> = {}): Promise<ImportResult> {
  const outcome = await applyBundle(
    { db: database.db, seeding: fastestSeeding(database.db, database) },
    bundle,
    { dryRun: false, archiveMissing: false, now: NOW, ...options },
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

const idOf = async (key: string) => (await database.db.selectFrom('products').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  database = await createTestDatabase();
  // A shop with no catalogue (CATALOGUE=empty): the demo's products and reference data go.
  for (const table of ['product_associations', 'pictures', 'product_artists', 'product_prices', 'product_sizes', 'product_translations', 'product_ratings', 'products', 'category_translations', 'categories', 'artists', 'brands', 'catalogue_terms'] as const) {
    await database.db.deleteFrom(table).execute();
  }
});

afterAll(async () => {
  await database?.dispose();
});

const bundle = makeBundle({ count: 60 });

describe('a first import into an empty catalogue', () => {
  it('creates every product with the rows the bundle describes', async () => {
    const result = await apply(bundle);
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ created: 60, changed: 0, unchanged: 0, archived: 0 });
    expect(result.productIds).toHaveLength(60);

    const source = bundle.products[13];
    const id = await idOf(source.key);
    const record = (await loadProducts(database.db, [id])).get(id)!;
    expect(record.onSale).toBe(true);
    expect(record.texts.de).toMatchObject({ name: source.texts.de.name, slug: source.texts.de.slug, description: source.texts.de.description });
    expect(record.texts.de!.informations).toContainEqual({ label: INFORMATION_LABELS.composition.de, value: source.texts.de.composition });
    expect(record.texts.fr!.informations).toContainEqual({ label: INFORMATION_LABELS.care.fr, value: source.texts.fr.care });
    expect(record.texts.nl!.informations).toContainEqual({ label: INFORMATION_LABELS.colour.nl, value: bundle.colours.find((colour) => colour.key === source.colour)!.names.nl });
    expect(record.prices.de).toEqual({ price: source.prices.de!.price, originalPrice: source.prices.de!.originalPrice });
    expect(record.sizes.map((size) => [size.label, size.rank, size.stock])).toEqual(source.sizes.map((size, index) => [size.size, index + 1, size.stock]));
    expect(record.pictures).toEqual(source.pictures.map((path, index) => ({ path, default: index === 0 })));
    expect(record.colorNames).toEqual(bundle.colours.find((colour) => colour.key === source.colour)!.names);
    expect(record.associatedIds).toEqual([await idOf(source.associated[0])]);
    const terms = await database.db.selectFrom('catalogue_terms').select(['kind', 'key']).where('kind', '=', 'size').orderBy('position').execute();
    expect(terms.map((term) => term.key)).toEqual(bundle.sizes.map((size) => size.key));
  });

  it('imported again, changes nothing and writes nothing', async () => {
    const before = await catalogueDump(database.db);
    const result = await apply(bundle);
    expect(result.counts).toEqual({ created: 0, changed: 0, unchanged: 60, archived: 0 });
    expect(result.productIds).toEqual([]);
    expect(await catalogueDump(database.db)).toEqual(before);
  });

  it('exports what it imported, and the export imported again changes nothing', async () => {
    const exported = await readShopBundle(database.db);
    expect(exported.products).toEqual(bundle.products);
    expect(exported.colours).toEqual(bundle.colours);
    expect(exported.sizes).toEqual(bundle.sizes);
    expect(exported.categories).toEqual(bundle.categories);
    const before = await catalogueDump(database.db);
    const result = await apply(exported);
    expect(result.counts).toEqual({ created: 0, changed: 0, unchanged: 60, archived: 0 });
    expect(await catalogueDump(database.db)).toEqual(before);
  });
});

describe('a later import', () => {
  it('counts a product whose price, stock or name changed, and writes the change', async () => {
    const changed = structuredClone(bundle);
    const [priced, stocked, renamed] = [changed.products[1], changed.products[2], changed.products[3]];
    priced.prices.fr!.price += 500;
    stocked.sizes[1].stock += 4;
    renamed.texts.en.name = 'A new name';
    const sizeIds = (await database.db.selectFrom('product_sizes').select(['sku', 'id']).execute()).map((row) => `${row.sku}:${row.id}`).sort();
    const result = await apply(changed);
    expect(result.counts).toEqual({ created: 0, changed: 3, unchanged: 57, archived: 0 });
    expect(result.productIds.sort()).toEqual([await idOf(priced.key), await idOf(stocked.key), await idOf(renamed.key)].sort());
    const records = await loadProducts(database.db, result.productIds);
    expect(records.get(await idOf(priced.key))!.prices.fr.price).toBe(priced.prices.fr!.price);
    expect(records.get(await idOf(stocked.key))!.sizes[1].stock).toBe(stocked.sizes[1].stock);
    expect(records.get(await idOf(renamed.key))!.texts.en!.name).toBe('A new name');
    // Sizes keep their ids: baskets, favourites, alerts and orders stay attached.
    expect((await database.db.selectFrom('product_sizes').select(['sku', 'id']).execute()).map((row) => `${row.sku}:${row.id}`).sort()).toEqual(sizeIds);
  });

  it('on a dry run, reports what it would do and writes nothing', async () => {
    const next = structuredClone(bundle);
    next.products[5].texts.fr.slug = 'a-moved-slug';
    next.products.push(makeBundle({ count: 1, prefix: 'new' }).products[0]);
    const before = await catalogueDump(database.db);
    const result = await apply(next, { dryRun: true, archiveMissing: true });
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ created: 1, changed: 4, unchanged: 56, archived: 0 });
    expect(await catalogueDump(database.db)).toEqual(before);
  });
});

describe('countries.json', () => {
  const countries = async () => database.db.selectFrom('countries').select(['iso_code2', 'store_id', 'vat_rate', 'active']).orderBy('iso_code2').execute();
  const sweden = { code: 'SE', store: 'boutique_com', names: { fr: 'Suède', es: 'Suecia', it: 'Svezia', nl: 'Zweden', de: 'Schweden', en: 'Sweden' }, vatRate: 25, delivered: true };

  it('adds a country, changes another, and leaves the ones it does not name', async () => {
    const before = await countries();
    const swiss = before.find((country) => country.iso_code2 === 'CH')!;
    expect(swiss.active).toBe(false);
    const result = await apply({ ...bundle, countries: [sweden, { code: 'CH', store: 'boutique_com', names: { fr: 'Suisse', es: 'Suiza', it: 'Svizzera', nl: 'Zwitserland', de: 'Schweiz', en: 'Switzerland' }, vatRate: 8.1, delivered: true }] });
    expect(result.countriesChanged).toBe(2);
    expect(result.counts.created).toBe(0);
    const after = await countries();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((country) => country.iso_code2 === 'SE')).toEqual({ iso_code2: 'SE', store_id: 'boutique_com', vat_rate: 25, active: true });
    expect(after.find((country) => country.iso_code2 === 'CH')?.active).toBe(true);
    expect(after.filter((country) => !['SE', 'CH'].includes(country.iso_code2))).toEqual(before.filter((country) => country.iso_code2 !== 'CH'));
    expect((await apply({ ...bundle, countries: [sweden] })).countriesChanged).toBe(0);
  });

  it('goes out with the export and comes back changing nothing', async () => {
    const exported = await readShopBundle(database.db);
    expect(exported.countries).toContainEqual(sweden);
    expect((await apply(exported)).countriesChanged).toBe(0);
  });
});
