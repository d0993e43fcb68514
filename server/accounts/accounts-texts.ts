/**
 * What the accounts API says, in the request's language. The domain names every rule with a key
 * (src/domain/accounts/account-messages.ts, French texts); the answer is, in order:
 * the shop's translation `account.errors.<key>` (server/demo/translations/*.json, the same keys the
 * UI translates), the few texts below that the server itself must be able to say in every language
 * (refusals of sign-in, throttling, links), then the French text.
 */
import { ACCOUNT_MESSAGES_FR, isAccountMessageKey, type AccountMessageKey } from '../../src/domain/accounts/account-messages';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';

/** Messages only the server gives (not form rules). */
export const SERVER_TEXTS_FR = {
  'sign-in-required': 'Veuillez vous connecter.',
  'password-reset-sent': 'Si un compte existe pour cette adresse, vous allez recevoir un e-mail pour vous connecter.',
  'too-many-requests': 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
  'apple-unavailable': "La connexion avec Apple n'est pas disponible.",
  'facebook-unavailable': "La connexion avec Facebook n'est pas disponible.",
  'apple-id-token-required': "La connexion avec Apple a besoin du jeton d'identité (authorization.id_token).",
  'social-email-missing': "Votre compte ne nous a pas donné d'adresse e-mail : impossible d'ouvrir un compte.",
  'origin-refused': "Cette demande ne vient pas d'une page de la boutique.",
  'address-limit': "Votre carnet d'adresses est plein.",
  'wish-limit': 'Votre liste de favoris est pleine.',
  'account-closed': 'Ce compte est fermé.',
} as const;

export type ServerTextKey = keyof typeof SERVER_TEXTS_FR;
export type AccountTextKey = AccountMessageKey | ServerTextKey;

const L = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

/** The server's own words in every shop language (the UI may still translate the keys). */
const BUILT_IN: Partial<Record<AccountTextKey, Localized>> = {
  'credentials-required': L(
    ACCOUNT_MESSAGES_FR['credentials-required'],
    'Introduce tu usuario y tu contraseña.',
    'Inserisci il tuo nome utente e la tua password.',
    'Vul je gebruikersnaam en wachtwoord in.',
    'Bitte geben Sie Ihre Kennung und Ihr Passwort ein.',
    'Please enter your username and password.',
  ),
  'credentials-invalid': L(
    ACCOUNT_MESSAGES_FR['credentials-invalid'],
    'Tu usuario o tu contraseña no son correctos.',
    'Il nome utente o la password non sono corretti.',
    'Je gebruikersnaam of wachtwoord is onjuist.',
    'Ihre Kennung oder Ihr Passwort ist falsch.',
    'Your username or password is incorrect.',
  ),
  'too-many-attempts': L(
    ACCOUNT_MESSAGES_FR['too-many-attempts'],
    'Demasiados intentos de conexión. Vuelve a intentarlo dentro de unos minutos.',
    'Troppi tentativi di accesso. Riprova tra qualche minuto.',
    'Te veel inlogpogingen. Probeer het over een paar minuten opnieuw.',
    'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.',
    'Too many sign-in attempts. Please try again in a few minutes.',
  ),
  'too-many-requests': L(
    SERVER_TEXTS_FR['too-many-requests'],
    'Demasiadas solicitudes. Vuelve a intentarlo dentro de unos minutos.',
    'Troppe richieste. Riprova tra qualche minuto.',
    'Te veel aanvragen. Probeer het over een paar minuten opnieuw.',
    'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
    'Too many requests. Please try again in a few minutes.',
  ),
  'session-expired': L(
    ACCOUNT_MESSAGES_FR['session-expired'],
    'Tu sesión ha caducado, vuelve a iniciar sesión.',
    'La tua sessione è scaduta, accedi di nuovo.',
    'Je sessie is verlopen, log opnieuw in.',
    'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an.',
    'Your session has expired, please sign in again.',
  ),
  'sign-in-required': L(
    SERVER_TEXTS_FR['sign-in-required'],
    'Inicia sesión.',
    'Effettua l’accesso.',
    'Log in.',
    'Bitte melden Sie sich an.',
    'Please sign in.',
  ),
  'password-reset-sent': L(
    SERVER_TEXTS_FR['password-reset-sent'],
    'Si existe una cuenta con esta dirección, vas a recibir un correo para conectarte.',
    'Se esiste un account con questo indirizzo, riceverai un’e-mail per accedere.',
    'Als er een account met dit adres bestaat, ontvang je een e-mail om in te loggen.',
    'Wenn es ein Konto mit dieser Adresse gibt, erhalten Sie eine E-Mail zur Anmeldung.',
    'If an account exists for this address, you will receive an email to sign in.',
  ),
  'required-fields': L(
    ACCOUNT_MESSAGES_FR['required-fields'],
    'Completa todos los campos obligatorios',
    'Compila tutti i campi obbligatori',
    'Vul alle verplichte velden in',
    'Bitte füllen Sie alle Pflichtfelder aus',
    'Please fill in all required fields',
  ),
  'email-taken': L(
    ACCOUNT_MESSAGES_FR['email-taken'],
    'Ya existe una cuenta con esta dirección de correo electrónico',
    'Esiste già un account con questo indirizzo e-mail',
    'Er bestaat al een account met dit e-mailadres',
    'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
    'An account already exists with this email address',
  ),
  'address-country-unavailable': L(
    ACCOUNT_MESSAGES_FR['address-country-unavailable'],
    'Este país no está disponible para la entrega.',
    'Questo paese non è disponibile per la consegna.',
    'Naar dit land kunnen we niet leveren.',
    'In dieses Land können wir nicht liefern.',
    'We do not deliver to this country.',
  ),
  'autoconnect-invalid': L(
    ACCOUNT_MESSAGES_FR['autoconnect-invalid'],
    'Este enlace de conexión ya no es válido.',
    'Questo link di accesso non è più valido.',
    'Deze inloglink is niet meer geldig.',
    'Dieser Anmeldelink ist nicht mehr gültig.',
    'This sign-in link is no longer valid.',
  ),
  'origin-refused': L(
    SERVER_TEXTS_FR['origin-refused'],
    'Esta solicitud no procede de una página de la tienda.',
    'Questa richiesta non proviene da una pagina del negozio.',
    'Dit verzoek komt niet van een pagina van de winkel.',
    'Diese Anfrage stammt nicht von einer Seite des Shops.',
    'This request does not come from a page of the shop.',
  ),
};

/** The French text of a key (the shop's default language). */
export function textFr(key: AccountTextKey): string {
  return isAccountMessageKey(key) ? ACCOUNT_MESSAGES_FR[key] : SERVER_TEXTS_FR[key];
}

export type TranslateAccountText = (locale: LocaleCode, key: AccountTextKey) => Promise<string>;

/** Looks a key up as the header explains, with the shop's translation catalogue cached per language. */
export function accountTexts(db: Db, cache: TtlCache): TranslateAccountText {
  return async (locale, key) => {
    if (locale === 'fr') return textFr(key);
    const catalogue = await cache.get(`account-texts:${locale}`, async () => {
      const row = await db.selectFrom('translations').select('messages').where('locale', '=', locale).executeTakeFirst();
      return (row?.messages ?? {}) as Record<string, string>;
    });
    const translated = catalogue[`account.errors.${key}`];
    return typeof translated === 'string' && translated !== '' ? translated : (BUILT_IN[key]?.[locale] ?? textFr(key));
  };
}

export interface PasswordResetWords {
  firstName: string;
  url: string;
  shop: string;
}

type MailText = (words: PasswordResetWords) => { subject: string; text: string };

/** The forgotten-password mail: one link, valid one hour, usable once. */
export const PASSWORD_RESET_MAIL: Localized<MailText> = {
  fr: (w) => ({
    subject: `Votre lien de connexion ${w.shop}`,
    text: `Bonjour ${w.firstName},\n\nVous avez demandé à vous connecter sans mot de passe. Ce lien vous connecte à votre compte et vous permet de choisir un nouveau mot de passe :\n\n${w.url}\n\nIl est valable une heure et ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.\n\n${w.shop}\n`,
  }),
  es: (w) => ({
    subject: `Tu enlace de conexión a ${w.shop}`,
    text: `Hola, ${w.firstName}:\n\nHas pedido conectarte sin contraseña. Este enlace te conecta a tu cuenta y te permite elegir una contraseña nueva:\n\n${w.url}\n\nEs válido durante una hora y solo sirve una vez. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.\n\n${w.shop}\n`,
  }),
  it: (w) => ({
    subject: `Il tuo link di accesso a ${w.shop}`,
    text: `Ciao ${w.firstName},\n\nhai chiesto di accedere senza password. Questo link ti collega al tuo account e ti permette di scegliere una nuova password:\n\n${w.url}\n\nÈ valido un'ora e si può usare una sola volta. Se non hai fatto tu questa richiesta, ignora questo messaggio: la tua password non cambia.\n\n${w.shop}\n`,
  }),
  nl: (w) => ({
    subject: `Je inloglink voor ${w.shop}`,
    text: `Hallo ${w.firstName},\n\nJe hebt gevraagd om zonder wachtwoord in te loggen. Met deze link log je in op je account en kies je een nieuw wachtwoord:\n\n${w.url}\n\nDe link is een uur geldig en werkt maar één keer. Heb je dit niet zelf gevraagd? Negeer dan dit bericht: je wachtwoord verandert niet.\n\n${w.shop}\n`,
  }),
  de: (w) => ({
    subject: `Ihr Anmeldelink für ${w.shop}`,
    text: `Hallo ${w.firstName},\n\nSie haben darum gebeten, sich ohne Passwort anzumelden. Dieser Link meldet Sie bei Ihrem Konto an und lässt Sie ein neues Passwort wählen:\n\n${w.url}\n\nEr ist eine Stunde gültig und nur einmal verwendbar. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.\n\n${w.shop}\n`,
  }),
  en: (w) => ({
    subject: `Your ${w.shop} sign-in link`,
    text: `Hello ${w.firstName},\n\nYou asked to sign in without your password. This link signs you in to your account and lets you choose a new password:\n\n${w.url}\n\nIt is valid for one hour and works once. If you did not ask for it, ignore this message: your password does not change.\n\n${w.shop}\n`,
  }),
};
