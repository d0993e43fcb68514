/**
 * Words of the stock alerts, per shop language: the API's refusals (SPEC §8 fixes the French
 * duplicate message) and the back-in-stock mail.
 */
import { ALREADY_SUBSCRIBED_MESSAGE_FR } from '../../src/domain/alerts/product-alert';
import type { Localized } from '../../src/domain/store/locales';

export const ALERT_MESSAGES = {
  alreadySubscribed: {
    fr: ALREADY_SUBSCRIBED_MESSAGE_FR,
    es: 'Ya estás suscrito a esta alerta por correo',
    it: 'Sei già iscritto a questo avviso via e-mail',
    nl: 'Je bent al ingeschreven voor deze e-mailmelding',
    de: 'Sie sind für diese E-Mail-Benachrichtigung bereits angemeldet',
    en: 'You have already signed up for this email alert',
  },
  tooMany: {
    fr: "Trop d'alertes demandées : réessayez dans quelques minutes.",
    es: 'Demasiadas alertas solicitadas: inténtalo de nuevo dentro de unos minutos.',
    it: 'Troppi avvisi richiesti: riprova tra qualche minuto.',
    nl: 'Te veel meldingen aangevraagd: probeer het over enkele minuten opnieuw.',
    de: 'Zu viele Benachrichtigungen angefordert: Bitte versuchen Sie es in einigen Minuten erneut.',
    en: 'Too many alerts requested: please try again in a few minutes.',
  },
  invalidEmail: {
    fr: "L'adresse e-mail n'est pas valide",
    es: 'La dirección de correo electrónico no es válida',
    it: "L'indirizzo e-mail non è valido",
    nl: 'Het e-mailadres is ongeldig',
    de: 'Die E-Mail-Adresse ist ungültig',
    en: 'The email address is not valid',
  },
  sizeInStock: {
    fr: 'Cette taille est disponible : vous pouvez la commander dès maintenant',
    es: 'Esta talla está disponible: ya puedes pedirla',
    it: 'Questa taglia è disponibile: puoi ordinarla subito',
    nl: 'Deze maat is beschikbaar: je kunt hem nu bestellen',
    de: 'Diese Größe ist verfügbar: Sie können sie jetzt bestellen',
    en: 'This size is in stock: you can order it now',
  },
  linkRequired: {
    fr: 'Connectez-vous, ou ouvrez le lien de votre e-mail d’alerte, pour voir vos alertes.',
    es: 'Inicia sesión, o abre el enlace de tu correo de alerta, para ver tus alertas.',
    it: 'Accedi, o apri il link della tua e-mail di avviso, per vedere i tuoi avvisi.',
    nl: 'Log in, of open de link in je meldingsmail, om je meldingen te zien.',
    de: 'Melden Sie sich an oder öffnen Sie den Link Ihrer Benachrichtigungs-E-Mail, um Ihre Benachrichtigungen zu sehen.',
    en: 'Sign in, or open the link in your alert email, to see your alerts.',
  },
  linkInvalid: {
    fr: "Ce lien d'alerte n'est pas valide ou a expiré.",
    es: 'Este enlace de alerta no es válido o ha caducado.',
    it: 'Questo link di avviso non è valido o è scaduto.',
    nl: 'Deze meldingslink is ongeldig of verlopen.',
    de: 'Dieser Benachrichtigungslink ist ungültig oder abgelaufen.',
    en: 'This alert link is invalid or has expired.',
  },
} satisfies Record<string, Localized>;

export interface BackInStockWords {
  product: string;
  brand: string;
  size: string;
  url: string;
  shop: string;
  /** The signed link to the address's alerts (list, remove); null when the shop has no key to sign it. */
  manageUrl: string | null;
}

type MailText = (words: BackInStockWords) => { subject: string; text: string };

export const BACK_IN_STOCK_MAIL: Localized<MailText> = {
  fr: (w) => ({
    subject: `De retour en stock : ${w.product}`,
    text: `Bonne nouvelle !\n\n${w.product} (${w.brand}) est de nouveau disponible en taille ${w.size}.\n\nCommandez-le ici : ${w.url}\n\nLes quantités sont limitées.\nVous recevez ce message car vous avez demandé à être prévenu(e) du retour de cet article sur ${w.shop}.\n${w.manageUrl ? `\nVos alertes : ${w.manageUrl}\n` : ''}`,
  }),
  es: (w) => ({
    subject: `De nuevo en stock: ${w.product}`,
    text: `¡Buenas noticias!\n\n${w.product} (${w.brand}) vuelve a estar disponible en la talla ${w.size}.\n\nPídelo aquí: ${w.url}\n\nLas cantidades son limitadas.\nRecibes este mensaje porque pediste que te avisáramos de la vuelta de este artículo en ${w.shop}.\n${w.manageUrl ? `\nTus alertas: ${w.manageUrl}\n` : ''}`,
  }),
  it: (w) => ({
    subject: `Di nuovo disponibile: ${w.product}`,
    text: `Buone notizie!\n\n${w.product} (${w.brand}) è di nuovo disponibile nella taglia ${w.size}.\n\nOrdinalo qui: ${w.url}\n\nLe quantità sono limitate.\nRicevi questo messaggio perché hai chiesto di essere avvisato del ritorno di questo articolo su ${w.shop}.\n${w.manageUrl ? `\nI tuoi avvisi: ${w.manageUrl}\n` : ''}`,
  }),
  nl: (w) => ({
    subject: `Weer op voorraad: ${w.product}`,
    text: `Goed nieuws!\n\n${w.product} (${w.brand}) is weer verkrijgbaar in maat ${w.size}.\n\nBestel hier: ${w.url}\n\nDe voorraad is beperkt.\nJe ontvangt dit bericht omdat je gevraagd hebt een melding te krijgen wanneer dit artikel terug is op ${w.shop}.\n${w.manageUrl ? `\nJe meldingen: ${w.manageUrl}\n` : ''}`,
  }),
  de: (w) => ({
    subject: `Wieder auf Lager: ${w.product}`,
    text: `Gute Nachrichten!\n\n${w.product} (${w.brand}) ist in Größe ${w.size} wieder erhältlich.\n\nHier bestellen: ${w.url}\n\nDie Stückzahl ist begrenzt.\nSie erhalten diese Nachricht, weil Sie bei ${w.shop} um eine Benachrichtigung gebeten haben, sobald dieser Artikel wieder da ist.\n${w.manageUrl ? `\nIhre Benachrichtigungen: ${w.manageUrl}\n` : ''}`,
  }),
  en: (w) => ({
    subject: `Back in stock: ${w.product}`,
    text: `Good news!\n\n${w.product} (${w.brand}) is available again in size ${w.size}.\n\nOrder it here: ${w.url}\n\nQuantities are limited.\nYou are receiving this message because you asked ${w.shop} to tell you when this item was back.\n${w.manageUrl ? `\nYour alerts: ${w.manageUrl}\n` : ''}`,
  }),
};
