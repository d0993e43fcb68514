import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLUMN_NAMES } from './merchandise-bundle-columns';
import { readBundle } from './merchandise-bundle-read';
import { catalogueFormatSchema, catalogueFormatSchemaText, shapeErrors } from './merchandise-schemas';

const DOCS = path.resolve(import.meta.dirname, '../../docs');
const SCHEMA_FILE = path.join(DOCS, 'catalogue-format.schema.json');

describe('the catalogue format schema', () => {
  it('is published as docs/catalogue-format.schema.json (npm run catalogue:schema when this fails)', async () => {
    const written = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
    expect(written, 'docs/catalogue-format.schema.json is stale: run npm run catalogue:schema').toBe(catalogueFormatSchemaText(catalogueFormatSchema()));
  });

  it('describes every JSON file of a bundle', () => {
    const defs = catalogueFormatSchema().$defs as Record<string, { description?: string }>;
    expect(Object.keys(defs)).toEqual(['brands', 'artists', 'categories', 'colours', 'materials', 'ranges', 'sizes', 'countries', 'texts', 'productRecord', 'delivery', 'promotions']);
    expect(Object.values(defs).every((schema) => typeof schema.description === 'string')).toBe(true);
  });

  it('checks the shapes the import reads', () => {
    expect(shapeErrors('brands', [{ key: 'nordvik', name: 'Nordvik' }])).toEqual([]);
    expect(shapeErrors('brands', [{ key: 'Nord vik', name: '' }]).map((error) => error.keyword).sort()).toEqual(['minLength', 'pattern']);
    expect(shapeErrors('productRecord', { product_key: 'P1', sku: 'P1-M', size: 'M', stock: 3, pictures: ['pictures/a.jpg'] })).toEqual([]);
  });
});

describe('docs/catalogue-format.md', () => {
  it('documents every column', async () => {
    const text = await readFile(path.join(DOCS, 'catalogue-format.md'), 'utf8');
    const documented = COLUMN_NAMES.map((name) => name.replace(/_(fr|es|it|nl|de|en)$/, '_<lang>').replace(/^(price|original_price)_(be|ie|<lang>)$/, '$1_<country>').replace(/^(price|original_price)_<lang>$/, '$1_<country>'));
    for (const name of new Set(documented)) expect(text, name).toContain(`| \`${name}\` |`);
  });

  it('holds a complete example that reads without a problem', async () => {
    const text = await readFile(path.join(DOCS, 'catalogue-format.md'), 'utf8');
    const folder = await mkdtemp(path.join(tmpdir(), 'catalogue-doc-example-'));
    for (const [, file, body] of text.matchAll(/```\w+ file=(\S+)\n([\s\S]*?)```/g)) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), body);
    }
    const reading = await readBundle(folder);
    await rm(folder, { recursive: true, force: true });
    expect(reading.problems).toEqual([]);
    expect(reading.bundle?.products.map((product) => [product.key, product.sizes.length, Object.keys(product.prices)])).toEqual([
      ['TEE-1', 2, ['fr', 'be', 'de']],
      ['SNK-1', 1, ['fr']],
    ]);
  });
});
