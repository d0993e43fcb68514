import type { OpeningHours } from '../../domain/order/relay-point';

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

/** 1 Monday … 7 Sunday in the page's language ("lundi", "Monday"). */
export function weekdayName(day: number, localeIso: string): string {
  let formatter = weekdayFormatters.get(localeIso);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeIso, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormatters.set(localeIso, formatter);
  }
  // 2024-01-01 was a Monday.
  return formatter.format(new Date(Date.UTC(2024, 0, day)));
}

/** A relay point's week, one row per open day: "lundi 09:00–12:00, 14:00–19:00". */
export function openingRows(hours: readonly OpeningHours[], localeIso: string): { day: string; hours: string }[] {
  const days = new Map<number, string[]>();
  for (const slot of [...hours].sort((a, b) => a.day - b.day || a.open.localeCompare(b.open))) {
    days.set(slot.day, [...(days.get(slot.day) ?? []), `${slot.open}–${slot.close}`]);
  }
  return [...days].map(([day, slots]) => ({ day: weekdayName(day, localeIso), hours: slots.join(', ') }));
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** An order's date ("24 novembre 2026"), or with the time for the status timeline. */
export function formatOrderDate(iso: string, localeIso: string, withTime = false): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${localeIso}:${withTime}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeIso, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      timeZone: 'Europe/Paris',
    });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** The order id of a query value (`order=123`, `order_ref=123`); null when it is not one (SPEC §9: 1 to 8 digits). */
export function orderIdOf(value: string | undefined): number | null {
  return value && /^\d{1,8}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
