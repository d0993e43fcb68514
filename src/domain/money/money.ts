/**
 * Money is kept in integer cents inside the shop (DESIGN decision 6); the API shows euros with
 * two decimals. All prices are EUR (SPEC §1).
 */
export const CURRENCY = 'EUR';

export type Cents = number;

export function cents(value: number): Cents {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  return Math.round(value);
}

export function fromEuros(euros: number): Cents {
  return cents(Math.round(euros * 100 + Number.EPSILON * Math.sign(euros)));
}

export function toEuros(amount: Cents): number {
  return Math.round(amount) / 100;
}

/** Rounds a euro amount to two decimals (SPEC §9). */
export function roundEuros(euros: number): number {
  return Math.round((euros + Number.EPSILON) * 100) / 100;
}

/** SPEC §9: discount percent = round(100 × (1 − price/old)); 0 when there is no older price. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(100 * (1 - price / originalPrice));
}

export function formatMoney(euros: number, localeIso: string): string {
  return new Intl.NumberFormat(localeIso, { style: 'currency', currency: CURRENCY }).format(euros);
}
