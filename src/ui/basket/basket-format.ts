/** Basket page line pictures (a thumbnail, SPEC §9 small size is 202; lines need less). */
export const LINE_PICTURE_SIZE = 96;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A carrier's delivery date ('2026-11-25' or an ISO date-time) in the page's language. */
export function formatDeliveryDate(date: string, localeIso: string): string {
  const day = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : date);
  if (Number.isNaN(day.getTime())) return date;
  let formatter = dateFormatters.get(localeIso);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeIso, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Paris' });
    dateFormatters.set(localeIso, formatter);
  }
  return formatter.format(day);
}
