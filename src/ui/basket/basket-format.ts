import { formatDay } from '../../domain/calendar/calendar-format';
/** Basket page line pictures (a thumbnail, SPEC §9 small size is 202; lines need less). */
export const LINE_PICTURE_SIZE = 96;

/** A carrier's delivery date ('2026-11-25' or an ISO date-time) in the page's language: "mercredi 25 novembre". */
export function formatDeliveryDate(date: string, localeIso: string): string {
  return formatDay(date, localeIso, 'weekday');
}
