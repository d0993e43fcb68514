import type { TFunction } from 'i18next';
import type { TranslationCatalogue } from '../../domain/catalogue/site';
import { LOCALES, type LocaleCode } from '../../domain/store/locales';

/** The page's translations: one per server request, one in the browser. */
export interface Translator {
  language: LocaleCode;
  t: TFunction;
}

type Options = Record<string, unknown> & { count?: number; defaultValue?: string };

const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The server's `/translations` catalogue, read the way i18next reads it (flat keys such as
 * "header.search.placeholder", `{{name}}` interpolation without escaping — React escapes —,
 * plurals as `key_one` / `key_other` chosen by the language's plural rules, the key itself when a
 * text is missing) in a few lines instead of i18next's runtime: the page never changes language
 * (another store is another document), so nothing else of it is used, and the browser is spared
 * its weight. `TFunction` keeps the familiar call signature.
 */
export function createI18n(locale: LocaleCode, catalogue: TranslationCatalogue): Translator {
  const plurals = new Intl.PluralRules(LOCALES[locale].iso);
  const translate = (key: string, second?: string | Options, third?: Options): string => {
    const options: Options = typeof second === 'string' ? { ...third, defaultValue: second } : (second ?? {});
    let text: string | undefined;
    if (typeof options.count === 'number') text = catalogue[`${key}_${plurals.select(options.count)}`] ?? catalogue[`${key}_other`];
    text ??= catalogue[key] ?? options.defaultValue ?? key;
    return text.includes('{{') ? text.replace(INTERPOLATION, (whole, name: string) => (name in options ? String(options[name]) : whole)) : text;
  };
  return { language: locale, t: translate as unknown as TFunction };
}
