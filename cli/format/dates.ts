/** Dates in the CLI's text output, written the store's way (Intl, the store's locale). */
import type { StoreDefinition } from '../../src/domain/store/stores';
import { plainSpaces } from './table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Store = Pick<StoreDefinition, 'defaultLocale'>;

/** A day or a moment written with `options` in the store's locale (UTC, the shop's clock); what does not read as a date stays as it is. */
function written(value: string, store: Store, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(DAY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return plainSpaces(new Intl.DateTimeFormat(store.defaultLocale, { ...options, timeZone: 'UTC' }).format(date));
}

const SHORT_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** A calendar day (`2026-12-04`, or the day of a timestamp in UTC) → "4 décembre 2026" in a French store. */
export function dayText(day: string, store: Store): string {
  return written(day, store, { dateStyle: 'long' });
}

/** A moment → "2 décembre 2026 à 10:35 UTC" in a French store (the shop's clock is UTC). */
export function momentText(at: string, store: Store): string {
  const text = written(at, store, { dateStyle: 'long', timeStyle: 'short' });
  return text === at ? at : `${text} UTC`;
}

/** A day in a table's column, fixed width ("04/12/2026" in a French store, "04.12.2026" in a German one). */
export function shortDayText(day: string, store: Store): string {
  return written(day, store, SHORT_DAY);
}

/** A moment in a list ("04/12/2026 10:35" in a French store; UTC, the shop's clock). */
export function shortMomentText(at: string, store: Store): string {
  return written(at, store, { ...SHORT_DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).replace(', ', ' ');
}
