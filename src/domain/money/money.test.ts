import { describe, expect, it } from 'vitest';
import { LOCALES } from '../store/locales';
import { CURRENCY, formatMoney } from './money';

const intl = (euros: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }).format(euros);

/** A fixed sequence of pseudo-random numbers (mulberry32), so a failure can be replayed. */
function* numbers(seed: number, count: number): Generator<number> {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    yield ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

const EDGES = [
  0, -0, 0.004, 0.005, -0.001, 0.01, 0.1, 0.125, 0.045, 1.005, 1.995, 2.675, 9.99, 24.5, 99, 999.995,
  1000, 1234.5, 9999.99, 10000, 12345.67, 99999.995, 100000, 1234567.8, 123456789.01, 1e15, -24.5, -1234.5, -12345.67,
];

describe('formatMoney', () => {
  const locales = Object.values(LOCALES).map((locale) => locale.iso);

  it('writes euros as Intl does in each locale of the shop', () => {
    for (const locale of locales) {
      expect(formatMoney(24.5, locale)).toBe(intl(24.5, locale));
      for (const euros of EDGES) expect(`${locale} ${euros} ${formatMoney(euros, locale)}`).toBe(`${locale} ${euros} ${intl(euros, locale)}`);
    }
    expect(formatMoney(1234.5, 'fr-FR')).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(1234.5, 'es-ES')).toBe('1234,50\u00a0€');
    expect(formatMoney(-1234.5, 'nl-BE')).toBe('€\u00a0-1.234,50');
    expect(formatMoney(-24.5, 'en-IE')).toBe('-€24.50');
  });

  it('agrees with Intl on prices in cents, amounts with more decimals and negative amounts', () => {
    const random = numbers(20261127, 6000);
    for (const locale of locales) {
      for (let i = 0; i < 1000; i++) {
        const r = random.next().value as number;
        const euros = i % 3 === 0 ? Math.round(r * 10_000_000) / 100 : i % 3 === 1 ? r * 10 ** (1 + (i % 7)) : -r * 50_000;
        const mine = formatMoney(euros, locale);
        if (mine !== intl(euros, locale)) expect(`${locale} ${euros} ${mine}`).toBe(`${locale} ${euros} ${intl(euros, locale)}`);
      }
    }
  });

  it('leaves other locales, exponents and non-numbers to Intl', () => {
    for (const [euros, locale] of [[24.5, 'pt-PT'], [1e21, 'fr-FR'], [5e-7, 'de-DE'], [Number.NaN, 'fr-FR'], [Infinity, 'en-IE']] as const) {
      expect(formatMoney(euros, locale)).toBe(intl(euros, locale));
    }
  });
});
