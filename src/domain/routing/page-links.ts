import { localizedPath } from '../store/locale-path';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../store/locales';

export interface AlternateLink {
  /** ISO locale (fr-FR…) or x-default. */
  hreflang: string;
  href: string;
  locale: LocaleCode | null;
}

/** Where each store is served: its base URL from /init (`https://host` or `https://host/es`). */
export type StoreBaseUrls = Partial<Record<LocaleCode, string>>;

/** Absolute URL of a store-relative path in the store speaking `locale`. */
export function absoluteUrl(locale: LocaleCode, path: string, baseUrls: StoreBaseUrls, origin: string): string {
  const base = baseUrls[locale];
  if (base) return `${base.replace(/\/+$/, '')}${path}`;
  return `${origin}${localizedPath(locale, path)}`;
}

/**
 * hreflang alternates of a page (SPEC: six locales): the page info's alternates when the back end
 * knows the page in other languages (product slugs differ per language, a restricted brand exists
 * in one store only), else the same store-relative path in every store (static screens). French,
 * the default language, is also the x-default.
 */
export function alternateLinks(options: {
  path: string;
  pageAlternates: Partial<Record<LocaleCode, string>> | null;
  baseUrls: StoreBaseUrls;
  origin: string;
}): AlternateLink[] {
  const hrefs: Partial<Record<LocaleCode, string>> = options.pageAlternates
    ? options.pageAlternates
    : Object.fromEntries(LOCALE_CODES.map((locale) => [locale, absoluteUrl(locale, options.path, options.baseUrls, options.origin)]));
  const links: AlternateLink[] = LOCALE_CODES.filter((locale) => hrefs[locale]).map((locale) => ({
    hreflang: LOCALES[locale].iso,
    href: hrefs[locale]!,
    locale,
  }));
  if (hrefs.fr) links.push({ hreflang: 'x-default', href: hrefs.fr, locale: null });
  return links;
}

/** Canonical URL: the page in its own store, keeping only the listing page number. */
export function canonicalUrl(options: {
  locale: LocaleCode;
  path: string;
  query: Record<string, string>;
  pageAlternates: Partial<Record<LocaleCode, string>> | null;
  baseUrls: StoreBaseUrls;
  origin: string;
}): string {
  const base = options.pageAlternates?.[options.locale] ?? absoluteUrl(options.locale, options.path, options.baseUrls, options.origin);
  const page = options.query.page;
  return page && /^\d+$/.test(page) && page !== '1' ? `${base}?page=${page}` : base;
}
