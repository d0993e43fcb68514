/**
 * products.csv, streamed with csv-parse: UTF-8 checked line by line, the header checked once, then
 * one row per size with the physical line it starts on (1 = the header), for every problem to
 * name. Nothing here throws on a bad file: each fault is a located problem.
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parse, type CsvError, type Info } from 'csv-parse';
import { type Header, readHeader } from './merchandise-bundle-columns';
import { type BundleLimits, type BundleProblems, shown, sizeText } from './merchandise-bundle-limits';
import { utf8Check } from './merchandise-bundle-text';

/** One row of products.csv or one record of products.jsonl: its cells by column, and where it starts. */
export interface ProductRow {
  line: number;
  cells: Map<string, string>;
}

/** Without these, no row can be read: the header's problem is the file's only one. */
const ROW_COLUMNS = ['product_key', 'sku', 'size', 'stock'];

/** A record bigger than this is taken for a quote left open (the parser would otherwise swallow the file). */
const RECORD_BYTES = 16 * 1024 * 1024;

/**
 * csv-parse counts each CR and each LF inside a quoted cell as a line, where a text editor sees one
 * line break in a CRLF: the excess is taken off, so that lines are the ones the merchant sees.
 */
const breakChars = (cell: string): number => cell.match(/[\r\n]/g)?.length ?? 0;
const crlfs = (cell: string): number => cell.match(/\r\n/g)?.length ?? 0;
const total = (record: string[], count: (cell: string) => number): number => record.reduce((sum, cell) => sum + count(cell), 0);

export async function* csvRows(filePath: string, file: string, limits: BundleLimits, problems: BundleProblems, header?: (header: Header) => void): AsyncGenerator<ProductRow> {
  const parser = parse({
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: RECORD_BYTES,
  });
  /** The last line of the last record read: a record that cannot be read starts after it. */
  let lastLine = 0;
  let excess = 0;
  parser.on('skip', (error: CsvError) => {
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      problems.at(file, lastLine + 1, `a row is over ${sizeText(RECORD_BYTES)} (is a quote left open?): the rest of the file is not read`);
      parser.destroy();
    } else if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      problems.at(file, lastLine + 1, 'a quoted cell is never closed (a " is missing)');
    } else {
      const lines = (error as CsvError & { lines?: number }).lines;
      problems.at(file, lines === undefined ? lastLine + 1 : lines - excess, `is not valid CSV here (${error.message.replace(/ at line \d+/, '')})`);
    }
  });
  const flowing = pipeline(createReadStream(filePath), utf8Check(file, problems), parser).catch(() => undefined);
  let columns: Header | null = null;
  const before = problems.count;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      const line = info.lines - total(record, breakChars) - excess;
      excess += total(record, crlfs);
      lastLine = info.lines - excess;
      if (columns === null) {
        columns = readHeader(record);
        for (const problem of columns.problems) problems.at(file, line, problem);
        header?.(columns);
        if (ROW_COLUMNS.some((name) => !columns!.present.has(name))) break;
        continue;
      }
      if (record.length === 1 && record[0].trim() === '') continue;
      const row = rowOf(record, line, columns, file, limits, problems);
      if (row) yield row;
    }
  } catch {
    // A file that stops being readable midway (not UTF-8 at all, a disk error) has said so through its problems.
    if (problems.count === before) problems.at(file, lastLine + 1, 'cannot be read further');
  } finally {
    parser.destroy();
    await flowing;
  }
  if (columns === null && problems.count === before) problems.at(file, 1, 'is empty: it needs a header row and a row per size');
}

/** A record's cells by column, or null (with problems) when it cannot be trusted. */
function rowOf(record: string[], line: number, header: Header, file: string, limits: BundleLimits, problems: BundleProblems): ProductRow | null {
  if (record.length !== header.names.length) {
    problems.at(file, line, `has ${record.length} cells where the header has ${header.names.length} (a comma too many or a quote missing?)`);
    return null;
  }
  const cells = new Map<string, string>();
  let sound = true;
  record.forEach((cell, index) => {
    const name = header.names[index];
    if (cell.length * 3 > limits.cellBytes && Buffer.byteLength(cell) > limits.cellBytes) {
      problems.at(file, line, `${name ?? `column ${index + 1}`} is over ${sizeText(limits.cellBytes)}`, name ?? undefined);
      sound = false;
    } else if (name === null) {
      if (cell.trim() !== '') {
        problems.at(file, line, `column ${index + 1} has no name in the header but holds ${shown(cell)}`);
        sound = false;
      }
    } else if (!cells.has(name)) cells.set(name, cell);
  });
  return sound ? { line, cells } : null;
}
