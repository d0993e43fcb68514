/**
 * What the accounts API says, in the request's language. The domain names every rule with a key
 * (src/domain/accounts/account-messages.ts, French texts); the answer is, in order:
 * the shop's translation `account.errors.<key>` (server/content/content-translations/*.json, the same keys the
 * UI translates), the few texts below that the server itself must be able to say in every language
 * (refusals of sign-in, throttling, links), then the French text.
 */
import { ACCOUNT_MESSAGES_FR, isAccountMessageKey, type AccountMessageKey } from '../../src/domain/accounts/account-messages';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/database';
import { fail, type Failure, type FailureKind } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import { translationMessages } from './accounts-repository';

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
  'payment-provider-unavailable': 'Notre prestataire de paiement ne répond pas. Veuillez réessayer dans quelques minutes.',
  'second-factor-needed': "Saisissez le code de votre application d'authentification (ou un code de secours).",
  'second-factor-invalid': 'Ce code est incorrect.',
  'second-factor-replayed': 'Ce code a déjà servi : attendez le suivant.',
  'second-factor-expired': 'La demande de code a expiré : reconnectez-vous avec votre mot de passe.',
  'second-factor-staff-only': 'Le second facteur est réservé aux comptes du personnel.',
  'second-factor-enrolled': 'Ce compte a déjà un second facteur.',
  'second-factor-not-started': "Demandez d'abord un secret pour votre application d'authentification.",
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
  'payment-provider-unavailable': L(
    SERVER_TEXTS_FR['payment-provider-unavailable'],
    'Nuestro proveedor de pagos no responde. Vuelve a intentarlo dentro de unos minutos.',
    'Il nostro fornitore di pagamenti non risponde. Riprova tra qualche minuto.',
    'Onze betaalprovider reageert niet. Probeer het over een paar minuten opnieuw.',
    'Unser Zahlungsdienstleister antwortet nicht. Bitte versuchen Sie es in einigen Minuten erneut.',
    'Our payment provider is not answering. Please try again in a few minutes.',
  ),
  'second-factor-needed': L(
    SERVER_TEXTS_FR['second-factor-needed'],
    'Introduce el código de tu aplicación de autenticación (o un código de recuperación).',
    'Inserisci il codice della tua app di autenticazione (o un codice di recupero).',
    'Voer de code van je authenticatie-app in (of een herstelcode).',
    'Bitte geben Sie den Code Ihrer Authentifizierungs-App ein (oder einen Wiederherstellungscode).',
    'Enter the code of your authenticator app (or a recovery code).',
  ),
  'second-factor-invalid': L(
    SERVER_TEXTS_FR['second-factor-invalid'],
    'Este código no es correcto.',
    'Questo codice non è corretto.',
    'Deze code is onjuist.',
    'Dieser Code ist falsch.',
    'This code is incorrect.',
  ),
  'second-factor-replayed': L(
    SERVER_TEXTS_FR['second-factor-replayed'],
    'Este código ya se ha usado: espera al siguiente.',
    'Questo codice è già stato usato: attendi il prossimo.',
    'Deze code is al gebruikt: wacht op de volgende.',
    'Dieser Code wurde bereits verwendet: Bitte warten Sie auf den nächsten.',
    'This code was already used: wait for the next one.',
  ),
  'second-factor-expired': L(
    SERVER_TEXTS_FR['second-factor-expired'],
    'La solicitud del código ha caducado: vuelve a conectarte con tu contraseña.',
    'La richiesta del codice è scaduta: accedi di nuovo con la tua password.',
    'Het codeverzoek is verlopen: log opnieuw in met je wachtwoord.',
    'Die Code-Anfrage ist abgelaufen: Bitte melden Sie sich erneut mit Ihrem Passwort an.',
    'The code request has expired: sign in again with your password.',
  ),
  'second-factor-staff-only': L(
    SERVER_TEXTS_FR['second-factor-staff-only'],
    'El segundo factor está reservado a las cuentas del personal.',
    'Il secondo fattore è riservato agli account del personale.',
    'De tweede factor is alleen voor personeelsaccounts.',
    'Der zweite Faktor ist den Konten der Mitarbeitenden vorbehalten.',
    'The second factor is for staff accounts only.',
  ),
  'second-factor-enrolled': L(
    SERVER_TEXTS_FR['second-factor-enrolled'],
    'Esta cuenta ya tiene un segundo factor.',
    'Questo account ha già un secondo fattore.',
    'Dit account heeft al een tweede factor.',
    'Dieses Konto hat bereits einen zweiten Faktor.',
    'This account already has a second factor.',
  ),
  'second-factor-not-started': L(
    SERVER_TEXTS_FR['second-factor-not-started'],
    'Pide primero un secreto para tu aplicación de autenticación.',
    'Richiedi prima un segreto per la tua app di autenticazione.',
    'Vraag eerst een geheim aan voor je authenticatie-app.',
    'Bitte fordern Sie zuerst ein Geheimnis für Ihre Authentifizierungs-App an.',
    'First ask for a secret for your authenticator app.',
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
    const catalogue = await cache.get(`account-texts:${locale}`, () => translationMessages(db, locale));
    const translated = catalogue[`account.errors.${key}`];
    return typeof translated === 'string' && translated !== '' ? translated : (BUILT_IN[key]?.[locale] ?? textFr(key));
  };
}

/** A refusal of the kind, in the words of the key (the accounts' and the modules' that speak for the customer). */
export async function refusal(deps: { db: Db; cache: TtlCache }, context: Pick<ShopContext, 'locale'>, kind: FailureKind, key: AccountTextKey): Promise<Failure> {
  return fail(kind, await accountTexts(deps.db, deps.cache)(context.locale, key));
}

/** What the staff routes (`/admin/staff…`, role admin) say; staff read them in their own language. */
const STAFF_TEXTS = {
  adminOnly: L(
    'Réservé aux administrateurs.',
    'Reservado a los administradores.',
    'Riservato agli amministratori.',
    'Alleen voor beheerders.',
    'Nur für Administratoren.',
    'For administrators only.',
  ),
  accountNotFound: L(
    'Aucun compte ouvert n’a cette adresse e-mail.',
    'Ninguna cuenta abierta tiene esta dirección de correo.',
    'Nessun account aperto ha questo indirizzo e-mail.',
    'Geen open account heeft dit e-mailadres.',
    'Kein offenes Konto hat diese E-Mail-Adresse.',
    'No open account has this e-mail address.',
  ),
  lastAdmin: L(
    'C’est le dernier administrateur : nommez-en un autre avant de lui retirer ce rôle.',
    'Es el último administrador: nombre otro antes de retirarle este rol.',
    'È l’ultimo amministratore: nominane un altro prima di togliergli questo ruolo.',
    'Dit is de laatste beheerder: benoem eerst een andere voordat je deze rol intrekt.',
    'Das ist der letzte Administrator: Ernennen Sie zuerst einen weiteren, bevor Sie ihm diese Rolle entziehen.',
    'This is the last administrator: make someone else an administrator before revoking this role.',
  ),
} satisfies Record<string, Localized>;

export function staffText(key: keyof typeof STAFF_TEXTS, locale: LocaleCode): string {
  return STAFF_TEXTS[key][locale];
}
