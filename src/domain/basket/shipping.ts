/**
 * Shipping rules shared by the server (pricing the basket, the free-shipping threshold call) and
 * the client (nudge, delivery delay). Carrier amounts in cents (SPEC §9).
 */
import { SHOP_TIME_ZONE } from '../calendar/calendar-format';
import { DEFAULT_FREE_SHIPPING_CENTS, type ShippingType } from '../catalogue/carrier';
import type { Cents } from '../money/money';

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
const WAREHOUSE_TIME_ZONE = SHOP_TIME_ZONE;
const DAY_MS = 86_400_000;

/**
 * Built on first use, then kept: Intl formatters are costly to create and this one runs on every
 * basket answer; built when the module loads, its time zone data cost every page's first script
 * some 10–25 ms of main thread, basket or not.
 */
let warehouseClock: Intl.DateTimeFormat | undefined;
const WAREHOUSE_CLOCK = (): Intl.DateTimeFormat =>
  (warehouseClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: WAREHOUSE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }));

function warehouseDay(now: Date): { day: number; hour: number } {
  const parts = WAREHOUSE_CLOCK().formatToParts(now);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { day: Date.UTC(part('year'), part('month') - 1, part('day')), hour: part('hour') };
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
