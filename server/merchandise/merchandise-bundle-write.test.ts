import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueBundle } from '../../src/domain/catalogue/catalogue-bundle';
import { type BundleReading, readBundle } from './merchandise-bundle-read';
import { packBundle, writeBundle } from './merchandise-bundle-write';

const TWENTY = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue/twenty');
let work: string;
let source: BundleReading;
let bundle: CatalogueBundle;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bundle-write-test-'));
  source = await readBundle(TWENTY);
  bundle = source.bundle!;
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function roundTrip(written: CatalogueBundle, name: string): Promise<BundleReading> {
  const dir = path.join(work, name);
  await writeBundle(written, dir, source.picture);
  return readBundle(dir);
}

describe('writeBundle', () => {
  it('writes what readBundle reads back, pictures included', async () => {
    const again = await roundTrip(bundle, 'copy');
    expect(again.problems).toEqual([]);
    expect(again.bundle).toEqual(bundle);
    const name = bundle.products[0].pictures[0];
    expect(await again.picture(name)).toEqual(await source.picture(name));
  });

  it('escapes texts a spreadsheet would run, and reads them back as they were', async () => {
    const texts = ['=SUM(A1:A2)', '+33 1 23', '-20 %', '@home', "'=already escaped", '\t=tab'];
    const tricky: CatalogueBundle = {
      ...bundle,
      products: bundle.products.map((product, index) =>
        index < texts.length ? { ...product, texts: { ...product.texts, fr: { ...product.texts.fr, name: texts[index], description: `${texts[index]}\r\n"quoted", line two` } } } : product,
      ),
    };
    const again = await roundTrip(tricky, 'formulas');
    expect(again.problems).toEqual([]);
    expect(again.bundle).toEqual(tricky);
    const csv = await readFile(path.join(work, 'formulas', 'products.csv'), 'utf8');
    expect(csv).toContain(",'=SUM(A1:A2),");
    expect(csv).toContain(",'@home,");
    expect(csv).not.toMatch(/,=SUM/);
  });

  it.each(['bundle.zip', 'bundle.tar.gz', 'bundle.tgz'])('packs a bundle that reads back the same (%s)', async (file) => {
    const dir = path.join(work, 'packed');
    await writeBundle(bundle, dir, source.picture);
    await packBundle(dir, path.join(work, file));
    const unpacked = await readBundle(path.join(work, file));
    expect(unpacked.problems).toEqual([]);
    expect(unpacked.bundle).toEqual(bundle);
    const name = 'pictures/ut-hood-night-blk.png';
    expect(await unpacked.picture(name)).toEqual(await source.picture(name));
    await unpacked.dispose();
  });

  it('refuses a product without sizes and a missing picture', async () => {
    await expect(writeBundle({ ...bundle, products: [{ ...bundle.products[0], sizes: [] }] }, path.join(work, 'sizeless'))).rejects.toThrow(/no size/);
    await expect(writeBundle(bundle, path.join(work, 'pictureless'), async () => null)).rejects.toThrow(/missing/);
    await expect(packBundle(work, path.join(work, 'bundle.rar'))).rejects.toThrow(/zip/);
  });
});
