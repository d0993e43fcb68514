/**
 * The passkeys' words in the six shop languages: the refusals the API says (the UI shows them as
 * given) and the name a new passkey gets from its device when the customer gives none. One refusal
 * for every failed sign-in (unknown credential, forged signature, replayed or expired challenge,
 * counter gone back): the caller learns nothing about which check failed.
 */
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { DeviceDescription } from '../../src/domain/auth/passkeys';

const L = (fr: string, es: string, it: string, nl: string, de: string, en: string): Localized => ({ fr, es, it, nl, de, en });

export const PASSKEY_TEXTS = {
  'passkey-not-recognised': L(
    "Cette clé d'accès n'est pas reconnue. Veuillez réessayer ou vous connecter avec votre mot de passe.",
    'No reconocemos esta llave de acceso. Vuelve a intentarlo o inicia sesión con tu contraseña.',
    'Questa passkey non è riconosciuta. Riprova o accedi con la tua password.',
    'Deze toegangssleutel wordt niet herkend. Probeer het opnieuw of log in met je wachtwoord.',
    'Dieser Passkey wird nicht erkannt. Bitte versuchen Sie es erneut oder melden Sie sich mit Ihrem Passwort an.',
    'This passkey is not recognised. Please try again or sign in with your password.',
  ),
  'passkey-registration-failed': L(
    "La clé d'accès n'a pas pu être enregistrée. Veuillez réessayer.",
    'No se ha podido guardar la llave de acceso. Vuelve a intentarlo.',
    'Non è stato possibile salvare la passkey. Riprova.',
    'De toegangssleutel kon niet worden opgeslagen. Probeer het opnieuw.',
    'Der Passkey konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    'The passkey could not be saved. Please try again.',
  ),
  'passkey-already-registered': L(
    "Cette clé d'accès est déjà enregistrée.",
    'Esta llave de acceso ya está guardada.',
    'Questa passkey è già salvata.',
    'Deze toegangssleutel is al opgeslagen.',
    'Dieser Passkey ist bereits gespeichert.',
    'This passkey is already saved.',
  ),
  'passkey-not-found': L(
    "Cette clé d'accès n'existe pas.",
    'Esta llave de acceso no existe.',
    'Questa passkey non esiste.',
    'Deze toegangssleutel bestaat niet.',
    'Dieser Passkey existiert nicht.',
    'This passkey does not exist.',
  ),
  'passkey-limit': L(
    "Vous avez atteint le nombre maximal de clés d'accès. Supprimez-en une avant d'en ajouter une autre.",
    'Has alcanzado el número máximo de llaves de acceso. Elimina una antes de añadir otra.',
    'Hai raggiunto il numero massimo di passkey. Eliminane una prima di aggiungerne un’altra.',
    'Je hebt het maximale aantal toegangssleutels bereikt. Verwijder er een voordat je een nieuwe toevoegt.',
    'Sie haben die maximale Anzahl an Passkeys erreicht. Bitte entfernen Sie einen, bevor Sie einen neuen hinzufügen.',
    'You have reached the maximum number of passkeys. Remove one before adding another.',
  ),
  'passkey-name-invalid': L(
    "Le nom d'une clé d'accès compte de 1 à 60 caractères.",
    'El nombre de una llave de acceso tiene entre 1 y 60 caracteres.',
    'Il nome di una passkey ha da 1 a 60 caratteri.',
    'De naam van een toegangssleutel telt 1 tot 60 tekens.',
    'Der Name eines Passkeys hat 1 bis 60 Zeichen.',
    'A passkey name has 1 to 60 characters.',
  ),
  'passkey-too-many-attempts': L(
    'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
    'Demasiados intentos de conexión. Vuelve a intentarlo dentro de unos minutos.',
    'Troppi tentativi di accesso. Riprova tra qualche minuto.',
    'Te veel inlogpogingen. Probeer het over een paar minuten opnieuw.',
    'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.',
    'Too many sign-in attempts. Please try again in a few minutes.',
  ),
} as const satisfies Record<string, Localized>;

export type PasskeyTextKey = keyof typeof PASSKEY_TEXTS;

export const passkeyText = (locale: LocaleCode, key: PasskeyTextKey): string => PASSKEY_TEXTS[key][locale];

const ON: Localized = { fr: 'sur', es: 'en', it: 'su', nl: 'op', de: 'auf', en: 'on' };
const A_PASSKEY: Localized = { fr: "Clé d'accès", es: 'Llave de acceso', it: 'Passkey', nl: 'Toegangssleutel', de: 'Passkey', en: 'Passkey' };

/** "Chrome on Linux", "Safari sur iOS"; the bare word when the device says nothing. */
export function defaultPasskeyName(locale: LocaleCode, device: DeviceDescription): string {
  if (device.browser && device.system) return `${device.browser} ${ON[locale]} ${device.system}`;
  return device.browser ?? device.system ?? A_PASSKEY[locale];
}
