/**
 * Dates as the shop writes them in its six locales, on its pages, in its mails and its PDFs (one
 * helper for all): "lundi 30 novembre" (a delivery day), "30 novembre 2026" (an order, a
 * deadline) and "30/11/2026" (a document's references), as Intl.DateTimeFormat writes them with
 * the Paris time zone (calendar-format.test.ts holds it to that), except that French says the
 * first of the month "1er" ("mardi 1er décembre"), as French typography wants. Written here because a page's first
 * Intl date formatter loads ICU's data, 50–100 ms of main thread in Chromium before the basket,
 * checkout or account pages could hydrate. Other locales go to Intl.
 */

/** Where the shop's days are counted: the warehouse and its customer service are in Paris. */
export const SHOP_TIME_ZONE = 'Europe/Paris';

interface CalendarWords {
  /** January … December, as written after a day number. */
  months: readonly string[];
  /** Monday … Sunday. */
  weekdays: readonly string[];
  /** "lundi 30 novembre" */
  weekdayDay(weekday: string, day: number, month: string): string;
  /** "30 novembre 2026" */
  longDay(day: number, month: string, year: number): string;
}

const spaced = (months: readonly string[], weekdays: readonly string[], comma = ''): CalendarWords => ({
  months,
  weekdays,
  weekdayDay: (weekday, day, month) => `${weekday}${comma} ${day} ${month}`,
  longDay: (day, month, year) => `${day} ${month} ${year}`,
});

/** French writes the first of the month as an ordinal: "mardi 1er décembre", "1er janvier 2027" (Intl writes "1"). */
const frenchDay = (day: number): string => (day === 1 ? '1er' : String(day));

const CALENDARS: Readonly<Record<string, CalendarWords>> = {
  'fr-FR': {
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    weekdayDay: (weekday, day, month) => `${weekday} ${frenchDay(day)} ${month}`,
    longDay: (day, month, year) => `${frenchDay(day)} ${month} ${year}`,
  },
  'es-ES': {
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    weekdayDay: (weekday, day, month) => `${weekday}, ${day} de ${month}`,
    longDay: (day, month, year) => `${day} de ${month} de ${year}`,
  },
  'it-IT': spaced(
    ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  ),
  'nl-BE': spaced(
    ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  ),
  'de-DE': {
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    weekdayDay: (weekday, day, month) => `${weekday}, ${day}. ${month}`,
    longDay: (day, month, year) => `${day}. ${month} ${year}`,
  },
  'en-IE': spaced(
    ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    ',',
  ),
};

/** 'numeric' ("30/11/2026", "30.11.2026") is for documents, written by Intl (servers only: no page waits for ICU there). */
export type DayStyle = 'weekday' | 'long' | 'numeric';

const INTL_OPTIONS: Record<DayStyle | 'weekdayName', Intl.DateTimeFormatOptions> = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SHOP_TIME_ZONE },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', timeZone: SHOP_TIME_ZONE },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE },
  weekdayName: { weekday: 'long', timeZone: 'UTC' },
};
const intlFormatters = new Map<string, Intl.DateTimeFormat>();

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR_MS = 3_600_000;

/**
 * The instant of a day ('2026-11-30', read at noon UTC: the same day in Paris, whatever the season)
 * or of a date-time ('2026-11-30T09:15:00Z'); NaN when it is neither.
 */
export function shopInstant(date: string): number {
  return Date.parse(DATE_ONLY.test(date) ? `${date}T12:00:00Z` : date);
}

/** The wall clock in Paris at `instant`, as the UTC fields of a Date (getUTCHours() is the hour in Paris). */
export function parisClock(instant: number): Date {
  return new Date(instant + parisOffsetHours(instant) * HOUR_MS);
}

/**
 * A day or an instant (see shopInstant; an instant is counted in Paris) written in the locale:
 * 'weekday' "lundi 30 novembre", 'long' "30 novembre 2026", 'numeric' "30/11/2026". What is not a date comes back as it is.
 */
export function formatDay(date: string, localeIso: string, style: DayStyle): string {
  const instant = shopInstant(date);
  if (Number.isNaN(instant)) return date;
  const words = CALENDARS[localeIso];
  if (!words || style === 'numeric') return intlFormatter(localeIso, style).format(instant);
  const paris = parisClock(instant);
  const month = words.months[paris.getUTCMonth()];
  const day = paris.getUTCDate();
  if (style === 'long') return words.longDay(day, month, paris.getUTCFullYear());
  return words.weekdayDay(words.weekdays[(paris.getUTCDay() + 6) % 7], day, month);
}

/** 1 Monday … 7 Sunday in the locale ("lundi", "Monday"). */
export function weekdayName(isoWeekday: number, localeIso: string): string {
  const words = CALENDARS[localeIso];
  if (words && Number.isInteger(isoWeekday) && isoWeekday >= 1 && isoWeekday <= 7) return words.weekdays[isoWeekday - 1];
  // 2024-01-01 was a Monday.
  return intlFormatter(localeIso, 'weekdayName').format(Date.UTC(2024, 0, isoWeekday));
}

/**
 * Paris time: UTC+2 from the last Sunday of March to the last Sunday of October (both at 01:00
 * UTC, the European Union's rule since 1996), UTC+1 otherwise.
 */
function parisOffsetHours(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summerStarts = lastSundayAtOneUtc(year, 2);
  const summerEnds = lastSundayAtOneUtc(year, 9);
  return instant >= summerStarts && instant < summerEnds ? 2 : 1;
}

function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

function intlFormatter(localeIso: string, kind: keyof typeof INTL_OPTIONS): Intl.DateTimeFormat {
  const key = `${localeIso}|${kind}`;
  let formatter = intlFormatters.get(key);
  if (!formatter) intlFormatters.set(key, (formatter = new Intl.DateTimeFormat(localeIso, INTL_OPTIONS[kind])));
  return formatter;
}
