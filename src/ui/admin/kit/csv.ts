/**
 * CSV of a list (issue 39: "CSV export of any list"): RFC 4180 (comma, CRLF, a field quoted when it
 * holds a comma, a quote, a line break or surrounding spaces, quotes doubled), a UTF-8 byte-order
 * mark so a spreadsheet reads the accents. A text starting with = + - @ (or a tab or carriage
 * return) would run as a formula in a spreadsheet: it gets a leading apostrophe. Numbers stay numbers.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** The whole file: the header line, then one line per row, each ended by CRLF, after a BOM. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => `${csvRow(row)}\r\n`).join('')}`;
}

/**
 * Every row of a filtered list, page after page (at most `pageSize` each), until `total` is
 * reached or a page comes back short; `limit` stops a runaway list.
 */
export async function fetchAllRows<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ rows: T[]; total: number }>,
  { pageSize = 100, limit = 100_000 }: { pageSize?: number; limit?: number } = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < limit; page += 1) {
    const answer = await fetchPage(page, pageSize);
    rows.push(...answer.rows);
    if (answer.rows.length < pageSize || rows.length >= answer.total) break;
  }
  return rows.slice(0, limit);
}

/** A safe file name for the download: letters, digits, dots, dashes; `.csv` at the end. */
export function csvFileName(name: string | undefined, today = new Date()): string {
  const base = (name ?? 'export').replace(/\.csv$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${base}-${today.toISOString().slice(0, 10)}.csv`;
}
