import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFormatSchema, catalogueFormatSchemaText, shapeErrors } from './merchandise-schemas';

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../docs/catalogue-format.schema.json');

describe('the catalogue format schema', () => {
  it('is published as docs/catalogue-format.schema.json (npm run catalogue:schema when this fails)', async () => {
    const written = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
    expect(written, 'docs/catalogue-format.schema.json is stale: run npm run catalogue:schema').toBe(catalogueFormatSchemaText(catalogueFormatSchema()));
  });

  it('describes every JSON file of a bundle', () => {
    const defs = catalogueFormatSchema().$defs as Record<string, { description?: string }>;
    expect(Object.keys(defs)).toEqual(['brands', 'artists', 'categories', 'colours', 'materials', 'ranges', 'sizes', 'texts', 'productRecord']);
    expect(Object.values(defs).every((schema) => typeof schema.description === 'string')).toBe(true);
  });

  it('checks the shapes the import reads', () => {
    expect(shapeErrors('brands', [{ key: 'nordvik', name: 'Nordvik' }])).toEqual([]);
    expect(shapeErrors('brands', [{ key: 'Nord vik', name: '' }]).map((error) => error.keyword).sort()).toEqual(['minLength', 'pattern']);
    expect(shapeErrors('productRecord', { product_key: 'P1', sku: 'P1-M', size: 'M', stock: 3, pictures: ['pictures/a.jpg'] })).toEqual([]);
  });
});
