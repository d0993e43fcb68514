import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundleProduct, type CatalogueBundle, pictureReferences, problemText } from '../../src/domain/catalogue/catalogue-bundle';
import { crossCheck } from './merchandise-bundle-checks';
import { BundleProblems } from './merchandise-bundle-limits';
import { ProductAssembler } from './merchandise-bundle-products';
import { readBundle } from './merchandise-bundle-read';

const TWENTY = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue/twenty');
let work: string;
let bundle: CatalogueBundle;
let pictures: Set<string>;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bundle-checks-test-'));
  bundle = (await readBundle(TWENTY)).bundle!;
  pictures = new Set(bundle.products.flatMap((product) => pictureReferences(product)));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The cross-checks' problems for the fixture's products, the first ones changed by `change`. */
function checked(...changes: Partial<BundleProduct>[]): string[] {
  const products = bundle.products.map((product, index) => ({ ...product, ...changes[index] }));
  const lines = new Map(products.map((product, index) => [product.key, 100 + index]));
  const skuLines = new Map(products.flatMap((product, index) => product.sizes.map((size) => [size.sku, 200 + index] as const)));
  const problems = new BundleProblems(100);
  crossCheck({ products, lines, skuLines, file: 'products.csv' }, bundle, pictures, problems);
  return problems.list().map(problemText);
}

describe('cross-checks', () => {
  it('find nothing in the fixture', () => {
    expect(checked()).toEqual([]);
  });

  it('name references the bundle does not hold', () => {
    const sizes = [{ ...bundle.products[2].sizes[0], size: 'XXXL' }];
    expect(checked({ brand: 'nordvick', artists: ['banksy'] }, { colour: 'mauve', material: 'silk', range: 'winter' }, { sizes, category: 'kids' }, { associated: ['NOPE', bundle.products[3].key] })).toEqual([
      'products.csv:100: brand "nordvick" is not in brands.json',
      'products.csv:100: artist "banksy" is not in artists.json',
      'products.csv:101: colour "mauve" is not in colours.json',
      'products.csv:101: material "silk" is not in materials.json',
      'products.csv:101: range "winter" is not in ranges.json',
      'products.csv:102: category "kids" is not in categories.json',
      'products.csv:103: associated product "NOPE" is not in the bundle',
      'products.csv:103: product "UT-TEE-WAVE-WHT" is associated with itself',
      'products.csv:202: size "XXXL" is not in sizes.json',
    ]);
  });

  it('refuse sizes of two kinds, pictures not in the bundle, slugs and model colours used twice', () => {
    const [tee, shoe] = [bundle.products[0], bundle.products[8]];
    const texts = { ...bundle.products[1].texts, de: tee.texts.de };
    expect(checked({ sizes: [...tee.sizes, shoe.sizes[0]], pictures: ['pictures/gone.jpg', 'https://cdn.example/a.jpg'], watermark: 'pictures/mark.png' }, { texts, colour: tee.colour })).toEqual([
      'products.csv:100: product "NV-TEE-LOGO-BLK" mixes sizes of kinds clothing and shoes',
      'products.csv:100: picture "pictures/gone.jpg" is not in the bundle',
      'products.csv:100: watermark "pictures/mark.png" is not in the bundle',
      'products.csv:101: slug_de "t-shirt-mit-gesticktem-logo-schwarz" is already the slug of product "NV-TEE-LOGO-BLK" (line 100)',
      'products.csv:101: product "NV-TEE-LOGO-WHT" and product "NV-TEE-LOGO-BLK" are both "black" variants of model "NV-TEE-LOGO"',
    ]);
  });
});

describe('product cells', () => {
  const base: Record<string, string> = {
    product_key: 'P1', sku: 'P1-M', size: 'M', stock: '3', brand: 'nordvik', category: 'men-t-shirts', gender: 'men', colour: 'black', material: 'linen', range: 'essentials', weight_grams: '200', price_fr: '10',
    ...Object.fromEntries(['fr', 'es', 'it', 'nl', 'de', 'en'].flatMap((locale) => [[`name_${locale}`, 'Tee'], [`slug_${locale}`, `tee-${locale}`]])),
  };
  const assemble = (...rows: Record<string, string>[]) => {
    const problems = new BundleProblems(100);
    const assembler = new ProductAssembler('products.jsonl', problems);
    rows.forEach((cells, index) => assembler.add({ line: index + 1, cells: new Map(Object.entries(cells)) }));
    return { products: assembler.finish().products, problems: problems.list().map(problemText) };
  };

  it('read a sound product', () => {
    const { products, problems } = assemble({ ...base, original_price_fr: '12.5', pictures: 'pictures/a.jpg | https://cdn.example/b.jpg', market_labels: 'eco_friendly', outlet_only: 'yes' }, { product_key: 'P1', sku: 'P1-L', size: 'L', stock: '0' });
    expect(problems).toEqual([]);
    expect(products[0]).toMatchObject({ prices: { fr: { price: 1000, originalPrice: 1250 } }, pictures: ['pictures/a.jpg', 'https://cdn.example/b.jpg'], marketLabels: ['eco_friendly'], outletOnly: true });
    expect(products[0].sizes.map((size) => size.sku)).toEqual(['P1-M', 'P1-L']);
  });

  it('word every cell that breaks a rule, at its line', () => {
    const { problems } = assemble(
      { ...base, gender: 'boys', label: 'hot', made_in: 'Portugal', sales_rank: '0', original_price_de: '20', publish_at: '2026-05-01', unpublish_at: '2026-04-01', pictures: 'pictures/../../etc/passwd', name_nl: '' },
      { product_key: 'P1', sku: 'P1-L', size: 'M', stock: '', gtin: '123' },
      { product_key: 'bad key!', sku: 'X' },
    );
    expect(problems).toEqual([
      'products.jsonl:1: name_nl is empty for product "P1"',
      'products.jsonl:1: original_price_de is set but price_de is empty',
      'products.jsonl:1: unpublish_at 2026-04-01T00:00:00.000Z is not after publish_at 2026-05-01T00:00:00.000Z',
      'products.jsonl:1: gender "boys" is not one of men, women, kids, unisex',
      'products.jsonl:1: label "hot" is not one of new, top_sale, flash_sale, promo',
      'products.jsonl:1: pictures "pictures/../../etc/passwd" is neither pictures/<file> in the bundle, an https URL nor a /media/ address of the shop',
      'products.jsonl:1: made_in "Portugal" is not a country code (PT, IT, FR…)',
      'products.jsonl:1: sales_rank "0" is not a rank (1 = best seller)',
      'products.jsonl:2: gtin "123" is not a GTIN (8, 12, 13 or 14 digits)',
      'products.jsonl:2: stock is empty',
      'products.jsonl:2: size "M" of product "P1" is already on line 1',
      'products.jsonl:3: product_key "bad key!" is not a key (letters, digits, - _ . /, at most 64)',
    ]);
  });
});

describe('reference files', () => {
  async function withChanged(file: string, change: (text: string) => string): Promise<string[]> {
    const folder = await mkdtemp(path.join(work, 'refs-'));
    await cp(TWENTY, folder, { recursive: true });
    await writeFile(path.join(folder, file), change(await readFile(path.join(folder, file), 'utf8')));
    return (await readBundle(folder)).problems.map(problemText);
  }

  it('locate JSON syntax errors and shape mismatches', async () => {
    expect(await withChanged('brands.json', (text) => text.replace('"Nordvik",', '"Nordvik"'))).toEqual([
      "brands.json:4: is not valid JSON (Expected ',' or '}' after property value)",
    ]);
    expect(await withChanged('colours.json', (text) => text.replace('"nl": "Zwart",', '').replace('"#f5f5f0"', '"white"'))).toEqual([
      'colours.json: [0].names needs nl',
      'colours.json: [1].hex "white" is not a colour like #1a2b3c',
    ]);
    expect(await withChanged('sizes.json', (text) => text.replace('"kind": "shoes"', '"kind": "boots"'))).toEqual(['sizes.json: [6].kind "boots" is not one of clothing, shoes, unique']);
  });

  it('refuse keys used twice, unknown parents and sibling slugs used twice', async () => {
    const twice = (text: string) => JSON.stringify([...JSON.parse(text), JSON.parse(text)[0]]);
    expect(await withChanged('materials.json', twice)).toEqual(['materials.json: [5].key "organic-cotton" is already the key of [0]']);
    expect(await withChanged('categories.json', (text) => text.replace('"parent": "men-shoes"', '"parent": "men-shoe"').replace('"robes"', '"t-shirts"'))).toEqual([
      'categories.json: [5].parent "men-shoe" is not a category',
      'categories.json: [9].slugs.fr "t-shirts" is already the slug of [8] under the same parent',
    ]);
    expect(await withChanged('texts/boutique_de.json', (text) => text.replace('"Was', '12, "Was'))).toEqual(["texts/boutique_de.json:3: is not valid JSON (Unexpected token '}')"]);
    expect(await withChanged('ranges.json', (text) => text.replace('"Essentiels"', '"Essentiels'))).toEqual(['ranges.json:5: is not valid JSON (Bad control character in string literal)']);
  });
});
