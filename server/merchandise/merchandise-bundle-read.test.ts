import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../src/domain/catalogue/catalogue-bundle';
import { readBundle } from './merchandise-bundle-read';

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue');
const TWENTY = path.join(FIXTURES, 'twenty');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bundle-read-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('readBundle on the twenty-product fixture', () => {
  it('reads every product, size, reference and picture', async () => {
    const progress: number[] = [];
    const reading = await readBundle(TWENTY, { onProgress: (rows) => progress.push(rows) });
    expect(reading.problems).toEqual([]);
    const bundle = reading.bundle!;
    expect(bundle.products).toHaveLength(20);
    expect(bundle.products.flatMap((product) => product.sizes)).toHaveLength(91);
    expect(progress.at(-1)).toBe(91);
    expect(bundle.brands.map((brand) => brand.key)).toEqual(['nordvik', 'atelier-sauvage', 'urban-tide', 'maison-lune']);
    expect(bundle.categories.filter((category) => category.parent === null).map((category) => category.key)).toEqual(['men', 'women']);
    expect(new Set(bundle.products.map((product) => product.modelKey).filter(Boolean))).toEqual(new Set(['NV-TEE-LOGO', 'AS-SNK-RUNNER']));
    expect(bundle.texts).toEqual({ boutique_de: { 'header.search.placeholder': 'Was suchen Sie heute?' } });

    const hoodie = bundle.products.find((product) => product.key === 'UT-HOOD-NIGHT-BLK')!;
    expect(hoodie.texts.de.name).toBe('Kapuzenpullover Nacht von Léo Brandt');
    expect(hoodie.prices.fr).toEqual({ price: 5990, originalPrice: 7990 });
    expect(hoodie.artists).toEqual(['leo-brandt']);
    expect(hoodie.label).toBe('promo');
    const crest = bundle.products.find((product) => product.key === 'ML-HOOD-CREST-NVY')!;
    expect(Object.keys(crest.prices)).toEqual(['fr']);

    const png = await reading.picture('pictures/nv-tee-logo-wht.png');
    expect(png?.subarray(1, 4).toString()).toBe('PNG');
    const jpeg = await reading.picture(bundle.products[0].pictures[0]);
    expect(jpeg?.[0]).toBe(0xff);
    expect(await reading.picture('products.csv')).toBeNull();
    expect(await reading.picture('pictures/../products.csv')).toBeNull();
    expect(await reading.picture('pictures/none.jpg')).toBeNull();
    await reading.dispose();
  });

  it('reads the same bundle from products.jsonl', async () => {
    const folder = path.join(work, 'jsonl');
    await cp(TWENTY, folder, { recursive: true });
    const records = parse(await readFile(path.join(TWENTY, 'products.csv')), { columns: true, bom: true }) as Record<string, string>[];
    const lines = records.map((record) => JSON.stringify(Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '').map(([key, value]) => [key, /^(stock|weight_grams)$/.test(key) ? Number(value) : value]))));
    await writeFile(path.join(folder, 'products.jsonl'), `${lines.join('\n')}\n`);
    await unlink(path.join(folder, 'products.csv'));
    const [fromJsonl, fromCsv] = await Promise.all([readBundle(folder), readBundle(TWENTY)]);
    expect(fromJsonl.problems).toEqual([]);
    expect(fromJsonl.bundle).toEqual(fromCsv.bundle);
  });
});

describe('countries.json', () => {
  const names = { fr: 'Suède', es: 'Suecia', it: 'Svezia', nl: 'Zweden', de: 'Schweden', en: 'Sweden' };

  it('is optional, and read with delivery on by default', async () => {
    expect((await readBundle(TWENTY)).bundle?.countries).toEqual([]);
    const folder = path.join(work, 'countries-ok');
    await cp(TWENTY, folder, { recursive: true });
    await writeFile(path.join(folder, 'countries.json'), JSON.stringify([{ code: 'SE', store: 'boutique_com', names, vatRate: 25 }]));
    expect((await readBundle(folder)).bundle?.countries).toEqual([{ code: 'SE', store: 'boutique_com', names, vatRate: 25, delivered: true }]);
  });

  it('names a bad code, an unknown store and a VAT out of range, then a code given twice', async () => {
    const folder = path.join(work, 'countries-bad');
    await cp(TWENTY, folder, { recursive: true });
    await writeFile(path.join(folder, 'countries.json'), JSON.stringify([
      { code: 'se', store: 'boutique_com', names, vatRate: 25 },
      { code: 'NO', store: 'boutique_no', names, vatRate: 25 },
      { code: 'DK', store: 'boutique_com', names, vatRate: 125 },
    ]));
    const reading = await readBundle(folder);
    expect(reading.bundle).toBeNull();
    const problems = reading.problems.map(problemText);
    expect(problems.find((problem) => problem.startsWith('countries.json: [0].code'))).toBeDefined();
    expect(problems.find((problem) => problem.startsWith('countries.json: [1].store'))).toBeDefined();
    expect(problems.find((problem) => problem.startsWith('countries.json: [2].vatRate'))).toBeDefined();
    await writeFile(path.join(folder, 'countries.json'), JSON.stringify([
      { code: 'FI', store: 'boutique_com', names, vatRate: 25.5 },
      { code: 'FI', store: 'boutique_com', names, vatRate: 24 },
    ]));
    expect((await readBundle(folder)).problems.map(problemText)).toEqual(['countries.json: [1].code "FI" is already the code of [0]']);
  });
});

describe('readBundle on the broken fixture', () => {
  it('names every mistake with its file and line or field, and gives no bundle', async () => {
    const reading = await readBundle(path.join(FIXTURES, 'broken'));
    expect(reading.bundle).toBeNull();
    expect(reading.problems.map(problemText)).toEqual([
      'categories.json: [12].parent: the categories make a loop (outlet → outlet-sale → outlet)',
      'colours.json: [6].hex "#12345" is not a colour like #1a2b3c',
      'products.csv:1: unknown column "colour_name"',
      'products.csv:4: price_de "12,5O" is not a price',
      'products.csv:5: stock "-3" is negative',
      'products.csv:7: sku "BR-OK-M" is already on line 2',
      'products.csv:8: brand "nordvick" is not in brands.json',
      'products.csv:9: category "men-clothing" has sub-categories: a product goes in a leaf',
      'products.csv:10: name_fr "=HYPERLINK(\\"https://evil.example\\",\\"Solde…" looks like a spreadsheet formula (start it with \' to keep it as text)',
      'products.csv:11: picture "pictures/missing.jpg" is not in the bundle',
      'products.csv:12: original_price_fr 19.90 is not above price_fr 29.90',
      'products.csv:13: product "BR-KINDS" mixes sizes of kinds clothing and shoes',
      'products.csv:15: gtin "3760123410008" has a wrong check digit',
      'products.csv:16: product "BR-NO-PRICE" has no price: it needs at least one of price_fr, price_es, price_it, price_be, price_de, price_ie',
      'products.csv:17: slug_it "br-ok-it" is already the slug of product "BR-OK" (line 2)',
      'products.csv:18: publish_at "2026-13-45" is not a date',
      'products.csv:20: name_en "Another tee" differs from line 19 ("Tee en"): the rows of product "BR-DISAGREE" must agree',
    ]);
    expect(reading.problems.find((problem) => problem.line === 4)?.field).toBe('price_de');
  });

  it('says which files are missing', async () => {
    const empty = path.join(work, 'empty');
    await cp(path.join(TWENTY, 'brands.json'), path.join(empty, 'brands.json'));
    const reading = await readBundle(empty);
    expect(reading.problems.map(problemText)).toEqual([
      'categories.json: is missing',
      'colours.json: is missing',
      'materials.json: is missing',
      'products.csv: is missing (a bundle holds products.csv or products.jsonl)',
      'ranges.json: is missing',
      'sizes.json: is missing',
    ]);
    expect((await readBundle(path.join(work, 'nowhere'))).problems.map(problemText)).toEqual(['nowhere: does not exist']);
    expect((await readBundle(path.join(TWENTY, 'brands.json'))).problems.map(problemText)).toEqual(['brands.json: is not a folder, a .zip or a .tar.gz']);
  });

  it('caps the list of problems with a count of the rest', async () => {
    const reading = await readBundle(path.join(FIXTURES, 'broken'), { limits: { problems: 5 } });
    expect(reading.problems).toHaveLength(6);
    expect(reading.problems[5].message).toBe('and 12 more problems');
  });
});
