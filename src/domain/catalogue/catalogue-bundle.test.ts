import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problemText, readCountryCode, readGtin, readInstant, readKey, readPrice, readStock, readText, textCell } from './catalogue-bundle';

describe('catalogue bundle cells', () => {
  it('reads prices in cents and refuses commas and letters', () => {
    expect(readPrice('price_fr', '12.5')).toEqual({ ok: true, value: 1250 });
    expect(readPrice('price_fr', '12')).toEqual({ ok: true, value: 1200 });
    expect(readPrice('price_de', '12,5O')).toEqual({ ok: false, problem: 'price_de "12,5O" is not a price' });
    expect(readPrice('price_de', '0')).toMatchObject({ ok: false });
  });

  it('refuses a negative stock in words', () => {
    expect(readStock('stock', '-2')).toEqual({ ok: false, problem: 'stock "-2" is negative' });
    expect(readStock('stock', '7')).toEqual({ ok: true, value: 7 });
  });

  it('checks GTIN check digits', () => {
    expect(readGtin('gtin', '4006381333931')).toEqual({ ok: true, value: '4006381333931' });
    expect(readGtin('gtin', '4006381333932')).toMatchObject({ ok: false });
    expect(readGtin('gtin', '')).toEqual({ ok: true, value: null });
  });

  it('reads keys, dates and country codes', () => {
    expect(readKey('brand', ' nordvik ')).toEqual({ ok: true, value: 'nordvik' });
    expect(readKey('brand', '../x')).toMatchObject({ ok: false });
    expect(readInstant('publish_at', '2026-12-01')).toEqual({ ok: true, value: '2026-12-01T00:00:00.000Z' });
    expect(readCountryCode('made_in', 'pt')).toEqual({ ok: true, value: 'PT' });
    expect(readCountryCode('made_in', 'Portugal')).toMatchObject({ ok: false });
  });

  it('refuses formulas unless escaped, and escapes them on the way out', () => {
    expect(readText('name_fr', '=HYPERLINK("x")')).toMatchObject({ ok: false });
    expect(readText('name_fr', "'=1+1")).toEqual({ ok: true, value: '=1+1' });
    expect(readText('name_fr', '-1')).toEqual({ ok: true, value: '-1' });
    expect(textCell('@home')).toBe("'@home");
    expect(textCell('Logo tee')).toBe('Logo tee');
  });

  it('gives back every text written with textCell', () => {
    const text = fc.stringMatching(/^['=+\-@\t\r]{0,3}[\s\S]{0,6}$/);
    fc.assert(fc.property(text, (value) => {
      expect(readText('name_fr', textCell(value))).toEqual({ ok: true, value });
    }));
  });

  it('words a problem with its file and line', () => {
    expect(problemText({ file: 'products.csv', line: 812, message: 'price_de "12,5O" is not a price' })).toBe('products.csv:812: price_de "12,5O" is not a price');
  });
});
