/** Words of the ratings API, per shop language (the product's own 404 stays the catalogue's). */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const TEXTS = {
  ratingNotFound: {
    fr: 'Vous n’avez pas encore noté ce produit.',
    es: 'Todavía no has valorado este producto.',
    it: 'Non hai ancora valutato questo prodotto.',
    nl: 'Je hebt dit product nog niet beoordeeld.',
    de: 'Sie haben dieses Produkt noch nicht bewertet.',
    en: 'You have not rated this product yet.',
  },
  commentTooLong: {
    fr: 'Votre commentaire ne doit pas dépasser 500 caractères.',
    es: 'Tu comentario no debe superar los 500 caracteres.',
    it: 'Il tuo commento non deve superare i 500 caratteri.',
    nl: 'Je opmerking mag niet langer zijn dan 500 tekens.',
    de: 'Ihr Kommentar darf höchstens 500 Zeichen lang sein.',
    en: 'Your comment must not be longer than 500 characters.',
  },
  commentInvalid: {
    fr: 'Votre commentaire contient des caractères non autorisés.',
    es: 'Tu comentario contiene caracteres no permitidos.',
    it: 'Il tuo commento contiene caratteri non consentiti.',
    nl: 'Je opmerking bevat niet-toegestane tekens.',
    de: 'Ihr Kommentar enthält unzulässige Zeichen.',
    en: 'Your comment contains characters that are not allowed.',
  },
  scoreInvalid: {
    fr: 'Choisissez une note de 1 à 5 étoiles.',
    es: 'Elige una valoración de 1 a 5 estrellas.',
    it: 'Scegli un voto da 1 a 5 stelle.',
    nl: 'Kies een score van 1 tot 5 sterren.',
    de: 'Wählen Sie eine Bewertung von 1 bis 5 Sternen.',
    en: 'Choose a rating from 1 to 5 stars.',
  },
} satisfies Record<string, Localized>;

export type RatingTextKey = keyof typeof TEXTS;

export const ratingText = (key: RatingTextKey, locale: LocaleCode): string => TEXTS[key][locale];
