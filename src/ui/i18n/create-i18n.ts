import type { TFunction } from 'i18next';
import type { TranslationCatalogue } from '../../domain/catalogue/site';
import { LOCALES, type LocaleCode } from '../../domain/store/locales';

/** The page's translations: one per server request, one in the browser. */
export interface Translator {
  language: LocaleCode;
  t: TFunction;
  /** Adds texts of the same language (the browser starts with the page's own: page-texts.ts). */
  addTexts(catalogue: TranslationCatalogue): void;
}

type Values = Record<string, unknown>;

const VARIABLE = /\{\{(.+?)\}\}/g;

/**
 * The page's translations, from the server's `/translations` catalogue: flat keys such as
 * "header.search.placeholder", `{{name}}` interpolation — React escapes, so the text is not
 * escaped here —, plurals as `key_one` / `key_other` by the language's rules (`key_zero` first for
 * a count of 0), a default value for a missing key, else the key. A page never changes language
 * (another store is another document), so there is one catalogue and nothing is loaded later.
 *
 * It answers as i18next did with the options the shop used (its test compares the two on every
 * text of the six languages) and weighs a few hundred bytes instead of i18next's 14 kB gzip in
 * the JavaScript every page hydrates with (issue 40). i18next's `TFunction` type stays.
 */
export function createI18n(locale: LocaleCode, catalogue: TranslationCatalogue): Translator {
  const texts: Record<string, unknown> = { ...(catalogue as Readonly<Record<string, unknown>>) };
  const rules = new Intl.PluralRules(LOCALES[locale].iso);
  const lookup = (key: string): string | undefined => {
    const text = Object.prototype.hasOwnProperty.call(texts, key) ? texts[key] : undefined;
    return typeof text === 'string' ? text : undefined;
  };
  /** One key's text: its plural form for a count, else the key's own. */
  const textOf = (key: string, count: unknown): string | undefined => {
    if (count !== undefined && typeof count !== 'string') {
      const plural = (count === 0 ? lookup(`${key}_zero`) : undefined) ?? lookup(`${key}_${rules.select(Number(count))}`);
      if (plural !== undefined) return plural;
    }
    return lookup(key);
  };
  // A list of keys is a list of fallbacks, as in i18next: the first key that has a text, else the last key.
  const t = (key: string | readonly string[], defaultOrValues?: string | Values, more?: Values): string => {
    const values: Values = typeof defaultOrValues === 'string' ? { ...more, defaultValue: defaultOrValues } : (defaultOrValues ?? {});
    const keys = typeof key === 'string' ? [key] : key;
    let text: string | undefined;
    for (const candidate of keys) if ((text = textOf(candidate, values.count)) !== undefined) break;
    text ??= typeof values.defaultValue === 'string' ? values.defaultValue : (keys[keys.length - 1] ?? '');
    return text.includes('{{') ? interpolate(text, values) : text;
  };
  // Texts added later never replace one the page already shows (the server's own answer).
  const addTexts = (more: TranslationCatalogue) => {
    for (const [key, text] of Object.entries(more as Readonly<Record<string, unknown>>)) if (!Object.prototype.hasOwnProperty.call(texts, key)) texts[key] = text;
  };
  return { language: locale, t: t as unknown as TFunction, addTexts };
}

/** `{{name}}` (or `{{a.b}}`) from the values, inserted as it is: a value is never read again for variables. */
function interpolate(text: string, values: Values): string {
  return text.replace(VARIABLE, (match, variable: string) => {
    const name = variable.trim().replace(/^-\s*/, '');
    const value = name in values ? values[name] : name.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Values)[part] : undefined), values);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? '' : match;
    return value === null ? '' : String(value as string);
  });
}
