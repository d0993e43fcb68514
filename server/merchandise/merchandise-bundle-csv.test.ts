import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../src/domain/catalogue/catalogue-bundle';
import { COLUMNS } from './merchandise-bundle-columns';
import { csvRows } from './merchandise-bundle-csv';
import { BundleProblems, DEFAULT_BUNDLE_LIMITS } from './merchandise-bundle-limits';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bundle-csv-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const REQUIRED = COLUMNS.filter((column) => column.required).map((column) => column.name);

/** Reads `text` as products.csv: the rows as `line:product_key`, and the problems as text. */
async function read(text: string | Buffer, cellBytes = DEFAULT_BUNDLE_LIMITS.cellBytes) {
  const file = path.join(work, 'products.csv');
  await writeFile(file, text);
  const problems = new BundleProblems(100);
  const rows: string[] = [];
  for await (const row of csvRows(file, 'products.csv', { ...DEFAULT_BUNDLE_LIMITS, cellBytes }, problems)) rows.push(`${row.line}:${row.cells.get('product_key')}`);
  return { rows, problems: problems.list().map(problemText) };
}

/** A header of the required columns, then rows whose first cell is the product key and second the SKU. */
const csv = (lines: string[][], newline = '\n') => [REQUIRED, ...lines].map((cells) => cells.join(',')).join(newline) + newline;
const row = (key: string, sku = `${key}-M`) => [key, sku, ...REQUIRED.slice(2).map(() => 'x')];

describe('products.csv reading', () => {
  it('gives each row the line it starts on, across quoted line breaks and CRLF', async () => {
    const text = csv([row('A', '"a\r\nb"'), row('B'), [''], row('C', '"c\n\nc"'), row('D')], '\r\n');
    expect(await read(text)).toEqual({ rows: ['2:A', '4:B', '6:C', '9:D'], problems: [] });
  });

  it('accepts a BOM, and locates bytes that are not UTF-8', async () => {
    expect((await read(`\ufeff${csv([row('A')])}`)).rows).toEqual(['2:A']);
    const bad = Buffer.concat([Buffer.from(csv([row('A')])), Buffer.from([0x42, 0x2c, 0xe9, 0x2c]), Buffer.from(`${row('C').slice(2).join(',')}\n`)]);
    expect((await read(bad)).problems).toEqual(['products.csv:3: is not UTF-8 text (save the file as UTF-8)']);
    expect((await read(Buffer.from(`\ufeff${csv([row('A')])}`, 'utf16le'))).problems).toEqual(['products.csv:1: is UTF-16 text: save it as UTF-8 ("CSV UTF-8" in a spreadsheet)']);
  });

  it('refuses a cell over the limit and goes on with the next row', async () => {
    const huge = 'y'.repeat(10 * 1024 * 1024);
    const result = await read(csv([row('A'), row('B', `"${huge}"`), row('C')]));
    expect(result.rows).toEqual(['2:A', '4:C']);
    expect(result.problems).toEqual(['products.csv:3: sku is over 64 kB']);
  });

  it('says which columns are unknown, repeated or missing, and how the file is separated', async () => {
    const header = ['product_key', 'sku', 'sku', 'nmae_fr', 'colour_name'].join(',');
    const result = await read(`${header}\nA,1,1,x,y\n`);
    expect(result.rows, 'no row is read without size and stock').toEqual([]);
    expect(result.problems).toEqual([
      'products.csv:1: column "sku" appears twice (columns 2 and 3)',
      'products.csv:1: unknown column "nmae_fr" (did you mean "name_fr"?)',
      'products.csv:1: unknown column "colour_name"',
      `products.csv:1: missing columns ${REQUIRED.filter((name) => !['product_key', 'sku'].includes(name)).join(', ')}`,
    ]);
    expect((await read('product_key;sku;size\nA;1;M\n')).problems).toEqual([
      'products.csv:1: the columns are separated by ";": the format uses commas (save as "CSV UTF-8, comma-separated")',
    ]);
    expect((await read('')).problems).toEqual(['products.csv:1: is empty: it needs a header row and a row per size']);
  });

  it('locates rows with too many cells, cells without a column, and a quote never closed', async () => {
    const text = `${REQUIRED.join(',')},\n${row('A').join(',')},\n${row('B').join(',')},oops\n${row('C').join(',')},x,y\n${row('D').join(',')},"open\n${row('E').join(',')}\n`;
    expect(await read(text)).toEqual({
      rows: ['2:A'],
      problems: [
        `products.csv:3: column ${REQUIRED.length + 1} has no name in the header but holds "oops"`,
        `products.csv:4: has ${REQUIRED.length + 2} cells where the header has ${REQUIRED.length + 1} (a comma too many or a quote missing?)`,
        'products.csv:5: a quoted cell is never closed (a " is missing)',
      ],
    });
  });

  it('reads quotes inside cells and keeps formulas for the cell rules to refuse', async () => {
    const text = csv([row('A', '"say ""hi"""'), row('B', '12" screen'), row('=HYPERLINK()')]);
    expect((await read(text)).rows).toEqual(['2:A', '3:B', '4:=HYPERLINK()']);
  });
});
