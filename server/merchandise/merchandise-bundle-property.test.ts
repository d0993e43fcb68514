/**
 * Random and hostile products files thrown at the reader (issue 32 "Done when"): whatever the
 * bytes, readBundle never throws, gives a bundle exactly when there is no problem, and every
 * problem of the products file names the file and a line of it.
 */
import { cp, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_NAMES, COLUMNS } from './merchandise-bundle-columns';
import { readBundle } from './merchandise-bundle-read';

const TWENTY = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue/twenty');
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bundle-property-test-'));
  await cp(TWENTY, folder, { recursive: true });
  await unlink(path.join(folder, 'products.csv'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const HOSTILE = ['=1+1', '+33', '-1', '@SUM(A1)', '"', '""', '\r\n', '\n', '\r', '\ufeff', '12,5O', '-3', ',', ';', '\t=x', '\0', "'=x", 'pictures/../x', 'https://x', '𝒳', '\ud800'];
const PLAUSIBLE = ['nordvik', 'men-t-shirts', 'M', '42', 'black', 'organic-cotton', 'essentials', 'men', '10', '29.90', 'yes', 'P1', 'P1-M', 'tee'];
const cell = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom(...HOSTILE), fc.constantFrom(...PLAUSIBLE));
const REQUIRED = COLUMNS.filter((column) => column.required).map((column) => column.name);
const header = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...COLUMN_NAMES), fc.string({ maxLength: 8 })), { maxLength: 40 }),
  fc.subarray([...COLUMN_NAMES]).map((optional) => [...REQUIRED, ...optional.filter((name) => !REQUIRED.includes(name))]),
  fc.constant([...REQUIRED, 'sku']),
);
const csvText = fc
  .record({
    header,
    rows: fc.array(fc.array(cell, { maxLength: 45 }), { maxLength: 8 }),
    quoted: fc.boolean(),
    newline: fc.constantFrom('\n', '\r\n', '\r'),
    bom: fc.boolean(),
  })
  .map(({ header: names, rows, quoted, newline, bom }) => {
    const records = [names, ...rows];
    const body = quoted ? stringify(records, { record_delimiter: newline }) : records.map((record) => record.join(',')).join(newline);
    return Buffer.from((bom ? '\ufeff' : '') + body);
  });
/** Bytes no spreadsheet would write: random ones, or a CSV with a stray byte or cut short. */
const products = fc.oneof(
  csvText,
  fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
  fc.tuple(csvText, fc.nat(), fc.integer({ min: 0, max: 255 })).map(([bytes, at, byte]) => Buffer.concat([bytes.subarray(0, at % (bytes.length + 1)), Buffer.from([byte]), bytes.subarray(at % (bytes.length + 1))])),
);

const lineCount = (bytes: Buffer) => bytes.toString('latin1').split(/\r\n|\r|\n/).length;

async function expectLocated(file: string, bytes: Buffer): Promise<void> {
  await writeFile(path.join(folder, file), bytes);
  const reading = await readBundle(folder);
  expect(reading.bundle === null).toBe(reading.problems.length > 0);
  for (const problem of reading.problems) {
    expect(problem.file).not.toBe('');
    expect(problem.message).not.toBe('');
    if (problem.file !== file || problem.message.startsWith('and ')) continue;
    expect(Number.isInteger(problem.line), JSON.stringify(problem)).toBe(true);
    expect(problem.line).toBeGreaterThanOrEqual(1);
    expect(problem.line).toBeLessThanOrEqual(lineCount(bytes) + 1);
  }
}

describe('readBundle under random input', () => {
  it('never throws on products.csv, and locates every problem', async () => {
    await fc.assert(fc.asyncProperty(products, (bytes) => expectLocated('products.csv', bytes)), { numRuns: 150 });
    await unlink(path.join(folder, 'products.csv'));
  });

  it('never throws on products.jsonl, and locates every problem', async () => {
    const value = fc.oneof(cell, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(cell, { maxLength: 3 }), fc.object({ maxDepth: 1 }));
    const record = fc.dictionary(fc.oneof(fc.constantFrom(...COLUMN_NAMES), fc.string({ maxLength: 6 })), value, { maxKeys: 12 });
    const line = fc.oneof(record.map((each) => JSON.stringify(each)), fc.json(), fc.string({ maxLength: 30 }));
    const jsonl = fc.tuple(fc.array(line, { maxLength: 8 }), fc.constantFrom('\n', '\r\n')).map(([lines, newline]) => Buffer.from(lines.join(newline)));
    await fc.assert(fc.asyncProperty(fc.oneof(jsonl, fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes))), (bytes) => expectLocated('products.jsonl', bytes)), { numRuns: 100 });
    await unlink(path.join(folder, 'products.jsonl'));
  });

  it('reads a 10 MB cell, repeated headers, formulas, a BOM and CRLF as located problems', async () => {
    const huge = `"${'x'.repeat(10 * 1024 * 1024)}"`;
    const columns = [...REQUIRED, 'sku'];
    const rows = [columns, columns.map((name) => (name.startsWith('name_') ? '=cmd|/c calc' : 'y')), columns.map((name) => (name === 'stock' ? huge : 'y'))];
    const bytes = Buffer.from(`\ufeff${rows.map((row) => row.join(',')).join('\r\n')}\r\n`);
    await writeFile(path.join(folder, 'products.csv'), bytes);
    const reading = await readBundle(folder);
    const lines = reading.problems.filter((problem) => problem.file === 'products.csv').map((problem) => `${problem.line}: ${problem.message}`);
    expect(lines).toContain('1: column "sku" appears twice (columns 2 and 24)');
    expect(lines).toContain('3: stock is over 64 kB');
    expect(lines.some((line) => line.startsWith('2: ') && line.includes('looks like a spreadsheet formula'))).toBe(true);
    await unlink(path.join(folder, 'products.csv'));
  });
});
