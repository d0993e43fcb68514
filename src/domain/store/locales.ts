/** The six shop languages of SPEC §1. French is the default and has no URL prefix. */
export const LOCALE_CODES = ['fr', 'es', 'it', 'nl', 'de', 'en'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

export interface Locale {
  code: LocaleCode;
  iso: string;
  /** URL prefix on the single-host setup ('' for French). */
  prefix: string;
  dir: 'ltr';
  file: string;
}

export const LOCALES: Record<LocaleCode, Locale> = {
  fr: { code: 'fr', iso: 'fr-FR', prefix: '', dir: 'ltr', file: 'fr.json' },
  es: { code: 'es', iso: 'es-ES', prefix: '/es', dir: 'ltr', file: 'es.json' },
  it: { code: 'it', iso: 'it-IT', prefix: '/it', dir: 'ltr', file: 'it.json' },
  nl: { code: 'nl', iso: 'nl-BE', prefix: '/nl', dir: 'ltr', file: 'nl.json' },
  de: { code: 'de', iso: 'de-DE', prefix: '/de', dir: 'ltr', file: 'de.json' },
  en: { code: 'en', iso: 'en-IE', prefix: '/en', dir: 'ltr', file: 'en.json' },
};

export const DEFAULT_LOCALE: LocaleCode = 'fr';
export const FALLBACK_LANGUAGE = 'fr-FR';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** A value per shop language (names, slugs, texts). */
export type Localized<T = string> = Record<LocaleCode, T>;
