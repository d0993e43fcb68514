/** Localised product texts: names, descriptions and the "informations" block of a product page. */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { CatBrand } from '../catalogue/catalogue-service';
import { GENDER_WORDS, type GenderKey, type TypeWords } from './category-words';
import { localized } from './text';
import { CARE, FITS, INFO_LABELS, MADE_IN, type ColourWords, type MaterialWords, type RangeWords } from './words';

export interface ProductWords {
  id: number;
  brand: CatBrand;
  type: TypeWords;
  gender: GenderKey;
  motif: Localized;
  colour: ColourWords;
  material: MaterialWords;
  range: RangeWords;
  fitIndex: number;
  careIndex: number;
  madeIn: string;
}

/** "Nordvik - T-shirt Logo Brodé Noir"; kids items say so ("Sweat Enfant …"). */
export function productNames(words: ProductWords): Localized {
  return localized((locale) => {
    const kids = words.gender === 'kids' ? ` ${GENDER_WORDS.kids[locale]}` : '';
    return `${words.brand.name} - ${words.type.singular[locale]}${kids} ${words.motif[locale]} ${words.colour.names[locale]}`;
  });
}

const lower = (text: string, locale: LocaleCode): string => (locale === 'de' ? text : text.toLowerCase());

export function productDescriptions(words: ProductWords): Localized {
  const { brand, type, colour, material } = words;
  const clothing = type.family === 'clothing';
  return localized((locale) => {
    const item = type.singular[locale];
    const range = words.range.names[locale];
    const mat = lower(material.names[locale], locale);
    const col = lower(colour.names[locale], locale);
    const fit = clothing ? ` ${FITS[words.fitIndex][locale]}.` : '';
    switch (locale) {
      case 'fr':
        return `${item} ${brand.name} en ${mat}, coloris ${col}.${fit} Une pièce de la collection ${range}, pensée pour le quotidien.`;
      case 'es':
        return `${item} ${brand.name} de ${mat}, color ${col}.${fit} Una pieza de la colección ${range}, pensada para el día a día.`;
      case 'it':
        return `${item} ${brand.name} in ${mat}, colore ${col}.${fit} Un capo della collezione ${range}, pensato per tutti i giorni.`;
      case 'nl':
        return `${item} van ${brand.name} in ${mat}, kleur ${col}.${fit} Uit de collectie ${range}, gemaakt voor elke dag.`;
      case 'de':
        return `${item} von ${brand.name} aus ${mat}, Farbe ${col}.${fit} Aus der Kollektion ${range}, gemacht für jeden Tag.`;
      case 'en':
        return `${brand.name} ${item.toLowerCase()} in ${mat}, colour ${col}.${fit} Part of the ${range} collection, made for every day.`;
    }
  });
}

export function productReference(words: ProductWords): string {
  const brandPart = words.brand.slug.replace(/-/g, '').slice(0, 3).toUpperCase();
  return `${brandPart}-${words.type.key.slice(0, 2).toUpperCase()}-${words.id}`;
}

export function productInformations(words: ProductWords): Localized<{ label: string; value: string }[]> {
  const madeIn = MADE_IN.find((country) => country.code === words.madeIn) ?? MADE_IN[0];
  const reference = productReference(words);
  return localized((locale) => {
    const rows = [
      { label: INFO_LABELS.composition[locale], value: words.material.composition[locale] },
      { label: INFO_LABELS.colour[locale], value: words.colour.names[locale] },
    ];
    if (words.type.family === 'clothing') rows.push({ label: INFO_LABELS.fit[locale], value: FITS[words.fitIndex][locale] });
    rows.push(
      { label: INFO_LABELS.care[locale], value: CARE[words.careIndex][locale] },
      { label: INFO_LABELS.madeIn[locale], value: madeIn.names[locale] },
      { label: INFO_LABELS.collection[locale], value: words.range.names[locale] },
      { label: INFO_LABELS.reference[locale], value: reference },
    );
    return rows;
  });
}
