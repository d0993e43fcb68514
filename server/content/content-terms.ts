/**
 * The delivery terms inside the content's words: a stored text (a banner's title, a CMS page, a
 * template, a merchant's Markdown page) writes `{freeShipping}` where the amount goes, and the
 * answer fills it with the store's free-shipping threshold (`freeShippingCents`) written in the
 * store's language ("60 €", "€60"). A threshold change then shows on the next page view: the
 * terms' change already tells every process to forget its pages (`contentChanged`).
 */
import { formatCents } from '../../src/domain/money/money';
import { LOCALES, type LocaleCode } from '../../src/domain/store/locales';
import type { Db } from '../db/database';
import { freeShippingCents } from '../checkout/checkout-service';

export const FREE_SHIPPING_PLACEHOLDER = '{freeShipping}';

/** An amount as every price of the store is written (the locale's Intl money: "99,00 €", "€ 99,00", "€99.00"), so the banner says what the basket says. */
export function amountWords(cents: number, locale: LocaleCode): string {
  return formatCents(cents, LOCALES[locale].iso);
}

/** Every string inside `value` with the placeholder filled (the same shape back; untouched when none has it). */
export function fillTerms<T>(value: T, freeShipping: string): T {
  if (typeof value === 'string') return (value.includes(FREE_SHIPPING_PLACEHOLDER) ? value.split(FREE_SHIPPING_PLACEHOLDER).join(freeShipping) : value) as T;
  if (Array.isArray(value)) return value.map((item) => fillTerms(item, freeShipping)) as T;
  if (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTerms(item, freeShipping)])) as T;
  }
  return value;
}

const mentionsTerms = (value: unknown): boolean => value !== undefined && JSON.stringify(value).includes(FREE_SHIPPING_PLACEHOLDER);

/** `value` with the store's delivery terms written in; the threshold is only read when a text asks for it. */
export async function withStoreTerms<T>(db: Db, store: { id: string; countryCode: string; locale: LocaleCode }, value: T): Promise<T> {
  if (!mentionsTerms(value)) return value;
  return fillTerms(value, amountWords(await freeShippingCents(db, store), store.locale));
}
