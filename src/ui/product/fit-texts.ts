/** The size guide's and the fit advice's words (issue 38), in the six languages (German "Sie", Spanish "tú", Italian "tu", Dutch "je"). */
import type { FitDirection } from '../../domain/returns/fit-advice';
import type { SizeGuideKind } from '../../domain/catalogue/size-guide';
import type { LocaleCode } from '../../domain/store/locales';

export interface FitTexts {
  button: string;
  title: string;
  size: string;
  kinds: Record<SizeGuideKind, string>;
  units: string;
  /** The advice line: "Runs small: consider one size up" (the words in English). */
  advice: Record<FitDirection, string>;
  /** The share behind the advice, in the guide: `{percent}`, `{count}`, `{sold}`. */
  share: Record<FitDirection, string>;
  noGuide: string;
}

export const FIT_TEXTS: Record<LocaleCode, FitTexts> = {
  fr: {
    button: 'Guide des tailles', title: 'Guide des tailles', size: 'Taille',
    kinds: { body: 'Mesures du corps', garment: 'Mesures du vêtement' }, units: 'Mesures en centimètres.',
    advice: { small: 'Taille petit : prenez une taille au-dessus', large: 'Taille grand : prenez une taille en dessous' },
    share: {
      small: '{percent} des retours pour la taille disaient « trop petit » ({count} retours, {sold} articles vendus).',
      large: '{percent} des retours pour la taille disaient « trop grand » ({count} retours, {sold} articles vendus).',
    },
    noGuide: 'Pas encore de mesures pour ce produit.',
  },
  es: {
    button: 'Guía de tallas', title: 'Guía de tallas', size: 'Talla',
    kinds: { body: 'Medidas del cuerpo', garment: 'Medidas de la prenda' }, units: 'Medidas en centímetros.',
    advice: { small: 'Talla pequeña: elige una talla más', large: 'Talla grande: elige una talla menos' },
    share: {
      small: 'El {percent} de las devoluciones por talla decían «demasiado pequeño» ({count} devoluciones, {sold} artículos vendidos).',
      large: 'El {percent} de las devoluciones por talla decían «demasiado grande» ({count} devoluciones, {sold} artículos vendidos).',
    },
    noGuide: 'Todavía no hay medidas para este producto.',
  },
  it: {
    button: 'Guida alle taglie', title: 'Guida alle taglie', size: 'Taglia',
    kinds: { body: 'Misure del corpo', garment: 'Misure del capo' }, units: 'Misure in centimetri.',
    advice: { small: 'Veste piccolo: scegli una taglia in più', large: 'Veste grande: scegli una taglia in meno' },
    share: {
      small: 'Il {percent} dei resi per la taglia diceva «troppo piccolo» ({count} resi, {sold} articoli venduti).',
      large: 'Il {percent} dei resi per la taglia diceva «troppo grande» ({count} resi, {sold} articoli venduti).',
    },
    noGuide: 'Ancora nessuna misura per questo prodotto.',
  },
  nl: {
    button: 'Maattabel', title: 'Maattabel', size: 'Maat',
    kinds: { body: 'Lichaamsmaten', garment: 'Maten van het kledingstuk' }, units: 'Maten in centimeters.',
    advice: { small: 'Valt klein: kies een maat groter', large: 'Valt groot: kies een maat kleiner' },
    share: {
      small: '{percent} van de retouren om de maat zei ‘te klein’ ({count} retouren, {sold} artikelen verkocht).',
      large: '{percent} van de retouren om de maat zei ‘te groot’ ({count} retouren, {sold} artikelen verkocht).',
    },
    noGuide: 'Nog geen maten voor dit product.',
  },
  de: {
    button: 'Größentabelle', title: 'Größentabelle', size: 'Größe',
    kinds: { body: 'Körpermaße', garment: 'Maße des Artikels' }, units: 'Maße in Zentimetern.',
    advice: { small: 'Fällt klein aus: Wählen Sie eine Größe größer', large: 'Fällt groß aus: Wählen Sie eine Größe kleiner' },
    share: {
      small: '{percent} der Rücksendungen wegen der Größe sagten „zu klein“ ({count} Rücksendungen, {sold} Artikel verkauft).',
      large: '{percent} der Rücksendungen wegen der Größe sagten „zu groß“ ({count} Rücksendungen, {sold} Artikel verkauft).',
    },
    noGuide: 'Für diesen Artikel gibt es noch keine Maße.',
  },
  en: {
    button: 'Size guide', title: 'Size guide', size: 'Size',
    kinds: { body: 'Body measurements', garment: 'Garment measurements' }, units: 'Measurements in centimetres and inches.',
    advice: { small: 'Runs small: consider one size up', large: 'Runs large: consider one size down' },
    share: {
      small: '{percent} of fit returns said too small ({count} returns, {sold} sold).',
      large: '{percent} of fit returns said too large ({count} returns, {sold} sold).',
    },
    noGuide: 'No measurements for this product yet.',
  },
};

/** A text with its `{name}` holes filled. */
export const filled = (text: string, values: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (hole, name: string) => String(values[name] ?? hole));
