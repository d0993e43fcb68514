/** The operations' words, per shop language. */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const OPS_TEXTS = {
  /** The words support's other calls (orders, returns) refuse a customer with. */
  supportOnly: {
    fr: 'Réservé au service client.',
    es: 'Reservado al servicio de atención al cliente.',
    it: 'Riservato al servizio clienti.',
    nl: 'Alleen voor de klantendienst.',
    de: 'Nur für den Kundenservice.',
    en: 'For customer support only.',
  },
} satisfies Record<string, Localized>;

export function opsText(key: keyof typeof OPS_TEXTS, locale: LocaleCode): string {
  return OPS_TEXTS[key][locale];
}
