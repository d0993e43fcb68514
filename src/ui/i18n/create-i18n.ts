import i18next, { type TFunction } from 'i18next';
import type { TranslationCatalogue } from '../../domain/catalogue/site';
import { LOCALES, type LocaleCode } from '../../domain/store/locales';

/** The page's translations: one per server request, one in the browser. */
export interface Translator {
  language: LocaleCode;
  t: TFunction;
  /** Adds texts of the same language (the browser starts with the page's own: page-texts.ts). */
  addTexts(catalogue: TranslationCatalogue): void;
}

/**
 * One i18next instance per server request and one in the browser, fed with the server's
 * `/translations` catalogue (flat keys such as "header.search.placeholder", `{{name}}`
 * interpolation — React escapes, so i18next does not —, plurals as `key_one` / `key_other`).
 * A page never changes language (another store is another document), so the instance is
 * initialised synchronously with its one catalogue; the browser's starts with the page's own texts
 * and receives the rest of the same language later (page-texts.ts, later-texts.ts).
 */
export function createI18n(locale: LocaleCode, catalogue: TranslationCatalogue): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    lng: LOCALES[locale].iso,
    fallbackLng: false,
    resources: { [LOCALES[locale].iso]: { translation: catalogue } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return {
    language: locale,
    t: instance.t.bind(instance) as TFunction,
    addTexts: (texts) => instance.addResourceBundle(LOCALES[locale].iso, 'translation', texts, true, false),
  };
}
