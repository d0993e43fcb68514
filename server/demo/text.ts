import { formatCents } from '../../src/domain/money/money';
import { LOCALES, LOCALE_CODES, type LocaleCode, type Localized } from '../../src/domain/store/locales';

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th',
};

/** Lower-case ASCII slug: accents folded (é → e, ü → u, ß → ss), anything else becomes a dash. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđłþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const URL_SAFE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Builds a value for each of the six languages. */
export function localized<T>(build: (locale: LocaleCode) => T): Localized<T> {
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, build(locale)])) as Localized<T>;
}

/** Table written in the order fr, es, it, nl, de, en. */
export function l6(fr: string, es: string, it: string, nl: string, de: string, en: string): Localized {
  return { fr, es, it, nl, de, en };
}

/** Formats euro cents as text for the given language, as every price of the shop ("99,00 €", "€ 5,99", "€5.99"). */
export function euros(amount: number, locale: LocaleCode): string {
  return formatCents(amount, LOCALES[locale].iso);
}

/** ISO date (UTC midnight) `days` after the reference date. */
export function isoDay(reference: string, days: number): string {
  const base = Date.parse(`${reference}T00:00:00.000Z`);
  return new Date(base + days * 86_400_000).toISOString();
}
