/** The merchandise module's words, per shop language. */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const MERCHANDISE_TEXTS = {
  /** A signed-in customer without the `merchandiser` (or `admin`) role on a catalogue route. */
  merchandiserOnly: {
    fr: 'Réservé aux responsables du catalogue.',
    es: 'Reservado a los responsables del catálogo.',
    it: 'Riservato ai responsabili del catalogo.',
    nl: 'Alleen voor catalogusbeheerders.',
    de: 'Nur für die Katalogverwaltung.',
    en: 'For catalogue staff only.',
  },
} satisfies Record<string, Localized>;

export function merchandiseText(key: keyof typeof MERCHANDISE_TEXTS, locale: LocaleCode): string {
  return MERCHANDISE_TEXTS[key][locale];
}
