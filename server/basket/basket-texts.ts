/**
 * What the basket answer tells the shopper, in the request's language (SPEC §8: "invalid
 * promotion shows the server's validity message", "unavailable items removed from basket").
 * Amounts and dates are written the way the language writes them, with plain spaces.
 */
import { formatCents, type Cents } from '../../src/domain/money/money';
import { LOCALES, type LocaleCode } from '../../src/domain/store/locales';
import type { PromotionRefusal } from '../../src/domain/basket/promotion-rules';
import { ruleRefusalMessage } from './basket-promotion-texts';

type MessageKey =
  | 'empty' | 'unknown' | 'expired' | 'notStarted' | 'store' | 'deviceApp' | 'deviceWeb' | 'noEligible' | 'minimum'
  | 'applied' | 'itemsRemoved';

const MESSAGES: Record<LocaleCode, Record<MessageKey, string>> = {
  fr: {
    empty: 'Veuillez renseigner un code promo',
    unknown: "Ce code promo n'existe pas",
    expired: 'Ce code promo a expiré',
    notStarted: 'Ce code promo sera valable à partir du {date}',
    store: "Ce code promo n'est pas valable dans ce pays",
    deviceApp: "Ce code promo est réservé à l'application mobile",
    deviceWeb: 'Ce code promo est réservé au site internet',
    noEligible: 'Ce code promo ne concerne aucun article de votre panier',
    minimum: 'Montant minimum de {amount} non atteint',
    applied: 'Code promo appliqué',
    itemsRemoved: 'Des articles indisponibles ont été retirés de votre panier',
  },
  es: {
    empty: 'Introduce un código promocional',
    unknown: 'Este código promocional no existe',
    expired: 'Este código promocional ha caducado',
    notStarted: 'Este código promocional será válido a partir del {date}',
    store: 'Este código promocional no es válido en este país',
    deviceApp: 'Este código promocional solo es válido en la aplicación móvil',
    deviceWeb: 'Este código promocional solo es válido en la web',
    noEligible: 'Este código promocional no se aplica a ningún artículo de tu cesta',
    minimum: 'No se ha alcanzado el importe mínimo de {amount}',
    applied: 'Código promocional aplicado',
    itemsRemoved: 'Se han retirado de tu cesta artículos que ya no están disponibles',
  },
  it: {
    empty: 'Inserisci un codice promozionale',
    unknown: 'Questo codice promozionale non esiste',
    expired: 'Questo codice promozionale è scaduto',
    notStarted: 'Questo codice promozionale sarà valido dal {date}',
    store: 'Questo codice promozionale non è valido in questo paese',
    deviceApp: "Questo codice promozionale è riservato all'app",
    deviceWeb: 'Questo codice promozionale è valido solo sul sito',
    noEligible: 'Questo codice promozionale non si applica a nessun articolo del carrello',
    minimum: 'Importo minimo di {amount} non raggiunto',
    applied: 'Codice promozionale applicato',
    itemsRemoved: 'Alcuni articoli non più disponibili sono stati rimossi dal carrello',
  },
  nl: {
    empty: 'Vul een promotiecode in',
    unknown: 'Deze promotiecode bestaat niet',
    expired: 'Deze promotiecode is verlopen',
    notStarted: 'Deze promotiecode is geldig vanaf {date}',
    store: 'Deze promotiecode is niet geldig in dit land',
    deviceApp: 'Deze promotiecode is alleen geldig in de app',
    deviceWeb: 'Deze promotiecode is alleen geldig op de website',
    noEligible: 'Deze promotiecode geldt voor geen enkel artikel in je winkelmand',
    minimum: 'Minimumbedrag van {amount} niet bereikt',
    applied: 'Promotiecode toegepast',
    itemsRemoved: 'Niet meer beschikbare artikelen zijn uit je winkelmand verwijderd',
  },
  de: {
    empty: 'Bitte geben Sie einen Gutscheincode ein',
    unknown: 'Dieser Gutscheincode existiert nicht',
    expired: 'Dieser Gutscheincode ist abgelaufen',
    notStarted: 'Dieser Gutscheincode gilt erst ab dem {date}',
    store: 'Dieser Gutscheincode gilt nicht in diesem Land',
    deviceApp: 'Dieser Gutscheincode gilt nur in der App',
    deviceWeb: 'Dieser Gutscheincode gilt nur auf der Website',
    noEligible: 'Dieser Gutscheincode gilt für keinen Artikel in Ihrem Warenkorb',
    minimum: 'Mindestbestellwert von {amount} nicht erreicht',
    applied: 'Gutscheincode angewendet',
    itemsRemoved: 'Nicht mehr verfügbare Artikel wurden aus Ihrem Warenkorb entfernt',
  },
  en: {
    empty: 'Please enter a promo code',
    unknown: 'This promo code does not exist',
    expired: 'This promo code has expired',
    notStarted: 'This promo code is valid from {date}',
    store: 'This promo code is not valid in this country',
    deviceApp: 'This promo code is only valid in the mobile app',
    deviceWeb: 'This promo code is only valid on the website',
    noEligible: 'This promo code does not apply to any item in your basket',
    minimum: 'Minimum spend of {amount} not reached',
    applied: 'Promo code applied',
    itemsRemoved: 'Unavailable items have been removed from your basket',
  },
};

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const money = (amount: Cents, locale: LocaleCode): string => formatCents(amount, LOCALES[locale].iso);

function day(date: Date, locale: LocaleCode): string {
  return plain(new Intl.DateTimeFormat(LOCALES[locale].iso, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date));
}

export function basketMessage(key: MessageKey, locale: LocaleCode): string {
  return MESSAGES[locale][key];
}

export function emptyCodeMessage(locale: LocaleCode): string {
  return MESSAGES[locale].empty;
}

export function refusalMessage(refusal: PromotionRefusal, locale: LocaleCode): string {
  const text = MESSAGES[locale];
  switch (refusal.reason) {
    case 'unknown':
      return text.unknown;
    case 'expired':
      return text.expired;
    case 'not-started':
      return text.notStarted.replace('{date}', day(refusal.validFrom, locale));
    case 'store':
      return text.store;
    case 'device':
      return refusal.allowedDevices.includes(0) ? text.deviceWeb : text.deviceApp;
    case 'no-eligible-items':
      return text.noEligible;
    case 'minimum':
      return text.minimum.replace('{amount}', money(refusal.minimumAmount, locale));
    default:
      return ruleRefusalMessage(refusal, locale, { name: '' }) ?? text.unknown;
  }
}
