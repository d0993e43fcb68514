/**
 * Localised listing slugs (SPEC §2 and §9): the path of each special listing per language.
 * Paths are store-relative and carry no locale prefix (the UI adds /es, /it, …).
 * Plain data on purpose: the shell engineer may move this table to src/domain.
 */
import { LOCALE_CODES, type LocaleCode } from '../../src/domain/store/locales';

export interface ListingSlugs {
  brands: string;
  topSales: string;
  novelties: string;
  sale: string;
  promotions: string;
  flashSale: string;
  outlet: string;
}

export const LISTING_SLUGS: Record<LocaleCode, ListingSlugs> = {
  fr: { brands: 'marques', topSales: 'top-ventes', novelties: 'nouveautes', sale: 'soldes', promotions: 'promotions', flashSale: 'ventes-flash', outlet: 'outlet' },
  es: { brands: 'marcas', topSales: 'top-ventas', novelties: 'novedades', sale: 'rebajas', promotions: 'promociones', flashSale: 'ventas-flash', outlet: 'outlet' },
  it: { brands: 'marche', topSales: 'vendite-top', novelties: 'notizie', sale: 'saldi', promotions: 'promozioni', flashSale: 'vendite-flash', outlet: 'outlet' },
  nl: { brands: 'merken', topSales: 'bestsellers', novelties: 'nieuw', sale: 'solden', promotions: 'promoties', flashSale: 'flash-sale', outlet: 'outlet' },
  de: { brands: 'marken', topSales: 'bestsellers', novelties: 'neu', sale: 'sale', promotions: 'aktionen', flashSale: 'blitzangebote', outlet: 'outlet' },
  en: { brands: 'brands', topSales: 'bestsellers', novelties: 'new', sale: 'sale', promotions: 'promotions', flashSale: 'flash-sale', outlet: 'outlet' },
};

/** Fixed route prefixes: product /p/{slug}, CMS /t/{slug}, template page /tp/{slug}, search /search/{terms}. */
export const ROUTE_SEGMENTS = {
  product: 'p',
  cms: 't',
  templatePage: 'tp',
  search: 'search',
} as const;

/** First path segments a brand or category slug must never take. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...LOCALE_CODES.flatMap((locale) => Object.values(LISTING_SLUGS[locale])),
  ...Object.values(ROUTE_SEGMENTS),
  ...LOCALE_CODES,
  'account', 'checkout', 'login', 'autoconnect', 'wishlist', 'contact', 'maintenance', 'unsubscribe',
  'api', 'media', 'assets', 'static', 'recherche', 'c',
]);

export const listingPath = (locale: LocaleCode, kind: keyof ListingSlugs): string => `/${LISTING_SLUGS[locale][kind]}`;
export const productPath = (slug: string): string => `/p/${slug}`;
export const cmsPath = (slug: string): string => `/t/${slug}`;
export const templatePagePath = (slug: string): string => `/tp/${slug}`;
export const artistPath = (slug: string, id: number): string => `/c-${slug}-${id}`;
export const searchPath = (terms: string): string => `/search/${terms.trim().split(/\s+/).map(encodeURIComponent).join('+')}`;
