/**
 * The 403 of a caller without the `merchandiser` (or `admin`) role, in the six languages: one
 * wording for the catalogue's routes (products, stock, prices, promotions, delivery terms), one for
 * the site's content and its images. Each merchandisers' route file adds `requireMerchandiser(area)`.
 */
import { MERCHANDISER_ROLE } from '../../src/domain/auth/roles';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import { requireRole } from './customer-auth';

const REFUSALS = {
  catalogue: {
    fr: 'Réservé aux responsables du catalogue.',
    es: 'Reservado a los responsables del catálogo.',
    it: 'Riservato ai responsabili del catalogo.',
    nl: 'Alleen voor catalogusbeheerders.',
    de: 'Nur für die Katalogverwaltung.',
    en: 'For catalogue staff only.',
  },
  content: {
    fr: 'Réservé aux responsables du contenu du site.',
    es: 'Reservado a los responsables del contenido del sitio.',
    it: 'Riservato ai responsabili dei contenuti del sito.',
    nl: 'Alleen voor de beheerders van de inhoud van de site.',
    de: 'Nur für die Verwaltung der Inhalte der Website.',
    en: 'For the site’s content staff only.',
  },
} satisfies Record<string, Localized>;

export type MerchandiserArea = keyof typeof REFUSALS;

export const merchandiserOnlyText = (area: MerchandiserArea, locale: LocaleCode): string => REFUSALS[area][locale];

/** The `onRequest` hook of a merchandisers' route file: 403 in the caller's language without the role. */
export const requireMerchandiser = (area: MerchandiserArea) => requireRole(MERCHANDISER_ROLE, (locale) => merchandiserOnlyText(area, locale));
