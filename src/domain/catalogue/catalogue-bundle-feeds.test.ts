import { describe, expect, it } from 'vitest';
import { changedStock, originalPriceProblem, readCountry, readPrice, readStockChange } from './catalogue-bundle';

describe('the cells of the daily feeds', () => {
  it('reads a stock as absolute, or as a change up or down', () => {
    expect(readStockChange('stock', '12')).toEqual({ ok: true, value: { kind: 'set', value: 12 } });
    expect(readStockChange('stock', '+3')).toEqual({ ok: true, value: { kind: 'add', value: 3 } });
    expect(readStockChange('stock', ' -1 ')).toEqual({ ok: true, value: { kind: 'add', value: -1 } });
    expect(readStockChange('stock', '-x')).toEqual({ ok: false, problem: 'stock "-x" is not a stock (12, +3 or -1)' });
    expect(readStockChange('stock', '1.5')).toMatchObject({ ok: false });
  });

  it('never takes a stock below zero', () => {
    expect(changedStock(2, { kind: 'add', value: -5 })).toBe(0);
    expect(changedStock(2, { kind: 'add', value: 3 })).toBe(5);
    expect(changedStock(2, { kind: 'set', value: 0 })).toBe(0);
  });

  it('reads a country of the shop in any case, and names the countries otherwise', () => {
    expect(readCountry('country', 'DE')).toEqual({ ok: true, value: 'de' });
    expect(readCountry('country', 'uk')).toEqual({ ok: false, problem: 'country "uk" is not a country of the shop (fr, es, it, be, de, ie)' });
  });

  it('refuses a crossed-out price that is not above the price', () => {
    expect(originalPriceProblem(2500, null)).toBeNull();
    expect(originalPriceProblem(2500, 3000)).toBeNull();
    expect(originalPriceProblem(2500, 2500)).toBe('the original price 25.00 is not above the price 25.00');
    expect(readPrice('price', '12,50')).toEqual({ ok: false, problem: 'price "12,50" is not a price' });
  });
});
