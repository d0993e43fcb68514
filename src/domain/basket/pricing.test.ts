import { describe, expect, it } from 'vitest';
import { dutyFree, percentOff, spreadAmount, unitPriceFromTotal } from './pricing';
import { parsePromoCode } from './promo-code';

describe('basket money rules', () => {
  it.each([
    [2999, 20, 2499],
    [2999, 21, 2479],
    [10000, 25.5, 7968],
    [0, 20, 0],
  ])('%i cents with %s %% VAT is %i cents without', (withDuty, rate, expected) => {
    expect(dutyFree(withDuty, rate)).toBe(expected);
  });

  it.each([
    [49.98, 2, 24.99],
    [10, 3, 3.33],
    [20, 3, 6.67],
    [5, 0, 0],
  ])('unit price of %s for %i is %s', (total, quantity, unit) => {
    expect(unitPriceFromTotal(total, quantity)).toBe(unit);
  });

  it('takes a percent off each line, to the cent', () => {
    expect(percentOff([2999, 1555, 0], 10)).toEqual([300, 156, 0]);
  });

  it.each([
    { lines: [5000, 5000], amount: 1500, parts: [750, 750] },
    { lines: [1000, 2000, 3000], amount: 1000, parts: [167, 333, 500] },
    { lines: [999, 1], amount: 500, parts: [500, 0] },
    { lines: [300, 200], amount: 1500, parts: [300, 200] },
    { lines: [0, 0], amount: 1500, parts: [0, 0] },
    { lines: [333, 333, 334], amount: 100, parts: [33, 33, 34] },
  ])('spreads $amount over $lines as $parts', ({ lines, amount, parts }) => {
    const spread = spreadAmount(lines, amount);
    expect(spread).toEqual(parts);
    expect(spread.reduce((sum, part) => sum + part, 0)).toBe(Math.min(amount, lines.reduce((sum, line) => sum + line, 0)));
  });

  it.each([
    ['bienvenue10', { ok: true, code: 'BIENVENUE10' }],
    ['  Moins 15 ', { ok: true, code: 'MOINS15' }],
    ['', { ok: false, kind: 'promo-code-required' }],
    ['   ', { ok: false, kind: 'promo-code-required' }],
    [null, { ok: false, kind: 'promo-code-required' }],
  ])('SPEC §5: promo code %j', (input, expected) => {
    expect(parsePromoCode(input)).toEqual(expected);
  });
});
