import { stripLocalePrefix } from '../../domain/store/locale-path';
import { LOCALES, type LocaleCode } from '../../domain/store/locales';
import { storeIdForLocale } from '../../domain/store/store-directory';
import type { StoreId } from '../../domain/store/stores';

export interface PageLocation {
  locale: LocaleCode;
  storeId: StoreId;
  /** The router's basename: the locale prefix, '/' for French. */
  basename: string;
}

/** Store and language from the path prefix (DESIGN decision 5: `/es`…, French has none). */
export function pageLocation(pathname: string): PageLocation {
  const { locale } = stripLocalePrefix(pathname);
  return { locale, storeId: storeIdForLocale(locale), basename: LOCALES[locale].prefix || '/' };
}

/** SPEC §7/§9: device 0 is a desktop, 1 anything else. */
export function deviceFromUserAgent(userAgent: string | undefined): 0 | 1 {
  return userAgent && /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 1 : 0;
}
