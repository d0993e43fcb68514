import { describe, expect, it } from 'vitest';
import { LOCALES } from '../store/locales';
import { formatDay, parisClock, SHOP_TIME_ZONE, weekdayName } from './calendar-format';

const locales = Object.values(LOCALES).map((locale) => locale.iso);
const intl = (instant: number, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE }).format(instant);
const WEEKDAY = { weekday: 'long', day: 'numeric', month: 'long' } as const;
const LONG = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const HOUR = 3_600_000;
/** Intl, but French's first of the month: "1er" (Intl writes "1"). */
const shop = (instant: number, locale: string, options: Intl.DateTimeFormatOptions) => {
  const written = intl(instant, locale, options);
  return locale === 'fr-FR' && Number(intl(instant, locale, { day: 'numeric' })) === 1 ? written.replace(/(^|\s)1(\s)/, '$11er$2') : written;
};

describe('formatDay', () => {
  it('writes the first of the month "1er" in French, on every style that spells the month', () => {
    expect(formatDay('2026-12-01', 'fr-FR', 'weekday')).toBe('mardi 1er décembre');
    expect(formatDay('2027-01-01T10:00:00Z', 'fr-FR', 'long')).toBe('1er janvier 2027');
    expect(formatDay('2026-12-02', 'fr-FR', 'weekday')).toBe('mercredi 2 décembre');
    expect(formatDay('2026-12-11', 'fr-FR', 'long')).toBe('11 décembre 2026');
    expect(formatDay('2026-12-01', 'en-IE', 'weekday')).toBe('Tuesday, 1 December');
    expect(formatDay('2026-12-01', 'fr-FR', 'numeric')).toBe('01/12/2026');
    expect(formatDay('2026-12-01', 'de-DE', 'numeric')).toBe('01.12.2026');
  });

  it('writes days as Intl does in each locale of the shop', () => {
    expect(formatDay('2026-11-30', 'fr-FR', 'weekday')).toBe('lundi 30 novembre');
    expect(formatDay('2026-11-30', 'es-ES', 'long')).toBe('30 de noviembre de 2026');
    expect(formatDay('2026-11-30', 'de-DE', 'weekday')).toBe('Montag, 30. November');
    expect(formatDay('2026-11-30', 'en-IE', 'weekday')).toBe('Monday, 30 November');
    for (const locale of locales) {
      // Every day of two years, read as a calendar day.
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 24 * HOUR) {
        const iso = new Date(day).toISOString().slice(0, 10);
        const noon = day + 12 * HOUR;
        expect(`${locale} ${iso} ${formatDay(iso, locale, 'weekday')}`).toBe(`${locale} ${iso} ${shop(noon, locale, WEEKDAY)}`);
        expect(`${locale} ${iso} ${formatDay(iso, locale, 'long')}`).toBe(`${locale} ${iso} ${shop(noon, locale, LONG)}`);
      }
    }
  });

  it('counts instants in Paris, across the summer-time changes', () => {
    const instants: number[] = [];
    for (const year of [2024, 2025, 2026, 2027, 2030, 2037]) {
      for (const month of [2, 9]) {
        // Each hour around the last Sunday of March and of October, and the minutes around 01:00 UTC.
        const last = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
        for (let hour = -30; hour <= 30; hour++) instants.push(sunday + hour * HOUR);
        for (const minutes of [-1, 0, 1]) instants.push(sunday + HOUR + minutes * 60_000);
      }
    }
    for (let instant = Date.UTC(2026, 0, 1); instant < Date.UTC(2027, 0, 1); instant += 7 * HOUR + 13 * 60_000) instants.push(instant);
    for (const locale of locales) {
      for (const instant of instants) {
        const iso = new Date(instant).toISOString();
        expect(`${locale} ${iso} ${formatDay(iso, locale, 'long')}`).toBe(`${locale} ${iso} ${shop(instant, locale, LONG)}`);
        expect(`${locale} ${iso} ${formatDay(iso, locale, 'weekday')}`).toBe(`${locale} ${iso} ${shop(instant, locale, WEEKDAY)}`);
      }
    }
  });

  it('gives back what is not a date, and leaves other locales to Intl', () => {
    expect(formatDay('bientôt', 'fr-FR', 'long')).toBe('bientôt');
    expect(formatDay('2026-11-30', 'pt-PT', 'long')).toBe(intl(Date.UTC(2026, 10, 30, 12), 'pt-PT', LONG));
  });
});

describe('parisClock', () => {
  it('reads the hour in Paris, in winter, in summer and on each side of the changes', () => {
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });
    for (const year of [2026, 2027, 2031]) {
      for (let instant = Date.UTC(year, 0, 1); instant < Date.UTC(year + 1, 0, 1); instant += 5 * HOUR + 17 * 60_000) {
        expect(`${new Date(instant).toISOString()} ${parisClock(instant).getUTCHours()}`).toBe(`${new Date(instant).toISOString()} ${Number(hour.format(instant))}`);
      }
    }
    expect(parisClock(Date.UTC(2026, 2, 29, 0, 59)).getUTCHours()).toBe(1);
    expect(parisClock(Date.UTC(2026, 2, 29, 1, 0)).getUTCHours()).toBe(3);
    expect(parisClock(Date.UTC(2026, 9, 25, 0, 59)).getUTCHours()).toBe(2);
    expect(parisClock(Date.UTC(2026, 9, 25, 1, 0)).getUTCHours()).toBe(2);
  });
});

describe('weekdayName', () => {
  it('names the days of the week from Monday (1) to Sunday (7)', () => {
    for (const locale of [...locales, 'pt-PT']) {
      for (let day = 1; day <= 7; day++) {
        expect(weekdayName(day, locale)).toBe(new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day)));
      }
    }
    expect(weekdayName(1, 'fr-FR')).toBe('lundi');
  });
});
