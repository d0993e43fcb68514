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

/** SPEC §9: 99 € when the carrier gives no threshold. */
export function freeShippingThreshold(amount: Cents | null | undefined): Cents {
  return amount === null || amount === undefined ? DEFAULT_FREE_SHIPPING_CENTS : amount;
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

/** The warehouse's day (midnight UTC of its date) and hour, on Paris's clock. */
function warehouseDay(now: Date): { day: number; hour: number } {
  const paris = parisClock(now.getTime());
  return { day: Date.UTC(paris.getUTCFullYear(), paris.getUTCMonth(), paris.getUTCDate()), hour: paris.getUTCHours() };
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
 * Shipping date: today when it is a working day before the cut-off, else the next working day.
 * Delivery date: `deliveryDays` working days after shipping (weekends skipped; public holidays
 * are not modelled). Dates are ISO days (YYYY-MM-DD).
 */
export function deliveryDates(now: Date, deliveryDays: number): { shippingDate: string; deliveryDate: string } {
  const { day, hour } = warehouseDay(now);
  const shipping = isWorkingDay(day) && hour < SHIPPING_CUTOFF_HOUR ? day : nextWorkingDay(day);
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
