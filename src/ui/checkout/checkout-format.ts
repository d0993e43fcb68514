import { formatDay, SHOP_TIME_ZONE, shopInstant, weekdayName } from '../../domain/calendar/calendar-format';
import type { OpeningHours } from '../../domain/orders/relay-point';

/** A relay point's week, one row per open day: "lundi 09:00–12:00, 14:00–19:00". */
export function openingRows(hours: readonly OpeningHours[], localeIso: string): { day: string; hours: string }[] {
  const days = new Map<number, string[]>();
  for (const slot of [...hours].sort((a, b) => a.day - b.day || a.open.localeCompare(b.open))) {
    days.set(slot.day, [...(days.get(slot.day) ?? []), `${slot.open}–${slot.close}`]);
  }
  return [...days].map(([day, slots]) => ({ day: weekdayName(day, localeIso), hours: slots.join(', ') }));
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** An order's date ("24 novembre 2026"), or with the time for the status timeline (Intl writes that one). */
export function formatOrderDate(iso: string, localeIso: string, withTime = false): string {
  if (!withTime) return formatDay(iso, localeIso, 'long');
  const instant = shopInstant(iso);
  if (Number.isNaN(instant)) return iso;
  let formatter = timeFormatters.get(localeIso);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeIso, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    });
    timeFormatters.set(localeIso, formatter);
  }
  return formatter.format(instant);
}

/** The order id of a query value (`order=123`, `order_ref=123`); null when it is not one (SPEC §9: 1 to 8 digits). */
export function orderIdOf(value: string | undefined): number | null {
  return value && /^\d{1,8}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
