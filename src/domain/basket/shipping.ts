/**
 * Shipping rules shared by the server (pricing the basket, the free-shipping threshold call) and
 * the client (nudge, delivery delay). Carrier amounts in cents (SPEC §9).
 */
import { parisClock } from '../calendar/calendar-format';
import { DEFAULT_FREE_SHIPPING_CENTS, type ShippingType } from '../catalogue/carrier';
import { toEuros, type Cents } from '../money/money';

export interface CarrierChoice {
  carrierId: number;
  type: ShippingType | string;
  rank: number;
}

/**
 * The default carrier of a country: home delivery first (what a shopper gets without choosing),
 * then the best rank, then the lowest id so the choice never depends on row order.
 */
export function pickDefaultCarrier<T extends CarrierChoice>(options: readonly T[]): T | undefined {
  const typeOrder = (type: string) => (type === 'home' ? 0 : 1);
  return [...options].sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || a.rank - b.rank || a.carrierId - b.carrierId)[0];
}

/**
 * SPEC §9: the carrier's threshold in the country when it gives one (an override), else the
 * store's (issue 34: the merchant sets it per store), else 99 €.
 */
export function freeShippingThreshold(amount: Cents | null | undefined, storeThreshold?: Cents | null): Cents {
  if (amount !== null && amount !== undefined) return amount;
  return storeThreshold === null || storeThreshold === undefined ? DEFAULT_FREE_SHIPPING_CENTS : storeThreshold;
}

/** The same rule in euros, for a threshold the site data gives in euros (0 or none: 99 €). */
export function freeShippingThresholdEuros(amount: number | null | undefined): number {
  return amount || toEuros(DEFAULT_FREE_SHIPPING_CENTS);
}

/** Free at or above the threshold (an empty basket never ships free: there is nothing to ship). */
export function shippingPrice(carrierPrice: Cents, threshold: Cents, goods: Cents): { freeShipping: boolean; priceWithDuty: Cents } {
  const freeShipping = goods > 0 && goods >= threshold;
  return { freeShipping, priceWithDuty: freeShipping ? 0 : carrierPrice };
}

/** What is left to spend before shipping is free (0 when it already is). */
export function amountLeftForFreeShipping(threshold: Cents, goods: Cents): Cents {
  return Math.max(0, threshold - goods);
}

/** Orders placed before this hour (Paris time) on a working day leave the warehouse the same day. */
export const SHIPPING_CUTOFF_HOUR = 14;
const DAY_MS = 86_400_000;

/** A carrier's cut-off (issue 34: data of the carrier): orders before hour:minute in `timeZone` on a working day leave the same day. */
export interface ShippingCutoff {
  hour: number;
  minute: number;
  timeZone: string;
}

export const DEFAULT_SHIPPING_CUTOFF: ShippingCutoff = { hour: SHIPPING_CUTOFF_HOUR, minute: 0, timeZone: 'Europe/Paris' };

const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at an instant, as a UTC date (Paris's own rule; others through Intl). */
function zoneClock(instant: number, timeZone: string): Date {
  if (timeZone === 'Europe/Paris') return parisClock(instant);
  let format = zoneClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    zoneClocks.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((entry) => [entry.type, Number(entry.value)]));
  return new Date(Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute));
}

/** The warehouse's day (midnight UTC of its date) and minute of the day, on the cut-off's clock. */
function warehouseDay(now: Date, timeZone: string): { day: number; minutes: number } {
  const clock = zoneClock(now.getTime(), timeZone);
  return { day: Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate()), minutes: clock.getUTCHours() * 60 + clock.getUTCMinutes() };
}

const isWorkingDay = (day: number) => {
  const weekDay = new Date(day).getUTCDay();
  return weekDay !== 0 && weekDay !== 6;
};

function nextWorkingDay(day: number): number {
  let next = day + DAY_MS;
  while (!isWorkingDay(next)) next += DAY_MS;
  return next;
}

const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/**
 * Shipping date: today when it is a working day before the carrier's cut-off, else the next working day.
 * Delivery date: `deliveryDays` working days after shipping (weekends skipped; public holidays
 * are not modelled). Dates are ISO days (YYYY-MM-DD).
 */
export function deliveryDates(now: Date, deliveryDays: number, cutoff: ShippingCutoff = DEFAULT_SHIPPING_CUTOFF): { shippingDate: string; deliveryDate: string } {
  const { day, minutes } = warehouseDay(now, cutoff.timeZone);
  const shipping = isWorkingDay(day) && minutes < cutoff.hour * 60 + cutoff.minute ? day : nextWorkingDay(day);
  let delivery = shipping;
  for (let left = Math.max(0, Math.floor(deliveryDays)); left > 0; left--) delivery = nextWorkingDay(delivery);
  return { shippingDate: isoDay(shipping), deliveryDate: isoDay(delivery) };
}

/** SPEC §9: delivery delay in days = hours difference / 24, rounded up (never negative). */
export function deliveryDelayDays(now: Date, deliveryDate: string | Date): number {
  const target = typeof deliveryDate === 'string' ? Date.parse(deliveryDate) : deliveryDate.getTime();
  if (!Number.isFinite(target)) return 0;
  const hours = (target - now.getTime()) / 3_600_000;
  return Math.max(0, Math.ceil(hours / 24));
}
