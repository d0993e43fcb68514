/**
 * The delivery terms a merchant types (issue 34: the admin API, the command line, the bundle's
 * delivery.json), read by one set of rules so a typo never reaches a shopper: prices and
 * thresholds in euros with at most two decimals (cents stored, SPEC §9), delays in whole days,
 * cut-offs as HH:MM in a real time zone. Each reading is the value or the problem in plain words.
 */
import type { ShippingCutoff } from './shipping';

export type TermReading<T> = { ok: true; value: T } | { ok: false; problem: string };

const read = <T>(value: T): TermReading<T> => ({ ok: true, value });
const wrong = <T>(problem: string): TermReading<T> => ({ ok: false, problem });
const quoted = (typed: string) => JSON.stringify(typed);

/** The longest delay a carrier may promise (two months: anything longer is a typo). */
export const MAX_DELIVERY_DAYS = 60;
/** The highest price or threshold a merchant may type (10,000 €). */
export const MAX_DELIVERY_CENTS = 1_000_000;

/** Euros with at most two decimals, 0 or more ("4.90", "60", "0"), in cents. */
export function readEuros(what: string, typed: string | number): TermReading<number> {
  const text = String(typed).trim();
  if (/^-/.test(text)) return wrong(`${what} ${quoted(text)} is negative`);
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return wrong(`${what} ${quoted(text)} is not an amount in euros (like 4.90)`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= MAX_DELIVERY_CENTS ? read(cents) : wrong(`${what} ${quoted(text)} is above ${MAX_DELIVERY_CENTS / 100} €`);
}

/** Cents as a file gives them: a whole number, 0 or more. */
export function readCents(what: string, value: unknown): TermReading<number> {
  if (typeof value !== 'number' || !Number.isInteger(value)) return wrong(`${what} ${quoted(String(value))} is not a whole number of cents`);
  if (value < 0) return wrong(`${what} ${value} is negative`);
  return value <= MAX_DELIVERY_CENTS ? read(value) : wrong(`${what} ${value} is above ${MAX_DELIVERY_CENTS} cents`);
}

/** A delay in whole working days, 0 to 60. */
export function readDeliveryDays(what: string, typed: string | number): TermReading<number> {
  const text = String(typed).trim();
  if (!/^\d{1,3}$/.test(text)) return wrong(`${what} ${quoted(text)} is not a whole number of days`);
  const days = Number(text);
  return days <= MAX_DELIVERY_DAYS ? read(days) : wrong(`${what} ${quoted(text)} is more than ${MAX_DELIVERY_DAYS} days`);
}

/** A time zone the shop's clock knows ("Europe/Paris"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "14:00" (and a time zone, Europe/Paris unless given): orders before it on a working day leave the same day. */
export function readCutoff(typed: string, timeZone = 'Europe/Paris'): TermReading<ShippingCutoff> {
  const text = typed.trim();
  const match = /^(\d{1,2})[:h](\d{2})$/.exec(text);
  if (!match) return wrong(`the cut-off ${quoted(text)} is not a time like 14:00`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return wrong(`the cut-off ${quoted(text)} is not a time of the day (00:00 to 23:59)`);
  const zone = timeZone.trim();
  if (!isTimeZone(zone)) return wrong(`${quoted(zone)} is not a time zone (like Europe/Paris)`);
  return read({ hour, minute, timeZone: zone });
}

/** A cut-off as people write it: 14:00 Europe/Paris. */
export const cutoffText = (cutoff: ShippingCutoff): string =>
  `${String(cutoff.hour).padStart(2, '0')}:${String(cutoff.minute).padStart(2, '0')} ${cutoff.timeZone}`;

/** A country as a carrier serves it: two letters, in upper case. */
export function readCarrierCountry(typed: string): TermReading<string> {
  const text = typed.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(text) ? read(text) : wrong(`${quoted(typed.trim())} is not a country code (FR, ES, IT…)`);
}

/** A relay network's name (the code its relay points are filed under): letters, digits, _ and -. */
export function readRelayNetwork(typed: string): TermReading<string> {
  const text = typed.trim();
  return /^[a-z0-9_-]{1,40}$/i.test(text) ? read(text) : wrong(`${quoted(text)} is not a relay network's code (like relais_pickup)`);
}
