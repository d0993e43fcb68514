/**
 * What the outlet API says, in the request's language: the shop's translation
 * `outlet.errors.<key>` (server/content/content-translations/*.json, the keys the UI translates too) when it
 * has one, else the built-in text below. The address checks speak as the newsletter's form does.
 */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import { NEWSLETTER_TEXTS } from '../newsletter/newsletter-service';
import { translationMessages } from './outlet-repository';

const L = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

export const OUTLET_TEXTS = {
  refused: L(
    "L'outlet est réservé à nos clients et aux abonnés de notre newsletter. Inscrivez-vous à la newsletter pour y accéder.",
    'El outlet está reservado a nuestros clientes y a los suscriptores de nuestra newsletter. Suscríbete a la newsletter para acceder.',
    "L'outlet è riservato ai nostri clienti e agli iscritti alla nostra newsletter. Iscriviti alla newsletter per accedervi.",
    'De outlet is voorbehouden aan onze klanten en abonnees van onze nieuwsbrief. Schrijf je in op de nieuwsbrief om binnen te gaan.',
    'Das Outlet ist unseren Kunden und Newsletter-Abonnenten vorbehalten. Melden Sie sich zum Newsletter an, um es zu betreten.',
    'The outlet is for our customers and newsletter subscribers. Subscribe to the newsletter to get in.',
  ),
  'product-outlet-only': L(
    "Ce produit est réservé à l'outlet, ouvert à nos clients et aux abonnés de notre newsletter. Connectez-vous ou inscrivez-vous à la newsletter pour y accéder.",
    'Este producto está reservado al outlet, abierto a nuestros clientes y a los suscriptores de nuestra newsletter. Inicia sesión o suscríbete a la newsletter para acceder.',
    "Questo prodotto è riservato all'outlet, aperto ai nostri clienti e agli iscritti alla nostra newsletter. Accedi o iscriviti alla newsletter per accedervi.",
    'Dit product is voorbehouden aan de outlet, open voor onze klanten en abonnees van onze nieuwsbrief. Log in of schrijf je in op de nieuwsbrief om binnen te gaan.',
    'Dieser Artikel ist dem Outlet vorbehalten, das unseren Kunden und Newsletter-Abonnenten offensteht. Melden Sie sich an oder abonnieren Sie den Newsletter, um Zugang zu erhalten.',
    'This product is sold in the outlet only, open to our customers and newsletter subscribers. Sign in or subscribe to the newsletter to get in.',
  ),
  'email-invalid': NEWSLETTER_TEXTS['email-invalid'],
  'email-required': NEWSLETTER_TEXTS['email-required'],
  'too-many-requests': NEWSLETTER_TEXTS['too-many-requests'],
} satisfies Record<string, Localized>;

export type OutletTextKey = keyof typeof OUTLET_TEXTS;

export type TranslateOutletText = (locale: LocaleCode, key: OutletTextKey) => Promise<string>;

/** Looks a key up in the shop's translation catalogue (cached per language), else the built-in text. */
export function outletTexts(db: Db, cache: TtlCache): TranslateOutletText {
  return async (locale, key) => {
    const catalogue = await cache.get(`outlet-texts:${locale}`, () => translationMessages(db, locale));
    const translated = catalogue[`outlet.errors.${key}`];
    return typeof translated === 'string' && translated !== '' ? translated : OUTLET_TEXTS[key][locale];
  };
}
