/**
 * A catalogue import into the demo shop (issue 32): beside the demo's products, then over them
 * (its own export imported back); nothing sold is lost (archived, never deleted; a retired size
 * that an order names kept at stock 0); conflicts only the shop can tell, located; and a failure
 * half-way leaves the catalogue byte for byte as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueBundle } from '../../src/domain/catalogue/catalogue-bundle';
import { fastestSeeding } from '../db/seed-writers';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { makeBundle } from '../testing/catalogue-bundles';
import { catalogueDump } from '../testing/catalogue-dump';
import { applyBundle, readShopBundle, type ImportOptions, type ImportResult, type ImportStep } from './merchandise-import';

const NOW = new Date('2026-11-20T10:00:00.000Z');
let database: TestDatabase;

async function apply(bundle: CatalogueBundle, options: Partial<ImportOptions> = {}): Promise<ImportResult> {
  const outcome = await applyBundle({ db: database.db, seeding: fastestSeeding(database.db, database) }, bundle, { dryRun: false, archiveMissing: false, now: NOW, ...options });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

const db = () => database.db;
const count = async (table: 'products' | 'product_sizes') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const statusOf = async (key: string) => (await db().selectFrom('products').select('status').where('key', '=', key).executeTakeFirstOrThrow()).status;

let demoProducts: number;
beforeAll(async () => {
  database = await createTestDatabase();
  demoProducts = await count('products');
});

afterAll(async () => {
  await database?.dispose();
});

const added = makeBundle({ count: 30, prefix: 'm' });

describe('an import into the demo shop', () => {
  it('goes beside the demo products: their ids stay, new rows take the ids after them', async () => {
    const maxes = async () => db().selectNoFrom((eb) => [
      eb.selectFrom('products').select((inner) => inner.fn.max('id').as('m')).as('products'),
      eb.selectFrom('product_sizes').select((inner) => inner.fn.max('id').as('m')).as('sizes'),
      eb.selectFrom('brands').select((inner) => inner.fn.max('id').as('m')).as('brands'),
    ]).executeTakeFirstOrThrow();
    const before = await maxes();
    const demo = await db().selectFrom('products').select(['id', 'key', 'import_hash']).orderBy('id').execute();
    const result = await apply({ ...added, brands: [...added.brands] });
    expect(result.counts).toEqual({ created: 30, changed: 0, unchanged: 0, archived: 0 });
    const ids = (await db().selectFrom('products').select('id').where('key', 'like', 'm%').execute()).map((row) => row.id);
    expect(Math.min(...ids)).toBe(Number(before.products) + 1);
    expect(Math.max(...ids)).toBe(Number(before.products) + 30);
    const sizes = await db().selectFrom('product_sizes').select('id').where('product_id', 'in', ids).execute();
    expect(Math.min(...sizes.map((size) => size.id))).toBe(Number(before.sizes) + 1);
    expect(Number((await maxes()).brands)).toBe(Number(before.brands) + added.brands.length);
    expect(await db().selectFrom('products').select(['id', 'key', 'import_hash']).where('id', '<=', Number(before.products)).orderBy('id').execute()).toEqual(demo);
  });

  it('takes the shop\'s own export back: what changed written once, then nothing', async () => {
    const sizeIds = (await db().selectFrom('product_sizes').select('id').orderBy('id').execute()).map((row) => row.id);
    const exported = await readShopBundle(db());
    expect(exported.products).toHaveLength(demoProducts + 30);
    const first = await apply(exported);
    expect(first.problems).toEqual([]);
    // The demo's products carry the fingerprint of their seeding; those whose colour, material or
    // range the earlier import renamed are written once again (their rows copy those names).
    expect(first.counts).toMatchObject({ created: 0, archived: 0 });
    expect(first.counts.changed + first.counts.unchanged).toBe(demoProducts + 30);
    expect(first.counts.changed).toBeLessThan(demoProducts);
    expect((await db().selectFrom('product_sizes').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual(sizeIds);
    const again = await apply(await readShopBundle(db()));
    expect(again.counts).toEqual({ created: 0, changed: 0, unchanged: demoProducts + 30, archived: 0 });
  });
});

describe('nothing sold is lost', () => {
  it('keeps a retired size an order names at stock 0, and deletes one nothing names', async () => {
    const lines = await db().selectFrom('order_lines').innerJoin('product_sizes', 'product_sizes.id', 'order_lines.product_size_id')
      .innerJoin('products', 'products.id', 'product_sizes.product_id')
      .select(['products.key', 'product_sizes.sku', 'product_sizes.id']).execute();
    const bundle = await readShopBundle(db());
    // A sold size of a product with others.
    const sold = lines.find((line) => bundle.products.find((each) => each.key === line.key)!.sizes.length > 1)!;
    const product = bundle.products.find((each) => each.key === sold.key)!;
    const other = bundle.products.find((each) => each.key === 'm2')!;
    const unsold = other.sizes.pop()!;
    product.sizes = product.sizes.filter((size) => size.sku !== sold.sku);
    expect(product.sizes.length).toBeGreaterThan(0);
    const result = await apply(bundle);
    expect(result.counts.changed).toBe(2);
    expect(await db().selectFrom('product_sizes').select(['id', 'stock', 'retired']).where('sku', '=', sold.sku).executeTakeFirst()).toEqual({ id: sold.id, stock: 0, retired: true });
    // Shoppers no longer see it; an export leaves it out, so that importing the export changes nothing.
    expect((await readShopBundle(db())).products.find((each) => each.key === sold.key)!.sizes.map((size) => size.sku)).not.toContain(sold.sku);
    expect(await db().selectFrom('product_sizes').select('id').where('sku', '=', unsold.sku).executeTakeFirst()).toBeUndefined();
  });

  it('archives the products a bundle leaves out only when asked, never deletes them, and publishes them again when they come back', async () => {
    const full = await readShopBundle(db());
    const sold = (await db().selectFrom('order_lines').innerJoin('products', 'products.id', 'order_lines.product_id').select('products.key').executeTakeFirstOrThrow()).key;
    const partial = { ...full, products: full.products.filter((product) => product.key !== sold && product.key !== 'm7') };
    const products = await count('products');
    expect((await apply(partial)).counts).toEqual({ created: 0, changed: 0, unchanged: partial.products.length, archived: 0 });
    expect(await statusOf(sold)).toBe('published');
    const archiving = await apply(partial, { archiveMissing: true });
    expect(archiving.counts).toEqual({ created: 0, changed: 0, unchanged: partial.products.length, archived: 2 });
    expect(await count('products')).toBe(products);
    expect([await statusOf(sold), await statusOf('m7')]).toEqual(['archived', 'archived']);
    // An export leaves archived products out: imported with --archive-missing it changes nothing.
    const exported = await readShopBundle(db());
    expect(exported.products).toHaveLength(partial.products.length);
    expect((await apply(exported, { archiveMissing: true })).counts).toEqual({ created: 0, changed: 0, unchanged: partial.products.length, archived: 0 });
    const back = await apply(full);
    expect(back.counts).toEqual({ created: 0, changed: 2, unchanged: full.products.length - 2, archived: 0 });
    expect([await statusOf(sold), await statusOf('m7')]).toEqual(['published', 'published']);
  });
});

describe('what only the shop can tell', () => {
  it('refuses a slug or a SKU another product holds, located by product key, and writes nothing', async () => {
    const held = await db().selectFrom('products').innerJoin('product_translations', 'product_translations.product_id', 'products.id')
      .select(['products.key', 'product_translations.slug']).where('product_translations.locale', '=', 'de').where('products.key', '=', 'm3').executeTakeFirstOrThrow();
    const sku = (await db().selectFrom('product_sizes').innerJoin('products', 'products.id', 'product_sizes.product_id').select('sku').where('products.key', '=', 'm4').executeTakeFirstOrThrow()).sku;
    const bundle = makeBundle({ count: 2, prefix: 'x' });
    bundle.products[0].texts.de.slug = held.slug;
    bundle.products[1].sizes[0].sku = sku;
    const before = await catalogueDump(db());
    const result = await apply(bundle);
    expect(result.problems).toEqual([
      { file: 'products.csv', field: 'sku', message: `product x2: SKU "${sku}" is a size of product m4 in the shop` },
      { file: 'products.csv', field: 'slug_de', message: `product x1: slug_de "${held.slug}" is the slug of product m3 in the shop, which this bundle does not change` },
    ]);
    expect(await catalogueDump(db())).toEqual(before);
  });

  it.each(['products', 'rows', 'redirects', 'status'] as ImportStep[])('leaves the catalogue as it was when the import fails at %s', async (failing) => {
    const bundle = await readShopBundle(db());
    bundle.products[0].texts.fr.slug = `${bundle.products[0].texts.fr.slug}-new`;
    bundle.products[1].sizes[0].stock += 3;
    bundle.products.push(...makeBundle({ count: 3, prefix: 'f' }).products);
    const before = await catalogueDump(db());
    const onStep = (step: ImportStep) => {
      if (step === failing) throw new Error(`failing at ${step}`);
    };
    await expect(apply(bundle, { onStep, archiveMissing: true })).rejects.toThrow(`failing at ${failing}`);
    expect(await catalogueDump(db())).toEqual(before);
  });
});
