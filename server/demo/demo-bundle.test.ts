/**
 * The demo generator's bundle (npm run demo:bundle) is one the merchant's reader takes whole: every
 * product, its reference data, and its drawn pictures as JPEG files in the bundle.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBundle } from '../merchandise/merchandise-bundle-read';
import { demoProductKey, writeDemoBundle } from './demo-bundle';
import { generateCatalogue } from './generate-catalogue';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'demo-bundle-test-'));
});
afterAll(async () => rm(work, { recursive: true, force: true }));

describe('writeDemoBundle', () => {
  it('writes a packed bundle the import reads without a problem, its pictures as JPEG files', async () => {
    const file = path.join(work, 'demo.tar.gz');
    expect(await writeDemoBundle(file, { seed: 7, products: 108, pictures: 'files' })).toBe(108);
    expect((await stat(file)).size).toBeGreaterThan(100_000);
    const reading = await readBundle(file);
    try {
      expect(reading.problems).toEqual([]);
      const catalogue = generateCatalogue(7, 108);
      expect(reading.bundle!.products.map((product) => product.key)).toEqual(catalogue.products.map(demoProductKey));
      const first = reading.bundle!.products[0];
      expect(first.pictures).toEqual(catalogue.products[0].pictures.map((_picture, index) => `pictures/${catalogue.products[0].id}-${index + 1}.jpg`));
      const picture = await reading.picture(first.pictures[0]);
      expect(await sharp(picture!).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
      expect(reading.bundle!.countries.map((country) => country.code)).toContain('FR');
    } finally {
      await reading.dispose();
    }
  }, 60_000);

  it('keeps the demo shop\'s drawn paths with `drawn`', async () => {
    const folder = path.join(work, 'drawn');
    await writeDemoBundle(folder, { seed: 42, products: 108, pictures: 'drawn' });
    const reading = await readBundle(folder);
    expect(reading.problems).toEqual([]);
    expect(reading.bundle!.products[0].pictures[0]).toMatch(/^\/media\/products\/1001\/1\.svg$/);
  });
});
