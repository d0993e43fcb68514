/**
 * Localised listing slugs (SPEC §2 and §9): the path of each special listing per language.
 * Paths are store-relative and carry no locale prefix (the UI adds /es, /it, …).
 */
import { LOCALE_CODES, type LocaleCode, type Localized } from '../store/locales';
import { STATIC_PREFIXES } from './route-table';

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
  ...STATIC_PREFIXES,
  'api', 'media', 'assets', 'static', 'recherche', 'c',
]);

export const listingPath = (locale: LocaleCode, kind: keyof ListingSlugs): string => `/${LISTING_SLUGS[locale][kind]}`;
/** Store-relative product page path (SPEC §2 `/p/*`); the UI adds the locale prefix. */
export const productPath = (slug: string): string => `/p/${slug.replace(/^\/+/, '')}`;
export const cmsPath = (slug: string): string => `/t/${slug}`;
export const templatePagePath = (slug: string): string => `/tp/${slug}`;
export const artistPath = (slug: string, id: number): string => `/c-${slug}-${id}`;

/** The slug and id of an artist page's path segment (`c-{slug}-{id}`), or null. */
export function artistSegment(segment: string): { slug: string; id: number } | null {
  const match = /^c-(.+)-(\d{1,9})$/.exec(segment);
  return match ? { slug: match[1], id: Number(match[2]) } : null;
}

/** What the special listings are called in menus and breadcrumbs. */
export const LISTING_NAMES: Record<keyof ListingSlugs, Localized<string>> = {
  brands: { fr: 'Marques', es: 'Marcas', it: 'Marche', nl: 'Merken', de: 'Marken', en: 'Brands' },
  topSales: { fr: 'Top ventes', es: 'Top ventas', it: 'Più venduti', nl: 'Bestsellers', de: 'Bestseller', en: 'Bestsellers' },
  novelties: { fr: 'Nouveautés', es: 'Novedades', it: 'Novità', nl: 'Nieuw', de: 'Neu', en: 'New in' },
  sale: { fr: 'Soldes', es: 'Rebajas', it: 'Saldi', nl: 'Solden', de: 'Sale', en: 'Sale' },
  promotions: { fr: 'Promotions', es: 'Promociones', it: 'Promozioni', nl: 'Promoties', de: 'Aktionen', en: 'Promotions' },
  flashSale: { fr: 'Ventes flash', es: 'Ventas flash', it: 'Vendite flash', nl: 'Flash sale', de: 'Blitzangebote', en: 'Flash sale' },
  outlet: { fr: 'Outlet', es: 'Outlet', it: 'Outlet', nl: 'Outlet', de: 'Outlet', en: 'Outlet' },
};
