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

const l6 = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

/**
 * The labels of a product page's "informations" rows an import writes (the demo's, fit aside):
 * composition and care come from the bundle, the others from the product's colour, range, country
 * of manufacture and key. An export finds composition and care again by these labels.
 */
export const INFORMATION_LABELS = {
  composition: l6('Composition', 'Composición', 'Composizione', 'Samenstelling', 'Zusammensetzung', 'Composition'),
  colour: l6('Couleur', 'Color', 'Colore', 'Kleur', 'Farbe', 'Colour'),
  care: l6('Entretien', 'Cuidados', 'Manutenzione', 'Onderhoud', 'Pflege', 'Care'),
  madeIn: l6('Fabriqué en', 'Fabricado en', 'Prodotto in', 'Gemaakt in', 'Hergestellt in', 'Made in'),
  collection: l6('Collection', 'Colección', 'Collezione', 'Collectie', 'Kollektion', 'Collection'),
  reference: l6('Référence', 'Referencia', 'Riferimento', 'Referentie', 'Artikelnummer', 'Reference'),
} satisfies Record<string, Localized>;
