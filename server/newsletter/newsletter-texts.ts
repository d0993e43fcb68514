/**
 * What the newsletter API says, in the request's language: the shop's translation
 * `newsletter.errors.<key>` (server/content/content-translations/*.json, the keys the UI translates too) when
 * it has one, else the built-in text below (the way account errors are said,
 * server/accounts/accounts-texts.ts). Mails are written here in the six languages.
 */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import { translationMessages } from './newsletter-repository';

const L = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

export const NEWSLETTER_TEXTS = {
  'email-required': L(
    'Veuillez saisir votre adresse e-mail.',
    'Introduce tu dirección de correo electrónico.',
    'Inserisci il tuo indirizzo e-mail.',
    'Vul je e-mailadres in.',
    'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    'Please enter your email address.',
  ),
  'email-invalid': L(
    "L'adresse e-mail n'est pas valide.",
    'La dirección de correo electrónico no es válida.',
    "L'indirizzo e-mail non è valido.",
    'Het e-mailadres is ongeldig.',
    'Die E-Mail-Adresse ist ungültig.',
    'The email address is not valid.',
  ),
  subscribed: L(
    'Merci ! Votre inscription à la newsletter est enregistrée. Les changements peuvent prendre jusqu’à 48 h.',
    '¡Gracias! Tu suscripción a la newsletter está registrada. Los cambios pueden tardar hasta 48 h.',
    'Grazie! La tua iscrizione alla newsletter è registrata. Le modifiche possono richiedere fino a 48 ore.',
    'Bedankt! Je inschrijving op de nieuwsbrief is geregistreerd. Wijzigingen kunnen tot 48 uur duren.',
    'Danke! Ihre Newsletter-Anmeldung ist gespeichert. Änderungen können bis zu 48 Stunden dauern.',
    'Thank you! Your newsletter subscription is registered. Changes may take up to 48 hours.',
  ),
  unsubscribed: L(
    'Vous êtes désinscrit de la newsletter. Les changements peuvent prendre jusqu’à 48 h.',
    'Te has dado de baja de la newsletter. Los cambios pueden tardar hasta 48 h.',
    'Sei stato cancellato dalla newsletter. Le modifiche possono richiedere fino a 48 ore.',
    'Je bent uitgeschreven voor de nieuwsbrief. Wijzigingen kunnen tot 48 uur duren.',
    'Sie sind vom Newsletter abgemeldet. Änderungen können bis zu 48 Stunden dauern.',
    'You are unsubscribed from the newsletter. Changes may take up to 48 hours.',
  ),
  'confirmation-sent': L(
    'Si cette adresse reçoit notre newsletter, un e-mail vient de lui être envoyé pour confirmer la désinscription.',
    'Si esta dirección recibe nuestra newsletter, acabamos de enviarle un correo para confirmar la baja.',
    'Se questo indirizzo riceve la nostra newsletter, gli abbiamo appena inviato un’e-mail per confermare la cancellazione.',
    'Als dit adres onze nieuwsbrief ontvangt, hebben we er net een e-mail naartoe gestuurd om de uitschrijving te bevestigen.',
    'Wenn diese Adresse unseren Newsletter erhält, haben wir ihr soeben eine E-Mail zur Bestätigung der Abmeldung geschickt.',
    'If this address receives our newsletter, we have just sent it an email to confirm the unsubscription.',
  ),
  'link-invalid': L(
    "Ce lien n'est plus valide. Demandez-en un nouveau.",
    'Este enlace ya no es válido. Pide uno nuevo.',
    'Questo link non è più valido. Richiedine uno nuovo.',
    'Deze link is niet meer geldig. Vraag een nieuwe aan.',
    'Dieser Link ist nicht mehr gültig. Fordern Sie einen neuen an.',
    'This link is no longer valid. Ask for a new one.',
  ),
  'sign-in-required': L(
    'Connectez-vous ou ouvrez le lien de votre e-mail.',
    'Inicia sesión o abre el enlace de tu correo.',
    'Accedi o apri il link della tua e-mail.',
    'Log in of open de link in je e-mail.',
    'Melden Sie sich an oder öffnen Sie den Link aus Ihrer E-Mail.',
    'Sign in or open the link in your email.',
  ),
  'other-address': L(
    "Vous ne pouvez consulter que l'inscription de votre propre adresse.",
    'Solo puedes consultar la suscripción de tu propia dirección.',
    "Puoi consultare solo l'iscrizione del tuo indirizzo.",
    'Je kunt alleen de inschrijving van je eigen adres bekijken.',
    'Sie können nur die Anmeldung Ihrer eigenen Adresse einsehen.',
    'You can only look up the subscription of your own address.',
  ),
  'too-many-requests': L(
    'Trop de demandes. Veuillez réessayer dans quelques minutes.',
    'Demasiadas solicitudes. Vuelve a intentarlo dentro de unos minutos.',
    'Troppe richieste. Riprova tra qualche minuto.',
    'Te veel aanvragen. Probeer het over een paar minuten opnieuw.',
    'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
    'Too many requests. Please try again in a few minutes.',
  ),
} satisfies Record<string, Localized>;

export type NewsletterTextKey = keyof typeof NEWSLETTER_TEXTS;

export type TranslateText = (locale: LocaleCode, key: NewsletterTextKey) => Promise<string>;

/** Looks a key up in the shop's translation catalogue (cached per language), else the built-in text. */
export function newsletterTexts(db: Db, cache: TtlCache): TranslateText {
  return async (locale, key) => {
    const catalogue = await cache.get(`newsletter-texts:${locale}`, () => translationMessages(db, locale));
    const translated = catalogue[`newsletter.errors.${key}`];
    return typeof translated === 'string' && translated !== '' ? translated : NEWSLETTER_TEXTS[key][locale];
  };
}

export interface NewsletterMailWords {
  shop: string;
  /** One click unsubscribes (signed link). */
  url: string;
}

type MailText = (words: NewsletterMailWords) => { subject: string; text: string };

/** Sent once a subscription starts: what it is, the 48 h delay, and the one-click way out. */
export const WELCOME_MAIL: Localized<MailText> = {
  fr: (w) => ({ subject: `Bienvenue dans la newsletter ${w.shop}`, text: `Bonjour,\n\nVotre inscription à la newsletter ${w.shop} est confirmée : vous recevrez nos nouveautés, nos ventes privées et l'accès à l'outlet. Les changements peuvent prendre jusqu'à 48 h.\n\nPour vous désinscrire à tout moment, en un clic :\n${w.url}\n\n${w.shop}\n` }),
  es: (w) => ({ subject: `Bienvenido a la newsletter de ${w.shop}`, text: `Hola:\n\nTu suscripción a la newsletter de ${w.shop} está confirmada: recibirás nuestras novedades, ventas privadas y el acceso al outlet. Los cambios pueden tardar hasta 48 h.\n\nPara darte de baja en cualquier momento, con un clic:\n${w.url}\n\n${w.shop}\n` }),
  it: (w) => ({ subject: `Benvenuto nella newsletter di ${w.shop}`, text: `Ciao,\n\nla tua iscrizione alla newsletter di ${w.shop} è confermata: riceverai le nostre novità, le vendite private e l'accesso all'outlet. Le modifiche possono richiedere fino a 48 ore.\n\nPer cancellarti in qualsiasi momento, con un clic:\n${w.url}\n\n${w.shop}\n` }),
  nl: (w) => ({ subject: `Welkom bij de nieuwsbrief van ${w.shop}`, text: `Hallo,\n\nJe inschrijving op de nieuwsbrief van ${w.shop} is bevestigd: je ontvangt onze nieuwigheden, privéverkopen en toegang tot de outlet. Wijzigingen kunnen tot 48 uur duren.\n\nUitschrijven kan altijd, met één klik:\n${w.url}\n\n${w.shop}\n` }),
  de: (w) => ({ subject: `Willkommen beim Newsletter von ${w.shop}`, text: `Hallo,\n\nIhre Anmeldung zum Newsletter von ${w.shop} ist bestätigt: Sie erhalten unsere Neuheiten, Privatverkäufe und Zugang zum Outlet. Änderungen können bis zu 48 Stunden dauern.\n\nAbmelden jederzeit mit einem Klick:\n${w.url}\n\n${w.shop}\n` }),
  en: (w) => ({ subject: `Welcome to the ${w.shop} newsletter`, text: `Hello,\n\nYour subscription to the ${w.shop} newsletter is confirmed: you will receive our new arrivals, private sales and access to the outlet. Changes may take up to 48 hours.\n\nTo unsubscribe at any time, in one click:\n${w.url}\n\n${w.shop}\n` }),
};

/** Sent when someone asks to unsubscribe an address without a signed link: the owner confirms. */
export const CONFIRM_UNSUBSCRIBE_MAIL: Localized<MailText> = {
  fr: (w) => ({ subject: `Confirmez votre désinscription de la newsletter ${w.shop}`, text: `Bonjour,\n\nNous avons reçu une demande de désinscription de la newsletter ${w.shop} pour cette adresse. Pour la confirmer, ouvrez ce lien :\n${w.url}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre inscription ne change pas.\n\n${w.shop}\n` }),
  es: (w) => ({ subject: `Confirma tu baja de la newsletter de ${w.shop}`, text: `Hola:\n\nHemos recibido una solicitud de baja de la newsletter de ${w.shop} para esta dirección. Para confirmarla, abre este enlace:\n${w.url}\n\nSi no la has pedido tú, ignora este mensaje: tu suscripción no cambia.\n\n${w.shop}\n` }),
  it: (w) => ({ subject: `Conferma la cancellazione dalla newsletter di ${w.shop}`, text: `Ciao,\n\nabbiamo ricevuto una richiesta di cancellazione dalla newsletter di ${w.shop} per questo indirizzo. Per confermarla, apri questo link:\n${w.url}\n\nSe non l'hai richiesta tu, ignora questo messaggio: la tua iscrizione non cambia.\n\n${w.shop}\n` }),
  nl: (w) => ({ subject: `Bevestig je uitschrijving voor de nieuwsbrief van ${w.shop}`, text: `Hallo,\n\nWe hebben een verzoek ontvangen om dit adres uit te schrijven voor de nieuwsbrief van ${w.shop}. Open deze link om het te bevestigen:\n${w.url}\n\nHeb je dit niet zelf gevraagd? Negeer dan dit bericht: je inschrijving verandert niet.\n\n${w.shop}\n` }),
  de: (w) => ({ subject: `Bestätigen Sie Ihre Abmeldung vom Newsletter von ${w.shop}`, text: `Hallo,\n\nwir haben eine Anfrage erhalten, diese Adresse vom Newsletter von ${w.shop} abzumelden. Zur Bestätigung öffnen Sie diesen Link:\n${w.url}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihre Anmeldung bleibt bestehen.\n\n${w.shop}\n` }),
  en: (w) => ({ subject: `Confirm your unsubscription from the ${w.shop} newsletter`, text: `Hello,\n\nWe received a request to unsubscribe this address from the ${w.shop} newsletter. To confirm it, open this link:\n${w.url}\n\nIf you did not ask for it, ignore this message: your subscription does not change.\n\n${w.shop}\n` }),
};
