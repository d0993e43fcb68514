/**
 * size-guides.csv (optional, issue 38, docs/catalogue-format.md "size-guides.csv"): the size
 * guides, one row per measurement of one size — `category,brand,size,kind,measure,cm` — read whole
 * (a guide file is small) and checked line by line: known category, brand and size keys, a kind
 * and a measure of the fixed lists, centimetres (`88`, `88.5`, `88-92`), and each cell once. The
 * file's absence leaves the shop's guides as they are; its presence replaces them all.
 */
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { readKey, readText } from '../../src/domain/catalogue/catalogue-bundle';
import {
  SIZE_GUIDE_KINDS, SIZE_GUIDE_MEASURES, centimetresCell, isSizeGuideKind, isSizeGuideMeasure, readCentimetres, type BundleSizeGuideRow,
} from '../../src/domain/catalogue/size-guide';
import { type BundleLimits, type BundleProblems, shown, sizeText } from './merchandise-bundle-limits';
import type { References } from './merchandise-bundle-references';
import { utf8Text } from './merchandise-bundle-text';

export const SIZE_GUIDES_FILE = 'size-guides.csv';
export const SIZE_GUIDE_COLUMNS = ['category', 'brand', 'size', 'kind', 'measure', 'cm'] as const;

/** The guides; undefined when the bundle has no size-guides.csv, null when it has problems. */
export async function readSizeGuides(root: string, limits: BundleLimits, problems: BundleProblems, references: References): Promise<BundleSizeGuideRow[] | undefined | null> {
  const file = SIZE_GUIDES_FILE;
  const stats = await lstat(path.join(root, file)).catch(() => null);
  if (stats === null) return undefined;
  if (!stats.isFile()) return fault(problems, file, undefined, 'is not a plain file');
  if (stats.size > limits.jsonBytes) return fault(problems, file, undefined, `is over ${sizeText(limits.jsonBytes)}`);
  const text = utf8Text(file, await readFile(path.join(root, file)), problems);
  if (text === null) return null;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { info: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'], skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return fault(problems, file, line, `is not valid CSV here (${(error as Error).message.replace(/ at line \d+/, '')})`);
  }
  if (records.length === 0) return fault(problems, file, 1, `is empty: it needs a header row (${SIZE_GUIDE_COLUMNS.join(',')})`);
  const header = records[0].record.map((name) => name.trim().toLowerCase());
  const missing = SIZE_GUIDE_COLUMNS.filter((name) => !header.includes(name));
  const unknown = header.filter((name) => !(SIZE_GUIDE_COLUMNS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const words = [missing.length > 0 ? `lacks ${missing.join(', ')}` : '', unknown.length > 0 ? `has unknown columns ${unknown.map(shown).join(', ')}` : ''].filter(Boolean);
    return fault(problems, file, 1, `header ${words.join(' and ')} (columns: ${SIZE_GUIDE_COLUMNS.join(',')})`);
  }
  const known = {
    categories: references.categories && new Set(references.categories.map((category) => category.key)),
    brands: references.brands && new Set(references.brands.map((brand) => brand.key)),
    sizes: references.sizes && new Set(references.sizes.map((size) => size.key)),
  };
  const rows: BundleSizeGuideRow[] = [];
  const first = new Map<string, number>();
  const before = problems.count;
  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    if (record.length !== header.length) {
      problems.at(file, line, `has ${record.length} cells where the header has ${header.length}`);
      continue;
    }
    const cell = (name: (typeof SIZE_GUIDE_COLUMNS)[number]) => record[header.indexOf(name)];
    const wrong = (field: string, message: string) => problems.at(file, line, message, field);
    const key = (name: 'category' | 'size', set: Set<string> | null, what: string): string | null => {
      const read = readKey(name, cell(name));
      if (!read.ok) return (wrong(name, read.problem), null);
      if (set && !set.has(read.value)) return (wrong(name, `${name} ${shown(read.value)} is not a key of ${what}`), null);
      return read.value;
    };
    const category = key('category', known.categories, 'categories.json');
    const size = key('size', known.sizes, 'sizes.json');
    let brand: string | null = null;
    if (cell('brand').trim() !== '') {
      const read = readKey('brand', cell('brand'));
      if (!read.ok) wrong('brand', read.problem);
      else if (known.brands && !known.brands.has(read.value)) wrong('brand', `brand ${shown(read.value)} is not a key of brands.json`);
      else brand = read.value;
    }
    const kindCell = readText('kind', cell('kind'));
    const kind = kindCell.ok ? kindCell.value.trim().toLowerCase() : '';
    if (!isSizeGuideKind(kind)) wrong('kind', `kind ${shown(cell('kind'))} is not ${SIZE_GUIDE_KINDS.join(' or ')}`);
    const measure = cell('measure').trim().toLowerCase();
    if (!isSizeGuideMeasure(measure)) wrong('measure', `measure ${shown(cell('measure'))} is not one of ${SIZE_GUIDE_MEASURES.join(', ')}`);
    const cm = readCentimetres('cm', cell('cm'));
    if (!cm.ok) wrong('cm', cm.problem);
    if (category === null || size === null || !isSizeGuideKind(kind) || !isSizeGuideMeasure(measure) || !cm.ok) continue;
    if (cell('brand').trim() !== '' && brand === null) continue;
    const slot = [category, brand ?? '', size, kind, measure].join('\n');
    const seen = first.get(slot);
    if (seen !== undefined) {
      wrong('measure', `${kind} ${measure} of size ${shown(size)} is already given on line ${seen} for this category and brand`);
      continue;
    }
    first.set(slot, line);
    rows.push({ category, brand, size, kind, measure, ...cm.value });
  }
  return problems.count === before ? rows : null;
}

function fault(problems: BundleProblems, file: string, line: number | undefined, message: string): null {
  problems.at(file, line, message);
  return null;
}

/** The rows an export writes (header first), in the order given. */
export function sizeGuideRecords(rows: readonly BundleSizeGuideRow[]): string[][] {
  return [[...SIZE_GUIDE_COLUMNS], ...rows.map((row) => [row.category, row.brand ?? '', row.size, row.kind, row.measure, centimetresCell(row)])];
}
