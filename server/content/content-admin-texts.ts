/** The content administration's words (the refusal of a caller without the role), in the six languages. */
import type { LocaleCode } from '../../src/domain/store/locales';

const TEXTS = {
  merchandiserOnly: {
    fr: 'Réservé aux responsables du contenu du site.',
    es: 'Reservado a los responsables del contenido del sitio.',
    it: 'Riservato ai responsabili dei contenuti del sito.',
    nl: 'Alleen voor de beheerders van de inhoud van de site.',
    de: 'Nur für die Verwaltung der Inhalte der Website.',
    en: 'For the site’s content staff only.',
  },
} satisfies Record<string, Record<LocaleCode, string>>;

export const contentAdminText = (key: keyof typeof TEXTS, locale: LocaleCode): string => TEXTS[key][locale];
