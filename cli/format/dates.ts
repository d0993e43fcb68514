/** Dates in the CLI's text output, written the store's way (Intl, the store's locale). */
import type { StoreDefinition } from '../../src/domain/store/stores';
import { plainSpaces } from './table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (`2026-12-04`, or the day of a timestamp in UTC) → "4 décembre 2026" in a French store. */
export function dayText(day: string, store: Pick<StoreDefinition, 'defaultLocale'>): string {
  const date = new Date(DAY.test(day) ? `${day}T00:00:00Z` : day);
  if (Number.isNaN(date.getTime())) return day;
  return plainSpaces(new Intl.DateTimeFormat(store.defaultLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(date));
}

/** A moment → "2 décembre 2026 à 10:35 UTC" in a French store (the shop's clock is UTC). */
export function momentText(at: string, store: Pick<StoreDefinition, 'defaultLocale'>): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return `${plainSpaces(new Intl.DateTimeFormat(store.defaultLocale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date))} UTC`;
}

/** A day in a table's column, fixed width ("04/12/2026" in a French store, "04.12.2026" in a German one). */
export function shortDayText(day: string, store: Pick<StoreDefinition, 'defaultLocale'>): string {
  const date = new Date(DAY.test(day) ? `${day}T00:00:00Z` : day);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(store.defaultLocale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A moment in a list ("04/12/2026 10:35" in a French store; UTC, the shop's clock). */
export function shortMomentText(at: string, store: Pick<StoreDefinition, 'defaultLocale'>): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const format = new Intl.DateTimeFormat(store.defaultLocale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
  return plainSpaces(format.format(date).replace(', ', ' '));
}
