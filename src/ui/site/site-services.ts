import type { InitResponse, TranslationCatalogue } from '../../domain/catalogue/site';
import type { LocaleCode } from '../../domain/store/locales';

/** What the layout around every page needs: the store's init answer, its translations, the language choice. */
export interface SiteServices {
  getInit(): Promise<InitResponse>;
  getTranslations(): Promise<TranslationCatalogue>;
  /** The country/language switch remembers the visitor's choice before leaving for the other store. */
  rememberLocale(locale: LocaleCode): void;
}
