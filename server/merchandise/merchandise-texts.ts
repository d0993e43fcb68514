/** The merchandise module's words, per shop language. */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const MERCHANDISE_TEXTS = {
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
    es: 'Indica set (un stock) o add (una entrada o una salida).',
    it: 'Indicare set (uno stock) oppure add (un’aggiunta o un prelievo).',
    nl: 'Geef set (een voorraad) of add (een toevoeging of afname).',
    de: 'Geben Sie entweder set (einen Bestand) oder add (eine Zu- oder Abnahme) an.',
    en: 'Give either set (a stock level) or add (a change up or down).',
  },
  changedMeanwhile: {
    fr: 'Quelqu’un d’autre a modifié ce produit depuis que vous l’avez ouvert : rechargez-le pour voir ses changements, puis refaites les vôtres.',
    es: 'Otra persona ha cambiado este producto desde que lo abriste: vuelve a cargarlo para ver sus cambios y haz de nuevo los tuyos.',
    it: 'Qualcun altro ha modificato questo prodotto da quando l’hai aperto: ricaricalo per vedere le sue modifiche, poi rifai le tue.',
    nl: 'Iemand anders heeft dit product gewijzigd sinds je het opende: laad het opnieuw om de wijzigingen te zien en breng de jouwe dan opnieuw aan.',
    de: 'Jemand anderes hat dieses Produkt geändert, seit Sie es geöffnet haben: Laden Sie es neu, um die Änderungen zu sehen, und nehmen Sie Ihre dann erneut vor.',
    en: 'Someone else changed this product since you opened it: reload it to see their changes, then make yours again.',
  },
  notAVersion: {
    fr: 'If-Match doit être la version du produit lue (son ETag, par exemple "3").',
    es: 'If-Match debe ser la versión del producto leída (su ETag, por ejemplo "3").',
    it: 'If-Match deve essere la versione del prodotto letta (il suo ETag, per esempio "3").',
    nl: 'If-Match moet de gelezen versie van het product zijn (de ETag, bijvoorbeeld "3").',
    de: 'If-Match muss die gelesene Version des Produkts sein (sein ETag, zum Beispiel "3").',
    en: 'If-Match must be the version of the product you read (its ETag, for instance "3").',
  },
  nothingToEdit: {
    fr: 'Indiquez au moins un nom, une description ou un label à changer.',
    es: 'Indica al menos un nombre, una descripción o una etiqueta que cambiar.',
    it: 'Indicare almeno un nome, una descrizione o un’etichetta da cambiare.',
    nl: 'Geef minstens een naam, een beschrijving of een label om te wijzigen.',
    de: 'Geben Sie mindestens einen Namen, eine Beschreibung oder ein Label zum Ändern an.',
    en: 'Give at least one name, description or label to change.',
  },
} satisfies Record<string, Localized>;

export type MerchandiseTextKey = keyof typeof MERCHANDISE_TEXTS;

export function merchandiseText(key: MerchandiseTextKey, locale: LocaleCode): string {
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
