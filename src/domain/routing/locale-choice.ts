import { preferredLocale } from '../store/accept-language';
import { localizedPath, stripLocalePrefix } from '../store/locale-path';
import { isLocaleCode, type LocaleCode } from '../store/locales';
import { queryString, withoutKeys, type Query } from './page-paths';

/** SPEC §1: the locale cookie, path `/`; a year, like the other long-lived shop cookies' order of magnitude. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;
/** `?locale=es` on any page: an explicit choice (the menu's language entries use it). */
export const LOCALE_QUERY = 'locale';

export interface LocaleChoiceInput {
  /** Full path as requested, with its locale prefix. */
  pathname: string;
  query: Query;
  cookieLocale: string | undefined;
  acceptLanguage: string | undefined;
}

export type LocaleChoice =
  | { kind: 'stay'; locale: LocaleCode; setCookie: boolean }
  | { kind: 'redirect'; locale: LocaleCode; location: string; setCookie: boolean };

/**
 * SPEC §1 and DESIGN decision 5: the language comes from the cookie, then the browser's
 * language, then the route prefix, with a redirect to the locale-specific path.
 * - `?locale=xx` is an explicit choice: remembered, and the same page is shown in that language.
 * - The unprefixed home `/` is the shop's front door: a visitor whose cookie (else browser)
 *   asks for another language is sent to that language's home.
 * - Any other address names its language in its prefix and is honoured as asked (links, search
 *   engines, the country switch); the cookie then follows it so the next visit of `/` lands there.
 */
export function chooseLocale(input: LocaleChoiceInput): LocaleChoice {
  const { locale: routeLocale, path, prefixed } = stripLocalePrefix(input.pathname);
  const cookie = isLocaleCode(input.cookieLocale) ? input.cookieLocale : null;

  const asked = input.query[LOCALE_QUERY];
  if (asked !== undefined) {
    const rest = queryString(withoutKeys(input.query, [LOCALE_QUERY]));
    const target = isLocaleCode(asked) ? asked : routeLocale;
    return { kind: 'redirect', locale: target, location: localizedPath(target, `${path}${rest}`), setCookie: target !== cookie };
  }

  if (!prefixed && path === '/') {
    const preferred = cookie ?? preferredLocale(input.acceptLanguage);
    if (preferred && preferred !== routeLocale) {
      return { kind: 'redirect', locale: preferred, location: localizedPath(preferred, `/${queryString(input.query)}`), setCookie: preferred !== cookie };
    }
  }
  return { kind: 'stay', locale: routeLocale, setCookie: cookie !== routeLocale };
}
