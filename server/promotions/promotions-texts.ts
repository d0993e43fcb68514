/** The promotions module's words for staff, per shop language (the rule checks speak English: src/domain/promotions/promotion-input.ts). */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const TEXTS = {
  notFound: {
    fr: 'Aucune promotion n’a ce code.',
    es: 'Ninguna promoción tiene este código.',
    it: 'Nessuna promozione ha questo codice.',
    nl: 'Geen actie heeft deze code.',
    de: 'Keine Aktion hat diesen Code.',
    en: 'No promotion has this code.',
  },
  exists: {
    fr: 'Une promotion a déjà ce code.',
    es: 'Ya existe una promoción con este código.',
    it: 'Esiste già una promozione con questo codice.',
    nl: 'Er bestaat al een actie met deze code.',
    de: 'Es gibt bereits eine Aktion mit diesem Code.',
    en: 'A promotion already has this code.',
  },
} satisfies Record<string, Localized>;

export type PromotionsTextKey = keyof typeof TEXTS;

export function promotionsText(key: PromotionsTextKey, locale: LocaleCode): string {
  return TEXTS[key][locale];
}
