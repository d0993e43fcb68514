/**
 * The demo generator's bundle (npm run demo:bundle) is one the merchant's reader takes whole: every
 * product, its reference data, and its photos as JPEG files in the bundle, each once.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
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
    expect(await writeDemoBundle(file, { seed: 7, products: 108 })).toBe(108);
    expect((await stat(file)).size).toBeGreaterThan(100_000);
    const reading = await readBundle(file);
    try {
      expect(reading.problems).toEqual([]);
      const catalogue = generateCatalogue(7, 108);
      expect(reading.bundle!.products.map((product) => product.key)).toEqual(catalogue.products.map(demoProductKey));
      const first = reading.bundle!.products[0];
      expect(first.pictures).toEqual(catalogue.products[0].pictures.map((picture) => picture.path));
      const picture = await reading.picture(first.pictures[0]);
      expect(await sharp(picture!).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 1125 });
      expect(reading.bundle!.countries.map((country) => country.code)).toContain('FR');
    } finally {
      await reading.dispose();
    }
  }, 60_000);

  it('holds each photo once, however many products show it', async () => {
    const folder = path.join(work, 'folder');
    await writeDemoBundle(folder, { seed: 42, products: 108 });
    const named = generateCatalogue(42, 108).products.flatMap((product) => product.pictures.map((picture) => picture.path));
    const files = (await readdir(path.join(folder, 'pictures'))).map((name) => `pictures/${name}`);
    expect(files.sort()).toEqual([...new Set(named)].sort());
    expect(files.length).toBeLessThan(named.length);
  }, 60_000);
});
