import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, type LocaleCode } from './locales';

/**
 * Single-host routing (DESIGN decision 5): French pages have no prefix, the other languages live
 * under `/es`, `/it`, `/nl`, `/de`, `/en`. API paths are store-relative, i.e. without the prefix.
 */
export function localizedPath(locale: LocaleCode, path: string): string {
  const relative = ensureLeadingSlash(path);
  const prefix = LOCALES[locale].prefix;
  if (!prefix) return relative;
  return `${prefix}${relative}`;
}

export interface StrippedPath {
  locale: LocaleCode;
  /** Store-relative path, always starting with '/'. Query and hash are kept. */
  path: string;
  /** True when the path carried a locale prefix. */
  prefixed: boolean;
}

export function stripLocalePrefix(path: string): StrippedPath {
  const full = ensureLeadingSlash(path);
  for (const code of LOCALE_CODES) {
    const prefix = LOCALES[code].prefix;
    if (!prefix || !full.startsWith(prefix)) continue;
    const rest = full.slice(prefix.length);
    if (rest === '') return { locale: code, path: '/', prefixed: true };
    if (rest.startsWith('/')) return { locale: code, path: rest, prefixed: true };
    if (rest.startsWith('?') || rest.startsWith('#')) return { locale: code, path: `/${rest}`, prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: full, prefixed: false };
}

export function localeFromPath(path: string): LocaleCode {
  return stripLocalePrefix(path).locale;
}

/** The same page in another language (used by the country/language switch). */
export function switchLocalePath(path: string, target: LocaleCode): string {
  return localizedPath(target, stripLocalePrefix(path).path);
}

function ensureLeadingSlash(path: string): string {
  if (path === '') return '/';
  return path.startsWith('/') ? path : `/${path}`;
}
