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
  productNotFound: {
    fr: 'Aucun produit n’a cette clé.',
    es: 'Ningún producto tiene esta clave.',
    it: 'Nessun prodotto ha questa chiave.',
    nl: 'Geen product heeft deze sleutel.',
    de: 'Kein Produkt hat diesen Schlüssel.',
    en: 'No product has this key.',
  },
  sizeNotFound: {
    fr: 'Ce produit n’a pas de taille avec ce SKU.',
    es: 'Este producto no tiene ninguna talla con este SKU.',
    it: 'Questo prodotto non ha nessuna taglia con questo SKU.',
    nl: 'Dit product heeft geen maat met deze SKU.',
    de: 'Dieses Produkt hat keine Größe mit dieser SKU.',
    en: 'This product has no size with this SKU.',
  },
  stockChangeExpected: {
    fr: 'Indiquez soit set (un stock), soit add (un ajout ou un retrait).',
    es: 'Indique set (un stock) o add (una entrada o una salida).',
    it: 'Indicare set (uno stock) oppure add (un’aggiunta o un prelievo).',
    nl: 'Geef set (een voorraad) of add (een toevoeging of afname).',
    de: 'Geben Sie entweder set (einen Bestand) oder add (eine Zu- oder Abnahme) an.',
    en: 'Give either set (a stock level) or add (a change up or down).',
  },
} satisfies Record<string, Localized>;

export type MerchandiseTextKey = keyof typeof MERCHANDISE_TEXTS;

export function merchandiseText(key: MerchandiseTextKey, locale: LocaleCode): string {
  return MERCHANDISE_TEXTS[key][locale];
}
