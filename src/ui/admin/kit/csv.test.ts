import { describe, expect, it } from 'vitest';
import { buildCsv, csvField, csvFileName, csvRow, fetchAllRows } from './csv';

describe('CSV of a list (RFC 4180, spreadsheet-safe)', () => {
  it('quotes a field with a comma, a quote, a line break or surrounding spaces, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('Élodie Crème')).toBe('Élodie Crème');
  });

  it('neutralises formulas: a text starting with = + - @ (or tab, CR) gets a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('+33 6 12 34 56 78')).toBe("'+33 6 12 34 56 78");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers (negative ones too), empty for null, undefined or not finite', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('makes a file: BOM, header, rows, each line ended by CRLF', () => {
    expect(csvRow(['a', 1, null, 'x,y'])).toBe('a,1,,"x,y"');
    expect(buildCsv(['Order', 'Total'], [['100001', 59.9], ['100002', '=1+1']])).toBe('\uFEFFOrder,Total\r\n100001,59.9\r\n100002,\'=1+1\r\n');
  });

  it('fetches every page of the filtered list, stopping at the total or a short page', async () => {
    const all = Array.from({ length: 250 }, (_, index) => index);
    const asked: number[] = [];
    const rows = await fetchAllRows(async (page, pageSize) => {
      asked.push(page);
      return { rows: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
    });
    expect(rows).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);

    const exact = await fetchAllRows(async (page) => ({ rows: page === 1 ? Array.from({ length: 100 }, () => 1) : [], total: 100 }));
    expect(exact).toHaveLength(100);
    const empty = await fetchAllRows(async () => ({ rows: [], total: 0 }));
    expect(empty).toEqual([]);
    const capped = await fetchAllRows(async () => ({ rows: Array.from({ length: 10 }, () => 1), total: 1_000 }), { pageSize: 10, limit: 25 });
    expect(capped).toHaveLength(25);
  });

  it('names the download safely, dated', () => {
    const day = new Date('2026-12-03T10:00:00Z');
    expect(csvFileName('commandes', day)).toBe('commandes-2026-12-03.csv');
    expect(csvFileName('../../etc/passwd', day)).toBe('..-..-etc-passwd-2026-12-03.csv');
    expect(csvFileName(undefined, day)).toBe('export-2026-12-03.csv');
    expect(csvFileName('orders.csv', day)).toBe('orders-2026-12-03.csv');
  });
});
