/** size-guides.csv (issue 38): read beside the twenty-product fixture, each problem on its line, and written back by an export. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../src/domain/catalogue/catalogue-bundle';
import { readBundle } from './merchandise-bundle-read';
import { writeBundle } from './merchandise-bundle-write';

const TWENTY = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue/twenty');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bundle-size-guides-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function withGuides(name: string, csv: string): Promise<string> {
  const dir = path.join(work, name);
  await cp(TWENTY, dir, { recursive: true });
  await writeFile(path.join(dir, 'size-guides.csv'), csv);
  return dir;
}

describe('size-guides.csv', () => {
  it('reads the guides in millimetres, a brand empty for the category’s own', async () => {
    const dir = await withGuides('good', 'category,brand,size,kind,measure,cm\nmen-clothing,,M,body,chest,94-98\nmen-clothing,nordvik,M,body,chest,92.5\r\nmen-shoes,,42,body,foot_length,26.5\n');
    const reading = await readBundle(dir);
    expect(reading.problems).toEqual([]);
    expect(reading.bundle!.sizeGuides).toEqual([
      { category: 'men-clothing', brand: null, size: 'M', kind: 'body', measure: 'chest', minMm: 940, maxMm: 980 },
      { category: 'men-clothing', brand: 'nordvik', size: 'M', kind: 'body', measure: 'chest', minMm: 925, maxMm: 925 },
      { category: 'men-shoes', brand: null, size: '42', kind: 'body', measure: 'foot_length', minMm: 265, maxMm: 265 },
    ]);
    // Written back as it was read.
    const out = path.join(work, 'written');
    await writeBundle(reading.bundle!, out);
    expect(await readFile(path.join(out, 'size-guides.csv'), 'utf8')).toBe('category,brand,size,kind,measure,cm\nmen-clothing,,M,body,chest,94-98\nmen-clothing,nordvik,M,body,chest,92.5\nmen-shoes,,42,body,foot_length,26.5\n');
    await reading.dispose();
  });

  it('names each problem by its line, and reads nothing of a bundle that has one', async () => {
    const dir = await withGuides('bad', [
      'category,brand,size,kind,measure,cm',
      'men-clothing,,M,body,chest,94-98',
      'men-knitwear,,M,body,chest,94',
      'men-clothing,unknown-brand,M,body,chest,94',
      'men-clothing,,XXXL,body,chest,94',
      'men-clothing,,L,skin,chest,94',
      'men-clothing,,L,body,neck,94',
      'men-clothing,,L,body,waist,"88,5"',
      'men-clothing,,L,body,hips,100-96',
      'men-clothing,,M,body,chest,95',
      'men-clothing,,M,body',
    ].join('\n'));
    const reading = await readBundle(dir);
    expect(reading.bundle).toBeNull();
    expect(reading.problems.map(problemText)).toEqual([
      'size-guides.csv:3: category "men-knitwear" is not a key of categories.json',
      'size-guides.csv:4: brand "unknown-brand" is not a key of brands.json',
      'size-guides.csv:5: size "XXXL" is not a key of sizes.json',
      'size-guides.csv:6: kind "skin" is not body or garment',
      'size-guides.csv:7: measure "neck" is not one of chest, waist, hips, inside_leg, foot_length, length, width, sleeve, shoulders',
      'size-guides.csv:8: cm "88,5" is not centimetres (88, 88.5 or a range 88-92, a point for decimals)',
      'size-guides.csv:9: cm "100-96" is a range whose end is below its start',
      'size-guides.csv:10: body chest of size "M" is already given on line 2 for this category and brand',
      'size-guides.csv:11: has 4 cells where the header has 6',
    ]);
    await reading.dispose();
  });

  it('refuses a header that lacks a column', async () => {
    const reading = await readBundle(await withGuides('header', 'category,size,kind,measure,cm\nmen-clothing,M,body,chest,94\n'));
    expect(reading.problems.map(problemText)).toEqual(['size-guides.csv:1: header lacks brand (columns: category,brand,size,kind,measure,cm)']);
    await reading.dispose();
  });
});
