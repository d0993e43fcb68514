/**
 * When a scheduled change goes live: an ISO date-time with its offset (`2026-12-02T00:00:00Z`,
 * `…+01:00`) is that instant; a naive one (`2026-12-02T00:00`, `2026-12-02`) is read in the
 * store's time zone, so "midnight" is the store's midnight (the whole shop's: Paris).
 */
import type { StoreId } from '../../src/domain/store/stores';

export const STORE_TIME_ZONES: Record<StoreId, string> = {
  laboutiqueofficielle: 'Europe/Paris',
  boutique_es: 'Europe/Madrid',
  boutique_it: 'Europe/Rome',
  boutique_be: 'Europe/Brussels',
  boutique_de: 'Europe/Berlin',
  boutique_com: 'Europe/Dublin',
};

export const SHOP_TIME_ZONE = 'Europe/Paris';

export const timeZoneOf = (storeId: string): string => STORE_TIME_ZONES[storeId as StoreId] ?? SHOP_TIME_ZONE;

const NAIVE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** A wall-clock time in a zone as an instant (a time the clocks skip is read after the change). */
export function zonedInstant(wall: { year: number; month: number; day: number; hour: number; minute: number; second: number }, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The instant a typed date-time means in a store; null when it is not one. */
export function readInstant(text: string, storeId: string): Date | null {
  const typed = text.trim();
  if (WITH_OFFSET.test(typed)) {
    const date = new Date(typed);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const match = NAIVE.exec(typed);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return zonedInstant({ year, month, day, hour, minute, second }, timeZoneOf(storeId));
}
