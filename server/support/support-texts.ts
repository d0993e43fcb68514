/** What the support desk's routes tell an agent (issue 39), in the request's language. */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const TEXTS = {
  customerNotFound: {
    fr: 'Ce client n’existe pas.', es: 'Este cliente no existe.', it: 'Questo cliente non esiste.',
    nl: 'Deze klant bestaat niet.', de: 'Diesen Kunden gibt es nicht.', en: 'This customer does not exist.',
  },
} satisfies Record<string, Localized>;

export const supportText = (key: keyof typeof TEXTS, locale: LocaleCode): string => TEXTS[key][locale];
