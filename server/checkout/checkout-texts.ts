/**
 * What the checkout tells a shopper, in the request's language: a destination not delivered to
 * (SPEC §8 fixes the French wording; the basket and the orders API answer it too), a destination
 * no relay carrier serves, and the relay point fetch error (SPEC §8).
 */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const TEXTS = {
  countryNotDeliverable: {
    fr: "Ce pays n'est pas disponible à la livraison.",
    es: 'Este país no está disponible para la entrega.',
    it: 'Questo paese non è disponibile per la consegna.',
    nl: 'Naar dit land kunnen we niet leveren.',
    de: 'In dieses Land liefern wir nicht.',
    en: 'We do not deliver to this country.',
  },
  noRelayCountry: {
    fr: 'Ce pays n\'est pas disponible à la livraison.',
    es: 'Este país no está disponible para la entrega.',
    it: 'Questo paese non è disponibile per la consegna.',
    nl: 'Dit land is niet beschikbaar voor levering.',
    de: 'Dieses Land ist für die Lieferung nicht verfügbar.',
    en: 'This country is not available for delivery.',
  },
  fetchError: {
    fr: 'Impossible de récupérer les points relais, merci de réessayer.',
    es: 'No se han podido obtener los puntos de recogida, inténtalo de nuevo.',
    it: 'Impossibile recuperare i punti di ritiro, riprova.',
    nl: 'De afhaalpunten konden niet worden opgehaald, probeer het opnieuw.',
    de: 'Die Abholstationen konnten nicht geladen werden, bitte versuchen Sie es erneut.',
    en: 'The pickup points could not be loaded, please try again.',
  },
} satisfies Record<string, Localized>;

export type CheckoutTextKey = keyof typeof TEXTS;

export function checkoutText(key: CheckoutTextKey, locale: LocaleCode): string {
  return TEXTS[key][locale] ?? TEXTS[key].fr;
}
