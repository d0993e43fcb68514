/**
 * Words of page titles, descriptions and breadcrumbs (SEO) in the six languages. `{freeShipping}`
 * stays for the store's real threshold, written as its prices are (content-terms `withStoreTerms`).
 */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

type Template = Localized;

export const PAGE_WORDS: Record<string, Template> = {
  home: { fr: 'Accueil', es: 'Inicio', it: 'Home', nl: 'Home', de: 'Startseite', en: 'Home' },
  search: { fr: 'Recherche', es: 'Búsqueda', it: 'Ricerca', nl: 'Zoeken', de: 'Suche', en: 'Search' },
  searchFor: { fr: 'Recherche « {q} »', es: 'Búsqueda «{q}»', it: 'Ricerca «{q}»', nl: 'Zoeken naar "{q}"', de: 'Suche „{q}“', en: 'Search "{q}"' },
  listingDescription: {
    fr: '{name} : découvrez notre sélection sur {shop}. Livraison offerte dès {freeShipping}, retours sous 14 jours.',
    es: '{name}: descubre nuestra selección en {shop}. Envío gratis desde {freeShipping}, devoluciones en 14 días.',
    it: '{name}: scopri la nostra selezione su {shop}. Spedizione gratuita da {freeShipping}, resi entro 14 giorni.',
    nl: '{name}: ontdek onze selectie bij {shop}. Gratis levering vanaf {freeShipping}, retour binnen 14 dagen.',
    de: '{name}: Entdecken Sie unsere Auswahl bei {shop}. Kostenloser Versand ab {freeShipping}, Rückgabe innerhalb von 14 Tagen.',
    en: '{name}: discover our selection at {shop}. Free delivery from {freeShipping}, returns within 14 days.',
  },
  page: { fr: 'Page', es: 'Página', it: 'Pagina', nl: 'Pagina', de: 'Seite', en: 'Page' },
};

export function words(key: keyof typeof PAGE_WORDS, locale: LocaleCode, values: Record<string, string> = {}): string {
  return PAGE_WORDS[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
