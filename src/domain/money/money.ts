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

/** How a shop locale writes euros (what Intl.NumberFormat's `currency` style writes, from CLDR). */
interface EuroStyle {
  group: string;
  decimal: string;
  /** 2: a four-digit amount is not grouped (1234,50 €; 12.345,67 €). */
  minimumGrouping: 1 | 2;
  write(sign: string, number: string): string;
}

const suffixed = (group: string, minimumGrouping: 1 | 2): EuroStyle => ({
  group,
  decimal: ',',
  minimumGrouping,
  write: (sign, number) => `${sign}${number}\u00a0€`,
});

const EURO_STYLES: Readonly<Record<string, EuroStyle>> = {
  'fr-FR': suffixed('\u202f', 1),
  'es-ES': suffixed('.', 2),
  'it-IT': suffixed('.', 2),
  'de-DE': suffixed('.', 1),
  'nl-BE': { group: '.', decimal: ',', minimumGrouping: 1, write: (sign, number) => `€\u00a0${sign}${number}` },
  'en-IE': { group: ',', decimal: '.', minimumGrouping: 1, write: (sign, number) => `${sign}€${number}` },
};

const intlFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Euros in a locale, e.g. "24,50 €" (fr-FR), "€ 24,50" (nl-BE) or "€24.50" (en-IE), exactly as
 * `Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })` writes them (money.test.ts
 * holds it to that). The shop's six locales are written here: a browser's first Intl number
 * formatter loads ICU's data, 50–100 ms of main thread in Chromium before a page with a price
 * could hydrate. Other locales, and amounts written with an exponent, go to Intl.
 */
export function formatMoney(euros: number, localeIso: string): string {
  const style = EURO_STYLES[localeIso];
  const digits = Math.abs(euros).toString();
  if (!style || !Number.isFinite(euros) || digits.includes('e')) return intlFormatter(localeIso).format(euros);
  const [whole, fraction = ''] = digits.split('.');
  // Half away from zero on the shortest decimal form of the number, as Intl rounds.
  let units = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.length > 2 && fraction[2] >= '5') units += 1n;
  const written = units.toString().padStart(3, '0');
  const integer = written.slice(0, -2);
  const grouped = integer.length >= 4 + style.minimumGrouping - 1 ? integer.replace(/\B(?=(\d{3})+$)/g, style.group) : integer;
  const sign = euros < 0 || Object.is(euros, -0) ? '-' : '';
  return style.write(sign, `${grouped}${style.decimal}${written.slice(-2)}`);
}

function intlFormatter(localeIso: string): Intl.NumberFormat {
  let formatter = intlFormatters.get(localeIso);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeIso, { style: 'currency', currency: CURRENCY });
    intlFormatters.set(localeIso, formatter);
  }
  return formatter;
}

/**
 * Cents as a text message writes them (mails, server messages): `formatMoney` with plain spaces
 * instead of the narrow no-break ones Intl puts in some languages, which mail clients and
 * terminals show badly.
 */
export function formatCents(amount: Cents, localeIso: string): string {
  return formatMoney(toEuros(amount), localeIso).replace(/[\u00a0\u202f]/g, ' ');
}
