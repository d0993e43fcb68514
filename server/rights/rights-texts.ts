/**
 * The data rights' words (docs/accounts-api.md "Your data"): refusals of a closure and the mail
 * that confirms it, in the six shop languages (German formal "Sie").
 */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';

const L = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

const RIGHTS_TEXTS = {
  passwordRequired: L(
    'Saisissez votre mot de passe pour fermer votre compte.',
    'Introduce tu contraseña para cerrar tu cuenta.',
    'Inserisci la tua password per chiudere il tuo account.',
    'Vul je wachtwoord in om je account te sluiten.',
    'Bitte geben Sie Ihr Passwort ein, um Ihr Konto zu schließen.',
    'Enter your password to close your account.',
  ),
  passwordIncorrect: L(
    'Mot de passe incorrect : votre compte reste ouvert.',
    'Contraseña incorrecta: tu cuenta sigue abierta.',
    'Password errata: il tuo account resta aperto.',
    'Onjuist wachtwoord: je account blijft open.',
    'Falsches Passwort: Ihr Konto bleibt geöffnet.',
    'Incorrect password: your account stays open.',
  ),
  signInAgain: L(
    'Votre compte s’ouvre avec Apple ou Facebook : reconnectez-vous avec eux, puis fermez votre compte dans les 10 minutes.',
    'Tu cuenta se abre con Apple o Facebook: vuelve a conectarte con ellos y cierra tu cuenta en los 10 minutos siguientes.',
    'Il tuo account si apre con Apple o Facebook: accedi di nuovo con loro, poi chiudi il tuo account entro 10 minuti.',
    'Je account opent met Apple of Facebook: log opnieuw in met een van beide en sluit je account binnen 10 minuten.',
    'Ihr Konto wird mit Apple oder Facebook geöffnet: Melden Sie sich erneut damit an und schließen Sie Ihr Konto innerhalb von 10 Minuten.',
    'Your account opens with Apple or Facebook: sign in with it again, then close your account within 10 minutes.',
  ),
  staffAccount: L(
    'Ce compte a un rôle du personnel : un administrateur doit d’abord lui retirer ses rôles.',
    'Esta cuenta tiene un rol del personal: un administrador debe retirarle primero sus roles.',
    'Questo account ha un ruolo del personale: un amministratore deve prima togliergli i ruoli.',
    'Dit account heeft een personeelsrol: een beheerder moet eerst de rollen intrekken.',
    'Dieses Konto hat eine Mitarbeiterrolle: Ein Administrator muss ihm zuerst die Rollen entziehen.',
    'This account holds a staff role: an administrator must revoke its roles first.',
  ),
  supportOnly: L(
    'Réservé au service client.',
    'Reservado al servicio de atención al cliente.',
    'Riservato al servizio clienti.',
    'Alleen voor de klantenservice.',
    'Nur für den Kundenservice.',
    'For customer support only.',
  ),
  customerNotFound: L(
    'Aucun compte ouvert ne correspond.',
    'Ninguna cuenta abierta corresponde.',
    'Nessun account aperto corrisponde.',
    'Geen open account komt overeen.',
    'Kein offenes Konto entspricht dieser Angabe.',
    'No open account matches.',
  ),
  reasonRequired: L(
    'Indiquez la raison de la fermeture (la demande du client).',
    'Indica el motivo del cierre (la solicitud del cliente).',
    'Indica il motivo della chiusura (la richiesta del cliente).',
    'Geef de reden van de sluiting op (het verzoek van de klant).',
    'Bitte geben Sie den Grund der Schließung an (die Anfrage des Kunden).',
    'Give the reason for the closure (the customer’s request).',
  ),
} satisfies Record<string, Localized>;

export type RightsTextKey = keyof typeof RIGHTS_TEXTS;

export function rightsText(key: RightsTextKey, locale: LocaleCode): string {
  return RIGHTS_TEXTS[key][locale];
}

export interface ClosureWords {
  firstName: string;
  shop: string;
  /** Orders kept, with their bills. */
  orders: number;
  years: number;
}

type MailText = (words: ClosureWords) => { subject: string; text: string };

const hello = (greeting: string, name: string) => (name ? `${greeting} ${name}` : greeting);

/** The closure's mail, to the address the account had (its last mail). */
export const ACCOUNT_CLOSED_MAIL: Localized<MailText> = {
  fr: (w) => ({
    subject: `Votre compte ${w.shop} est fermé`,
    text: `${hello('Bonjour', w.firstName)},\n\nVotre compte est fermé : vos coordonnées, adresses, cartes enregistrées, favoris, alertes et abonnements à la newsletter sont effacés, et vous ne pouvez plus vous connecter.\n\n${w.orders > 0 ? `Vos ${w.orders} commande(s) et leurs factures sont conservées ${w.years} ans, comme la loi l'exige, sans vos coordonnées personnelles au-delà de ce que la facture mentionne.\n\n` : ''}Vous pouvez ouvrir un nouveau compte avec la même adresse e-mail quand vous le souhaitez. Si vous n'êtes pas à l'origine de cette fermeture, répondez à ce message.\n\n${w.shop}\n`,
  }),
  es: (w) => ({
    subject: `Tu cuenta de ${w.shop} está cerrada`,
    text: `${hello('Hola,', w.firstName)}\n\nTu cuenta está cerrada: tus datos, direcciones, tarjetas guardadas, favoritos, alertas y suscripciones al boletín se han borrado, y ya no puedes conectarte.\n\n${w.orders > 0 ? `Tus ${w.orders} pedido(s) y sus facturas se conservan ${w.years} años, como exige la ley, sin tus datos personales más allá de lo que figura en la factura.\n\n` : ''}Puedes abrir una cuenta nueva con la misma dirección de correo cuando quieras. Si no has pedido este cierre, responde a este mensaje.\n\n${w.shop}\n`,
  }),
  it: (w) => ({
    subject: `Il tuo account ${w.shop} è chiuso`,
    text: `${hello('Ciao', w.firstName)},\n\nil tuo account è chiuso: i tuoi dati, indirizzi, carte salvate, preferiti, avvisi e iscrizioni alla newsletter sono stati cancellati e non puoi più accedere.\n\n${w.orders > 0 ? `I tuoi ${w.orders} ordini e le loro fatture sono conservati ${w.years} anni, come richiede la legge, senza i tuoi dati personali oltre a quanto indicato in fattura.\n\n` : ''}Puoi aprire un nuovo account con lo stesso indirizzo e-mail quando vuoi. Se non hai chiesto tu questa chiusura, rispondi a questo messaggio.\n\n${w.shop}\n`,
  }),
  nl: (w) => ({
    subject: `Je ${w.shop}-account is gesloten`,
    text: `${hello('Hallo', w.firstName)},\n\nJe account is gesloten: je gegevens, adressen, opgeslagen kaarten, favorieten, meldingen en nieuwsbriefabonnementen zijn gewist, en je kunt niet meer inloggen.\n\n${w.orders > 0 ? `Je ${w.orders} bestelling(en) en de facturen worden ${w.years} jaar bewaard, zoals de wet vereist, zonder je persoonsgegevens buiten wat op de factuur staat.\n\n` : ''}Je kunt wanneer je wilt een nieuw account openen met hetzelfde e-mailadres. Heb je deze sluiting niet zelf gevraagd? Beantwoord dan dit bericht.\n\n${w.shop}\n`,
  }),
  de: (w) => ({
    subject: `Ihr ${w.shop}-Konto ist geschlossen`,
    text: `${hello('Guten Tag', w.firstName)},\n\nIhr Konto ist geschlossen: Ihre Angaben, Adressen, gespeicherten Karten, Favoriten, Benachrichtigungen und Newsletter-Abonnements sind gelöscht, und Sie können sich nicht mehr anmelden.\n\n${w.orders > 0 ? `Ihre ${w.orders} Bestellung(en) und deren Rechnungen werden ${w.years} Jahre aufbewahrt, wie es das Gesetz verlangt, ohne Ihre persönlichen Daten über das hinaus, was die Rechnung nennt.\n\n` : ''}Sie können jederzeit mit derselben E-Mail-Adresse ein neues Konto eröffnen. Wenn Sie diese Schließung nicht veranlasst haben, antworten Sie bitte auf diese Nachricht.\n\n${w.shop}\n`,
  }),
  en: (w) => ({
    subject: `Your ${w.shop} account is closed`,
    text: `${hello('Hello', w.firstName)},\n\nYour account is closed: your details, addresses, saved cards, favourites, alerts and newsletter subscriptions are erased, and you can no longer sign in.\n\n${w.orders > 0 ? `Your ${w.orders} order(s) and their bills are kept for ${w.years} years, as the law requires, without your personal details beyond what the bill shows.\n\n` : ''}You may open a new account with the same e-mail address whenever you wish. If you did not ask for this closure, reply to this message.\n\n${w.shop}\n`,
  }),
};
